/**
 * "Rate your order" on a delivered order's page (issue 14): food and delivery as star radio groups, an optional review
 * with a character counter, and chips of the order's dishes to mention. Once sent it shows the review, with Edit while
 * the 7 days last (the button goes by itself when they end; the server has the last word either way).
 */
import type { Order } from "@zaika/contract/order";
import type { OwnReview } from "@zaika/contract/reviews";
import { REVIEW_LIMITS, REVIEW_MESSAGES, type StarValue } from "@zaika/contract/reviews-rules";
import { Check } from "lucide-react";
import { type FormEvent, type ReactNode, useMemo, useRef, useState } from "react";
import { useOrderReview, useSaveOrderReview } from "../../../api/reviews";
import { Trans } from "../../../components/i18n/Trans";
import { ReviewItem } from "../../../components/reviews/ReviewItem";
import { StarRatingInput } from "../../../components/reviews/StarRatingInput";
import { Button } from "../../../components/ui/Button";
import { ErrorState } from "../../../components/ui/ErrorState";
import { Skeleton } from "../../../components/ui/Skeleton";
import { Textarea } from "../../../components/ui/Textarea";
import { errorMessage } from "../../../lib/api-error";
import { messageText, t } from "../../../lib/i18n";
import { formatDateTime } from "../../../lib/india-time";
import { useAtInstant } from "../../../lib/use-at-instant";

const TITLE_ID = "rate-order-title";

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={TITLE_ID} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-gray-200 sm:p-6">
      <h2 id={TITLE_ID} className="text-lg font-semibold text-gray-900">
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

export function RateOrderCard({ order }: { order: Order }) {
  const review = useOrderReview(order._id, order.status === "DELIVERED");
  const [editing, setEditing] = useState(false);
  // Re-rendered when the edit window closes, so Edit goes away on time.
  const [, setTick] = useState(0);
  const existing = review.data?.data ?? null;
  useAtInstant(existing?.editableUntil, () => setTick((n) => n + 1));

  if (order.status !== "DELIVERED") return null;
  if (review.isPending) {
    return (
      <Card title={t("orders:rateYourOrder")}>
        <div role="status" className="space-y-3">
          <span className="sr-only">{t("orders:loadingRating")}</span>
          <Skeleton className="h-8 w-48" />
          <Skeleton className="h-8 w-48" />
          <Skeleton className="h-20 w-full" />
        </div>
      </Card>
    );
  }
  if (review.isError) {
    return (
      <Card title={t("orders:rateYourOrder")}>
        <ErrorState
          title={t("orders:ratingLoadFailed")}
          message={messageText(errorMessage(review.error))}
          onRetry={() => void review.refetch()}
          retrying={review.isFetching}
        />
      </Card>
    );
  }

  if (existing && !editing) {
    const editable = Date.now() < Date.parse(existing.editableUntil);
    return (
      <Card title={t("orders:yourRating")}>
        <ReviewItem review={existing}>
          {existing.isHidden && <p className="text-sm text-gray-800">{t("orders:reviewHiddenNote")}</p>}
          {editable && (
            <div className="flex flex-wrap items-center gap-3 pt-1">
              <Button variant="secondary" size="sm" onClick={() => setEditing(true)}>
                {t("orders:edit")}
              </Button>
              <p className="text-sm text-gray-700">
                <Trans
                  i18nKey="orders:editUntil"
                  values={{ time: formatDateTime(existing.editableUntil) }}
                  components={{ time: <time dateTime={existing.editableUntil} /> }}
                />
              </p>
            </div>
          )}
        </ReviewItem>
      </Card>
    );
  }

  return (
    <Card title={existing ? t("orders:editYourRating") : t("orders:rateYourOrder")}>
      <ReviewForm
        order={order}
        existing={existing}
        onDone={() => setEditing(false)}
        onCancel={existing ? () => setEditing(false) : undefined}
      />
    </Card>
  );
}

type Errors = { foodRating?: string; deliveryRating?: string };

function ReviewForm({
  order,
  existing,
  onDone,
  onCancel,
}: {
  order: Order;
  existing: OwnReview | null;
  onDone: () => void;
  onCancel: (() => void) | undefined;
}) {
  const save = useSaveOrderReview(order._id, order.restaurant._id);
  const [food, setFood] = useState<number | null>(existing?.foodRating ?? null);
  const [delivery, setDelivery] = useState<number | null>(existing?.deliveryRating ?? null);
  const [body, setBody] = useState(existing?.body ?? "");
  const [dishes, setDishes] = useState<string[]>(existing?.dishes.map((dish) => dish.productId) ?? []);
  const [errors, setErrors] = useState<Errors>({});
  const formRef = useRef<HTMLFormElement>(null);
  // Each dish of the order once, in the order's order.
  const orderDishes = useMemo(() => {
    const seen = new Map<string, string>();
    for (const item of order.items) if (!seen.has(item.product._id)) seen.set(item.product._id, item.product.name);
    return [...seen].map(([productId, name]) => ({ productId, name }));
  }, [order.items]);

  const toggleDish = (productId: string) =>
    setDishes((current) =>
      current.includes(productId)
        ? current.filter((id) => id !== productId)
        : current.length < REVIEW_LIMITS.dishesMax
          ? [...current, productId]
          : current,
    );

  function submit(event: FormEvent) {
    event.preventDefault();
    const found: Errors = {};
    if (food === null) found.foodRating = "orders:chooseFoodRating";
    if (delivery === null) found.deliveryRating = "orders:chooseDeliveryRating";
    setErrors(found);
    if (food === null || delivery === null) {
      // The first group to fix gets the focus, on its first star.
      const group = food === null ? 0 : 1;
      formRef.current?.querySelectorAll<HTMLElement>('[role="radiogroup"]')[group]?.querySelector("input")?.focus();
      return;
    }
    save.mutate(
      { body: { foodRating: food, deliveryRating: delivery, body: body.trim(), dishes }, existing },
      { onSuccess: onDone },
    );
  }

  const tooLong = body.length > REVIEW_LIMITS.bodyMax;
  return (
    <form ref={formRef} onSubmit={submit} noValidate className="space-y-5">
      <div className="grid gap-4 sm:grid-cols-2">
        <StarRatingInput
          label={t("orders:ratingFood")}
          name={`food-${order._id}`}
          value={food}
          onChange={(value: StarValue) => {
            setFood(value);
            setErrors((e) => ({ ...e, foodRating: undefined }));
          }}
          error={errors.foodRating && messageText(errors.foodRating)}
        />
        <StarRatingInput
          label={t("orders:ratingDelivery")}
          name={`delivery-${order._id}`}
          value={delivery}
          onChange={(value: StarValue) => {
            setDelivery(value);
            setErrors((e) => ({ ...e, deliveryRating: undefined }));
          }}
          error={errors.deliveryRating && messageText(errors.deliveryRating)}
        />
      </div>

      <Textarea
        label={t("orders:yourReview")}
        rows={3}
        value={body}
        maxLength={REVIEW_LIMITS.bodyMax}
        placeholder={t("orders:reviewPlaceholder")}
        onChange={(event) => setBody(event.target.value)}
        error={tooLong ? messageText(REVIEW_MESSAGES.bodyTooLong) : undefined}
        hint={
          <span aria-live="off">{t("orders:characterCount", { length: body.length, max: REVIEW_LIMITS.bodyMax })}</span>
        }
      />

      {orderDishes.length > 0 && (
        <fieldset>
          <legend className="text-sm font-medium text-gray-900">
            {t("orders:dishesToMention")} <span className="font-normal text-gray-700">{t("orders:optional")}</span>
          </legend>
          <ul className="mt-2 flex flex-wrap gap-2">
            {orderDishes.map((dish) => {
              const picked = dishes.includes(dish.productId);
              return (
                <li key={dish.productId}>
                  <button
                    type="button"
                    aria-pressed={picked}
                    onClick={() => toggleDish(dish.productId)}
                    className={`inline-flex min-h-9 items-center gap-1 rounded-full px-3 text-sm font-semibold ring-1 transition-colors ${
                      picked
                        ? "bg-brand-700 text-white ring-brand-700 hover:bg-brand-800"
                        : "bg-white text-gray-900 ring-gray-300 hover:bg-gray-100"
                    }`}
                  >
                    {picked && <Check className="size-4" aria-hidden="true" />}
                    {dish.name}
                  </button>
                </li>
              );
            })}
          </ul>
        </fieldset>
      )}

      <div className="flex flex-wrap gap-3">
        <Button type="submit" loading={save.isPending} disabled={tooLong}>
          {existing ? t("orders:saveChanges") : t("orders:submitReview")}
        </Button>
        {onCancel && (
          <Button variant="secondary" onClick={onCancel} disabled={save.isPending}>
            {t("orders:cancel")}
          </Button>
        )}
      </div>
    </form>
  );
}
