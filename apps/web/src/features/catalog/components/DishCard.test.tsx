import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { makeProduct } from "../test/catalog-test-data";
import { DishCard } from "./DishCard";

/** Opacity classes on an element and its ancestors: faded text falls below the 4.5:1 contrast axe asks for. */
function fadingClasses(element: Element): string[] {
  const found: string[] = [];
  for (let node: Element | null = element; node; node = node.parentElement) {
    for (const name of node.classList) if (name.startsWith("opacity-")) found.push(name);
  }
  return found;
}

describe("DishCard: an unavailable dish", () => {
  it("is greyed by colour and its picture, never by fading its texts, and says it is unavailable", () => {
    const product = makeProduct({
      name: "Paneer Butter Masala",
      description: "Cottage cheese in a tomato and butter gravy",
      price: 280,
      discountedPrice: 250,
      isAvailable: false,
    });
    render(<DishCard product={product} onAdd={() => undefined} />);

    const name = screen.getByRole("heading", { name: "Paneer Butter Masala" });
    expect(name).toHaveClass("text-gray-600");
    for (const text of [
      name,
      screen.getByText("Cottage cheese in a tomato and butter gravy"),
      screen.getByText("₹250"),
    ]) {
      expect(fadingClasses(text)).toEqual([]);
    }
    expect(screen.getByText("Currently unavailable")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Add/ })).not.toBeInTheDocument();
  });
});
