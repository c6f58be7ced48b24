/** What the server sent with the page (lib/page-data.ts), read from the document once. */
import { PAGE_DATA_ELEMENT_ID, pageDataScript } from "@zaika/contract/seo";
import { afterEach, describe, expect, it } from "vitest";
import { makeBanner } from "../test/catalog";
import { forgetPageData, pageData, sentCover } from "./page-data";

const COVER_ID = "6f1c2a3b-0000-4000-8000-000000000001";

function sendWithPage(html: string): void {
  document.head.insertAdjacentHTML("beforeend", html);
  forgetPageData();
}

afterEach(() => {
  document.getElementById(PAGE_DATA_ELEMENT_ID)?.remove();
  forgetPageData();
});

describe("pageData", () => {
  it("reads the banners and the cover the server wrote, links and all", () => {
    const banners = [makeBanner({ link: { kind: "category", target: "</script><b>x</b>" } })];
    sendWithPage(pageDataScript({ banners, restaurantCover: { id: COVER_ID, cover: "/uploads/cover/a.webp" } }));
    expect(pageData()).toEqual({ banners, restaurantCover: { id: COVER_ID, cover: "/uploads/cover/a.webp" } });
  });

  it("is empty without the element, with text that is not JSON, or with JSON of another shape", () => {
    forgetPageData();
    expect(pageData()).toEqual({});
    for (const text of ["{not json", "null", "[1]", '{"banners":"many","restaurantCover":{"id":1}}']) {
      sendWithPage(`<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${text}</script>`);
      expect(pageData(), text).toEqual({});
      document.getElementById(PAGE_DATA_ELEMENT_ID)?.remove();
    }
  });

  it("reads the document once", () => {
    sendWithPage(pageDataScript({ banners: [makeBanner()] }));
    const first = pageData();
    document.getElementById(PAGE_DATA_ELEMENT_ID)?.remove();
    expect(pageData()).toBe(first);
  });
});

describe("sentCover", () => {
  it("gives the cover only to the restaurant it was sent for, however its id is spelt", () => {
    sendWithPage(pageDataScript({ restaurantCover: { id: COVER_ID, cover: "/uploads/cover/a.webp" } }));
    expect(sentCover(COVER_ID)).toBe("/uploads/cover/a.webp");
    expect(sentCover(COVER_ID.toUpperCase())).toBe("/uploads/cover/a.webp");
    expect(sentCover("6f1c2a3b-0000-4000-8000-000000000002")).toBeUndefined();
  });
});
