/**
 * Turns the seed's SVG scenes into WebP pictures with sharp. Each dish is rasterised once as a transparent layer and
 * then laid onto every picture that shows it (its product photo, category tile, covers, logos, banners).
 */
import sharp, { type OverlayOptions } from "sharp";
import { ART, type ArtKey } from "./catalogue";
import {
  type BannerInput,
  bannerSvg,
  categoryBackdropSvg,
  coverBackdropSvg,
  dishLayerSvg,
  LAYER,
  type LogoInput,
  layerAnchor,
  logoSvg,
  productBackdropSvg,
  SIZES,
  type Spot,
} from "./scenes";

const WEBP = { quality: 80, effort: 2 } as const;

/** Runs at most `max` jobs at once: sharp queues work on libuv's pool, this keeps memory bounded. */
function limiter(max: number) {
  let running = 0;
  const waiting: Array<() => void> = [];
  return async <T>(job: () => Promise<T>): Promise<T> => {
    if (running >= max) await new Promise<void>((resolve) => waiting.push(resolve));
    running += 1;
    try {
      return await job();
    } finally {
      running -= 1;
      waiting.shift()?.();
    }
  };
}

/** Food seen from the side rises high above its base: smaller, and moved to stay inside a banner's height. */
function fitStanding(key: ArtKey, spot: Spot): Spot {
  if (ART[key].view === "top") return spot;
  const scale = spot.scale * 0.85;
  const y = Math.min(Math.max(spot.y, 125 * scale + 8), SIZES.banner.height - 100 * scale - 8);
  return { ...spot, scale, y };
}

export interface Studio {
  product(key: ArtKey): Promise<Buffer>;
  category(name: string, key: ArtKey, color: string): Promise<Buffer>;
  logo(input: LogoInput): Promise<Buffer>;
  cover(slug: string, dishes: ArtKey[]): Promise<Buffer>;
  banner(input: BannerInput): Promise<Buffer>;
}

export function studio(concurrency = 4): Studio {
  const limit = limiter(concurrency);
  const layers = new Map<ArtKey, Promise<Buffer>>();

  const layer = (key: ArtKey): Promise<Buffer> => {
    let pending = layers.get(key);
    if (!pending) {
      pending = limit(() =>
        sharp(Buffer.from(dishLayerSvg(key)))
          .png({ compressionLevel: 1 })
          .toBuffer(),
      );
      layers.set(key, pending);
    }
    return pending;
  };

  /** The dish's layer scaled for a spot, with where its top-left corner goes. */
  const placed = async (key: ArtKey, spot: Spot): Promise<OverlayOptions> => {
    const k = spot.scale / LAYER.scale;
    const anchor = layerAnchor(key);
    const source = await layer(key);
    const size = Math.round(LAYER.size * k);
    const input =
      size === LAYER.size ? source : await sharp(source).resize(size, size).png({ compressionLevel: 1 }).toBuffer();
    return { input, left: Math.round(spot.x - anchor.x * k), top: Math.round(spot.y - anchor.y * k) };
  };

  const compose = async (svg: string, overlays: Array<Promise<OverlayOptions>>): Promise<Buffer> => {
    const layersOnTop = await Promise.all(overlays);
    return limit(() => sharp(Buffer.from(svg)).composite(layersOnTop).webp(WEBP).toBuffer());
  };

  return {
    product(key) {
      const { svg, spot } = productBackdropSvg(key);
      return compose(svg, [placed(key, spot)]);
    },
    category(name, key, color) {
      const { svg, spot } = categoryBackdropSvg(name, key, color);
      return compose(svg, [placed(key, spot)]);
    },
    logo(input) {
      const { svg, emblem } = logoSvg(input);
      return compose(svg, emblem ? [placed(input.emblem, emblem)] : []);
    },
    cover(slug, dishes) {
      const { svg, spots, shade } = coverBackdropSvg(slug);
      const overlays = dishes.slice(0, spots.length).map((key, i) => placed(key, spots[i] as Spot));
      return compose(svg, [...overlays, Promise.resolve({ input: Buffer.from(shade), left: 0, top: 0 })]);
    },
    banner(input) {
      const { svg, spots } = bannerSvg(input);
      return compose(
        svg,
        input.dishes.slice(0, spots.length).map((key, i) => placed(key, fitStanding(key, spots[i] as Spot))),
      );
    },
  };
}
