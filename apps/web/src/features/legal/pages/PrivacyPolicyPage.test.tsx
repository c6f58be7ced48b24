import { screen, within } from "@testing-library/react";
import { ACCOUNT_DELETION_EFFECTS } from "@zaika/contract/account";
import { describe, expect, it } from "vitest";
import { mockPublicConfig } from "../../../test/public-config";
import { renderRoutes } from "../../../test/utils";
import PrivacyPolicyPage from "./PrivacyPolicyPage";

function renderPage() {
  mockPublicConfig();
  renderRoutes([{ path: "/privacy-policy", element: <PrivacyPolicyPage /> }], "/privacy-policy");
}

/** A numbered section by its heading, e.g. "7. How long we keep it, and erasure". */
function section(title: string): HTMLElement {
  const heading = screen.getByRole("heading", { level: 2, name: title });
  const container = heading.closest("section");
  if (!container) throw new Error(`no section around ${title}`);
  return container;
}

describe("PrivacyPolicyPage", () => {
  it("keeps the spec's 11 numbered sections, in order", () => {
    renderPage();
    const titles = screen
      .getAllByRole("heading", { level: 2 })
      .map((h) => h.textContent)
      .filter((text) => /^\d+\. /.test(text ?? ""));
    expect(titles).toEqual([
      "1. Who we are",
      "2. Personal data we collect",
      "3. Why we use it and on what basis",
      "4. Your consent",
      "5. Who we share it with",
      "6. How we protect it",
      "7. How long we keep it, and erasure",
      "8. Your rights as a Data Principal",
      "9. Grievance redressal",
      "10. Children's data",
      "11. Changes to this policy",
    ]);
  });

  it("says how to delete an account and lists exactly what deletion erases and keeps", () => {
    renderPage();
    const retention = section("7. How long we keep it, and erasure");
    expect(within(retention).getByRole("heading", { level: 3, name: "Deleting your account" })).toBeInTheDocument();
    expect(retention).toHaveTextContent("choose Delete account and type DELETE to confirm. It happens at once");
    expect(retention).toHaveTextContent("you can delete your account as soon as it is delivered or cancelled");
    const items = within(retention)
      .getAllByRole("listitem")
      .map((li) => li.textContent);
    expect(items).toEqual([...ACCOUNT_DELETION_EFFECTS.erased, ...ACCOUNT_DELETION_EFFECTS.kept]);
    expect(retention).toHaveTextContent(ACCOUNT_DELETION_EFFECTS.ended);
    // No promise the platform does not keep: deletion is at once, not "within 30 days".
    expect(retention).not.toHaveTextContent("within 30 days");
  });

  it("tells the Data Principal where to download and erase their data themselves", () => {
    renderPage();
    const rights = section("8. Your rights as a Data Principal");
    expect(rights).toHaveTextContent("Your data, Download my data gives you a file (JSON)");
    expect(rights).toHaveTextContent("You can delete your account yourself, in your profile under Your data");
  });
});
