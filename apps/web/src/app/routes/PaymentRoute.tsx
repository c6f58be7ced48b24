/** /user/cart/payment: the checkout (features/cart) with the address book's picker (features/addresses). */
import { AddressPicker } from "../../features/addresses/components/AddressPicker";
import { PaymentPage } from "../../features/cart/pages/PaymentPage";

export function PaymentRoute() {
  return <PaymentPage renderAddressPicker={(props) => <AddressPicker {...props} />} />;
}
