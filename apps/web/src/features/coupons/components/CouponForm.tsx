/**
 * The admin's coupon form (issue 14), for a new coupon or a change to one: every field of CouponFieldsSchema, checked
 * as the server checks them before sending; the server's 400/409 field messages land on their fields, and the first
 * field with a problem takes the focus.
 */
import type { Coupon } from "@zaika/contract/coupons";
import { FieldIssueSchema, firstIssuePerField } from "@zaika/contract/errors";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { Button } from "../../../components/ui/Button";
import { Checkbox } from "../../../components/ui/Checkbox";
import { Select } from "../../../components/ui/Select";
import { Textarea } from "../../../components/ui/Textarea";
import { TextField } from "../../../components/ui/TextField";
import { ApiError, errorMessage } from "../../../lib/api-error";
import { t } from "../../../lib/i18n";
import { useCreateCoupon, useUpdateCoupon } from "../api/save-coupon";
import { type CouponFormErrors, type CouponFormValues, couponBody, couponFormValues } from "../coupon-form";
import { RestaurantPicker } from "./RestaurantPicker";

/** The server's field messages (a 400 or 409 naming fields), if it sent any: each field's first. */
function serverFieldErrors(error: unknown): CouponFormErrors {
  if (!(error instanceof ApiError)) return {};
  const issues = FieldIssueSchema.array().safeParse(error.body?.details);
  if (!issues.success) return {};
  return Object.fromEntries(firstIssuePerField(issues.data).map((issue) => [issue.field, issue.message]));
}

export function CouponForm({ coupon, onDone }: { coupon: Coupon | null; onDone: () => void }) {
  const create = useCreateCoupon();
  const update = useUpdateCoupon();
  const [values, setValues] = useState<CouponFormValues>(() => couponFormValues(coupon));
  const [errors, setErrors] = useState<CouponFormErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  const saving = create.isPending || update.isPending;
  const percent = values.discountType === "percent";

  // The form opens where the admin pressed New or Edit: the focus moves to its heading.
  useEffect(() => headingRef.current?.focus(), []);

  function set<K extends keyof CouponFormValues>(key: K, value: CouponFormValues[K]) {
    setValues((current) => ({ ...current, [key]: value }));
  }

  /** Shows the problems and moves to the first field that has one. */
  function showErrors(found: CouponFormErrors) {
    setErrors(found);
    const first = Object.keys(found)[0];
    // After the render that puts the messages in place.
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>(`[data-field="${first}"]`)?.focus());
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormError(null);
    const result = couponBody(values);
    if (!result.ok) {
      showErrors(result.errors);
      return;
    }
    setErrors({});
    const options = {
      onSuccess: onDone,
      onError: (error: unknown) => {
        const fields = serverFieldErrors(error);
        if (Object.keys(fields).length > 0) showErrors(fields);
        else setFormError(errorMessage(error));
      },
    };
    if (coupon) update.mutate({ id: coupon._id, body: result.body }, options);
    else create.mutate(result.body, options);
  }

  const field = (key: keyof CouponFormErrors) => ({ "data-field": key, error: errors[key] });

  return (
    <section aria-labelledby={headingId} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-gray-200">
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className="text-lg font-semibold text-gray-900 outline-none">
        {coupon ? t("admin:couponEditTitle", { code: coupon.code }) : t("admin:couponNew")}
      </h2>
      <form ref={formRef} onSubmit={onSubmit} noValidate className="mt-4 space-y-5">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t("admin:couponCode")}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={20}
            value={values.code}
            onChange={(event) => set("code", event.target.value)}
            hint={t("admin:couponCodeHint")}
            {...field("code")}
          />
          <TextField
            label={t("admin:couponTitle")}
            value={values.title}
            onChange={(event) => set("title", event.target.value)}
            hint={t("admin:couponTitleHint")}
            {...field("title")}
          />
        </div>
        <Textarea
          label={t("admin:couponDescription")}
          rows={2}
          value={values.description}
          onChange={(event) => set("description", event.target.value)}
          {...field("description")}
        />

        <fieldset className="space-y-4">
          <legend className="font-semibold text-gray-900">{t("admin:couponDiscount")}</legend>
          <div className="grid gap-4 sm:grid-cols-3">
            <Select
              label={t("admin:couponType")}
              value={values.discountType}
              onChange={(event) => set("discountType", event.target.value === "flat" ? "flat" : "percent")}
              {...field("discountType")}
            >
              <option value="percent">{t("admin:couponPercentOff")}</option>
              <option value="flat">{t("admin:couponFlatOff")}</option>
            </Select>
            <TextField
              label={percent ? t("admin:couponPercent") : t("admin:couponAmount")}
              type="number"
              inputMode="decimal"
              min={percent ? 1 : 0.01}
              max={percent ? 100 : undefined}
              step={percent ? 1 : 0.01}
              value={values.discountValue}
              onChange={(event) => set("discountValue", event.target.value)}
              {...field("discountValue")}
            />
            {percent && (
              <TextField
                label={t("admin:couponMaxDiscount")}
                type="number"
                inputMode="decimal"
                min={0}
                step={0.01}
                value={values.maxDiscount}
                onChange={(event) => set("maxDiscount", event.target.value)}
                {...field("maxDiscount")}
              />
            )}
          </div>
          <TextField
            label={t("admin:couponMinTotal")}
            type="number"
            inputMode="decimal"
            min={0}
            step={0.01}
            value={values.minOrderAmount}
            onChange={(event) => set("minOrderAmount", event.target.value)}
            hint={t("admin:couponMinTotalHint")}
            className="sm:max-w-xs"
            {...field("minOrderAmount")}
          />
        </fieldset>

        <fieldset className="space-y-4">
          <legend className="font-semibold text-gray-900">{t("admin:couponWhoHowOften")}</legend>
          <Checkbox
            label={t("admin:couponFirstOrder")}
            description={t("admin:couponFirstOrderHint")}
            checked={values.firstOrderOnly}
            onChange={(event) => set("firstOrderOnly", event.target.checked)}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label={t("admin:couponPerCustomer")}
              type="number"
              inputMode="numeric"
              min={1}
              step={1}
              value={values.perCustomerLimit}
              onChange={(event) => set("perCustomerLimit", event.target.value)}
              hint={t("admin:couponNoLimitHint")}
              {...field("perCustomerLimit")}
            />
            <TextField
              label={t("admin:couponTotalUses")}
              type="number"
              inputMode="numeric"
              min={1}
              step={1}
              value={values.totalLimit}
              onChange={(event) => set("totalLimit", event.target.value)}
              hint={t("admin:couponNoLimitHint")}
              {...field("totalLimit")}
            />
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label={t("admin:couponStarts")}
              type="datetime-local"
              value={values.validFrom}
              onChange={(event) => set("validFrom", event.target.value)}
              hint={t("admin:couponStartsHint")}
              {...field("validFrom")}
            />
            <TextField
              label={t("admin:couponEnds")}
              type="datetime-local"
              value={values.validUntil}
              onChange={(event) => set("validUntil", event.target.value)}
              hint={t("admin:couponEndsHint")}
              {...field("validUntil")}
            />
          </div>
        </fieldset>

        <RestaurantPicker
          scope={values.restaurantScope}
          selected={values.restaurantIds}
          error={errors.restaurantIds}
          onScopeChange={(scope) => set("restaurantScope", scope)}
          onSelectedChange={(ids) => set("restaurantIds", ids)}
        />

        <div className="grid gap-4 sm:grid-cols-2">
          <Select
            label={t("admin:couponFundedBy")}
            value={values.fundedBy}
            onChange={(event) => set("fundedBy", event.target.value === "restaurant" ? "restaurant" : "platform")}
            hint={t("admin:couponFundedByHint")}
            {...field("fundedBy")}
          >
            <option value="platform">{t("admin:couponFundedPlatform")}</option>
            <option value="restaurant">{t("admin:couponFundedRestaurant")}</option>
          </Select>
          <Checkbox
            className="sm:pt-8"
            label={t("admin:couponActive")}
            description={t("admin:couponActiveHint")}
            checked={values.isActive}
            onChange={(event) => set("isActive", event.target.checked)}
          />
        </div>

        {formError && (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
            {formError}
          </p>
        )}
        <div className="flex flex-wrap gap-3">
          <Button type="submit" loading={saving}>
            {coupon ? t("admin:couponSave") : t("admin:couponCreate")}
          </Button>
          <Button variant="secondary" onClick={onDone} disabled={saving}>
            {t("ui:cancel")}
          </Button>
        </div>
      </form>
    </section>
  );
}
