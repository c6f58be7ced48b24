/**
 * The pictures the seed asks for, each described by its inputs, and drawing them: every picture is one SVG document
 * (backdrop, dishes, shade), rendered to WebP unless the cache already holds the result of that very document.
 */
import { type ArtCache, cacheKey } from "./cache";
import { ART, type ArtKey } from "./catalogue";
import { renderWebp, WEBP } from "./render";
import {
  type BannerInput,
  bannerSvg,
  categoryBackdropSvg,
  coverBackdropSvg,
  dishAt,
  type LogoInput,
  logoSvg,
  productBackdropSvg,
  SIZES,
  type Spot,
} from "./scenes";
import { type Drawing, svgDocument } from "./svg";

export type PictureOrder =
  | { kind: "dish"; key: ArtKey }
  | { kind: "category"; name: string; art: ArtKey; color: string }
  | { kind: "logo"; logo: LogoInput }
  | { kind: "cover"; slug: string; dishes: ArtKey[] }
  | { kind: "banner"; banner: BannerInput };

/**
 * Bumped when the rendering changes in a way the SVG does not show (the renderer, not the drawings: any change to a
 * drawing changes the SVG, and with it the cache key).
 */
const RENDERER_VERSION = 1;

/** Food seen from the side rises high above its base: smaller, and moved to stay inside a banner's height. */
function fitStanding(key: ArtKey, spot: Spot): Spot {
  if (ART[key].view === "top") return spot;
  const scale = spot.scale * 0.85;
  const y = Math.min(Math.max(spot.y, 125 * scale + 8), SIZES.banner.height - 100 * scale - 8);
  return { ...spot, scale, y };
}

const dishes = (keys: ArtKey[], spots: Spot[], fit: (key: ArtKey, spot: Spot) => Spot = (_, spot) => spot) =>
  keys.slice(0, spots.length).map((key, i) => dishAt(key, fit(key, spots[i] as Spot), `d${i}-`));

/** The whole picture as one SVG document. */
export function pictureSvg(order: PictureOrder): string {
  const picture = (size: { width: number; height: number }, layers: Drawing[]) =>
    svgDocument(size.width, size.height, layers);
  switch (order.kind) {
    case "dish": {
      const { backdrop, spot } = productBackdropSvg(order.key);
      return picture(SIZES.product, [backdrop, ...dishes([order.key], [spot])]);
    }
    case "category": {
      const { backdrop, spot } = categoryBackdropSvg(order.name, order.art, order.color);
      return picture(SIZES.category, [backdrop, ...dishes([order.art], [spot])]);
    }
    case "logo": {
      const { backdrop, emblem } = logoSvg(order.logo);
      return picture(SIZES.logo, [backdrop, ...(emblem ? dishes([order.logo.emblem], [emblem]) : [])]);
    }
    case "cover": {
      const { backdrop, spots, shade } = coverBackdropSvg(order.slug);
      return picture(SIZES.cover, [backdrop, ...dishes(order.dishes, spots), shade]);
    }
    case "banner": {
      const { backdrop, spots } = bannerSvg(order.banner);
      return picture(SIZES.banner, [backdrop, ...dishes(order.banner.dishes, spots, fitStanding)]);
    }
  }
}

export interface DrawProgress {
  /** Pictures ready so far, of `total`; `cached` of the total came from the cache. */
  done: number;
  total: number;
  cached: number;
}

export interface DrawOptions {
  /** Where drawn pictures are kept between runs; null draws every picture. */
  cache: ArtCache | null;
  /** Told once the cache has been read, then after every picture drawn. */
  onProgress?: (progress: DrawProgress) => void;
}

/** The WebP pictures of the orders, in the same order. */
export async function drawPictures(orders: PictureOrder[], options: DrawOptions): Promise<Buffer[]> {
  const { cache, onProgress } = options;
  const svgs = orders.map(pictureSvg);
  const keys = svgs.map((svg) => cacheKey([String(RENDERER_VERSION), JSON.stringify(WEBP), svg]));
  const found = await Promise.all(keys.map((key) => cache?.read(key) ?? null));
  const cached = found.filter((body) => body !== null).length;
  let done = cached;
  onProgress?.({ done, total: orders.length, cached });
  // Every missing picture is queued at once: sharp runs them on libuv's threads, as many at a time as there are.
  return Promise.all(
    found.map(async (hit, i) => {
      if (hit) return hit;
      const body = await renderWebp(svgs[i] as string);
      await cache?.write(keys[i] as string, body);
      done += 1;
      onProgress?.({ done, total: orders.length, cached });
      return body;
    }),
  );
}
