/**
 * The heart on restaurant cards and the restaurant page: a toggle (aria-pressed) that keeps the restaurant among the
 * customer's favourites. Visitors are sent to sign in first and brought back, as Add does; staff accounts have no
 * favourites, so they see no heart.
 */
import { Heart } from "lucide-react";
import { type FavouriteTarget, useIsFavourite, useToggleFavourite } from "../../api/favourites";
import { paths } from "../../config/paths";
import { useAuth } from "../../lib/auth-store";
import { t } from "../../lib/i18n";
import { useLocation, useNavigate } from "../../lib/router";

type FavouriteButtonProps = {
  restaurant: FavouriteTarget;
  /** "card": a round button over a card's picture; "header": beside the restaurant page's name. */
  variant?: "card" | "header";
};

export function FavouriteButton({ restaurant, variant = "card" }: FavouriteButtonProps) {
  const { user, status } = useAuth();
  const navigate = useNavigate();
  const here = useLocation();
  const isFavourite = useIsFavourite(restaurant._id);
  const toggle = useToggleFavourite();

  if (status === "loading" || (user && user.role !== "user")) return null;

  const onClick = () => {
    if (!user) {
      navigate(paths.login.getHref(), { state: { from: `${here.pathname}${here.search}` } });
      return;
    }
    toggle.mutate({ restaurant, favourite: !isFavourite });
  };

  const shape =
    variant === "card"
      ? "absolute top-2 right-2 z-10 size-10 bg-white/90 shadow-sm backdrop-blur-sm"
      : "size-11 bg-white ring-1 ring-gray-300";
  return (
    <button
      type="button"
      aria-pressed={isFavourite}
      aria-label={
        isFavourite
          ? t("profile:removeFromFavourites", { name: restaurant.name })
          : t("profile:saveToFavourites", { name: restaurant.name })
      }
      onClick={onClick}
      className={`${shape} inline-flex shrink-0 items-center justify-center rounded-full text-gray-800 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700`}
    >
      <Heart className={`size-5 ${isFavourite ? "fill-brand-600 text-brand-600" : ""}`} aria-hidden="true" />
    </button>
  );
}
