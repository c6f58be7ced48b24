import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MESSAGES } from "@zaika/contract/messages";
import { describe, expect, it, vi } from "vitest";
import { apiRequests } from "../../../test/mock-api";
import { renderRoutes } from "../../../test/utils";
import { RegisterStep } from "./RegisterStep";

function renderStep() {
  const onSubmitted = vi.fn();
  renderRoutes(
    [
      {
        path: "/login",
        element: <RegisterStep otpToken="otp-token" onSubmitted={onSubmitted} onStartOver={vi.fn()} />,
      },
    ],
    "/login",
  );
  return { onSubmitted };
}

/** A date of birth `years` years before today, as the date input takes it. */
function yearsAgo(years: number): string {
  const date = new Date();
  date.setFullYear(date.getFullYear() - years);
  return date.toISOString().slice(0, 10);
}

describe("RegisterStep (issue 16: one message per field)", () => {
  it("says an under-18 date of birth is refused once, with the error in the hint's place", async () => {
    const user = userEvent.setup();
    const { onSubmitted } = renderStep();
    const dateOfBirth = screen.getByLabelText("Date of birth");
    // Before anything is wrong the field explains its rule.
    expect(dateOfBirth).toHaveAccessibleDescription("You must be 18 or older.");

    await user.type(screen.getByLabelText("Full name"), "Asha Verma");
    await user.type(screen.getByLabelText("E-mail"), "asha@example.in");
    await user.type(dateOfBirth, yearsAgo(10));
    await user.click(screen.getByRole("button", { name: "Create account" }));

    expect(await screen.findByText(MESSAGES.underage)).toBeInTheDocument();
    expect(dateOfBirth).toHaveAttribute("aria-invalid", "true");
    expect(dateOfBirth).toHaveAccessibleDescription(MESSAGES.underage);
    // Not the rule again beside the error: exactly one text about the age on the whole form.
    expect(screen.getAllByText(/18 or older/)).toHaveLength(1);
    expect(onSubmitted).not.toHaveBeenCalled();
    expect(apiRequests()).toEqual([]);
  });

  it("gives an empty form one message under each field", async () => {
    const user = userEvent.setup();
    renderStep();
    await user.click(screen.getByRole("button", { name: "Create account" }));

    expect(await screen.findByText("Date of birth is required")).toBeInTheDocument();
    expect(screen.getByLabelText("Full name")).toHaveAccessibleDescription("Name must be at least 2 characters");
    expect(screen.getByLabelText("E-mail")).toHaveAccessibleDescription("Enter a valid e-mail address");
    expect(screen.getByLabelText("Date of birth")).toHaveAccessibleDescription("Date of birth is required");
    expect(screen.queryByText(/18 or older/)).not.toBeInTheDocument();
  });
});
