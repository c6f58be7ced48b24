/** GET /user/address: the signed-in customer's saved addresses, the default first. */
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Address, AddressListResponseSchema } from "@zaika/contract/address";
import type { z } from "zod";
import { api } from "../../../lib/api-client";

export const addressKeys = { all: ["addresses"] as const };

export const ADDRESSES_PATH = "/user/address";

export async function getAddresses(): Promise<Address[]> {
  const { data } = await api.get<z.infer<typeof AddressListResponseSchema>>(ADDRESSES_PATH);
  return data;
}

export const addressesQueryOptions = () => queryOptions({ queryKey: addressKeys.all, queryFn: getAddresses });

export const useAddresses = () => useQuery(addressesQueryOptions());
