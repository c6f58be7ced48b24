import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { clippingClasses } from "../../../test/text-clipping";
import { MenuSidebar } from "./MenuNav";

describe("MenuSidebar", () => {
  it("lists a long category name whole, beside its count (issue 16)", () => {
    const name = "Chef's Specials from the Tandoor and the Grill";
    render(<MenuSidebar sections={[{ id: "specials", name, count: 12 }]} />);

    const link = screen.getByRole("link", { name: new RegExp(`^${name}`) });
    const label = screen.getByText(name);
    expect(link).toContainElement(label);
    expect(clippingClasses(label)).toEqual([]);
    expect(label).toHaveClass("break-words");
  });
});
