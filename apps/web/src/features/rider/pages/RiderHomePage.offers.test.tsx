/** The rider's page while online (issue 13): location sharing, live offers to accept or decline, today's earnings. */
import { focusManager } from "@tanstack/react-query";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { DISPATCH_MESSAGES, type RiderOffer } from "@zaika/contract/dispatch";
import { acceptOffer, declineOffer, getRiderOffers, postRiderLocation } from "@zaika/contract/endpoints/dispatch";
import { getRiderMe, setRiderAvailability } from "@zaika/contract/endpoints/riders";
import type { OffersLiveEvent } from "@zaika/contract/events";
import { type Delivery, RIDER_MESSAGES } from "@zaika/contract/rider";
import { afterEach, describe, expect, it, vi } from "vitest";
import { toast } from "../../../lib/toast";
import { installFakeGeolocation } from "../../../test/geolocation";
import { apiRequests, errorResponse, mockEndpoint } from "../../../test/mock-api";
import { renderRoutes, signInAs } from "../../../test/utils";
import { RIDER_APP_MESSAGES } from "../messages";
import { makeOffer, OFFER_ID, readyDelivery, rider, riderMe } from "../test/rider-test-data";
import { RiderHomePage } from "./RiderHomePage";

vi.mock("../components/DeliveryMap", () => ({ default: () => null }));

/** The page's subscription to `offers` frames, captured so a test can deliver one. */
const live = vi.hoisted(() => ({ offers: null as ((event: OffersLiveEvent) => void) | null }));
vi.mock("../../../lib/live-events", async (importOriginal) => ({
  ...(await importOriginal<typeof import("../../../lib/live-events")>()),
  useOffersEvents: (handler: (event: OffersLiveEvent) => void) => {
    live.offers = handler;
  },
}));

const OTHER_OFFER_ID = "6a1f1f6e-3333-4a4a-8b8b-000000000002";
const inSeconds = (seconds: number) => new Date(Date.now() + seconds * 1000).toISOString();
const offerPath = (request: Request) => new URL(request.url).pathname === "/api/rider/me/offers";

/** The delivery the accepted offer becomes. */
const accepted: Delivery = { ...readyDelivery, _id: "order-new", orderNumber: "ZK-100050", status: "PREPARING" };

function renderPage() {
  signInAs("rider", "Ravi Kumar", "rider-1");
  return renderRoutes([{ path: "/rider", element: <RiderHomePage /> }], "/rider");
}

describe("RiderHomePage while online", () => {
  afterEach(() => {
    live.offers = null;
    focusManager.setFocused(undefined);
  });

  it("lists the open offers, announcing each once, and shares the position with today's earnings", async () => {
    const gps = installFakeGeolocation();
    mockEndpoint(getRiderMe, riderMe());
    let open: RiderOffer[] = [makeOffer({ expiresAt: inSeconds(30) })];
    const offers = mockEndpoint(getRiderOffers, () => ({ data: open }));
    const positions = mockEndpoint(postRiderLocation, { accepted: true });
    renderPage();

    const card = await screen.findByRole("article", { name: "Offer from Sharma Ji Ki Rasoi" });
    expect(within(card).getByText(/^Accept within 0:(29|30)$/)).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Offers (1)" })).toBeInTheDocument();
    expect(screen.getByText(/^Today:/)).toHaveTextContent("Today: 5 deliveries · ₹212 earned");
    const announcer = await screen.findByText(/^New offer from Sharma Ji Ki Rasoi/);
    expect(announcer).toHaveAttribute("aria-live", "polite");
    expect(announcer).toHaveTextContent(/earn ₹62, collect ₹450 in cash\. Accept within (29|30) seconds\.$/);

    expect(screen.getByText(RIDER_APP_MESSAGES.waitingForGps).closest("[role=status]")).not.toBeNull();
    gps.fix({ lat: 22.7196, lng: 75.8577 }, Date.now());
    expect(screen.getByText(RIDER_APP_MESSAGES.sharing)).toBeInTheDocument();
    await waitFor(() => expect(positions).toHaveLength(1));

    // A live `offers` frame refetches the list; only the offer not seen before is announced.
    const bikaner = makeOffer({ _id: OTHER_OFFER_ID, expiresAt: inSeconds(30) });
    open = [...open, { ...bikaner, restaurant: { ...bikaner.restaurant, name: "Bikaner Sweets" } }];
    const before = offers.length;
    act(() => live.offers?.({ riderId: "rider-1", at: new Date().toISOString() }));
    expect(await screen.findByRole("article", { name: "Offer from Bikaner Sweets" })).toBeInTheDocument();
    expect(offers.length).toBe(before + 1);
    expect(announcer).toHaveTextContent(/^New offer from Bikaner Sweets: earn ₹62, collect ₹450 in cash\./);
    expect(announcer).not.toHaveTextContent("Sharma Ji Ki Rasoi");
  });

  it("says 'No offers right now' while online with none, and refetches on window focus", async () => {
    installFakeGeolocation();
    mockEndpoint(getRiderMe, riderMe());
    const offers = mockEndpoint(getRiderOffers, { data: [] });
    renderPage();

    expect(await screen.findByText(RIDER_APP_MESSAGES.noOffers)).toBeInTheDocument();
    const before = offers.length;
    act(() => {
      focusManager.setFocused(false);
      focusManager.setFocused(true);
    });
    await waitFor(() => expect(offers.length).toBe(before + 1));
  });

  it("drops an offer whose time is already up", async () => {
    installFakeGeolocation();
    mockEndpoint(getRiderMe, riderMe());
    mockEndpoint(getRiderOffers, { data: [makeOffer({ expiresAt: inSeconds(-1) })] }, { once: true });
    mockEndpoint(getRiderOffers, { data: [] });
    renderPage();

    expect(await screen.findByText(RIDER_APP_MESSAGES.noOffers)).toBeInTheDocument();
    expect(screen.queryByRole("article", { name: /^Offer from/ })).not.toBeInTheDocument();
  });

  it("accepts an offer: the card goes and the delivery appears", async () => {
    installFakeGeolocation();
    const user = userEvent.setup();
    const success = vi.spyOn(toast, "success");
    let open: RiderOffer[] = [makeOffer({ expiresAt: inSeconds(30) })];
    let deliveries: Delivery[] = [];
    mockEndpoint(getRiderMe, () => riderMe({ deliveries }));
    mockEndpoint(getRiderOffers, () => ({ data: open }));
    const accepts = mockEndpoint(acceptOffer, () => {
      open = [];
      deliveries = [accepted];
      return { success: true, message: DISPATCH_MESSAGES.accepted, data: accepted };
    });
    renderPage();

    const card = await screen.findByRole("article", { name: "Offer from Sharma Ji Ki Rasoi" });
    await user.click(within(card).getByRole("button", { name: "Accept" }));

    expect(await screen.findByRole("article", { name: "Order #ZK-100050" })).toBeInTheDocument();
    expect(screen.queryByRole("article", { name: "Offer from Sharma Ji Ki Rasoi" })).not.toBeInTheDocument();
    expect(accepts.map((call) => call.params.id)).toEqual([OFFER_ID]);
    expect(success).toHaveBeenCalledWith(DISPATCH_MESSAGES.accepted);
  });

  it("drops an offer that went elsewhere (409) at once and says so", async () => {
    installFakeGeolocation();
    const user = userEvent.setup();
    const error = vi.spyOn(toast, "error");
    mockEndpoint(getRiderMe, riderMe());
    // The refetch after the 409 has not answered yet: the card goes without waiting for it.
    let answerRefetch: (offers: RiderOffer[]) => void = () => {};
    const refetched = new Promise<RiderOffer[]>((resolve) => {
      answerRefetch = resolve;
    });
    mockEndpoint(getRiderOffers, async () => ({ data: await refetched }));
    mockEndpoint(getRiderOffers, { data: [makeOffer({ expiresAt: inSeconds(30) })] }, { once: true });
    mockEndpoint(acceptOffer, () => errorResponse(409, { code: "CONFLICT", message: DISPATCH_MESSAGES.offerGone }));
    renderPage();

    const card = await screen.findByRole("article", { name: "Offer from Sharma Ji Ki Rasoi" });
    await user.click(within(card).getByRole("button", { name: "Accept" }));

    await waitFor(() => expect(card).not.toBeInTheDocument());
    expect(screen.getByText(RIDER_APP_MESSAGES.noOffers)).toBeInTheDocument();
    expect(error).toHaveBeenCalledWith(DISPATCH_MESSAGES.offerGone, expect.anything());
    answerRefetch([]);
  });

  it("declines with a reason, or keeps the offer", async () => {
    installFakeGeolocation();
    const user = userEvent.setup();
    let open: RiderOffer[] = [makeOffer({ expiresAt: inSeconds(60) })];
    mockEndpoint(getRiderMe, riderMe());
    mockEndpoint(getRiderOffers, () => ({ data: open }));
    const declines = mockEndpoint(declineOffer, () => {
      open = [];
      return { success: true, message: DISPATCH_MESSAGES.declined };
    });
    renderPage();

    const card = await screen.findByRole("article", { name: "Offer from Sharma Ji Ki Rasoi" });
    await user.click(within(card).getByRole("button", { name: "Decline" }));
    let dialog = screen.getByRole("dialog", { name: "Decline this offer?" });
    await user.click(within(dialog).getByRole("button", { name: "Keep offer" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(declines).toHaveLength(0);

    await user.click(within(card).getByRole("button", { name: "Decline" }));
    dialog = screen.getByRole("dialog", { name: "Decline this offer?" });
    await user.click(within(dialog).getByRole("radio", { name: "Too far away" }));
    await user.click(within(dialog).getByRole("button", { name: "Decline" }));

    expect(await screen.findByText(RIDER_APP_MESSAGES.noOffers)).toBeInTheDocument();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(declines.map((call) => [call.params.id, call.body])).toEqual([[OFFER_ID, { reason: "too-far" }]]);
  });

  it("says location is off when access is refused", async () => {
    const gps = installFakeGeolocation();
    mockEndpoint(getRiderMe, riderMe());
    mockEndpoint(getRiderOffers, { data: [] });
    renderPage();
    await screen.findByText(RIDER_APP_MESSAGES.noOffers);

    gps.deny();
    expect(screen.getByText(RIDER_APP_MESSAGES.locationDenied)).toBeInTheDocument();
  });
});

describe("RiderHomePage while offline", () => {
  it("lists no offers and does not watch the position, until the rider goes online", async () => {
    const gps = installFakeGeolocation();
    const user = userEvent.setup();
    let current = { ...rider, isAvailable: false };
    mockEndpoint(getRiderMe, () => riderMe({ rider: current }));
    mockEndpoint(getRiderOffers, { data: [] });
    mockEndpoint(setRiderAvailability, ({ body }) => {
      current = { ...rider, isAvailable: body.isAvailable };
      return { success: true, message: RIDER_MESSAGES.updated, data: current };
    });
    renderPage();

    const toggle = await screen.findByRole("switch", { name: "Online" });
    expect(toggle).toHaveAttribute("aria-checked", "false");
    expect(screen.queryByRole("heading", { name: /^Offers/ })).not.toBeInTheDocument();
    expect(screen.queryByText(RIDER_APP_MESSAGES.noOffers)).not.toBeInTheDocument();
    expect(gps.watchOptions()).toHaveLength(0);
    expect(apiRequests().filter(offerPath)).toHaveLength(0);

    await user.click(toggle);

    expect(await screen.findByText(RIDER_APP_MESSAGES.noOffers)).toBeInTheDocument();
    expect(gps.openWatches()).toBe(1);
    expect(screen.getByText(RIDER_APP_MESSAGES.waitingForGps)).toBeInTheDocument();
  });

  it("keeps sharing the position while a delivery is under way, so its customer can follow it, but lists no offers", async () => {
    const gps = installFakeGeolocation();
    mockEndpoint(getRiderMe, riderMe({ rider: { ...rider, isAvailable: false }, deliveries: [readyDelivery] }));
    mockEndpoint(getRiderOffers, { data: [] });
    renderPage();

    expect(await screen.findByRole("switch", { name: "Online" })).toHaveAttribute("aria-checked", "false");
    await waitFor(() => expect(gps.openWatches()).toBe(1));
    expect(screen.queryByRole("heading", { name: /^Offers/ })).not.toBeInTheDocument();
    expect(apiRequests().filter(offerPath)).toHaveLength(0);
  });
});
