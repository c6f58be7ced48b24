/** Dispatch and tracking (issue 13): riders' positions and offers, the admins' board, and where an order's rider is. */
import { IdParamsSchema, SuccessMessageSchema } from "../common";
import {
  AcceptOfferResponseSchema,
  DeclineOfferBodySchema,
  DispatchBoardResponseSchema,
  OrderDispatchResponseSchema,
  OrderTrackingResponseSchema,
  RiderLocationBodySchema,
  RiderLocationResponseSchema,
  RiderOffersResponseSchema,
} from "../dispatch";
import { endpoint } from "../endpoint";

const riders = ["rider"] as const;
const admins = ["admin"] as const;
const tags = ["dispatch"];

export const postRiderLocation = endpoint({
  method: "POST",
  path: "/rider/me/location",
  access: riders,
  tags,
  summary:
    "The online rider's position (at most every 10 s, after moving 25 m). 400 outside India; a fix implying more than 150 km/h since the last one is ignored (accepted: false) and counted",
  body: RiderLocationBodySchema,
  responses: { 200: RiderLocationResponseSchema },
});

export const getRiderOffers = endpoint({
  method: "GET",
  path: "/rider/me/offers",
  access: riders,
  tags,
  summary: "The rider's open offers (each expires 30 s after it is made)",
  responses: { 200: RiderOffersResponseSchema },
});

export const acceptOffer = endpoint({
  method: "POST",
  path: "/rider/offers/:id/accept",
  access: riders,
  tags,
  summary: "Take the offered delivery; 409 when the offer expired or went to another rider, 404 when not the rider's",
  params: IdParamsSchema,
  responses: { 200: AcceptOfferResponseSchema },
});

export const declineOffer = endpoint({
  method: "POST",
  path: "/rider/offers/:id/decline",
  access: riders,
  tags,
  summary: "Pass on the offered delivery (it goes to the next rider); 409 when it is no longer open",
  params: IdParamsSchema,
  body: DeclineOfferBodySchema,
  responses: { 200: SuccessMessageSchema },
});

export const getDispatchBoard = endpoint({
  method: "GET",
  path: "/admin/dispatch",
  access: admins,
  tags,
  summary: "Riders (idle, to restaurant, to customer, offline) with positions, and orders waiting, offered or assigned",
  responses: { 200: DispatchBoardResponseSchema },
});

export const getOrderDispatch = endpoint({
  method: "GET",
  path: "/admin/orders/:id/dispatch",
  access: admins,
  tags,
  summary: "Why the order went to whom: every offer, answer and manual assignment with the candidates weighed",
  params: IdParamsSchema,
  responses: { 200: OrderDispatchResponseSchema },
});

export const getOrderTracking = endpoint({
  method: "GET",
  path: "/order/:id/tracking",
  access: ["user", "restaurant", "admin", "rider"],
  tags,
  summary:
    "Where the order's rider is and how far off: the customer sees it from pickup to the door, the restaurant while the rider comes for pickup, admins always; 404 for an order the caller may not see",
  params: IdParamsSchema,
  responses: { 200: OrderTrackingResponseSchema },
});
