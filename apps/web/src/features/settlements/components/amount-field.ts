/** register() options of the money dialogs' amount inputs: an empty box is NaN, which the schema reports. */
export const asAmount = {
  setValueAs: (value: unknown) => (value === "" || value == null ? Number.NaN : Number(value)),
};
