/**
 * The policies in both languages: the Hindi texts keep the English texts' inline parts (links, bold), the fee
 * schedule names the contract's steps, and a page reads in Hindi with its dates in hi-IN and its links working.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { screen, within } from "@testing-library/react";
import { CANCELLATION_FEE_SCHEDULE } from "@zaika/contract/cancellation";
import { describe, expect, it } from "vitest";
import { setLanguage } from "../../lib/i18n";
import { mockPublicConfig } from "../../test/public-config";
import { renderRoutes } from "../../test/utils";
import CancellationRefundPage from "./pages/CancellationRefundPage";
import PrivacyPolicyPage from "./pages/PrivacyPolicyPage";

/** A language's legal texts as written (an import would give them compiled: plugins/compile-catalogs.ts). */
const catalog = (language: string): Record<string, string> =>
  JSON.parse(readFileSync(path.resolve(__dirname, "../../locales", language, "legal.json"), "utf8"));
const enLegal = catalog("en");
const hiLegal = catalog("hi");

/** The names of the `<part>` / `<part/>` tags of a text. */
function parts(text: string): string[] {
  return [...new Set([...text.matchAll(/<\/?([a-z0-9]+)\s*\/?>/g)].map((match) => match[1] ?? ""))].sort();
}

// LegalText's common parts, the pages' section links, the About page's Hindi word and LegalDocument's date.
const KNOWN_PARTS = ["strong", "email", "phone", "privacy", "terms", "refund", "contact", "grievance"];
const PAGE_PARTS = ["s3", "s5", "s7", "s9", "hi", "date"];

describe("the legal catalog", () => {
  it("gives each Hindi text only the parts of its English text, and only parts the pages supply", () => {
    const english: Record<string, string> = enLegal;
    const hindi: Record<string, string> = hiLegal;
    for (const [key, text] of Object.entries(english)) {
      const englishParts = parts(text);
      expect(
        englishParts.filter((part) => !KNOWN_PARTS.includes(part) && !PAGE_PARTS.includes(part)),
        key,
      ).toEqual([]);
      const hindiParts = parts(hindi[key] ?? "");
      expect(
        hindiParts.filter((part) => !englishParts.includes(part)),
        `${key}: Hindi parts must be English parts`,
      ).toEqual([]);
      // Every link and contact of the English text is in the Hindi one too (only the About page's Hindi word may go).
      expect(
        englishParts.filter((part) => part !== "hi" && !hindiParts.includes(part)),
        `${key}: Hindi drops a part`,
      ).toEqual([]);
    }
  });
});

describe("CancellationRefundPage", () => {
  function feeRows() {
    const table = screen.getByRole("table", { name: /Cancellation fee schedule|कैंसलेशन फ़ीस की सूची/ });
    return within(table)
      .getAllByRole("row")
      .slice(1)
      .map((row) => row.textContent);
  }

  it("names each step of the contract's fee schedule with its fee", () => {
    mockPublicConfig();
    renderRoutes([{ path: "/c", element: <CancellationRefundPage /> }], "/c");
    expect(feeRows()).toEqual([
      ...CANCELLATION_FEE_SCHEDULE.map((step) => `${step.label}${step.feePercent}% of the order value`),
      "Out for Delivery, or deliveredCannot be cancelled",
    ]);
  });

  it("reads in Hindi: the fee schedule, the section link and the support phone", async () => {
    await setLanguage("hi");
    mockPublicConfig();
    renderRoutes([{ path: "/c", element: <CancellationRefundPage /> }], "/c");
    expect(screen.getByRole("heading", { level: 1, name: "कैंसलेशन और रिफ़ंड पॉलिसी" })).toBeInTheDocument();
    expect(feeRows()).toEqual([
      "ऑर्डर हो गया, रेस्टोरेंट के जवाब का इंतज़ारऑर्डर वैल्यू का 10%",
      "रेस्टोरेंट ने स्वीकार कियाऑर्डर वैल्यू का 25%",
      "तैयार हो रहा हैऑर्डर वैल्यू का 50%",
      "पिकअप के लिए तैयारऑर्डर वैल्यू का 100%",
      "डिलीवरी के लिए निकला, या डिलीवर हो गयाकैंसल नहीं किया जा सकता",
    ]);
    expect(screen.getByRole("link", { name: "सेक्शन 3" })).toHaveAttribute("href", "#refunds");
    const section = screen.getByRole("region", { name: "1. ख़ुद ऑर्डर कैंसल करना" });
    expect(await within(section).findByRole("link", { name: "+91 22 4890 1234" })).toHaveAttribute(
      "href",
      "tel:+912248901234",
    );
    expect(section).toHaveTextContent("सुबह 9:30 से शाम 7:30 बजे (IST), हफ़्ते के सातों दिन");
  });
});

describe("PrivacyPolicyPage in Hindi", () => {
  it("keeps the 11 numbered sections, the hi-IN date and the contacts", async () => {
    await setLanguage("hi");
    mockPublicConfig();
    renderRoutes([{ path: "/privacy-policy", element: <PrivacyPolicyPage /> }], "/privacy-policy");
    const titles = screen
      .getAllByRole("heading", { level: 2 })
      .map((h) => h.textContent)
      .filter((text) => /^\d+\. /.test(text ?? ""));
    expect(titles).toHaveLength(11);
    expect(titles[0]).toBe("1. हम कौन हैं");
    expect(titles[10]).toBe("11. इस पॉलिसी में बदलाव");
    expect(screen.getByText("पिछला अपडेट:", { exact: false })).toHaveTextContent("पिछला अपडेट: 24 नवंबर 2026");
    const grievance = screen.getByRole("region", { name: "9. शिकायत निवारण" });
    expect(grievance).toHaveTextContent("Priya Deshpande, शिकायत अधिकारी");
    expect(await within(grievance).findByRole("link", { name: "support@zaika.example" })).toHaveAttribute(
      "href",
      "mailto:support@zaika.example",
    );
    expect(screen.getByRole("link", { name: "सेक्शन 5" })).toHaveAttribute("href", "#sharing");
    expect(document.title).toBe("प्राइवेसी पॉलिसी | ज़ायका");
  });
});
