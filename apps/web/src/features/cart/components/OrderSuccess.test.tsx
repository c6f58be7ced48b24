import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { ORDER_ID } from "../../../test/orders";
import { renderRoutes, signInAs } from "../../../test/utils";
import { checkoutStore } from "../checkout-store";
import { OrderPlacedPage } from "../pages/OrderPlacedPage";
import { OrderSuccess } from "./OrderSuccess";

const confettiProps = vi.fn();
vi.mock("react-confetti", () => ({
  default: (props: Record<string, unknown>) => {
    confettiProps(props);
    return <div data-testid="confetti" />;
  },
}));

function renderSuccess(element = <OrderSuccess />, path = "/user/cart") {
  return renderRoutes(
    [
      { path, element },
      { path: "/user/cart", element: <p>Cart page</p> },
      { path: "/user", element: <p>Customer home</p> },
      { path: "/user/profile", element: <p>Profile page</p> },
      { path: "/user/profile/order-history", element: <p>Order history list</p> },
    ],
    path,
  );
}

function reducedMotion(matches: boolean) {
  vi.spyOn(window, "matchMedia").mockImplementation(
    (query: string) =>
      ({
        matches: matches && query.includes("reduce"),
        media: query,
        onchange: null,
        addEventListener: () => {},
        removeEventListener: () => {},
        addListener: () => {},
        removeListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList,
  );
}

beforeEach(() => {
  window.sessionStorage.clear();
  checkoutStore.reset();
  confettiProps.mockClear();
  signInAs("user");
  checkoutStore.setCartStep(2);
  checkoutStore.orderPlaced(ORDER_ID);
});

describe("OrderSuccess (spec §2, §4, §9)", () => {
  it("shows the texts and the confetti with 200 pieces, gravity 0.1, friction 0.99 and a 5000 ms ramp-up", async () => {
    renderSuccess();
    expect(screen.getByRole("heading", { name: "Order Successfully Placed!" })).toHaveFocus();
    expect(
      screen.getByText("Thank you for your order. We'll notify you when your delicious food is on its way."),
    ).toBeInTheDocument();
    expect(screen.getByText("Your food is being prepared")).toBeInTheDocument();
    expect(screen.getByRole("img", { name: "Payment successful" })).toBeInTheDocument();
    expect(await screen.findByTestId("confetti")).toBeInTheDocument();
    expect(confettiProps).toHaveBeenCalledWith(
      expect.objectContaining({ numberOfPieces: 200, gravity: 0.1, friction: 0.99, tweenDuration: 5000 }),
    );
  });

  it("shows no confetti to someone who prefers reduced motion", async () => {
    reducedMotion(true);
    renderSuccess();
    expect(screen.getByRole("heading", { name: "Order Successfully Placed!" })).toBeInTheDocument();
    await act(async () => {});
    expect(screen.queryByTestId("confetti")).not.toBeInTheDocument();
  });

  it("resets orderSuccess and the cart step by itself after 10 seconds and goes to the home page", () => {
    vi.useFakeTimers();
    const { router } = renderSuccess();
    act(() => vi.advanceTimersByTime(9_999));
    expect(checkoutStore.getState().orderSuccess).toBe(true);
    expect(router.state.location.pathname).toBe("/user/cart");
    act(() => vi.advanceTimersByTime(1));
    expect(checkoutStore.getState()).toMatchObject({ orderSuccess: false, cartStep: 1 });
    expect(router.state.location.pathname).toBe("/user");
    expect(screen.getByText("Customer home")).toBeInTheDocument();
  });

  it("'Back to Home' resets the checkout and goes to /user", async () => {
    const { router } = renderSuccess();
    await userEvent.click(screen.getByRole("button", { name: "Back to Home" }));
    expect(await screen.findByText("Customer home")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/user");
    expect(checkoutStore.getState()).toMatchObject({ orderSuccess: false, cartStep: 1 });
  });

  it("'View My Orders' resets the checkout and opens the order history (all orders, the new one on top)", async () => {
    const { router } = renderSuccess();
    await userEvent.click(screen.getByRole("button", { name: "View My Orders" }));
    expect(await screen.findByText("Order history list")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/user/profile/order-history");
    expect(router.state.location.search).toBe("");
    expect(checkoutStore.getState()).toMatchObject({ orderSuccess: false, cartStep: 1 });
  });
});

describe("OrderPlacedPage", () => {
  const placedPath = "/user/cart/payment/order-placed";

  it("shows the success screen after an order, and goes to the home page after the automatic reset", () => {
    vi.useFakeTimers();
    const { router } = renderSuccess(<OrderPlacedPage />, placedPath);
    expect(screen.getByRole("heading", { name: "Order Successfully Placed!" })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(10_000));
    expect(router.state.location.pathname).toBe("/user");
    expect(screen.getByText("Customer home")).toBeInTheDocument();
    expect(checkoutStore.getState().orderSuccess).toBe(false);
  });

  it("sends a visitor without a placed order to /user/cart", async () => {
    checkoutStore.resetAfterSuccess();
    const { router } = renderSuccess(<OrderPlacedPage />, placedPath);
    expect(await screen.findByText("Cart page")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/user/cart");
  });
});
