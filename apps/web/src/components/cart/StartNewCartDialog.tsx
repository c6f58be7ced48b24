/**
 * "Start a new cart?": asked when the cart holds another restaurant's dishes, before a dish is added from the menu or
 * an order is repeated; confirming retries with replaceCart. One question, worded by the contract, wherever it comes up.
 */
import { CART_MESSAGES } from "@zaika/contract/cart-rules";
import { t, translateMessage } from "../../lib/i18n";
import { ConfirmDialog } from "../ui/ConfirmDialog";

type StartNewCartDialogProps = {
  /** The restaurant whose dishes are in the cart now. */
  restaurantName: string;
  loading?: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

export function StartNewCartDialog({ restaurantName, loading, onConfirm, onClose }: StartNewCartDialogProps) {
  return (
    <ConfirmDialog
      open
      title={t("ui:startNewCartTitle")}
      confirmLabel={t("ui:startNewCart")}
      loading={loading}
      onClose={onClose}
      onConfirm={onConfirm}
    >
      {translateMessage(CART_MESSAGES.otherRestaurant(restaurantName))}
    </ConfirmDialog>
  );
}
