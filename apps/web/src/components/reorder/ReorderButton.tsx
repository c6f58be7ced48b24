/**
 * "Reorder" on the order history and the order page (issue 14): the order's dishes go back into the cart as the menu
 * offers them today; the cart page then lists what changed (lib/reorder-notice.ts). When the cart holds another
 * restaurant's dishes the customer is asked "Start a new cart?" first, as on the menu; any other refusal (nothing of
 * the order can be ordered, the restaurant stopped taking orders) is the server's message in a toast.
 */
import { Repeat } from "lucide-react";
import { useState } from "react";
import { useReorder } from "../../api/reorder";
import { paths } from "../../config/paths";
import { errorMessage } from "../../lib/api-error";
import { cartConflict } from "../../lib/cart-conflict";
import { t } from "../../lib/i18n";
import { reorderNoticeState } from "../../lib/reorder-notice";
import { useNavigate } from "../../lib/router";
import { toast } from "../../lib/toast";
import { StartNewCartDialog } from "../cart/StartNewCartDialog";
import { Button } from "../ui/Button";

type ReorderButtonProps = {
  order: { _id: string; orderNumber: string };
  size?: "sm" | "md";
  /** An element that tells this order apart (its row), when several Reorder buttons share a screen. */
  describedBy?: string;
};

export function ReorderButton({ order, size = "md", describedBy }: ReorderButtonProps) {
  const navigate = useNavigate();
  const reorder = useReorder();
  const [conflict, setConflict] = useState<string | null>(null);

  function submit(replaceCart: boolean) {
    reorder.mutate(
      { orderId: order._id, replaceCart },
      {
        onSuccess: (answer) => {
          setConflict(null);
          toast.success(answer.message);
          navigate(paths.user.cart.getHref(), {
            state: reorderNoticeState({ orderNumber: order.orderNumber, changes: answer.changes }),
          });
        },
        onError: (error) => {
          const current = cartConflict(error);
          if (current && !replaceCart) {
            setConflict(current.name);
            return;
          }
          setConflict(null);
          const message = errorMessage(error);
          toast.error(message, { id: message });
        },
      },
    );
  }

  return (
    <>
      <Button
        variant="secondary"
        size={size}
        loading={reorder.isPending && conflict === null}
        aria-describedby={describedBy}
        onClick={() => submit(false)}
      >
        {!(reorder.isPending && conflict === null) && <Repeat className="size-4" aria-hidden="true" />}
        {t("ui:reorder")}
      </Button>
      {conflict !== null && (
        <StartNewCartDialog
          restaurantName={conflict}
          loading={reorder.isPending}
          onClose={() => setConflict(null)}
          onConfirm={() => submit(true)}
        />
      )}
    </>
  );
}
