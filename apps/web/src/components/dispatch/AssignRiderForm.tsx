/**
 * The admins' manual assignment (decision 021): pick an available rider for an order being prepared or ready and say
 * why — the reason overrides the dispatch engine and is recorded. Shared by the admin's order page and the dispatch
 * board. The reason is checked with the contract's schema before sending; a server 400 or 422 naming a field shows
 * under that field, any other refusal as a toast.
 */
import { FieldIssueSchema } from "@zaika/contract/errors";
import { AssignDeliveryBodySchema } from "@zaika/contract/order";
import { ORDER_MESSAGES } from "@zaika/contract/order-rules";
import { type FormEvent, useId, useRef, useState } from "react";
import { z } from "zod";
import { useAssignDelivery } from "../../api/dispatch";
import { useAvailableRiders } from "../../api/riders";
import { ApiError, errorMessage, serverMessage } from "../../lib/api-error";
import { messageText, t } from "../../lib/i18n";
import { toast } from "../../lib/toast";
import { Trans } from "../i18n/Trans";
import { Button } from "../ui/Button";
import { Select } from "../ui/Select";
import { Textarea } from "../ui/Textarea";
import { vehicleLabel } from "./labels";

const REASON_MAX = 300;
const reasonSchema = AssignDeliveryBodySchema.shape.reason;

type FieldErrors = { riderId?: string | undefined; reason?: string | undefined };

/** The field issues of a server refusal that this form can show, by field. */
function serverFieldErrors(error: unknown): FieldErrors {
  if (!(error instanceof ApiError)) return {};
  const issues = z.array(FieldIssueSchema).safeParse(error.body?.details);
  if (!issues.success) return {};
  const errors: FieldErrors = {};
  for (const issue of issues.data) {
    if (issue.field === "riderId" || issue.field === "reason") errors[issue.field] ??= issue.message;
  }
  return errors;
}

export function AssignRiderForm({ order }: { order: { _id: string; rider: { name: string } | null } }) {
  const riders = useAvailableRiders(true);
  const assign = useAssignDelivery();
  const [riderId, setRiderId] = useState("");
  const [reason, setReason] = useState("");
  const [errors, setErrors] = useState<FieldErrors>({});
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  const selectRef = useRef<HTMLSelectElement>(null);
  const formId = useId();

  const focusFirst = (found: FieldErrors) => {
    if (found.riderId) selectRef.current?.focus();
    else if (found.reason) reasonRef.current?.focus();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checkedReason = reasonSchema.safeParse(reason);
    const found: FieldErrors = {
      riderId: riderId ? undefined : "dispatch:chooseRider",
      reason: checkedReason.success ? undefined : checkedReason.error.issues[0]?.message,
    };
    setErrors(found);
    if (found.riderId || found.reason || !checkedReason.success) {
      focusFirst(found);
      return;
    }
    assign.mutate(
      { orderId: order._id, riderId, reason: checkedReason.data },
      {
        onSuccess: () => {
          setRiderId("");
          setReason("");
        },
        onError: (error) => {
          const fromServer = serverFieldErrors(error);
          if (fromServer.riderId || fromServer.reason) {
            setErrors(fromServer);
            focusFirst(fromServer);
            return;
          }
          toast.error(messageText(serverMessage(error) ?? ORDER_MESSAGES.assignFailed));
        },
      },
    );
  };

  const list = riders.data?.data ?? [];
  return (
    <form onSubmit={submit} noValidate className="space-y-3" aria-labelledby={`${formId}-title`}>
      <p id={`${formId}-title`} className="sr-only">
        {t("dispatch:assignByHand")}
      </p>
      {order.rider && (
        <p className="text-gray-800">
          <Trans
            i18nKey="dispatch:assignedTo"
            values={{ name: order.rider.name }}
            components={{ bold: <span className="font-semibold" /> }}
          />
        </p>
      )}
      <Select
        ref={selectRef}
        label={t("dispatch:availableRider")}
        value={riderId}
        onChange={(event) => {
          setRiderId(event.target.value);
          setErrors((current) => ({ ...current, riderId: undefined }));
        }}
        disabled={riders.isPending || list.length === 0}
        error={messageText(errors.riderId ?? (riders.isError ? errorMessage(riders.error) : undefined))}
        hint={
          riders.isPending
            ? t("dispatch:loadingRiders")
            : list.length === 0 && !riders.isError
              ? t("dispatch:noRiderOnline")
              : undefined
        }
      >
        <option value="">{t("dispatch:chooseRider")}</option>
        {list.map((rider) => (
          <option key={rider._id} value={rider._id}>
            {t("dispatch:riderOption", {
              name: rider.name,
              vehicle: vehicleLabel(rider.vehicleType),
              number: rider.vehicleNumber,
              active: rider.activeDeliveries,
            })}
          </option>
        ))}
      </Select>
      <Textarea
        ref={reasonRef}
        label={t("dispatch:reason")}
        rows={2}
        maxLength={REASON_MAX}
        value={reason}
        onChange={(event) => {
          setReason(event.target.value);
          setErrors((current) => ({ ...current, reason: undefined }));
        }}
        error={messageText(errors.reason)}
        hint={t("dispatch:reasonHint")}
      />
      <Button type="submit" loading={assign.isPending} disabled={list.length === 0}>
        {t("dispatch:assignRider")}
      </Button>
    </form>
  );
}
