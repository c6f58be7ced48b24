/**
 * /admin/dispatch: the live dispatch board (issue 13, decision 021). A map of riders (idle, to restaurant, to
 * customer, offline) and orders (waiting, offered, assigned) with its legend; beside it (below it on a phone) the
 * riders and the orders as lists, which are also the map's text alternative. Selecting an order shows why it went to
 * whom and a form to reassign it by hand with a reason. The selected order is kept in the URL (?order=…).
 */
import { ASSIGNABLE_STATUSES } from "@zaika/contract/order-status";
import { lazy, Suspense, useEffect, useMemo, useRef } from "react";
import { AssignRiderForm } from "../../../components/dispatch/AssignRiderForm";
import { DispatchWhy } from "../../../components/dispatch/DispatchWhy";
import { Trans } from "../../../components/i18n/Trans";
import { ErrorState } from "../../../components/ui/ErrorState";
import { Skeleton } from "../../../components/ui/Skeleton";
import { paths } from "../../../config/paths";
import { errorMessage } from "../../../lib/api-error";
import { messageText, t } from "../../../lib/i18n";
import { formatTimeWithSeconds } from "../../../lib/india-time";
import { Link, useSearchParams } from "../../../lib/router";
import { useTitle } from "../../../lib/use-title";
import { BOARD_POLL_MS, useDispatchBoard } from "../api/get-dispatch-board";
import { BoardLegend } from "../components/BoardLegend";
import { BoardOrders } from "../components/BoardOrders";
import { BoardRiders } from "../components/BoardRiders";

const DispatchMap = lazy(() => import("../components/DispatchMap"));

const MAP_PLACEHOLDER = "h-[55vh] min-h-72 w-full rounded-2xl";

export function AdminDispatchPage() {
  useTitle(t("dispatch:title"));
  const board = useDispatchBoard();
  const [params, setParams] = useSearchParams();
  const selectedId = params.get("order");
  const panelHeading = useRef<HTMLHeadingElement>(null);

  const select = (orderId: string) => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set("order", orderId);
        return next;
      },
      { replace: true },
    );
    // Bring the panel into view (below the lists on a phone) and tell screen readers where they are.
    requestAnimationFrame(() => panelHeading.current?.focus());
  };

  const riderNames = useMemo(
    () => new Map((board.data?.riders ?? []).map((rider) => [rider._id, rider.name])),
    [board.data],
  );
  const orderNumbers = useMemo(
    () => new Map((board.data?.orders ?? []).map((order) => [order._id, order.orderNumber])),
    [board.data],
  );
  const selected = board.data?.orders.find((order) => order._id === selectedId) ?? null;

  // An order that leaves the board (delivered, cancelled) is deselected; the URL drops it.
  const gone = board.data !== undefined && selectedId !== null && selected === null;
  useEffect(() => {
    if (!gone) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete("order");
        return next;
      },
      { replace: true },
    );
  }, [gone, setParams]);

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-gray-900">{t("dispatch:title")}</h1>
        <p className="mt-1 text-gray-800">
          {t("dispatch:intro", { seconds: BOARD_POLL_MS / 1000 })}
          {board.dataUpdatedAt > 0 && (
            <>
              {" "}
              <Trans
                i18nKey="dispatch:updatedAt"
                values={{ time: formatTimeWithSeconds(new Date(board.dataUpdatedAt).toISOString()) }}
                components={{ time: <time dateTime={new Date(board.dataUpdatedAt).toISOString()} /> }}
              />
            </>
          )}
        </p>
      </div>

      {board.isPending ? (
        <div aria-busy="true" className="space-y-3">
          <span role="status" className="sr-only">
            {t("dispatch:loadingBoard")}
          </span>
          <Skeleton className={MAP_PLACEHOLDER} />
        </div>
      ) : board.isError && !board.data ? (
        <ErrorState
          title={t("dispatch:boardLoadFailed")}
          message={messageText(errorMessage(board.error))}
          onRetry={() => void board.refetch()}
          retrying={board.isFetching}
        />
      ) : (
        <>
          {board.isError && (
            <p
              role="alert"
              className="rounded-lg bg-yellow-50 px-3 py-2 text-sm text-yellow-900 ring-1 ring-yellow-200"
            >
              {t("dispatch:boardRefreshFailed", { error: messageText(errorMessage(board.error)) })}
            </p>
          )}
          <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
            <figure className="min-w-0 space-y-3">
              <Suspense fallback={<Skeleton className={MAP_PLACEHOLDER} />}>
                <DispatchMap
                  riders={board.data.riders}
                  orders={board.data.orders}
                  selectedOrderId={selectedId}
                  onSelectOrder={select}
                />
              </Suspense>
              <figcaption>
                <BoardLegend />
              </figcaption>
            </figure>
            <div className="space-y-4">
              <BoardOrders
                orders={board.data.orders}
                riderNames={riderNames}
                selectedId={selectedId}
                onSelect={select}
              />
              <BoardRiders riders={board.data.riders} orderNumbers={orderNumbers} />
            </div>
          </div>
        </>
      )}

      {selected && (
        <section
          aria-labelledby="board-selected-title"
          className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-gray-200 sm:p-6"
        >
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2
              id="board-selected-title"
              ref={panelHeading}
              tabIndex={-1}
              className="text-lg font-semibold text-gray-900 outline-none"
            >
              {t("dispatch:orderHeading", { number: selected.orderNumber, restaurant: selected.restaurant.name })}
            </h2>
            <Link
              to={paths.admin.orderHistory.getHref(selected._id)}
              className="text-sm font-medium text-brand-700 underline"
            >
              {t("dispatch:openOrder")}
            </Link>
          </div>
          <div className="mt-4 grid gap-6 2xl:grid-cols-[minmax(0,1fr)_20rem]">
            {/* min-w-0: the riders-weighed table scrolls inside its card instead of widening the page. */}
            <div className="min-w-0">
              <h3 className="font-semibold text-gray-900">{t("dispatch:whyThisRider")}</h3>
              <div className="mt-2">
                <DispatchWhy orderId={selected._id} />
              </div>
            </div>
            {ASSIGNABLE_STATUSES.includes(selected.status) && (
              <div className="max-w-md">
                <h3 className="font-semibold text-gray-900">{t("dispatch:reassignByHand")}</h3>
                <div className="mt-2">
                  <AssignRiderForm
                    order={{
                      _id: selected._id,
                      rider: selected.riderId
                        ? { name: riderNames.get(selected.riderId) ?? t("dispatch:aRider") }
                        : null,
                    }}
                  />
                </div>
              </div>
            )}
          </div>
        </section>
      )}
    </div>
  );
}
