/**
 * A stored picture at about the size it is shown (issue 15): its `srcset` offers the server's responsive widths
 * (`/uploads/<key>?w=320`, IMAGE_WIDTHS of the contract) and `sizes` says how wide it is drawn, so a phone downloads
 * a picture about as wide as its screen needs rather than the stored 1600 pixels. The page's main picture (its
 * largest paint: the first banner, a restaurant's cover) passes `priority`: fetched first, never lazily; one likely
 * in the first screen passes `eager`. Every other picture loads lazily, and all but the main one are decoded off the
 * main thread. Pictures from elsewhere (an S3 address, a preview) are
 * shown as they are.
 */
import { imageSrcSet } from "@zaika/contract/media-rules";
import type { ImgHTMLAttributes } from "react";

export type ResponsiveImageProps = Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  "src" | "srcSet" | "sizes" | "loading" | "fetchPriority" | "decoding"
> & {
  src: string;
  /**
   * How wide the picture is drawn, as the `sizes` attribute: "(min-width: 640px) 144px, 128px". With object-cover in
   * a box of another shape, the width drawn (part of it cut off), not the box's.
   */
  sizes: string;
  /** The widest candidate worth offering (the stored size of its kind, e.g. 400 for logos); all by default. */
  maxWidth?: number;
  /** The page's largest picture: high fetch priority, loaded at once. */
  priority?: boolean;
  /** Likely above the fold but not the largest: loaded at once, at the browser's usual priority. */
  eager?: boolean;
};

export function ResponsiveImage({
  src,
  sizes,
  maxWidth,
  priority = false,
  eager = false,
  alt = "",
  ...rest
}: ResponsiveImageProps) {
  const srcSet = imageSrcSet(src, maxWidth);
  return (
    // srcSet and sizes before src: a browser reading src first could start fetching the full picture.
    <img
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      src={src}
      alt={alt}
      loading={priority || eager ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : undefined}
      decoding={priority ? undefined : "async"}
      {...rest}
    />
  );
}
