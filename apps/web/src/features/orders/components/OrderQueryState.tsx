/** The states of an order page before its order is there: skeleton, "not found" (also for someone else's) and error. */
import type { UseQueryResult } from "@tanstack/react-query";
import type { Order } from "@zaika/contract/order";
import { SearchX } from "lucide-react";
import type { ReactNode } from "react";
import { EmptyState } from "../../../components/ui/EmptyState";
import { ErrorState } from "../../../components/ui/ErrorState";
import { errorMessage } from "../../../lib/api-error";
import { messageText, t } from "../../../lib/i18n";
import { isOrderNotFound } from "../api/get-order";
import { OrderDetailSkeleton } from "./OrderDetailSkeleton";

export function OrderQueryState({
  order,
  back,
  notFound,
  className,
}: {
  order: UseQueryResult<Order, unknown>;
  /** The link back to the list, shown above every state. */
  back: ReactNode;
  notFound: { description: string; action?: ReactNode };
  className?: string;
}) {
  return (
    <div className={className}>
      {back}
      {order.isPending ? (
        <OrderDetailSkeleton />
      ) : isOrderNotFound(order.error) ? (
        <EmptyState
          icon={SearchX}
          title={t("orders:notFound")}
          description={notFound.description}
          action={notFound.action}
        />
      ) : (
        <ErrorState
          title={t("orders:loadFailed")}
          message={messageText(errorMessage(order.error))}
          onRetry={() => order.refetch()}
          retrying={order.isFetching}
        />
      )}
    </div>
  );
}
