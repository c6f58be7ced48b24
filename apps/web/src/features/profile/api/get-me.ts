/** GET /auth/me: the signed-in account's details. */

import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Me } from "@zaika/contract/auth";
import { getMe as getMeEndpoint } from "@zaika/contract/endpoints/auth";
import { call } from "../../../lib/api-client";

export const getMe = (): Promise<Me> => call(getMeEndpoint);

export const meQueryOptions = () => queryOptions({ queryKey: ["auth", "me"], queryFn: getMe });

export const useMe = () => useQuery(meQueryOptions());
