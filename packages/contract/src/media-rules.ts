/**
 * Image uploads: JPEG, PNG or WebP by content, at most 5 MB, stored re-encoded as WebP, and served at the widths a
 * page draws them; the limits, widths and messages. ./media adds the upload routes' schemas and re-exports these; this
 * module is free of zod, so the customer pages' pictures get their srcset without loading it.
 */

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const ACCEPTED_IMAGE_TYPES = ["image/jpeg", "image/png", "image/webp"] as const;
/** Larger pictures (in pixels) are refused before decoding: a small file can hide a huge bitmap. */
export const MAX_IMAGE_MEGAPIXELS = 40;

/** What an image is for; it decides the stored size (see the server's lib/images.ts). */
export const IMAGE_PURPOSES = ["product", "category", "logo", "cover", "gallery", "banner"] as const;
export type ImagePurpose = (typeof IMAGE_PURPOSES)[number];

/** The longest edge, in pixels, an image of each purpose is stored at (smaller pictures are never enlarged). */
export const IMAGE_MAX_EDGE: Readonly<Record<ImagePurpose, number>> = {
  banner: 1600,
  cover: 1600,
  gallery: 1200,
  product: 800,
  logo: 400,
  category: 400,
};

/**
 * The widths, in pixels, a stored image is also served at (`/uploads/<key>?w=320`): the candidates of the web app's
 * `srcset`, so a phone downloads a picture about as wide as it shows it. Other widths are refused: each one is a
 * file the server makes and keeps. A width at or above the stored picture's own gets the stored picture.
 */
export const IMAGE_WIDTHS = [96, 160, 240, 320, 480, 640, 800, 960, 1280, 1600] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];
/** The query parameter that asks for one of IMAGE_WIDTHS. */
export const IMAGE_WIDTH_PARAM = "w";

/** Where the server serves stored pictures (and their widths); other addresses (an S3 URL) have no widths. */
const STORED_IMAGE_PREFIX = "/uploads/";

/**
 * The `srcset` of a stored picture: every width up to `maxWidth` (the narrowest when none fits), or undefined for a
 * picture stored elsewhere or an address that already names a width. The web app's pictures and the server's preload
 * hints build it here, so a hint names exactly the file the page then asks for.
 */
export function imageSrcSet(src: string, maxWidth = Number.POSITIVE_INFINITY): string | undefined {
  if (!src.startsWith(STORED_IMAGE_PREFIX) || src.includes("?")) return undefined;
  const widths = IMAGE_WIDTHS.filter((width) => width <= maxWidth);
  const offered = widths.length > 0 ? widths : IMAGE_WIDTHS.slice(0, 1);
  return offered.map((width) => `${src}?${IMAGE_WIDTH_PARAM}=${width} ${width}w`).join(", ");
}

/**
 * How wide the web app draws the pictures that are a page's largest (its `sizes`), shared with the server's preload
 * hints for them. A banner spans the page on phones, half of it from md and a third from xl (up to three in view).
 * A restaurant's cover (8:3) fills a box as wide as the page (at most 72 rem) and 9 rem high, 14 from sm.
 */
export const MAIN_PICTURE_SIZES = {
  banner: "(min-width: 1280px) 33vw, (min-width: 768px) 50vw, 100vw",
  restaurantCover: "(min-width: 1152px) 1120px, 100vw",
} as const;

/** The multipart field that carries the file on every upload route. */
export const IMAGE_FIELD = "image";

export const IMAGE_MESSAGES = {
  tooLarge: "Image must be 5 MB or smaller",
  notAnImage: "Upload a JPEG, PNG or WebP image",
  tooManyPixels: `Image must be at most ${MAX_IMAGE_MEGAPIXELS} megapixels`,
  missing: "Choose an image to upload",
  notMultipart: "Send the image as multipart/form-data",
  oneImage: "Upload one image at a time",
  badUrl: "Image must be a URL returned by the image upload",
  /** A restaurant or dish names a picture its owner did not upload (admins may use any). */
  notYours: "Use an image uploaded for this restaurant",
  notFound: "Image not found",
  galleryUrls: "gallery must be an image URL or a JSON array of them",
  storeUnavailable: "Images cannot be loaded right now. Please try again shortly.",
  badWidth: `w must be one of: ${IMAGE_WIDTHS.join(", ")}`,
} as const;
