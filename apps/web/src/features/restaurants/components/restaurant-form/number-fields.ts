/** register() options of the restaurant form's number inputs. */

/** Number inputs: an empty box is NaN (the schema reports it), a number otherwise. */
export const asNumber = {
  setValueAs: (value: unknown) => (value === "" || value == null ? Number.NaN : Number(value)),
};

/** An empty box means "none" (null). */
export const asOptionalNumber = {
  setValueAs: (value: unknown) => (value === "" || value == null ? null : Number(value)),
};
