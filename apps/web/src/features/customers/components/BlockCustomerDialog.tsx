/** Blocking a customer asks for a reason (kept with the account and shown to admins); unblocking asks to confirm. */
import { zodResolver } from "@hookform/resolvers/zod";
import { BlockCustomerBodySchema, type Customer } from "@zaika/contract/customer-admin";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { Button } from "../../../components/ui/Button";
import { ConfirmDialog } from "../../../components/ui/ConfirmDialog";
import { Dialog } from "../../../components/ui/Dialog";
import { Textarea } from "../../../components/ui/Textarea";
import { messageText, t } from "../../../lib/i18n";
import { useBlockCustomer } from "../api/block-customer";

const BlockFormSchema = BlockCustomerBodySchema.options[0].pick({ reason: true });
type BlockForm = z.input<typeof BlockFormSchema>;
const FORM_ID = "block-customer-form";

export function BlockCustomerDialog({ customer, onClose }: { customer: Customer | null; onClose: () => void }) {
  const block = useBlockCustomer();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<BlockForm, unknown, z.output<typeof BlockFormSchema>>({
    resolver: zodResolver(BlockFormSchema),
    defaultValues: { reason: "" },
  });

  function close() {
    reset({ reason: "" });
    onClose();
  }

  if (customer?.isBlocked) {
    return (
      <ConfirmDialog
        open
        title={t("customers:unblockTitle")}
        confirmLabel={t("customers:unblock")}
        loading={block.isPending}
        onClose={close}
        onConfirm={() => block.mutate({ id: customer._id, body: { blocked: false } }, { onSuccess: close })}
      >
        {t("customers:unblockBody", { name: customer.name })}
      </ConfirmDialog>
    );
  }

  const onSubmit = handleSubmit(({ reason }) => {
    if (!customer) return;
    block.mutate({ id: customer._id, body: { blocked: true, reason } }, { onSuccess: close });
  });

  return (
    <Dialog
      open={customer !== null}
      onClose={close}
      title={t("customers:blockTitle")}
      actions={
        <>
          <Button variant="secondary" onClick={close}>
            {t("customers:cancel")}
          </Button>
          <Button type="submit" form={FORM_ID} className="bg-red-700 hover:bg-red-800" loading={block.isPending}>
            {t("customers:block")}
          </Button>
        </>
      }
    >
      <form id={FORM_ID} onSubmit={onSubmit} noValidate className="space-y-4">
        <p className="text-gray-800">{t("customers:blockBody", { name: customer?.name })}</p>
        <Textarea
          label={t("customers:blockReason")}
          rows={3}
          data-autofocus
          error={messageText(errors.reason?.message)}
          {...register("reason")}
        />
      </form>
    </Dialog>
  );
}
