/**
 * Where a new banner leads (issue 14): "Links to" nothing, an offer, a restaurant or a category, then which one. Each
 * list is read only once its kind is chosen (offers from the admin's coupons, restaurants and categories from their
 * admin lists), with its own loading, empty and failed states.
 */
import { BANNER_LINK_KINDS, type BannerLinkKind } from "@zaika/contract/banner";
import { Link } from "react-router";
import { useCategories } from "../../../api/categories";
import { useCoupons } from "../../../api/coupons";
import { useRestaurantOptions } from "../../../api/restaurant-options";
import { Button } from "../../../components/ui/Button";
import { Select } from "../../../components/ui/Select";
import { paths } from "../../../config/paths";

export const LINK_KIND_LABELS: Record<BannerLinkKind, { option: string; target: string; plural: string }> = {
  offer: { option: "An offer", target: "Offer", plural: "offers" },
  restaurant: { option: "A restaurant", target: "Restaurant", plural: "restaurants" },
  category: { option: "A category", target: "Category", plural: "categories" },
};

type Choice = { value: string; label: string };

/** The chosen kind's targets as options, with the state of the list they come from. */
function useTargets(kind: BannerLinkKind | "") {
  const coupons = useCoupons({ enabled: kind === "offer" });
  const restaurants = useRestaurantOptions({ enabled: kind === "restaurant" });
  const categories = useCategories({ enabled: kind === "category" });
  if (kind === "offer") {
    return {
      query: coupons,
      choices: coupons.data?.map(
        (c): Choice => ({
          value: c.code,
          label: `${c.code} · ${c.title}${c.isActive ? "" : " (switched off)"}`,
        }),
      ),
    };
  }
  if (kind === "restaurant") {
    return {
      query: restaurants,
      choices: restaurants.data?.map(
        (r): Choice => ({
          value: r._id,
          label: `${r.name}${r.isActive ? "" : " (inactive)"}`,
        }),
      ),
    };
  }
  if (kind === "category") {
    return {
      query: categories,
      choices: categories.data?.map(
        (c): Choice => ({
          value: c._id,
          label: `${c.name}${c.isActive ? "" : " (inactive)"}`,
        }),
      ),
    };
  }
  return null;
}

export function BannerLinkFields({
  kind,
  target,
  error,
  onKindChange,
  onTargetChange,
}: {
  kind: BannerLinkKind | "";
  target: string;
  /** The target's problem: none chosen, or the server's 400/422 about it. */
  error?: string | undefined;
  onKindChange: (kind: BannerLinkKind | "") => void;
  onTargetChange: (target: string) => void;
}) {
  const targets = useTargets(kind);
  const labels = kind ? LINK_KIND_LABELS[kind] : null;
  const failed = targets?.query.isError ?? false;

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Select
        label="Links to"
        value={kind}
        onChange={(event) => {
          onKindChange(event.target.value as BannerLinkKind | "");
          onTargetChange("");
        }}
        hint="Where tapping the banner takes the customer."
      >
        <option value="">Nothing (picture only)</option>
        {BANNER_LINK_KINDS.map((value) => (
          <option key={value} value={value}>
            {LINK_KIND_LABELS[value].option}
          </option>
        ))}
      </Select>
      {targets && labels && (
        <div>
          <Select
            label={labels.target}
            value={target}
            onChange={(event) => onTargetChange(event.target.value)}
            disabled={!targets.choices || targets.choices.length === 0}
            error={failed ? `Could not load the ${labels.plural}` : error}
            aria-busy={targets.query.isPending || undefined}
          >
            <option value="">
              {targets.query.isPending
                ? `Loading ${labels.plural}…`
                : targets.choices?.length === 0
                  ? `No ${labels.plural} yet`
                  : `Choose one of ${targets.choices?.length ?? 0} ${labels.plural}`}
            </option>
            {targets.choices?.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </Select>
          {failed && (
            <Button
              variant="secondary"
              size="sm"
              className="mt-2"
              loading={targets.query.isFetching}
              onClick={() => void targets.query.refetch()}
            >
              Try again
            </Button>
          )}
          {kind === "offer" && targets.choices?.length === 0 && (
            <p className="mt-1.5 text-sm text-gray-700">
              <Link to={paths.admin.coupons.getHref()} className="font-semibold text-brand-800 underline">
                Create an offer
              </Link>{" "}
              first.
            </p>
          )}
        </div>
      )}
    </div>
  );
}
