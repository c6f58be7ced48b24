import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { login, register, sendOtp, verifyOtp } from "@zaika/contract/endpoints/auth";
import { MESSAGES } from "@zaika/contract/messages";
import { describe, expect, it, vi } from "vitest";
import { apiRequests, mockEndpoint, mockEndpointError } from "../../../test/mock-api";
import { makeAccessToken, renderRoutes } from "../../../test/utils";
import { LoginPage } from "./LoginPage";

const otpSent = { success: true, message: MESSAGES.otpSent, resendAfterSeconds: 30, expiresInSeconds: 300 } as const;

function renderLogin() {
  return renderRoutes(
    [
      { path: "/login", element: <LoginPage /> },
      { path: "/user", element: <h1>Customer home</h1> },
      { path: "/admin", element: <h1>Admin home</h1> },
    ],
    "/login",
  );
}

describe("LoginPage", () => {
  it("sends the code and moves to the code step with a resend countdown", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const otps = mockEndpoint(sendOtp, otpSent);
    renderLogin();

    await user.type(screen.getByLabelText("Mobile number"), "98765 43210");
    await user.click(screen.getByRole("button", { name: "Send OTP" }));

    const code = await screen.findByLabelText("Enter the 6-digit code");
    expect(otps.map((call) => call.query)).toEqual([{ phone: "9876543210" }]);
    expect(code).toHaveFocus();
    expect(code).toHaveAttribute("autocomplete", "one-time-code");
    expect(code).toHaveAttribute("inputmode", "numeric");
    expect(screen.getByText("Resend OTP in 30s")).toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(screen.getByText("Resend OTP in 27s")).toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(27_000));
    expect(screen.getByRole("button", { name: "Resend OTP" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Change number" })).toBeInTheDocument();
  });

  it("rejects an invalid phone number without calling the server", async () => {
    const user = userEvent.setup();
    renderLogin();

    await user.type(screen.getByLabelText("Mobile number"), "12345");
    await user.click(screen.getByRole("button", { name: "Send OTP" }));

    expect(await screen.findByText("Enter a valid 10-digit Indian mobile number")).toBeInTheDocument();
    expect(screen.getByLabelText("Mobile number")).toHaveAttribute("aria-invalid", "true");
    expect(apiRequests()).toEqual([]);
  });

  it("shows the server's wrong-code message under the code field", async () => {
    const user = userEvent.setup();
    vi.spyOn(console, "error").mockImplementation(() => {});
    mockEndpoint(sendOtp, otpSent);
    mockEndpointError(verifyOtp, 400, { message: MESSAGES.otpInvalid, code: "VALIDATION_ERROR" });
    renderLogin();

    await user.type(screen.getByLabelText("Mobile number"), "9876543210");
    await user.click(screen.getByRole("button", { name: "Send OTP" }));
    await user.type(await screen.findByLabelText("Enter the 6-digit code"), "123456");
    await user.click(screen.getByRole("button", { name: "Verify and continue" }));

    expect(await screen.findByText(MESSAGES.otpInvalid)).toBeInTheDocument();
    expect(console.error).toHaveBeenCalled();
  });

  it("logs a registered customer in after the code and goes home", async () => {
    const user = userEvent.setup();
    mockEndpoint(sendOtp, otpSent);
    mockEndpoint(verifyOtp, { otpToken: "otp-token", isRegistered: true });
    const logins = mockEndpoint(login, { accessToken: makeAccessToken({ role: "user" }) });
    renderLogin();

    await user.type(screen.getByLabelText("Mobile number"), "9876543210");
    await user.click(screen.getByRole("button", { name: "Send OTP" }));
    await user.type(await screen.findByLabelText("Enter the 6-digit code"), "123456");
    await user.click(screen.getByRole("button", { name: "Verify and continue" }));

    expect(await screen.findByRole("heading", { name: "Customer home" })).toBeInTheDocument();
    expect(logins[0]?.body).toEqual({ otpToken: "otp-token" });
  });

  it("asks a new phone to register and blocks under-18 dates of birth", async () => {
    const user = userEvent.setup();
    vi.spyOn(console, "error").mockImplementation(() => {});
    mockEndpoint(sendOtp, otpSent);
    mockEndpoint(verifyOtp, { otpToken: "otp-token", isRegistered: false });
    const registrations = mockEndpoint(register, { accessToken: makeAccessToken({ role: "user" }) });
    renderLogin();

    await user.type(screen.getByLabelText("Mobile number"), "9876543210");
    await user.click(screen.getByRole("button", { name: "Send OTP" }));
    await user.type(await screen.findByLabelText("Enter the 6-digit code"), "123456");
    await user.click(screen.getByRole("button", { name: "Verify and continue" }));

    expect(await screen.findByRole("heading", { name: "Create your account" })).toBeInTheDocument();
    expect(screen.getByLabelText("Full name")).toHaveFocus();
    const dateOfBirth = screen.getByLabelText("Date of birth");
    expect(dateOfBirth).toHaveAttribute("type", "date");

    await user.type(screen.getByLabelText("Full name"), "Asha Verma");
    await user.type(screen.getByLabelText("E-mail"), "asha@example.in");
    const lastYear = new Date().getFullYear() - 1;
    await user.type(dateOfBirth, `${lastYear}-01-01`);
    await user.click(screen.getByRole("button", { name: "Create account" }));

    expect(await screen.findByText(MESSAGES.underage)).toBeInTheDocument();
    expect(registrations).toHaveLength(0);
  });

  it("signs restaurant and admin accounts in with e-mail and password", async () => {
    const user = userEvent.setup();
    const logins = mockEndpoint(login, { accessToken: makeAccessToken({ role: "admin", name: "Admin" }) });
    renderLogin();

    await user.click(screen.getByRole("tab", { name: "Restaurant / Admin" }));
    await user.type(screen.getByLabelText("E-mail"), "admin@zaika.in");
    await user.type(screen.getByLabelText("Password"), "secret-password");
    await user.click(screen.getByRole("button", { name: "Login" }));

    expect(await screen.findByRole("heading", { name: "Admin home" })).toBeInTheDocument();
    expect(logins[0]?.body).toEqual({ email: "admin@zaika.in", password: "secret-password" });
  });
});
