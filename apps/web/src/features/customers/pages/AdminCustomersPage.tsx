/**
 * /admin/customers: every customer account (issue 5) with order count, total spent and join date (IST), searchable
 * (debounced), filtered by blocked state and paginated; an admin blocks (with a reason) or unblocks. Page, search and
 * filter live in the URL, so Back returns to the same list.
 */

import { DEBOUNCE_MS } from "@zaika/contract/constants";
import type { Customer } from "@zaika/contract/customer-admin";
import { Users } from "lucide-react";
import { useState } from "react";
import { type AdminListFilter, AdminListPage, readFilter } from "../../../components/admin/AdminListPage";
import { useTitle } from "../../../lib/use-title";
import { useUrlList } from "../../../lib/use-url-list";
import { useCustomers } from "../api/get-customers";
import { BlockCustomerDialog } from "../components/BlockCustomerDialog";
import { CustomerCard, CustomerListSkeleton, customerColumns } from "../components/CustomerList";

const PAGE_SIZE = 10;
/** The same pause as the other admin list searches. */
const SEARCH_DEBOUNCE_MS = DEBOUNCE_MS.restaurantSearch;

const STATUS_FILTER: AdminListFilter<"active" | "blocked"> = {
  key: "status",
  label: "Status",
  options: { all: "All", active: "Active", blocked: "Blocked" },
};

export function AdminCustomersPage() {
  useTitle("Customers");
  const urlList = useUrlList({ debounceMs: SEARCH_DEBOUNCE_MS });
  const status = readFilter(urlList.params, STATUS_FILTER);
  const [target, setTarget] = useState<Customer | null>(null);

  const list = useCustomers({
    page: urlList.page,
    limit: PAGE_SIZE,
    search: urlList.search || undefined,
    blocked: status === "all" ? undefined : status === "blocked",
  });

  return (
    <AdminListPage
      title="Customers"
      description="Customer accounts, their orders and spending."
      urlList={urlList}
      search={{ label: "Search customers", placeholder: "Name, phone or e-mail" }}
      filter={STATUS_FILTER}
      query={list}
      noun={{ one: "customer", other: "customers" }}
      skeleton={<CustomerListSkeleton />}
      errorTitle="Could not load the customers"
      empty={{ icon: Users, title: "No customers yet", description: "Customers appear here once they sign up." }}
      noMatch={{
        title: "No customers match",
        description: "Try another name, phone or e-mail, or change the status filter.",
      }}
      caption="Customers"
      columns={customerColumns(setTarget)}
      card={(customer) => <CustomerCard customer={customer} onToggleBlock={setTarget} />}
      cardClassName="space-y-2"
      itemKey={(customer) => customer._id}
      paginationLabel="Customer pages"
    >
      <BlockCustomerDialog customer={target} onClose={() => setTarget(null)} />
    </AdminListPage>
  );
}
