import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { BreakableText, breakablePieces } from "./BreakableText";

describe("breakablePieces", () => {
  it("cuts an e-mail address after the @ and before each dot", () => {
    expect(breakablePieces("rohan.khandelwal@customers.demo.test")).toEqual([
      "rohan",
      ".khandelwal@",
      "customers",
      ".demo",
      ".test",
    ]);
  });

  it("cuts a web address after each slash, and leaves a plain word whole", () => {
    expect(breakablePieces("zaika.in/offers/new")).toEqual(["zaika", ".in/", "offers/", "new"]);
    expect(breakablePieces("Khandelwal")).toEqual(["Khandelwal"]);
  });
});

describe("BreakableText", () => {
  it("reads and copies as the same text, with a line-break opportunity at each joint", () => {
    const { container } = render(<BreakableText text="riya.k@customers.demo.test" />);
    expect(container.textContent).toBe("riya.k@customers.demo.test");
    expect(container.querySelectorAll("wbr")).toHaveLength(4);
    expect(container.innerHTML).toBe("riya<wbr>.k@<wbr>customers<wbr>.demo<wbr>.test");
  });
});
