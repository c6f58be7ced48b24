/**
 * A rating shown as five stars, filled up to the value, read out as "Rated 4 out of 5" (the stars themselves are
 * decoration). Used wherever a review or a restaurant's rating is shown.
 */
import { Star } from "lucide-react";
import { t } from "../../lib/i18n";

const SIZES = { sm: "size-4", md: "size-5", lg: "size-6" } as const;

export function Stars({
  value,
  size = "sm",
  label,
}: {
  /** 0 to 5; a fraction fills the star it falls in from half up (4.5 shows five, 4.4 four). */
  value: number;
  size?: keyof typeof SIZES;
  /** What a screen reader hears instead of "Rated 4 out of 5". */
  label?: string;
}) {
  const filled = Math.round(value);
  return (
    <span
      role="img"
      aria-label={label ?? t("reviews:ratedOutOf5", { rating: value })}
      className="inline-flex items-center gap-0.5"
    >
      {[1, 2, 3, 4, 5].map((star) => (
        <Star
          key={star}
          aria-hidden="true"
          className={`${SIZES[size]} ${star <= filled ? "fill-amber-500 text-amber-600" : "fill-none text-gray-400"}`}
        />
      ))}
    </span>
  );
}
