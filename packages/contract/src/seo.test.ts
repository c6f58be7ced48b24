import { describe, expect, it } from "vitest";
import { PAGE_DATA_ELEMENT_ID, pageDataScript } from "./seo";

describe("pageDataScript", () => {
  it("writes the data as JSON in a data block no text inside can close", () => {
    const cover = { id: "a", cover: "/uploads/x.webp?</script><!--" };
    expect(pageDataScript({ restaurantCover: cover })).toBe(
      `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">` +
        '{"restaurantCover":{"id":"a","cover":"/uploads/x.webp?\\u003c/script>\\u003c!--"}}</script>',
    );
  });
});
