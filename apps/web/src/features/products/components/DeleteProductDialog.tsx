/** Asks before a dish is deleted; stays open (with the server's error toast) if the deletion fails. */
import type { Product } from "@zaika/contract/product";
import { ConfirmDialog } from "../../../components/ui/ConfirmDialog";
import { useDeleteProduct } from "../api/delete-product";

export function DeleteProductDialog({ product, onClose }: { product: Product | null; onClose: () => void }) {
  const deletion = useDeleteProduct();

  return (
    <ConfirmDialog
      open={product !== null}
      title="Delete this dish?"
      confirmLabel="Delete"
      loading={deletion.isPending}
      onClose={() => {
        if (!deletion.isPending) onClose();
      }}
      onConfirm={() => {
        if (product) deletion.mutate(product._id, { onSuccess: onClose });
      }}
    >
      <p>
        <strong className="font-semibold">{product?.name}</strong> will be removed from your menu. This cannot be
        undone.
      </p>
    </ConfirmDialog>
  );
}
