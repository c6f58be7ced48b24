/** Page, search and filters of an order list kept in the URL, so Back and a reload return to the same view. */
import { DEBOUNCE_MS } from "@zaika/contract/constants";
import { ORDER_STATUSES, type OrderStatus } from "@zaika/contract/order-status";
import { useUrlList } from "../../../lib/use-url-list";

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export function useListParams() {
  const list = useUrlList({ searchKey: "q", debounceMs: DEBOUNCE_MS.orderSearch });
  const rawStatus = list.params.get("status") ?? "";
  const status = (ORDER_STATUSES as readonly string[]).includes(rawStatus) ? (rawStatus as OrderStatus) : undefined;
  const day = (key: string) => {
    const value = list.params.get(key) ?? "";
    return DAY.test(value) ? value : "";
  };
  return { ...list, status, startDate: day("startDate"), endDate: day("endDate") };
}
