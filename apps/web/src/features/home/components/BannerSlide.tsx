/**
 * One banner picture (16:5, the size banners are stored at, so nothing is cropped), shared by the carousel and the
 * still banners shown before it starts (same size: no shift). A linked banner (issue 14) is a link named by its
 * picture and where it goes, e.g. "Offer 1 of 3: see offer ZAIKA50".
 */
import type { Banner } from "@zaika/contract/banner";
import { MAIN_PICTURE_SIZES } from "@zaika/contract/media-rules";
import { ResponsiveImage } from "../../../components/ui/ResponsiveImage";
import { t } from "../../../lib/i18n";
import { Link } from "../../../lib/router";
import type { BannerDestination } from "./banner-link";

export function BannerSlide({
  banner,
  index,
  count,
  destination = null,
}: {
  banner: Banner;
  index: number;
  count: number;
  destination?: BannerDestination | null;
}) {
  const alt = t("home:offerOf", { number: index + 1, total: count });
  const image = (
    // The first banner is the home page's largest picture; the others wait until shown (on phones, md and xl hide them).
    <ResponsiveImage
      src={banner.imageUrl}
      sizes={MAIN_PICTURE_SIZES.banner}
      alt={alt}
      width={1600}
      height={500}
      priority={index === 0}
      className="aspect-[16/5] w-full rounded-2xl bg-gray-200 object-cover"
    />
  );
  if (!destination) return image;
  return (
    // Named outright, so every browser reads the same "picture: place" (no joining of the image's alt and a text).
    <Link
      to={destination.href}
      aria-label={t("home:bannerLink", { picture: alt, place: destination.label })}
      data-banner-id={banner._id}
      className="block rounded-2xl"
    >
      {image}
    </Link>
  );
}
