/** One banner picture (16:5, the size banners are stored at, so nothing is cropped), shared by the carousel and the still banners shown before it starts (same size: no shift). */
import type { Banner } from "@zaika/contract/banner";

export function BannerSlide({ banner, index, count }: { banner: Banner; index: number; count: number }) {
  return (
    <img
      src={banner.imageUrl}
      alt={`Offer ${index + 1} of ${count}`}
      width={1600}
      height={500}
      loading={index < 3 ? "eager" : "lazy"}
      fetchPriority={index === 0 ? "high" : "auto"}
      decoding="async"
      className="aspect-[16/5] w-full rounded-2xl bg-gray-200 object-cover"
    />
  );
}
