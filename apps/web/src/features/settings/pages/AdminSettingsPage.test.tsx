import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { getSettings, updateSettings } from "@zaika/contract/endpoints/settings";
import { SETTINGS_MESSAGES } from "@zaika/contract/settings";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { toast } from "../../../lib/toast";
import { apiRequests, mockEndpoint, mockEndpointError } from "../../../test/mock-api";
import { renderRoutes, signInAs } from "../../../test/utils";
import { AdminSettingsPage } from "./AdminSettingsPage";

function renderPage() {
  return renderRoutes([{ path: "/admin/settings", element: <AdminSettingsPage /> }], "/admin/settings");
}

const posts = () => apiRequests().filter((request) => request.method === "POST");

async function openDialog() {
  const user = userEvent.setup();
  renderPage();
  expect(await screen.findByText("5%")).toBeInTheDocument();
  await user.click(screen.getByRole("button", { name: "Update GST" }));
  const dialog = screen.getByRole("dialog", { name: "Update GST percentage" });
  const input = within(dialog).getByLabelText("GST percentage");
  return { user, dialog, input };
}

beforeEach(() => {
  signInAs("admin", "Admin");
});

describe("AdminSettingsPage", () => {
  it("shows the current GST and a note that placed orders keep theirs", async () => {
    mockEndpoint(getSettings, { gst: 5 });
    renderPage();
    expect(screen.getByRole("status")).toHaveTextContent("Loading the GST percentage");
    expect(await screen.findByText("5%")).toBeInTheDocument();
    expect(screen.getByText(/Orders already placed keep the GST percentage they were placed/)).toBeInTheDocument();
  });

  it("offers a number input with step 0.1 from 0 to 100, prefilled with the current value", async () => {
    mockEndpoint(getSettings, { gst: 5 });
    const { input, dialog } = await openDialog();
    expect(input).toHaveAttribute("type", "number");
    expect(input).toHaveAttribute("step", "0.1");
    expect(input).toHaveAttribute("min", "0");
    expect(input).toHaveAttribute("max", "100");
    expect(input).toHaveValue(5);
    expect(within(dialog).getByRole("button", { name: "Cancel" })).toBeInTheDocument();
  });

  it("says 'GST percentage cannot be empty' for an empty input and sends nothing", async () => {
    mockEndpoint(getSettings, { gst: 5 });
    const { user, dialog, input } = await openDialog();
    await user.clear(input);
    expect(within(dialog).getByText(SETTINGS_MESSAGES.gstRequired)).toBeInTheDocument();
    expect(input).toHaveAttribute("aria-invalid", "true");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(posts()).toHaveLength(0);
    expect(screen.getByRole("dialog")).toBeInTheDocument();
  });

  it("says 'Invalid GST percentage (0-100)' above 100 or below 0 and sends nothing", async () => {
    mockEndpoint(getSettings, { gst: 5 });
    const { user, dialog, input } = await openDialog();
    await user.clear(input);
    await user.type(input, "100.5");
    expect(within(dialog).getByText(SETTINGS_MESSAGES.gstInvalid)).toBeInTheDocument();
    await user.clear(input);
    await user.type(input, "-1");
    expect(within(dialog).getByText(SETTINGS_MESSAGES.gstInvalid)).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(posts()).toHaveLength(0);
    // A valid value clears the message.
    await user.clear(input);
    await user.type(input, "0");
    expect(within(dialog).queryByText(SETTINGS_MESSAGES.gstInvalid)).not.toBeInTheDocument();
  });

  it("saves, toasts 'GST Updated Successfully', closes and shows the new value", async () => {
    const success = vi.spyOn(toast, "success");
    let gst = 5;
    let answer: (() => void) | undefined;
    mockEndpoint(getSettings, () => ({ gst }));
    const saves = mockEndpoint(updateSettings, async ({ body }) => {
      gst = body.gst;
      // Held until the test lets it through, to see the Save button while saving.
      await new Promise<void>((resolve) => (answer = resolve));
      return { success: true, message: SETTINGS_MESSAGES.gstUpdated, gst };
    });
    const { user, dialog, input } = await openDialog();
    await user.clear(input);
    await user.type(input, "12.5");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));

    await waitFor(() => expect(within(dialog).getByRole("button", { name: "Save" })).toBeDisabled());
    await waitFor(() => expect(saves.map((call) => call.body)).toEqual([{ gst: 12.5 }]));
    answer?.();

    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(success).toHaveBeenCalledWith(SETTINGS_MESSAGES.gstUpdated);
    expect(await screen.findByText("12.5%")).toBeInTheDocument();
  });

  it("shows the server's message when saving fails, and stays open", async () => {
    const error = vi.spyOn(toast, "error");
    mockEndpoint(getSettings, { gst: 5 });
    mockEndpointError(updateSettings, 503, { message: "Database unavailable", code: "SERVICE_UNAVAILABLE" });
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(error).toHaveBeenCalledWith("Database unavailable"));
    expect(error).toHaveBeenCalledTimes(1);
    expect(screen.getByRole("dialog")).toBeInTheDocument();
  });

  it("falls back to 'Failed to update GST percentage' when the server gives no message", async () => {
    const error = vi.spyOn(toast, "error");
    mockEndpoint(getSettings, { gst: 5 });
    mockEndpoint(updateSettings, () => new Response("", { status: 500 }));
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(error).toHaveBeenCalledWith(SETTINGS_MESSAGES.gstUpdateFailed));
    expect(error).toHaveBeenCalledTimes(1);
    expect(within(dialog).getByRole("button", { name: "Save" })).toBeEnabled();
  });

  it("closes on Cancel without saving", async () => {
    mockEndpoint(getSettings, { gst: 5 });
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(posts()).toHaveLength(0);
  });
});
