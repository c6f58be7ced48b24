import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createOrderReview, getOrderReview, updateOrderReview } from "@zaika/contract/endpoints/reviews";
import type { Order } from "@zaika/contract/order";
import type { OwnReview } from "@zaika/contract/reviews";
import { describe, expect, it } from "vitest";
import { apiRequests, mockEndpoint, mockEndpointError } from "../../../test/mock-api";
import { makeOrder, ORDER_ID } from "../../../test/orders";
import { renderRoutes, signInAs } from "../../../test/utils";
import { RateOrderCard } from "./RateOrderCard";

const PANEER = "5b1e0c2a-0000-4000-8000-000000000001";
const LASSI = "5b1e0c2a-0000-4000-8000-000000000002";
const DAY = 24 * 60 * 60 * 1000;

const baseItem = makeOrder().items[0] as Order["items"][number];
const order = makeOrder({
  status: "DELIVERED",
  items: [
    { ...baseItem, product: { ...baseItem.product, _id: PANEER, name: "Paneer Tikka" } },
    { ...baseItem, product: { ...baseItem.product, _id: LASSI, name: "Sweet Lassi" }, quantity: 1 },
    // The same dish again with other choices: one chip.
    { ...baseItem, product: { ...baseItem.product, _id: PANEER, name: "Paneer Tikka" }, selectedAddons: [] },
  ],
});

function review(overrides: Partial<OwnReview> = {}): OwnReview {
  return {
    _id: "rv-1",
    orderId: ORDER_ID,
    author: "Asha",
    foodRating: 4,
    deliveryRating: 5,
    body: "Smoky paneer, quick delivery",
    dishes: [{ productId: PANEER, name: "Paneer Tikka" }],
    reply: null,
    createdAt: new Date(Date.now() - DAY).toISOString(),
    updatedAt: new Date(Date.now() - DAY).toISOString(),
    editableUntil: new Date(Date.now() + 6 * DAY).toISOString(),
    isHidden: false,
    ...overrides,
  };
}

function renderCard(o: Order = order) {
  signInAs("user");
  return renderRoutes([{ path: "/", element: <RateOrderCard order={o} /> }], "/");
}

const group = (name: string) => screen.getByRole("radiogroup", { name });

describe("RateOrderCard", () => {
  it("rates a delivered order: stars for food and delivery, a review with its counter, dishes of the order", async () => {
    mockEndpoint(getOrderReview, { data: null });
    const posts = mockEndpoint(createOrderReview, ({ body }) => ({
      success: true,
      message: "Thanks for rating your order",
      data: review({
        foodRating: body.foodRating,
        deliveryRating: body.deliveryRating,
        body: body.body ?? "",
        dishes: [{ productId: PANEER, name: "Paneer Tikka" }],
        createdAt: new Date().toISOString(),
        updatedAt: new Date().toISOString(),
      }),
    }));
    renderCard();

    expect(await screen.findByRole("radiogroup", { name: "Food" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Rate your order" })).toBeInTheDocument();
    await userEvent.click(within(group("Food")).getByRole("radio", { name: "4 stars" }));
    await userEvent.click(within(group("Delivery")).getByRole("radio", { name: "5 stars" }));
    expect(within(group("Food")).getByRole("radio", { name: "4 stars" })).toBeChecked();
    expect(within(group("Food")).getByText("Good")).toBeInTheDocument();

    const box = screen.getByRole("textbox", { name: "Your review" });
    expect(box).toHaveAccessibleDescription(/0 \/ 500 characters/);
    await userEvent.type(box, "Loved the paneer");
    expect(box).toHaveAccessibleDescription(/16 \/ 500 characters/);

    // One chip per dish of the order.
    expect(screen.getAllByRole("button", { name: "Paneer Tikka" })).toHaveLength(1);
    const chip = screen.getByRole("button", { name: "Paneer Tikka" });
    await userEvent.click(chip);
    expect(chip).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByRole("button", { name: "Sweet Lassi" })).toHaveAttribute("aria-pressed", "false");

    await userEvent.click(screen.getByRole("button", { name: "Submit review" }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]?.params.id).toBe(ORDER_ID);
    expect(posts[0]?.body).toEqual({ foodRating: 4, deliveryRating: 5, body: "Loved the paneer", dishes: [PANEER] });

    // The review as sent, with Edit while the 7 days last.
    expect(await screen.findByRole("heading", { name: "Your rating" })).toBeInTheDocument();
    expect(screen.getByText("Loved the paneer")).toBeInTheDocument();
    expect(screen.getByRole("img", { name: "Food rated 4 out of 5" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Edit" })).toBeInTheDocument();
  });

  it("asks for both ratings before sending anything, and puts the focus on the first one missing", async () => {
    mockEndpoint(getOrderReview, { data: null });
    const posts = mockEndpoint(createOrderReview, { success: true, message: "", data: review() });
    renderCard();
    await userEvent.click(await screen.findByRole("button", { name: "Submit review" }));
    expect(screen.getByText("Choose a food rating")).toBeInTheDocument();
    expect(screen.getByText("Choose a delivery rating")).toBeInTheDocument();
    expect(within(group("Food")).getByRole("radio", { name: "1 star" })).toHaveFocus();
    expect(group("Food")).toHaveAttribute("aria-invalid", "true");

    // Picked with the keyboard: the arrow keys move along the stars.
    await userEvent.keyboard("{ArrowRight}{ArrowRight}");
    expect(within(group("Food")).getByRole("radio", { name: "3 stars" })).toBeChecked();
    expect(screen.queryByText("Choose a food rating")).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Submit review" }));
    expect(screen.getByText("Choose a delivery rating")).toBeInTheDocument();
    expect(within(group("Delivery")).getByRole("radio", { name: "1 star" })).toHaveFocus();
    expect(posts).toHaveLength(0);
  });

  it("edits a review within its 7 days, starting from what was sent", async () => {
    mockEndpoint(getOrderReview, { data: review() });
    const patches = mockEndpoint(updateOrderReview, ({ body }) => ({
      success: true,
      message: "Your review is updated",
      data: review({ foodRating: body.foodRating ?? 4, body: body.body ?? "", updatedAt: new Date().toISOString() }),
    }));
    renderCard();
    expect(await screen.findByText("Smoky paneer, quick delivery")).toBeInTheDocument();
    expect(screen.getByText(/You can edit it until/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Edit" }));

    expect(screen.getByRole("heading", { name: "Edit your rating" })).toBeInTheDocument();
    expect(within(group("Food")).getByRole("radio", { name: "4 stars" })).toBeChecked();
    expect(within(group("Delivery")).getByRole("radio", { name: "5 stars" })).toBeChecked();
    expect(screen.getByRole("textbox", { name: "Your review" })).toHaveValue("Smoky paneer, quick delivery");
    expect(screen.getByRole("button", { name: "Paneer Tikka" })).toHaveAttribute("aria-pressed", "true");

    await userEvent.click(within(group("Food")).getByRole("radio", { name: "2 stars" }));
    await userEvent.click(screen.getByRole("button", { name: "Save changes" }));
    await waitFor(() => expect(patches).toHaveLength(1));
    expect(patches[0]?.body).toEqual({
      foodRating: 2,
      deliveryRating: 5,
      body: "Smoky paneer, quick delivery",
      dishes: [PANEER],
    });
    expect(await screen.findByRole("heading", { name: "Your rating" })).toBeInTheDocument();
    expect(screen.getByRole("img", { name: "Food rated 2 out of 5" })).toBeInTheDocument();
  });

  it("shows a review whose 7 days are over without Edit, and says when an admin hid it", async () => {
    mockEndpoint(getOrderReview, {
      data: review({
        createdAt: new Date(Date.now() - 8 * DAY).toISOString(),
        editableUntil: new Date(Date.now() - DAY).toISOString(),
        isHidden: true,
      }),
    });
    renderCard();
    expect(await screen.findByRole("heading", { name: "Your rating" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Edit" })).not.toBeInTheDocument();
    expect(screen.getByText(/hidden this review from the restaurant page/)).toBeInTheDocument();
  });

  it("says so when the rating cannot be read, and reads it again on Try again", async () => {
    // A refusal is not retried by the query client, so the card shows it at once.
    mockEndpointError(getOrderReview, 403, { code: "FORBIDDEN", message: "Please sign in again" }, { once: true });
    renderCard();
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Could not load your rating");
    expect(alert).toHaveTextContent("Please sign in again");
    mockEndpoint(getOrderReview, { data: null });
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("button", { name: "Submit review" })).toBeInTheDocument();
  });

  it("asks nothing for an order not delivered yet", async () => {
    const { container } = renderCard(makeOrder({ status: "OUT_FOR_DELIVERY" }));
    await waitFor(() => expect(container).toBeEmptyDOMElement());
    expect(apiRequests()).toEqual([]);
  });
});
