/** "Delivered": the rider types the 4-digit code the customer reads out; a wrong code shows the server's message. */
import { DELIVERY_CODE_LENGTH } from "@zaika/contract/constants";
import { ORDER_MESSAGES } from "@zaika/contract/order-rules";
import { CircleCheckBig } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Button } from "../../../components/ui/Button";
import { TextField } from "../../../components/ui/TextField";
import { errorMessage } from "../../../lib/api-error";
import { messageText, t } from "../../../lib/i18n";
import { useUpdateDeliveryStatus } from "../api/update-delivery-status";

const CODE_PATTERN = new RegExp(`^\\d{${DELIVERY_CODE_LENGTH}}$`);

export function DeliveryCodeForm({ orderId, orderNumber }: { orderId: string; orderNumber: string }) {
  const update = useUpdateDeliveryStatus();
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | undefined>();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!CODE_PATTERN.test(code)) {
      setError(ORDER_MESSAGES.deliveryCodeRequired);
      return;
    }
    setError(undefined);
    update.mutate(
      { orderId, status: "DELIVERED", deliveryCode: code },
      { onError: (failure) => setError(errorMessage(failure)) },
    );
  }

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="space-y-3"
      aria-label={t("rider:completeOrder", { number: orderNumber })}
    >
      <TextField
        label={t("rider:deliveryCodeLabel")}
        hint={t("rider:deliveryCodeHint", { length: DELIVERY_CODE_LENGTH })}
        inputMode="numeric"
        autoComplete="off"
        pattern="[0-9]*"
        maxLength={DELIVERY_CODE_LENGTH}
        value={code}
        error={messageText(error)}
        onChange={(event) => {
          // Digits only: a stray space or letter from the keyboard never reaches the server.
          setCode(event.target.value.replace(/\D/g, "").slice(0, DELIVERY_CODE_LENGTH));
          if (error) setError(undefined);
        }}
        className="[&_input]:text-center [&_input]:text-2xl [&_input]:tracking-[0.5em]"
      />
      <Button type="submit" size="lg" className="w-full" loading={update.isPending}>
        <CircleCheckBig className="size-5" aria-hidden="true" />
        {t("rider:delivered")}
      </Button>
    </form>
  );
}
