/** Asks before a dish is deleted; stays open (with the server's error toast) if the deletion fails. */
import type { Product } from "@zaika/contract/product";
import { Trans } from "../../../components/i18n/Trans";
import { ConfirmDialog } from "../../../components/ui/ConfirmDialog";
import { t } from "../../../lib/i18n";
import { useDeleteProduct } from "../api/delete-product";

export function DeleteProductDialog({ product, onClose }: { product: Product | null; onClose: () => void }) {
  const deletion = useDeleteProduct();

  return (
    <ConfirmDialog
      open={product !== null}
      title={t("products:deleteTitle")}
      confirmLabel={t("products:delete")}
      loading={deletion.isPending}
      onClose={() => {
        if (!deletion.isPending) onClose();
      }}
      onConfirm={() => {
        if (product) deletion.mutate(product._id, { onSuccess: onClose });
      }}
    >
      <p>
        <Trans
          i18nKey="products:deleteWarning"
          values={{ name: product?.name ?? "" }}
          components={{ bold: <strong className="font-semibold" /> }}
        />
      </p>
    </ConfirmDialog>
  );
}
