/**
 * One banner picture (16:5, the size banners are stored at, so nothing is cropped), shared by the carousel and the
 * still banners shown before it starts (same size: no shift). A linked banner (issue 14) is a link named by its
 * picture and where it goes, e.g. "Offer 1 of 3: see offer ZAIKA50".
 */
import type { Banner } from "@zaika/contract/banner";
import { Link } from "react-router";
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
  const alt = `Offer ${index + 1} of ${count}`;
  const image = (
    <img
      src={banner.imageUrl}
      alt={alt}
      width={1600}
      height={500}
      loading={index < 3 ? "eager" : "lazy"}
      fetchPriority={index === 0 ? "high" : "auto"}
      decoding="async"
      className="aspect-[16/5] w-full rounded-2xl bg-gray-200 object-cover"
    />
  );
  if (!destination) return image;
  return (
    // Named outright, so every browser reads the same "picture: place" (no joining of the image's alt and a text).
    <Link
      to={destination.href}
      aria-label={`${alt}: ${destination.label}`}
      data-banner-id={banner._id}
      className="block rounded-2xl"
    >
      {image}
    </Link>
  );
}
