/** A restaurant's pictures: logo, cover and gallery, as new files or images its owner already uploaded. */
import { MAX_GALLERY_IMAGES, RESTAURANT_MESSAGES, type Restaurant } from "@zaika/contract/restaurant";
import { BadRequest, NotFound } from "../../lib/errors";
import * as media from "../media/service";
import * as q from "./queries";
import { announceChange, loadForViewer, manageable, type RestaurantsDeps } from "./service";
import type { Viewer } from "./wire";

/** A new file to store, or the URL of an image already uploaded (POST /media/images) by the restaurant's owner. */
export type ImageInput = Buffer | string;

export interface ImageChanges {
  logo?: ImageInput;
  cover?: ImageInput;
  gallery: ImageInput[];
  /** Gallery URLs to drop; URLs not in the gallery are ignored. */
  removeGallery: string[];
}

/**
 * Replaces the logo and cover, adds and removes gallery pictures. A URL must name an image the restaurant's owner
 * uploaded (any, for an admin) or one the restaurant already shows. New files are stored first, as the owner's; the
 * row is then changed in a transaction; replaced pictures that nothing else shows leave storage only after it commits
 * (and new files if it fails).
 */
export async function updateImages(
  deps: RestaurantsDeps,
  viewer: Viewer,
  id: string,
  changes: ImageChanges,
): Promise<Restaurant> {
  const current = await manageable(deps, viewer, id);
  const galleryAfter = (gallery: string[]) =>
    gallery.filter((url) => !changes.removeGallery.includes(url)).length + changes.gallery.length;
  if (galleryAfter(current.gallery) > MAX_GALLERY_IMAGES) {
    throw new BadRequest(RESTAURANT_MESSAGES.tooManyGalleryImages, "gallery");
  }

  const references = [
    ...(typeof changes.logo === "string" ? [{ url: changes.logo, field: "logo" }] : []),
    ...(typeof changes.cover === "string" ? [{ url: changes.cover, field: "cover" }] : []),
    ...changes.gallery.flatMap((image) => (typeof image === "string" ? [{ url: image, field: "gallery" }] : [])),
  ];
  await media.assertUsableImages(deps.db, viewer, current.ownerId, references, [
    current.logo,
    current.cover,
    ...current.gallery,
  ]);

  const stored: string[] = [];
  const place = async (image: ImageInput | undefined, purpose: "logo" | "cover" | "gallery") => {
    if (image === undefined || typeof image === "string") return image;
    const { url } = await media.storeImage(deps, current.ownerId, image, purpose);
    stored.push(url);
    return url;
  };
  let replaced: string[];
  try {
    const logo = await place(changes.logo, "logo");
    const cover = await place(changes.cover, "cover");
    const added: string[] = [];
    for (const image of changes.gallery) {
      const url = (await place(image, "gallery")) as string;
      if (!added.includes(url)) added.push(url);
    }
    replaced = await deps.db.transaction(async (tx) => {
      const row = await q.lockRestaurant(tx, id);
      if (!row || row.deletedAt) throw new NotFound(RESTAURANT_MESSAGES.notFound);
      if (galleryAfter(row.gallery) > MAX_GALLERY_IMAGES) {
        throw new BadRequest(RESTAURANT_MESSAGES.tooManyGalleryImages, "gallery");
      }
      const kept = row.gallery.filter((url) => !changes.removeGallery.includes(url));
      const gone = row.gallery.filter((url) => changes.removeGallery.includes(url));
      const update: q.RestaurantChanges = {
        gallery: [...kept, ...added.filter((url) => !kept.includes(url))],
        updatedAt: deps.clock.now(),
      };
      if (logo) {
        update.logo = logo;
        if (row.logo) gone.push(row.logo);
      }
      if (cover) {
        update.cover = cover;
        if (row.cover) gone.push(row.cover);
      }
      await q.updateRestaurant(tx, id, update);
      // A replaced picture may still be shown elsewhere (a dish, the gallery it moved to): only unused ones go.
      return media.releaseImages(tx, gone);
    });
  } catch (error) {
    await media.discardImages(deps, stored);
    throw error;
  }
  await media.removeFiles(deps.storage, replaced);
  await announceChange(deps, id);
  return loadForViewer(deps, viewer, id);
}
