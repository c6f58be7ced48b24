/**
 * The restaurant form of spec §3 in its three modes: "create" (the admin's draft form plus the owner's login),
 * "admin" (edit, with commission, active status and verification) and "owner" (edit without them).
 * Validation is the contract schema of the mode; errors show under their fields, the server's too. Each section is a
 * component of ./restaurant-form reading the form through react-hook-form's context.
 */
import { MESSAGES } from "@zaika/contract/messages";
import { FormProvider, type Path, useForm } from "react-hook-form";
import { Button } from "../../../components/ui/Button";
import { ApiError, errorMessage } from "../../../lib/api-error";
import { messageText, t } from "../../../lib/i18n";
import { applyServerFieldErrors } from "../../../lib/server-field-errors";
import {
  emptyRestaurantForm,
  type RestaurantBodyOf,
  type RestaurantFormMode,
  type RestaurantFormValues,
  restaurantFormResolver,
  toRestaurantBody,
} from "../lib/restaurant-form";
import { AdditionalSettingsSection } from "./restaurant-form/AdditionalSettingsSection";
import { AddressSection } from "./restaurant-form/AddressSection";
import { BasicsSection } from "./restaurant-form/BasicsSection";
import { ContactSection } from "./restaurant-form/ContactSection";
import { DeliveryAndPaymentSections } from "./restaurant-form/DeliveryAndPaymentSections";
import { OwnerLoginSection } from "./restaurant-form/OwnerLoginSection";

type RestaurantFormProps<M extends RestaurantFormMode> = {
  mode: M;
  defaultValues?: RestaurantFormValues;
  submitLabel: string;
  /** Sends the body; when it rejects with an ApiError naming fields, each message shows under its field. */
  onSubmit: (body: RestaurantBodyOf[M]) => Promise<unknown>;
  onCancel?: () => void;
};

export function RestaurantForm<M extends RestaurantFormMode>({
  mode,
  defaultValues,
  submitLabel,
  onSubmit,
  onCancel,
}: RestaurantFormProps<M>) {
  const form = useForm<RestaurantFormValues>({
    resolver: restaurantFormResolver(mode),
    defaultValues: defaultValues ?? emptyRestaurantForm(),
  });
  const {
    handleSubmit,
    reset,
    getValues,
    setError,
    formState: { errors, isSubmitting },
  } = form;

  function showServerErrors(error: unknown) {
    // A field the form holds has a value (maybe ""); a name it does not know reads as undefined.
    let placed = applyServerFieldErrors(error, setError, {
      fields: (field) => getValues(field as Path<RestaurantFormValues>) !== undefined,
    });
    if (!placed && mode === "create" && error instanceof ApiError && error.body?.message === MESSAGES.emailTaken) {
      setError("ownerEmail", { type: "server", message: MESSAGES.emailTaken }, { shouldFocus: true });
      placed = true;
    }
    if (!placed) setError("root.server", { message: errorMessage(error) });
  }

  const submit = handleSubmit(async (values) => {
    try {
      await onSubmit(toRestaurantBody(mode, values));
      if (mode === "create") reset(emptyRestaurantForm());
    } catch (error) {
      showServerErrors(error);
    }
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate className="space-y-6">
        <BasicsSection />
        <AddressSection />
        <ContactSection />
        <DeliveryAndPaymentSections />
        <AdditionalSettingsSection mode={mode} />
        {mode === "create" && <OwnerLoginSection />}

        <p role="alert" className="text-sm font-medium text-red-700 empty:hidden">
          {messageText(errors.root?.server?.message)}
        </p>
        <div className="flex flex-wrap gap-3">
          <Button type="submit" loading={isSubmitting}>
            {submitLabel}
          </Button>
          {onCancel && (
            <Button variant="secondary" onClick={onCancel}>
              {t("restaurants:cancel")}
            </Button>
          )}
        </div>
      </form>
    </FormProvider>
  );
}
