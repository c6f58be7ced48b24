/**
 * GET /admin/coupons: every coupon with its terms (issue 14). Read by the admin's offers page and by the banner form's
 * offer picker under one key, so a new or changed coupon reaches both.
 */
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Coupon } from "@zaika/contract/coupons";
import { listCoupons } from "@zaika/contract/endpoints/coupons";
import { call } from "../lib/api-client";

export const couponKeys = {
  all: ["coupons"] as const,
  list: () => [...couponKeys.all, "list"] as const,
};

export async function getCoupons(signal?: AbortSignal): Promise<Coupon[]> {
  const { data } = await call(listCoupons, { signal });
  return data;
}

export const couponsQueryOptions = () =>
  queryOptions({ queryKey: couponKeys.list(), queryFn: ({ signal }) => getCoupons(signal) });

export const useCoupons = ({ enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...couponsQueryOptions(), enabled });
