import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { setLanguage } from "../../../lib/i18n";
import { orderBlocker } from "../order-blocker";
import { makeProduct, makeRestaurant } from "../test/catalog-test-data";
import { ItemDialog } from "./ItemDialog";

function renderDialog(blocker = null as ReturnType<typeof orderBlocker>, product = makeProduct()) {
  const onSubmit = vi.fn();
  render(<ItemDialog product={product} blocker={blocker} submitting={false} onSubmit={onSubmit} onClose={() => {}} />);
  return { onSubmit, dialog: screen.getByRole("dialog", { name: product.name }) };
}

describe("ItemDialog", () => {
  it("prices the dish live from the discounted price, the chosen options, add-ons and quantity", async () => {
    const user = userEvent.setup();
    const { dialog, onSubmit } = renderDialog();
    const addButton = () => within(dialog).getByRole("button", { name: /^Add item/ });

    // Discounted price 250 (not 300) for one.
    expect(addButton()).toHaveTextContent("Add item ₹250");

    await user.click(within(dialog).getByRole("radio", { name: /Large/ }));
    expect(addButton()).toHaveTextContent("Add item ₹370");

    await user.click(within(dialog).getByRole("radio", { name: /Cheese burst/ }));
    await user.click(within(dialog).getByRole("checkbox", { name: /Extra cheese/ }));
    // 250 + 120 + 80.50 + 40
    expect(addButton()).toHaveTextContent("Add item ₹490.50");

    await user.click(within(dialog).getByRole("button", { name: "Increase quantity" }));
    expect(addButton()).toHaveTextContent("Add item ₹981");

    await user.click(addButton());
    expect(onSubmit).toHaveBeenCalledWith({
      productId: makeProduct()._id,
      quantity: 2,
      selectedAttributes: [
        { attributeName: "Size", optionName: "Large" },
        { attributeName: "Crust", optionName: "Cheese burst" },
      ],
      selectedAddons: ["Extra cheese"],
    });
  });

  it("asks for a required choice instead of adding", async () => {
    const user = userEvent.setup();
    const { dialog, onSubmit } = renderDialog();

    await user.click(within(dialog).getByRole("button", { name: /^Add item/ }));

    expect(onSubmit).not.toHaveBeenCalled();
    expect(within(dialog).getByText("Choose one option for Size")).toBeVisible();
    expect(within(dialog).getByRole("radio", { name: /Regular/ })).toHaveFocus();
  });

  it("blocks adding when the restaurant is closed now, and says why", () => {
    const blocker = orderBlocker(makeRestaurant({ isOpenNow: false }));
    const { dialog } = renderDialog(blocker);

    expect(within(dialog).getByRole("alert")).toHaveTextContent("Closed now. Apna Sweets is closed now.");
    expect(within(dialog).getByRole("button", { name: /^Add item/ })).toBeDisabled();
  });

  it("blocks adding outside the delivery area, and says why", () => {
    const blocker = orderBlocker(makeRestaurant({ distance: 7200 }));
    const { dialog } = renderDialog(blocker);

    expect(within(dialog).getByRole("alert")).toHaveTextContent(
      "Outside delivery area. Apna Sweets delivers within 5 km, and your location is 7.2 km away.",
    );
    expect(within(dialog).getByRole("button", { name: /^Add item/ })).toBeDisabled();
  });
});

describe("ItemDialog in Hindi", () => {
  it("labels the choices in Hindi and prices the dish live in hi-IN rupees", async () => {
    await setLanguage("hi");
    const user = userEvent.setup();
    const { dialog } = renderDialog();
    const addButton = () => within(dialog).getByRole("button", { name: /^आइटम जोड़ें/ });

    expect(addButton()).toHaveTextContent("आइटम जोड़ें ₹250");
    // Size is required, Crust and the add-ons optional.
    expect(within(dialog).getByText("ज़रूरी")).toBeInTheDocument();
    expect(within(dialog).getAllByText("वैकल्पिक")).toHaveLength(2);
    expect(within(dialog).getByText("ऐड-ऑन")).toBeInTheDocument();

    await user.click(within(dialog).getByRole("radio", { name: /Large/ }));
    await user.click(within(dialog).getByRole("radio", { name: /Cheese burst/ }));
    await user.click(within(dialog).getByRole("checkbox", { name: /Extra cheese/ }));
    await user.click(within(dialog).getByRole("button", { name: "मात्रा बढ़ाएँ" }));
    // (250 + 120 + 80.50 + 40) × 2
    expect(addButton()).toHaveTextContent("आइटम जोड़ें ₹981");
  });

  it("says in Hindi why a restaurant outside the delivery area cannot take the order", async () => {
    await setLanguage("hi");
    const { dialog } = renderDialog(orderBlocker(makeRestaurant({ distance: 7200 })));

    expect(within(dialog).getByRole("alert")).toHaveTextContent(
      "डिलीवरी एरिया से बाहर. Apna Sweets 5 किमी तक डिलीवरी करता है, और आपकी लोकेशन 7.2 किमी दूर है।",
    );
    expect(addButtonOf(dialog)).toBeDisabled();
  });
});

function addButtonOf(dialog: HTMLElement) {
  return within(dialog).getByRole("button", { name: /^आइटम जोड़ें/ });
}
