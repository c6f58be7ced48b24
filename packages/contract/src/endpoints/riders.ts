/** Riders: the admin's rider management and the signed-in rider's own /rider/me. */
import { IdParamsSchema } from "../common";
import { endpoint } from "../endpoint";
import {
  CreateRiderBodySchema,
  RiderAvailabilityBodySchema,
  RiderListQuerySchema,
  RiderListResponseSchema,
  RiderMeResponseSchema,
  RiderResponseSchema,
  UpdateRiderBodySchema,
} from "../rider";

const admins = ["admin"] as const;
const riders = ["rider"] as const;
const tags = ["riders"];

export const getRiders = endpoint({
  method: "GET",
  path: "/admin/riders",
  access: admins,
  tags,
  summary: "Riders with availability, current deliveries and deliveries made",
  query: RiderListQuerySchema,
  responses: { 200: RiderListResponseSchema },
});

export const createRider = endpoint({
  method: "POST",
  path: "/admin/riders",
  access: admins,
  tags,
  summary: "Add a rider (signs in by phone OTP); 409 when the phone already has an account",
  body: CreateRiderBodySchema,
  responses: { 201: RiderResponseSchema },
});

export const setRiderActive = endpoint({
  method: "PATCH",
  path: "/admin/riders/:id",
  access: admins,
  tags,
  summary: "Activate or deactivate a rider (deactivating also takes them offline)",
  params: IdParamsSchema,
  body: UpdateRiderBodySchema,
  responses: { 200: RiderResponseSchema },
});

export const getRiderMe = endpoint({
  method: "GET",
  path: "/rider/me",
  access: riders,
  tags,
  summary: "The signed-in rider and the deliveries assigned to them that are still under way",
  responses: { 200: RiderMeResponseSchema },
});

export const setRiderAvailability = endpoint({
  method: "PATCH",
  path: "/rider/me/availability",
  access: riders,
  tags,
  summary: "Go online or offline; 403 for a deactivated rider",
  body: RiderAvailabilityBodySchema,
  responses: { 200: RiderResponseSchema },
});
