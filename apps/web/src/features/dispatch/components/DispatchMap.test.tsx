import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { createQueryClient } from "../../../lib/query-client";
import { makeDispatchBoard, OTHER_ORDER_ID } from "../../../test/dispatch";
import { ORDER_ID } from "../../../test/orders";
import { mockPublicConfig } from "../../../test/public-config";
import DispatchMap from "./DispatchMap";

// Real Leaflet on jsdom: no layout, but the markers, their labels and their clicks are all there.
function renderMap(onSelectOrder = vi.fn(), selectedOrderId: string | null = null) {
  mockPublicConfig();
  const board = makeDispatchBoard();
  const queryClient = createQueryClient();
  const wrap = (riders = board.riders, selected = selectedOrderId) => (
    <QueryClientProvider client={queryClient}>
      <DispatchMap riders={riders} orders={board.orders} selectedOrderId={selected} onSelectOrder={onSelectOrder} />
    </QueryClientProvider>
  );
  const view = render(wrap());
  return {
    ...view,
    board,
    rerenderWith: (riders = board.riders, selected = selectedOrderId) => view.rerender(wrap(riders, selected)),
  };
}

const markerLabels = () =>
  [...document.querySelectorAll(".leaflet-marker-icon")].map((marker) => marker.getAttribute("aria-label"));

describe("DispatchMap", () => {
  it("marks every order at its restaurant and every rider with a position, each named with its state", async () => {
    renderMap();
    await waitFor(() => expect(markerLabels()).toHaveLength(6));
    expect(markerLabels()).toEqual([
      "Order 100042, assigned, at Sharma Ji Ki Rasoi",
      "Order 100043, offered, at Sharma Ji Ki Rasoi",
      "Order 100044, waiting for a rider, at Chappan Dukan",
      "Ravi Kumar, idle",
      "Meena Shah, to restaurant",
      "Arjun Patel, to customer",
      // Sunil is offline without a position: in the list beside the map only.
    ]);
    expect(screen.getByRole("region", { name: "Map of riders and orders" })).toBeInTheDocument();
  });

  it("selects an order from its marker, by pointer or keyboard", async () => {
    const user = userEvent.setup();
    const onSelectOrder = vi.fn();
    renderMap(onSelectOrder);
    const marker = await screen.findByRole("button", { name: "Order 100043, offered, at Sharma Ji Ki Rasoi" });

    await user.click(marker);
    expect(onSelectOrder).toHaveBeenLastCalledWith(OTHER_ORDER_ID);

    const waiting = screen.getByRole("button", { name: "Order 100044, waiting for a rider, at Chappan Dukan" });
    waiting.focus();
    await user.keyboard("{Enter}");
    expect(onSelectOrder).toHaveBeenLastCalledWith("0b6f1c1e-5d6a-4b7e-9f00-000000000003");
    screen.getByRole("button", { name: "Order 100042, assigned, at Sharma Ji Ki Rasoi" }).focus();
    await user.keyboard(" ");
    expect(onSelectOrder).toHaveBeenLastCalledWith(ORDER_ID);
    expect(screen.queryByRole("button", { name: /^Ravi Kumar/ })).not.toBeInTheDocument();
  });

  it("redraws the markers of a refetch on the same map, and draws the selected order's way to its drop", async () => {
    const { board, rerenderWith } = renderMap();
    await waitFor(() => expect(markerLabels()).toHaveLength(6));
    const mapPane = document.querySelector(".leaflet-map-pane");

    rerenderWith(board.riders.slice(1), OTHER_ORDER_ID);

    await waitFor(() => expect(markerLabels()).toHaveLength(5));
    expect(document.querySelector(".leaflet-map-pane")).toBe(mapPane);
    expect(document.querySelectorAll(".leaflet-map-pane")).toHaveLength(1);
    // The dashed line and the drop of order 100043.
    expect(document.querySelectorAll(".leaflet-overlay-pane path[stroke-dasharray='6 6']")).toHaveLength(1);
  });
});
