import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { DispatchBoard } from "@zaika/contract/dispatch";
import { getDispatchBoard, getOrderDispatch } from "@zaika/contract/endpoints/dispatch";
import { assignDelivery } from "@zaika/contract/endpoints/orders";
import { getRiders } from "@zaika/contract/endpoints/riders";
import type { OrderLiveEvent, PositionLiveEvent } from "@zaika/contract/events";
import type { Rider } from "@zaika/contract/rider";
import { describe, expect, it, vi } from "vitest";
import { ARJUN, makeDispatchBoard, makeOrderDispatch, OTHER_ORDER_ID, RAVI } from "../../../test/dispatch";
import { mockEndpoint, mockEndpointError } from "../../../test/mock-api";
import { makeOrder, ORDER_ID } from "../../../test/orders";
import { renderRoutes } from "../../../test/utils";
import { AdminDispatchPage } from "./AdminDispatchPage";

// Leaflet needs a real layout; the stand-in map shows the orders it was given as buttons, like its markers.
vi.mock("../components/DispatchMap", () => ({
  default: ({
    orders,
    riders,
    onSelectOrder,
  }: {
    orders: DispatchBoard["orders"];
    riders: DispatchBoard["riders"];
    onSelectOrder: (id: string) => void;
  }) => (
    <section aria-label="Map of riders and orders">
      {orders.map((order) => (
        <button key={order._id} type="button" onClick={() => onSelectOrder(order._id)}>
          Marker of order {order.orderNumber}
        </button>
      ))}
      {riders.map((rider) => (
        <span key={rider._id}>
          Marker of {rider.name} at {rider.position ? `${rider.position.lat}, ${rider.position.lng}` : "nowhere"}
        </span>
      ))}
    </section>
  ),
}));

// The live-event client is replaced by a hand-driven one: tests emit order events and position frames themselves.
const live = vi.hoisted(() => ({
  order: new Set<(event: unknown) => void>(),
  position: new Set<(event: unknown) => void>(),
}));
vi.mock("../../../lib/live-events", async () => {
  const { useEffect, useRef } = await import("react");
  const hook = (handlers: Set<(event: unknown) => void>) => (handler: (event: unknown) => void) => {
    const latest = useRef(handler);
    latest.current = handler;
    useEffect(() => {
      const listener = (event: unknown) => latest.current(event);
      handlers.add(listener);
      return () => {
        handlers.delete(listener);
      };
    }, []);
  };
  return { useOrderEvents: hook(live.order), usePositionEvents: hook(live.position) };
});

function emit(kind: "order" | "position", event: OrderLiveEvent | PositionLiveEvent) {
  act(() => {
    for (const handler of live[kind]) handler(event);
  });
}

const PATH = "/admin/dispatch";

function renderBoard(path = PATH) {
  return renderRoutes([{ path: PATH, element: <AdminDispatchPage /> }], path);
}

/** The list beside the map named "Riders · 3 online" or "Orders · 3". */
const section = (name: "Riders" | "Orders") => screen.getByRole("region", { name: new RegExp(`^${name} ·`) });
const itemTexts = (container: HTMLElement) =>
  within(container)
    .getAllByRole("listitem")
    .map((item) => item.textContent);

describe("AdminDispatchPage", () => {
  it("shows a loading state, then the map with its legend and the riders and orders with their states", async () => {
    let answer: (board: DispatchBoard) => void = () => {};
    const reads = mockEndpoint(getDispatchBoard, () => new Promise<DispatchBoard>((resolve) => (answer = resolve)));
    renderBoard();

    expect(screen.getByRole("heading", { name: "Dispatch" })).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("Loading the dispatch board");
    await waitFor(() => expect(reads).toHaveLength(1));
    answer(makeDispatchBoard());

    expect(await screen.findByRole("region", { name: "Map of riders and orders" })).toBeInTheDocument();
    expect(screen.queryByText("Loading the dispatch board")).not.toBeInTheDocument();

    // The legend: every state, in words beside its mark.
    expect(itemTexts(screen.getByRole("list", { name: "Rider markers" }))).toEqual([
      "Idle",
      "To restaurant",
      "To customer",
      "Offline",
    ]);
    expect(itemTexts(screen.getByRole("list", { name: "Order markers" }))).toEqual([
      "Waiting for a rider",
      "Offered",
      "Assigned",
    ]);

    // Riders: 3 of 4 online; state, vehicle, orders carried or offered, when last seen (IST).
    const riders = section("Riders");
    expect(within(riders).getByRole("heading")).toHaveTextContent("Riders · 3 online");
    expect(itemTexts(riders)).toEqual([
      "Ravi Kumar · IdleScooter · offered 100043 · seen 12:05:00",
      "Meena Shah · To restaurantMotorcycle · carrying 100042 · seen 12:05:05",
      "Arjun Patel · To customerBicycle · seen 12:05:10",
      "Sunil Verma · OfflineElectric scooter",
    ]);

    // Orders: state, restaurant, status, when the food is ready (IST) and the rider.
    const orders = section("Orders");
    expect(itemTexts(orders)).toEqual([
      "#100042 · AssignedSharma Ji Ki Rasoi · Preparing · ready 12:15 pm · Meena Shah",
      "#100043 · OfferedSharma Ji Ki Rasoi · Accepted · ready 12:20 pm · offered to Ravi Kumar",
      "#100044 · Waiting for a riderChappan Dukan · Ready for pickup",
    ]);
    expect(screen.queryByText("No riders online")).not.toBeInTheDocument();
  });

  it("says 'No riders online' and 'No orders waiting' on an empty board", async () => {
    mockEndpoint(getDispatchBoard, { riders: [], orders: [] });
    renderBoard();

    expect(await screen.findByText("No riders online")).toBeInTheDocument();
    expect(screen.getByText("No orders waiting")).toBeInTheDocument();
    expect(within(section("Riders")).queryAllByRole("listitem")).toHaveLength(0);
  });

  it("says 'No riders online' when every rider listed is offline", async () => {
    const board = makeDispatchBoard();
    mockEndpoint(getDispatchBoard, { ...board, riders: board.riders.filter((rider) => rider.state === "offline") });
    renderBoard();

    expect(await screen.findByText("No riders online")).toBeInTheDocument();
    expect(itemTexts(section("Riders"))).toEqual(["Sunil Verma · OfflineElectric scooter"]);
  });

  it("shows the server's refusal with a way to try again", async () => {
    const user = userEvent.setup();
    mockEndpointError(getDispatchBoard, 403, { message: "You do not have access to this", code: "FORBIDDEN" });
    renderBoard();

    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Could not load the dispatch board");
    expect(alert).toHaveTextContent("You do not have access to this");

    mockEndpoint(getDispatchBoard, makeDispatchBoard());
    await user.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("region", { name: "Map of riders and orders" })).toBeInTheDocument();
  });

  it("refetches on a live order event and moves a rider on a live position frame", async () => {
    const reads = mockEndpoint(getDispatchBoard, makeDispatchBoard());
    renderBoard();
    expect(await screen.findByText("Marker of Ravi Kumar at 22.72, 75.87")).toBeInTheDocument();
    expect(reads).toHaveLength(1);

    emit("order", {
      eventId: 7,
      kind: "rider",
      orderId: OTHER_ORDER_ID,
      orderNumber: "100043",
      restaurantId: "r-1",
      status: "ACCEPTED",
      paymentMode: "COD",
      paymentStatus: "PENDING",
      riderId: RAVI,
      awaitingRelease: false,
      at: "2026-01-15T06:36:00.000Z",
    });
    await waitFor(() => expect(reads).toHaveLength(2));

    emit("position", {
      orderId: OTHER_ORDER_ID,
      riderId: RAVI,
      lat: 22.725,
      lng: 75.865,
      at: "2026-01-15T06:36:10.000Z",
      etaMinutes: 3,
    });
    expect(await screen.findByText("Marker of Ravi Kumar at 22.725, 75.865")).toBeInTheDocument();
    expect(itemTexts(section("Riders"))[0]).toContain("seen 12:06:10");
    // A frame older than the position shown changes nothing.
    emit("position", {
      orderId: OTHER_ORDER_ID,
      riderId: RAVI,
      lat: 22.7,
      lng: 75.8,
      at: "2026-01-15T06:36:00.000Z",
      etaMinutes: 5,
    });
    expect(screen.getByText("Marker of Ravi Kumar at 22.725, 75.865")).toBeInTheDocument();
    expect(reads).toHaveLength(2);
  });
});

const arjun: Rider = {
  _id: ARJUN,
  name: "Arjun Patel",
  phone: "9876500003",
  vehicleType: "bicycle",
  vehicleNumber: "—",
  isActive: true,
  isAvailable: true,
  activeDeliveries: 0,
  deliveredCount: 3,
  createdAt: "2026-01-01T00:00:00.000Z",
};

describe("AdminDispatchPage: one order, why and reassignment", () => {
  it("selecting an order shows why it went to whom, with the riders weighed", async () => {
    const user = userEvent.setup();
    mockEndpoint(getDispatchBoard, makeDispatchBoard());
    const whys = mockEndpoint(getOrderDispatch, makeOrderDispatch());
    mockEndpoint(getRiders, { data: [arjun], pagination: { page: 1, limit: 100, total: 1, totalPages: 1 } });
    const { router } = renderBoard();

    await user.click(await screen.findByRole("button", { name: /^#100042/ }));

    const panel = screen.getByRole("heading", { name: "Order 100042 · Sharma Ji Ki Rasoi" });
    await waitFor(() => expect(panel).toHaveFocus());
    expect(router.state.location.search).toBe(`?order=${ORDER_ID}`);
    expect(screen.getByRole("button", { name: /^#100042/ })).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByRole("link", { name: "Open the order" })).toHaveAttribute(
      "href",
      `/admin/order-history/${ORDER_ID}`,
    );

    expect(await screen.findByText("Offered to Ravi Kumar (score 95)")).toBeInTheDocument();
    for (const text of [
      "Declined by Ravi Kumar: “too far”",
      "Offered to Meena Shah (score 410)",
      "Offer to Meena Shah expired unanswered",
      "Offer to Meena Shah withdrawn",
      "Assigned by an admin to Arjun Patel: “Customer asked for Arjun”",
    ]) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
    expect(whys.map((call) => call.params.id)).toEqual([ORDER_ID]);

    // The latest weighing (the manual one) is open: its table, best first, with the chosen rider marked.
    const table = screen.getByRole("table", {
      name: "Riders weighed: Assigned by an admin to Arjun Patel: “Customer asked for Arjun”",
    });
    const rows = within(table)
      .getAllByRole("row")
      .map((row) =>
        within(row)
          .queryAllByRole("cell")
          .map((cell) => cell.textContent),
      );
    expect(rows.slice(1)).toEqual([
      ["Arjun Patel(chosen)", "0", "2 min", "Ready", "0", "—", "—"],
      ["Ravi Kumar", "—", "4 min", "Ready", "0", "—", "Declined this order before"],
    ]);
    // The earlier weighings are one click away.
    expect(screen.getAllByText(/^Riders weighed \(/).map((summary) => summary.textContent)).toEqual([
      "Riders weighed (3)",
      "Riders weighed (2)",
      "Riders weighed (2)",
    ]);
  });

  it("opens the order named in the URL, and selecting a map marker selects its order", async () => {
    const user = userEvent.setup();
    mockEndpoint(getDispatchBoard, makeDispatchBoard());
    mockEndpoint(getOrderDispatch, { decisions: [] });
    mockEndpoint(getRiders, { data: [arjun], pagination: { page: 1, limit: 100, total: 1, totalPages: 1 } });
    renderBoard(`${PATH}?order=${OTHER_ORDER_ID}`);

    expect(await screen.findByRole("heading", { name: "Order 100043 · Sharma Ji Ki Rasoi" })).toBeInTheDocument();
    expect(
      await screen.findByText("No dispatch yet: the order is offered to a rider once the kitchen accepts it."),
    ).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Marker of order 100044" }));
    expect(await screen.findByRole("heading", { name: "Order 100044 · Chappan Dukan" })).toBeInTheDocument();
  });

  it("reassigns the selected order by hand with a reason", async () => {
    const user = userEvent.setup();
    mockEndpoint(getDispatchBoard, makeDispatchBoard());
    mockEndpoint(getOrderDispatch, makeOrderDispatch());
    mockEndpoint(getRiders, { data: [arjun], pagination: { page: 1, limit: 100, total: 1, totalPages: 1 } });
    const assigns = mockEndpoint(assignDelivery, {
      success: true,
      message: "Arjun Patel will deliver order 100042",
      order: makeOrder({ status: "PREPARING" }),
    });
    renderBoard(`${PATH}?order=${ORDER_ID}`);

    const form = await screen.findByRole("form", { name: "Assign a rider by hand" });
    expect(within(form).getByText(/Assigned to/)).toHaveTextContent(
      "Assigned to Meena Shah. Choose another rider to reassign.",
    );
    const select = within(form).getByLabelText("Available rider");
    await waitFor(() => expect(select).toBeEnabled());
    await user.selectOptions(select, ARJUN);
    await user.click(within(form).getByRole("button", { name: "Assign rider" }));
    expect(within(form).getByLabelText("Reason")).toHaveAccessibleDescription(
      expect.stringContaining("Say why you assign this rider by hand"),
    );
    expect(assigns).toHaveLength(0);

    await user.type(within(form).getByLabelText("Reason"), "Meena's scooter broke down");
    await user.click(within(form).getByRole("button", { name: "Assign rider" }));
    await waitFor(() =>
      expect(assigns.map((call) => call.body)).toEqual([
        { orderId: ORDER_ID, riderId: ARJUN, reason: "Meena's scooter broke down" },
      ]),
    );
  });
});
