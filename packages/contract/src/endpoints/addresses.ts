/** The customer's saved addresses (spec §7 /user/address): customers only, each sees only their own. */
import {
  AddressInputSchema,
  AddressListMutationResponseSchema,
  AddressListResponseSchema,
  AddressResponseSchema,
  MAX_ADDRESSES,
} from "../address";
import { IdParamsSchema } from "../common";
import { endpoint } from "../endpoint";

const access = ["user"] as const;
const tags = ["addresses"];

export const getAddresses = endpoint({
  method: "GET",
  path: "/user/address",
  access,
  tags,
  summary: "The signed-in customer's saved addresses, the default first, then the newest",
  responses: { 200: AddressListResponseSchema },
});

export const createAddress = endpoint({
  method: "POST",
  path: "/user/address",
  access,
  tags,
  summary: `Save an address (at most ${MAX_ADDRESSES}, else 422). The first one becomes the default; isDefault: true moves the default to it`,
  body: AddressInputSchema.describe(
    "PIN code: 6 digits not starting with 0. phoneNumber: an Indian mobile number (stored as its 10 digits). " +
      "coordinates: where the rider should come, picked on the map; used for the delivery-radius check.",
  ),
  responses: { 201: AddressResponseSchema },
});

export const updateAddress = endpoint({
  method: "PUT",
  path: "/user/address/:id",
  access,
  tags,
  summary:
    "Replace every field of one of the customer's addresses; isDefault: true moves the default to it, false leaves the default unchanged. 404 for another customer's address",
  params: IdParamsSchema,
  body: AddressInputSchema,
  responses: { 200: AddressResponseSchema },
});

export const deleteAddress = endpoint({
  method: "DELETE",
  path: "/user/address/:id",
  access,
  tags,
  summary:
    "Delete one of the customer's addresses; when it was the default, the most recently added remaining one becomes the default. Returns the remaining list",
  params: IdParamsSchema,
  responses: { 200: AddressListMutationResponseSchema },
});

export const setDefaultAddress = endpoint({
  method: "PATCH",
  path: "/user/address/:id/default",
  access,
  tags,
  summary: "Make one of the customer's addresses the default (preselected at checkout). Returns the list",
  params: IdParamsSchema,
  responses: { 200: AddressListMutationResponseSchema },
});
