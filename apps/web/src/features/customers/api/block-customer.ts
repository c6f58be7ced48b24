/** PATCH /admin/customers/{id}/block: blocks a customer (with a reason) or unblocks them. */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type BlockCustomerBody, CUSTOMER_MESSAGES } from "@zaika/contract/customer-admin";
import { blockCustomer as blockCustomerEndpoint } from "@zaika/contract/endpoints/customers";
import { call } from "../../../lib/api-client";
import { messageText } from "../../../lib/i18n";
import { toast } from "../../../lib/toast";
import { type CustomerListResponse, customerKeys } from "./get-customers";

export async function blockCustomer({ id, body }: { id: string; body: BlockCustomerBody }) {
  const response = await call(blockCustomerEndpoint, { params: { id }, body });
  return response.data;
}

export function useBlockCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: blockCustomer,
    onSuccess: (customer) => {
      toast.success(messageText(customer.isBlocked ? CUSTOMER_MESSAGES.blocked : CUSTOMER_MESSAGES.unblocked));
      // Show the new state at once in any list holding the customer; the refetch below confirms it.
      queryClient.setQueriesData<CustomerListResponse>({ queryKey: [...customerKeys.all, "list"] }, (page) =>
        page ? { ...page, data: page.data.map((item) => (item._id === customer._id ? customer : item)) } : page,
      );
      return queryClient.invalidateQueries({ queryKey: customerKeys.all });
    },
  });
}
