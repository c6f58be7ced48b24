/**
 * /admin/customers: every customer account (issue 5) with order count, total spent and join date (IST), searchable
 * (debounced), filtered by blocked state and paginated; an admin blocks (with a reason) or unblocks. Page, search and
 * filter live in the URL, so Back returns to the same list.
 */

import { DEBOUNCE_MS } from "@zaika/contract/constants";
import type { Customer } from "@zaika/contract/customer-admin";
import { Search, Users } from "lucide-react";
import { useState } from "react";
import { Button } from "../../../components/ui/Button";
import { EmptyState } from "../../../components/ui/EmptyState";
import { ErrorState } from "../../../components/ui/ErrorState";
import { Pagination } from "../../../components/ui/Pagination";
import { Select } from "../../../components/ui/Select";
import { TextField } from "../../../components/ui/TextField";
import { errorMessage } from "../../../lib/api-error";
import { useTitle } from "../../../lib/use-title";
import { useUrlList } from "../../../lib/use-url-list";
import { useCustomers } from "../api/get-customers";
import { BlockCustomerDialog } from "../components/BlockCustomerDialog";
import { CustomerList, CustomerListSkeleton } from "../components/CustomerList";

const PAGE_SIZE = 10;
/** The same pause as the other admin list searches. */
const SEARCH_DEBOUNCE_MS = DEBOUNCE_MS.restaurantSearch;

const STATUS_FILTERS = { all: "All", active: "Active", blocked: "Blocked" } as const;
type StatusFilter = keyof typeof STATUS_FILTERS;

function statusOf(value: string | null): StatusFilter {
  return value === "active" || value === "blocked" ? value : "all";
}

export function AdminCustomersPage() {
  useTitle("Customers");
  const {
    params,
    page,
    search,
    text,
    setText,
    update: updateParams,
    clear,
  } = useUrlList({
    debounceMs: SEARCH_DEBOUNCE_MS,
  });
  const status = statusOf(params.get("status"));
  const [target, setTarget] = useState<Customer | null>(null);

  const list = useCustomers({
    page,
    limit: PAGE_SIZE,
    search: search || undefined,
    blocked: status === "all" ? undefined : status === "blocked",
  });
  const filtered = search !== "" || status !== "all";

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-gray-900">Customers</h1>
        <p className="mt-1 text-gray-700">Customer accounts, their orders and spending.</p>
      </div>

      <div className="flex flex-col gap-4 md:flex-row md:items-end">
        <TextField
          label="Search customers"
          type="search"
          placeholder="Name, phone or e-mail"
          autoComplete="off"
          value={text}
          onChange={(event) => setText(event.target.value)}
          className="md:w-80"
        />
        <Select
          label="Status"
          value={status}
          onChange={(event) => updateParams({ status: event.target.value === "all" ? null : event.target.value })}
          className="md:w-44"
        >
          {Object.entries(STATUS_FILTERS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </Select>
      </div>

      {list.isPending ? (
        <CustomerListSkeleton />
      ) : list.isError ? (
        <ErrorState
          title="Could not load the customers"
          message={errorMessage(list.error)}
          onRetry={() => list.refetch()}
          retrying={list.isFetching}
        />
      ) : list.data.data.length === 0 ? (
        filtered ? (
          <EmptyState
            icon={Search}
            title="No customers match"
            description="Try another name, phone or e-mail, or change the status filter."
            action={
              <Button variant="secondary" onClick={() => clear(["status"])}>
                Clear filters
              </Button>
            }
          />
        ) : (
          <EmptyState icon={Users} title="No customers yet" description="Customers appear here once they sign up." />
        )
      ) : (
        <div aria-busy={list.isPlaceholderData || undefined} className="space-y-4">
          <p className="text-sm text-gray-700" aria-live="polite">
            {list.data.pagination.total} customer{list.data.pagination.total === 1 ? "" : "s"}
            {search && ` matching “${search}”`}
          </p>
          <CustomerList customers={list.data.data} onToggleBlock={setTarget} />
          <Pagination
            label="Customer pages"
            page={list.data.pagination.page}
            totalPages={list.data.pagination.totalPages}
            onPageChange={(next) => updateParams({ page: next === 1 ? null : String(next) })}
          />
        </div>
      )}

      <BlockCustomerDialog customer={target} onClose={() => setTarget(null)} />
    </div>
  );
}
