/**
 * Where a new banner leads (issue 14): "Links to" nothing, an offer, a restaurant or a category, then which one. Each
 * list is read only once its kind is chosen (offers from the admin's coupons, restaurants and categories from their
 * admin lists), with its own loading, empty and failed states.
 */
import { BANNER_LINK_KINDS, type BannerLinkKind } from "@zaika/contract/banner";
import { useCategories } from "../../../api/categories";
import { useCoupons } from "../../../api/coupons";
import { useRestaurantOptions } from "../../../api/restaurant-options";
import { Trans } from "../../../components/i18n/Trans";
import { Button } from "../../../components/ui/Button";
import { Select } from "../../../components/ui/Select";
import { paths } from "../../../config/paths";
import { t } from "../../../lib/i18n";
import { Link } from "../../../lib/router";

/** Each kind's texts as catalog keys: its option, its target field, and the states of its list. */
const LINK_KIND_KEYS: Record<
  BannerLinkKind,
  { option: string; target: string; failed: string; loading: string; none: string; choose: string }
> = {
  offer: {
    option: "admin:linkKindOfferOption",
    target: "admin:linkKindOfferTarget",
    failed: "admin:linkKindOfferFailed",
    loading: "admin:linkKindOfferLoading",
    none: "admin:linkKindOfferNone",
    choose: "admin:linkKindOfferChoose",
  },
  restaurant: {
    option: "admin:linkKindRestaurantOption",
    target: "admin:linkKindRestaurantTarget",
    failed: "admin:linkKindRestaurantFailed",
    loading: "admin:linkKindRestaurantLoading",
    none: "admin:linkKindRestaurantNone",
    choose: "admin:linkKindRestaurantChoose",
  },
  category: {
    option: "admin:linkKindCategoryOption",
    target: "admin:linkKindCategoryTarget",
    failed: "admin:linkKindCategoryFailed",
    loading: "admin:linkKindCategoryLoading",
    none: "admin:linkKindCategoryNone",
    choose: "admin:linkKindCategoryChoose",
  },
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
          label: c.isActive
            ? t("admin:offerChoice", { code: c.code, title: c.title })
            : t("admin:offerChoiceOff", { code: c.code, title: c.title }),
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
          label: r.isActive ? r.name : t("admin:nameInactive", { name: r.name }),
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
          label: c.isActive ? c.name : t("admin:nameInactive", { name: c.name }),
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
  const labels = kind ? LINK_KIND_KEYS[kind] : null;
  const failed = targets?.query.isError ?? false;

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Select
        label={t("admin:bannerLinksTo")}
        value={kind}
        onChange={(event) => {
          onKindChange(event.target.value as BannerLinkKind | "");
          onTargetChange("");
        }}
        hint={t("admin:bannerLinksToHint")}
      >
        <option value="">{t("admin:bannerLinkNothing")}</option>
        {BANNER_LINK_KINDS.map((value) => (
          <option key={value} value={value}>
            {t(LINK_KIND_KEYS[value].option)}
          </option>
        ))}
      </Select>
      {targets && labels && (
        <div>
          <Select
            label={t(labels.target)}
            value={target}
            onChange={(event) => onTargetChange(event.target.value)}
            disabled={!targets.choices || targets.choices.length === 0}
            error={failed ? t(labels.failed) : error}
            aria-busy={targets.query.isPending || undefined}
          >
            <option value="">
              {targets.query.isPending
                ? t(labels.loading)
                : targets.choices?.length === 0
                  ? t(labels.none)
                  : t(labels.choose, { total: targets.choices?.length ?? 0 })}
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
              {t("ui:tryAgain")}
            </Button>
          )}
          {kind === "offer" && targets.choices?.length === 0 && (
            <p className="mt-1.5 text-sm text-gray-700">
              <Trans
                i18nKey="admin:createOfferFirst"
                components={{
                  create: (
                    <Link to={paths.admin.coupons.getHref()} className="font-semibold text-brand-800 underline" />
                  ),
                }}
              />
            </p>
          )}
        </div>
      )}
    </div>
  );
}
