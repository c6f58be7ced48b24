/**
 * Adding a dish from the restaurant page: the item dialog, then POST /cart with 'Product added successfully'; when
 * the cart holds another restaurant's dishes (409), "Start a new cart?" and a retry with replaceCart. Loaded on
 * demand, so the menu itself opens faster.
 */
import type { AddToCartBody } from "@zaika/contract/cart";
import { CART_MESSAGES } from "@zaika/contract/cart-rules";
import type { Product } from "@zaika/contract/product";
import { useState } from "react";
import { StartNewCartDialog } from "../../../components/cart/StartNewCartDialog";
import { errorMessage } from "../../../lib/api-error";
import { messageText, translateMessage } from "../../../lib/i18n";
import { toast } from "../../../lib/toast";
import { cartConflict, useAddToCart } from "../api/add-to-cart";
import type { OrderBlocker } from "../order-blocker";
import { ItemDialog } from "./ItemDialog";

type AddToCartFlowProps = { product: Product; blocker: OrderBlocker | null; onDone: () => void };

export default function AddToCartFlow({ product, blocker, onDone }: AddToCartFlowProps) {
  const addToCart = useAddToCart();
  const [conflict, setConflict] = useState<{ body: AddToCartBody; restaurantName: string } | null>(null);

  function submit(body: AddToCartBody) {
    addToCart.mutate(body, {
      onSuccess: () => {
        toast.success(translateMessage(CART_MESSAGES.added));
        onDone();
      },
      onError: (error) => {
        const current = cartConflict(error);
        if (current && !body.replaceCart) {
          setConflict({ body, restaurantName: current.name });
          return;
        }
        const message = messageText(errorMessage(error));
        toast.error(message, { id: message });
      },
    });
  }

  if (!conflict) {
    return (
      <ItemDialog
        product={product}
        blocker={blocker}
        submitting={addToCart.isPending}
        onSubmit={submit}
        onClose={onDone}
      />
    );
  }
  return (
    <StartNewCartDialog
      restaurantName={conflict.restaurantName}
      loading={addToCart.isPending}
      onClose={onDone}
      onConfirm={() => submit({ ...conflict.body, replaceCart: true })}
    />
  );
}
