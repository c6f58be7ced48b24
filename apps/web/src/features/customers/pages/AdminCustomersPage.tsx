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
import { t } from "../../../lib/i18n";
import { useTitle } from "../../../lib/use-title";
import { useUrlList } from "../../../lib/use-url-list";
import { useCustomers } from "../api/get-customers";
import { BlockCustomerDialog } from "../components/BlockCustomerDialog";
import { CustomerListSkeleton, customerColumns } from "../components/CustomerList";

const PAGE_SIZE = 10;
/** The same pause as the other admin list searches. */
const SEARCH_DEBOUNCE_MS = DEBOUNCE_MS.restaurantSearch;

/** The blocked-state filter, its texts in the current language. */
function statusFilter(): AdminListFilter<"active" | "blocked"> {
  return {
    key: "status",
    label: t("customers:status"),
    options: { all: t("customers:all"), active: t("customers:active"), blocked: t("customers:blocked") },
  };
}

export function AdminCustomersPage() {
  useTitle(t("customers:title"));
  const urlList = useUrlList({ debounceMs: SEARCH_DEBOUNCE_MS });
  const filter = statusFilter();
  const status = readFilter(urlList.params, filter);
  const [target, setTarget] = useState<Customer | null>(null);

  const list = useCustomers({
    page: urlList.page,
    limit: PAGE_SIZE,
    search: urlList.search || undefined,
    blocked: status === "all" ? undefined : status === "blocked",
  });

  return (
    <AdminListPage
      title={t("customers:title")}
      description={t("customers:description")}
      urlList={urlList}
      search={{ label: t("customers:search"), placeholder: t("customers:searchPlaceholder") }}
      filter={filter}
      query={list}
      noun={{ one: t("customers:nounOne"), other: t("customers:nounOther") }}
      skeleton={<CustomerListSkeleton />}
      errorTitle={t("customers:loadFailed")}
      empty={{ icon: Users, title: t("customers:emptyTitle"), description: t("customers:emptyDescription") }}
      noMatch={{
        title: t("customers:noMatchTitle"),
        description: t("customers:noMatchDescription"),
      }}
      caption={t("customers:title")}
      columns={customerColumns(setTarget)}
      itemKey={(customer) => customer._id}
      paginationLabel={t("customers:pages")}
    >
      <BlockCustomerDialog customer={target} onClose={() => setTarget(null)} />
    </AdminListPage>
  );
}
