import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ACCOUNT_DELETION_EFFECTS, ACCOUNT_MESSAGES } from "@zaika/contract/account";
import { deleteMyAccount, exportMyData } from "@zaika/contract/endpoints/account";
import { describe, expect, it, vi } from "vitest";
import { authStore } from "../../../lib/auth-store";
import { toast } from "../../../lib/toast";
import { mockEndpoint, mockEndpointError } from "../../../test/mock-api";
import { renderRoutes, signInAs } from "../../../test/utils";
import { YourDataSection } from "./YourDataSection";

const EXPORT = JSON.stringify({ exportedAt: "2026-01-15T06:30:00.000Z", profile: { name: "Asha Verma" } });

function renderSection() {
  signInAs("user");
  return renderRoutes(
    [
      { path: "/user/profile", element: <YourDataSection /> },
      { path: "/", element: <p>Home page</p> },
    ],
    "/user/profile",
  );
}

/** Catches what the browser would save: the object URL's blob and the temporary link's file name. */
function catchDownloads() {
  const saved: Blob[] = [];
  const createObjectURL = vi.fn((blob: Blob) => {
    saved.push(blob);
    return "blob:my-data";
  });
  vi.stubGlobal("URL", Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
  const links: HTMLAnchorElement[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
    links.push(this);
  });
  return { saved, links };
}

async function openDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole("button", { name: "Delete account" }));
  return screen.getByRole("dialog", { name: "Delete your account?" });
}

describe("Download my data", () => {
  it("asks for the JSON with the session's token and saves it under the server's file name", async () => {
    const success = vi.spyOn(toast, "success");
    const { saved, links } = catchDownloads();
    const calls = mockEndpoint(
      exportMyData,
      () =>
        new Response(EXPORT, {
          headers: {
            "Content-Type": "application/json",
            "Content-Disposition": 'attachment; filename="zaika-my-data-2026-01-15.json"',
          },
        }),
    );
    renderSection();

    await userEvent.click(screen.getByRole("button", { name: "Download my data" }));

    await waitFor(() => expect(links).toHaveLength(1));
    expect(calls).toHaveLength(1);
    expect(calls[0]?.headers.get("Accept")).toBe("application/json, application/json;q=0.5");
    expect(calls[0]?.headers.get("Authorization")).toMatch(/^Bearer /);
    expect(links[0]?.download).toBe("zaika-my-data-2026-01-15.json");
    expect(await saved[0]?.text()).toBe(EXPORT);
    await waitFor(() => expect(success).toHaveBeenCalledWith(ACCOUNT_MESSAGES.exportReady));
  });

  it("toasts the server's reason and saves nothing when the download fails", async () => {
    const error = vi.spyOn(toast, "error");
    const { links } = catchDownloads();
    mockEndpointError(exportMyData, 403, { message: "Your account has been blocked.", code: "FORBIDDEN" });
    renderSection();

    await userEvent.click(screen.getByRole("button", { name: "Download my data" }));

    await waitFor(() => expect(error).toHaveBeenCalledWith("Your account has been blocked.", expect.anything()));
    expect(links).toHaveLength(0);
    expect(screen.getByRole("button", { name: "Download my data" })).toBeEnabled();
  });
});

describe("Delete account", () => {
  it("explains every part of what is erased and what is kept, with focus on the confirmation", async () => {
    const user = userEvent.setup();
    renderSection();
    const dialog = await openDialog(user);

    const lists = within(dialog).getAllByRole("list");
    expect(
      within(lists[0] as HTMLElement)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual([...ACCOUNT_DELETION_EFFECTS.erased]);
    expect(
      within(lists[1] as HTMLElement)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual([...ACCOUNT_DELETION_EFFECTS.kept]);
    expect(within(dialog).getByText(ACCOUNT_DELETION_EFFECTS.ended)).toBeInTheDocument();
    expect(within(dialog).getByLabelText("Confirm by typing DELETE")).toHaveFocus();
  });

  it("closes with Keep my account or Escape without asking the server, focus back on the button", async () => {
    const user = userEvent.setup();
    const calls = mockEndpoint(deleteMyAccount, { success: true, message: ACCOUNT_MESSAGES.deleted });
    renderSection();

    await openDialog(user);
    await user.click(screen.getByRole("button", { name: "Keep my account" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Delete account" })).toHaveFocus();

    await openDialog(user);
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it("asks for the confirmation before sending anything", async () => {
    const user = userEvent.setup();
    const calls = mockEndpoint(deleteMyAccount, { success: true, message: ACCOUNT_MESSAGES.deleted });
    renderSection();
    const dialog = await openDialog(user);

    const field = within(dialog).getByLabelText("Confirm by typing DELETE");
    await user.click(within(dialog).getByRole("button", { name: "Delete my account" }));
    await waitFor(() => expect(field).toHaveAccessibleDescription(ACCOUNT_MESSAGES.confirmRequired));
    expect(field).toHaveAttribute("aria-invalid", "true");
    expect(field).toHaveFocus();

    await user.type(field, "delete");
    await user.click(within(dialog).getByRole("button", { name: "Delete my account" }));
    await waitFor(() => expect(field).toHaveAccessibleDescription(ACCOUNT_MESSAGES.confirmRequired));
    expect(calls).toHaveLength(0);
  });

  it("deletes with the confirmation, then signs out, goes home and says so", async () => {
    const user = userEvent.setup();
    const success = vi.spyOn(toast, "success");
    const calls = mockEndpoint(deleteMyAccount, { success: true, message: ACCOUNT_MESSAGES.deleted });
    const { router } = renderSection();
    const dialog = await openDialog(user);

    await user.type(within(dialog).getByLabelText("Confirm by typing DELETE"), "DELETE");
    await user.click(within(dialog).getByRole("button", { name: "Delete my account" }));

    expect(await screen.findByText("Home page")).toBeInTheDocument();
    expect(calls.map((call) => call.body)).toEqual([{ confirm: "DELETE" }]);
    expect(calls[0]?.headers.get("Authorization")).toMatch(/^Bearer /);
    expect(router.state.location.pathname).toBe("/");
    expect(authStore.getState().status).toBe("signedOut");
    expect(success).toHaveBeenCalledWith(ACCOUNT_MESSAGES.deleted);
  });

  it("puts a refusal naming the confirmation under its field", async () => {
    const user = userEvent.setup();
    mockEndpointError(deleteMyAccount, 400, {
      message: `confirm: ${ACCOUNT_MESSAGES.confirmRequired}`,
      code: "VALIDATION_ERROR",
      details: [{ field: "confirm", message: ACCOUNT_MESSAGES.confirmRequired }],
    });
    renderSection();
    const dialog = await openDialog(user);
    const field = within(dialog).getByLabelText("Confirm by typing DELETE");

    await user.type(field, "DELETE");
    await user.click(within(dialog).getByRole("button", { name: "Delete my account" }));

    await waitFor(() => expect(field).toHaveAccessibleDescription(ACCOUNT_MESSAGES.confirmRequired));
    expect(within(dialog).queryByRole("alert")).not.toBeInTheDocument();
    expect(authStore.getState().status).toBe("signedIn");
  });

  it("shows the server's refusal in the dialog and stays signed in", async () => {
    const user = userEvent.setup();
    const refusal = ACCOUNT_MESSAGES.orderInProgress("ZK100042");
    mockEndpointError(deleteMyAccount, 422, { message: refusal, code: "BUSINESS_RULE" });
    renderSection();
    const dialog = await openDialog(user);

    await user.type(within(dialog).getByLabelText("Confirm by typing DELETE"), "DELETE");
    await user.click(within(dialog).getByRole("button", { name: "Delete my account" }));

    expect(await within(dialog).findByRole("alert")).toHaveTextContent(refusal);
    expect(authStore.getState().status).toBe("signedIn");
    expect(screen.queryByText("Home page")).not.toBeInTheDocument();
  });
});
