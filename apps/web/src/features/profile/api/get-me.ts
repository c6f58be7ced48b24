/** GET /auth/me: the signed-in account's details. */

import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Me } from "@zaika/contract/auth";
import { api } from "../../../lib/api-client";

export const getMe = () => api.get<Me>("/auth/me");

export const meQueryOptions = () => queryOptions({ queryKey: ["auth", "me"], queryFn: getMe });

export const useMe = () => useQuery(meQueryOptions());
