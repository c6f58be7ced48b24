/** Name and e-mail of the customer's account, edited in place with the contract's validation. */
import { zodResolver } from "@hookform/resolvers/zod";
import type { Me } from "@zaika/contract/auth";
import { useForm } from "react-hook-form";
import { Button } from "../../../components/ui/Button";
import { TextField } from "../../../components/ui/TextField";
import { messageText, t } from "../../../lib/i18n";
import { type UpdateMeForm, UpdateMeFormSchema, useUpdateMe } from "../api/update-me";

export function EditProfileForm({ me, onDone }: { me: Me; onDone: () => void }) {
  const update = useUpdateMe();
  const form = useForm<UpdateMeForm, unknown, { name: string; email: string }>({
    resolver: zodResolver(UpdateMeFormSchema),
    defaultValues: { name: me.name, email: me.email ?? "" },
  });
  const { errors } = form.formState;

  return (
    <form
      noValidate
      className="space-y-4 px-6 py-5"
      onSubmit={form.handleSubmit((values) => update.mutate(values, { onSuccess: onDone }))}
    >
      <TextField
        label={t("profile:name")}
        autoComplete="name"
        error={errors.name?.message && messageText(errors.name.message)}
        {...form.register("name")}
      />
      <TextField
        label={t("profile:email")}
        type="email"
        autoComplete="email"
        error={errors.email?.message && messageText(errors.email.message)}
        {...form.register("email")}
      />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" loading={update.isPending}>
          {t("profile:saveChanges")}
        </Button>
        <Button variant="secondary" onClick={onDone}>
          {t("profile:cancel")}
        </Button>
      </div>
    </form>
  );
}
