/** GET /user/address: the signed-in customer's saved addresses, the default first. */
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Address } from "@zaika/contract/address";
import { getAddresses as getAddressesEndpoint } from "@zaika/contract/endpoints/addresses";
import { call } from "../../../lib/api-client";

export const addressKeys = { all: ["addresses"] as const };

export async function getAddresses(): Promise<Address[]> {
  const { data } = await call(getAddressesEndpoint);
  return data;
}

export const addressesQueryOptions = () => queryOptions({ queryKey: addressKeys.all, queryFn: getAddresses });

export const useAddresses = () => useQuery(addressesQueryOptions());
