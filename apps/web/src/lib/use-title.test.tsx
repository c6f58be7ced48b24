import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { HOME_TITLE } from "../config/site";
import { setLanguage } from "./i18n";
import { useTitle } from "./use-title";

function Page({ title }: { title?: string }) {
  useTitle(title);
  return null;
}

describe("useTitle", () => {
  it("names the page and the app, or gives the home title the HTML shell has", () => {
    render(<Page title="Contact Us" />);
    expect(document.title).toBe("Contact Us | Zaika");
    render(<Page />);
    expect(document.title).toBe(HOME_TITLE);
  });

  it("uses the brand's Hindi name and the Hindi home title in Hindi", async () => {
    await setLanguage("hi");
    render(<Page title="संपर्क करें" />);
    expect(document.title).toBe("संपर्क करें | ज़ायका");
    render(<Page />);
    expect(document.title).toBe("ज़ायका – 24/7 फ़ूड डिलीवरी | ऑनलाइन खाना ऑर्डर करें");
  });
});
