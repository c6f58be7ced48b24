import { QueryClientProvider } from "@tanstack/react-query";
import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { sendSupportMessage } from "@zaika/contract/endpoints/support";
import { MESSAGES } from "@zaika/contract/messages";
import { SupportMessageBodySchema } from "@zaika/contract/support";
import { afterEach, describe, expect, it } from "vitest";
import { Toaster } from "../../../components/ui/Toaster";
import { createQueryClient } from "../../../lib/query-client";
import { MemoryRouter } from "../../../lib/router";
import { toast } from "../../../lib/toast";
import { apiRequests, mockEndpoint } from "../../../test/mock-api";
import { SupportForm } from "./SupportForm";

function renderForm() {
  const sent = mockEndpoint(sendSupportMessage, {
    success: true,
    message: MESSAGES.supportMessageSent,
    data: { _id: "msg-1", createdAt: "2026-11-22T10:00:00.000Z" },
  });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <SupportForm />
        <Toaster />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { sent, user: userEvent.setup() };
}

/** The message the contract's schema gives each field of an empty form. */
function emptyFormErrors(): Record<string, string> {
  const result = SupportMessageBodySchema.safeParse({ name: "", email: "", subject: "", message: "" });
  const errors: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) {
    const field = String(issue.path[0]);
    errors[field] ??= issue.message;
  }
  return errors;
}

afterEach(() => {
  act(() => toast.remove());
});

describe("SupportForm", () => {
  it("shows an error under every field and sends nothing when submitted empty", async () => {
    const { user } = renderForm();
    const expected = emptyFormErrors();

    await user.click(screen.getByRole("button", { name: "Send message" }));

    const fields = {
      name: screen.getByRole("textbox", { name: "Name" }),
      email: screen.getByRole("textbox", { name: "E-mail" }),
      subject: screen.getByRole("combobox", { name: "Subject" }),
      message: screen.getByRole("textbox", { name: "Message" }),
    };
    for (const [name, field] of Object.entries(fields)) {
      await waitFor(() => expect(field).toHaveAttribute("aria-invalid", "true"));
      expect(expected[name]).toBeTruthy();
      expect(field).toHaveAccessibleDescription(expect.stringContaining(expected[name] ?? ""));
    }
    expect(apiRequests()).toHaveLength(0);
  });

  it("posts a valid message to /api/support/messages, thanks the sender and clears the form", async () => {
    const { sent, user } = renderForm();
    const values = {
      name: "Asha Verma",
      email: "asha@example.in",
      subject: "Delivery Problem",
      message: "My order #1042 arrived without the raita.",
    };

    await user.type(screen.getByRole("textbox", { name: "Name" }), values.name);
    await user.type(screen.getByRole("textbox", { name: "E-mail" }), values.email);
    await user.selectOptions(screen.getByRole("combobox", { name: "Subject" }), values.subject);
    await user.type(screen.getByRole("textbox", { name: "Message" }), values.message);
    await user.click(screen.getByRole("button", { name: "Send message" }));

    expect(await screen.findByText(MESSAGES.supportMessageSent)).toBeInTheDocument();
    expect(apiRequests()).toHaveLength(1);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.request.method).toBe("POST");
    expect(new URL(sent[0]?.request.url ?? "").pathname).toBe("/api/support/messages");
    expect(sent[0]?.body).toEqual(values);

    await waitFor(() => expect(screen.getByRole("textbox", { name: "Name" })).toHaveValue(""));
    expect(screen.getByRole("textbox", { name: "E-mail" })).toHaveValue("");
    expect(screen.getByRole("combobox", { name: "Subject" })).toHaveValue("");
    expect(screen.getByRole("textbox", { name: "Message" })).toHaveValue("");
    expect(screen.getByRole("button", { name: "Send message" })).toBeEnabled();
  });
});
