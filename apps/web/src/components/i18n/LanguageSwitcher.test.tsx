import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { setMyLanguage } from "@zaika/contract/endpoints/account";
import { getMe } from "@zaika/contract/endpoints/auth";
import { describe, expect, it } from "vitest";
import { currentLanguage, formatRupees, LANGUAGE_STORAGE_KEY, setLanguage, t } from "../../lib/i18n";
import { reconcileWithAccount } from "../../lib/language-choice";
import { mockEndpoint } from "../../test/mock-api";
import { signInAs } from "../../test/utils";
import { LanguageSection } from "./LanguageSection";
import { LanguageSwitcher } from "./LanguageSwitcher";

const me = {
  _id: "user-1",
  role: "user" as const,
  name: "Asha Verma",
  email: null,
  phone: "9876543210",
  dateOfBirth: "1990-01-01",
  createdAt: "2026-01-01T00:00:00.000Z",
};

describe("LanguageSwitcher", () => {
  it("switches a signed-out visitor to Hindi, on the page and on this device", async () => {
    render(<LanguageSwitcher />);
    const button = screen.getByRole("button", { name: "Language: English. Change language, EN" });
    await userEvent.click(button);
    await userEvent.click(screen.getByRole("button", { name: "हिन्दी" }));

    // The first switch loads the Hindi catalog and the account module: allow for a busy machine.
    await waitFor(() => expect(document.documentElement.lang).toBe("hi"), { timeout: 10_000 });
    expect(currentLanguage()).toBe("hi");
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe("hi");
    expect(t("common:language")).toBe("भाषा");
    // hi-IN groups as en-IN does: lakhs and crores.
    expect(formatRupees(123456.5)).toBe("₹1,23,456.50");
  });

  it("saves a signed-in customer's choice on the account", async () => {
    signInAs("user");
    const saved = mockEndpoint(setMyLanguage, { success: true, message: "Language saved", language: "hi" });
    render(<LanguageSwitcher />);
    await userEvent.click(screen.getByRole("button", { name: /^Language: English/ }));
    await userEvent.click(screen.getByRole("button", { name: "हिन्दी" }));

    await waitFor(() => expect(saved).toHaveLength(1), { timeout: 10_000 });
    expect(saved[0]?.body).toEqual({ language: "hi" });
    expect(document.documentElement.lang).toBe("hi");
  });

  it("closes on Escape and gives the focus back to its button", async () => {
    render(<LanguageSwitcher />);
    const button = screen.getByRole("button", { name: /^Language: English/ });
    await userEvent.click(button);
    expect(screen.getByRole("list", { name: "Language" })).toBeInTheDocument();
    await userEvent.keyboard("{Escape}");
    expect(screen.queryByRole("list", { name: "Language" })).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });
});

describe("reconcileWithAccount", () => {
  it("takes the account's language on a device with no choice of its own", async () => {
    signInAs("user");
    mockEndpoint(getMe, { ...me, language: "hi" });
    await reconcileWithAccount();
    expect(currentLanguage()).toBe("hi");
  });

  it("saves the device's choice on an account that has another", async () => {
    await setLanguage("hi");
    signInAs("user");
    mockEndpoint(getMe, { ...me, language: null });
    const saved = mockEndpoint(setMyLanguage, { success: true, message: "Language saved", language: "hi" });
    await reconcileWithAccount();
    expect(saved.map((call) => call.body)).toEqual([{ language: "hi" }]);
    expect(currentLanguage()).toBe("hi");
  });

  it("changes nothing when both agree", async () => {
    await setLanguage("hi");
    signInAs("user");
    mockEndpoint(getMe, { ...me, language: "hi" });
    await reconcileWithAccount();
    expect(currentLanguage()).toBe("hi");
  });
});

describe("LanguageSection", () => {
  it("shows the current language checked and switches on a choice", async () => {
    render(<LanguageSection />);
    expect(screen.getByRole("radio", { name: "English" })).toBeChecked();
    await userEvent.click(screen.getByRole("radio", { name: "हिन्दी" }));
    await waitFor(() => expect(document.documentElement.lang).toBe("hi"), { timeout: 10_000 });
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe("hi");
  });
});
