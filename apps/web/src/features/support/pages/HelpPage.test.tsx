import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { setLanguage } from "../../../lib/i18n";
import { mockPublicConfig } from "../../../test/public-config";
import { renderRoutes } from "../../../test/utils";
import HelpPage from "./HelpPage";

function renderPage() {
  mockPublicConfig();
  renderRoutes([{ path: "/help", element: <HelpPage /> }], "/help");
}

describe("HelpPage", () => {
  it("answers with the contract's figures and links to the policies", () => {
    renderPage();
    expect(screen.getByRole("heading", { level: 1, name: "Help & FAQs" })).toBeInTheDocument();
    const refunds = screen.getByRole("region", { name: "Refunds" });
    expect(refunds).toHaveTextContent(
      "It then reaches you in UPI / wallet: 2-4 business days; Card / net banking: 5-7 business days, depending on your bank.",
    );
    expect(within(refunds).getByRole("link", { name: "Cancellation and Refund Policy" })).toHaveAttribute(
      "href",
      "/cancellation-and-refund",
    );
    expect(screen.getByText("Why do I have to be 18 or older?")).toBeInTheDocument();
    expect(document.title).toBe("Help & FAQs | Zaika");
  });

  it("reads in Hindi, with the same figures and links", async () => {
    await setLanguage("hi");
    renderPage();
    expect(screen.getByRole("heading", { level: 1, name: "मदद और FAQ" })).toBeInTheDocument();
    const refunds = screen.getByRole("region", { name: "रिफ़ंड" });
    expect(refunds).toHaveTextContent("UPI / वॉलेट: 2-4 कामकाजी दिन; कार्ड / नेट बैंकिंग: 5-7 कामकाजी दिन");
    expect(within(refunds).getByRole("link", { name: "कैंसलेशन और रिफ़ंड पॉलिसी" })).toHaveAttribute(
      "href",
      "/cancellation-and-refund",
    );
    expect(screen.getByText("मेरी उम्र 18 साल या उससे ज़्यादा क्यों होनी चाहिए?")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "संदेश भेजें" })).toBeInTheDocument();
    expect(document.title).toBe("मदद और FAQ | ज़ायका");
  });
});
