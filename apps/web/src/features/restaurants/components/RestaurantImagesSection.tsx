/** The "Images" card: logo, cover and gallery as they are, and a form to replace, add or remove pictures. */
import { MAX_GALLERY_IMAGES, RESTAURANT_MESSAGES, type Restaurant } from "@zaika/contract/restaurant";
import { type FormEvent, useState } from "react";
import { Button } from "../../../components/ui/Button";
import { Checkbox } from "../../../components/ui/Checkbox";
import { ImageInput } from "../../../components/ui/ImageInput";
import { t } from "../../../lib/i18n";
import { useUpdateRestaurantImages } from "../api/update-restaurant-images";

export function RestaurantImagesSection({ restaurant }: { restaurant: Restaurant }) {
  const updateImages = useUpdateRestaurantImages();
  const [logo, setLogo] = useState<File[]>([]);
  const [cover, setCover] = useState<File[]>([]);
  const [gallery, setGallery] = useState<File[]>([]);
  const [removing, setRemoving] = useState<string[]>([]);
  const { images } = restaurant;

  const galleryCount = images.gallery.length - removing.length + gallery.length;
  const galleryError = galleryCount > MAX_GALLERY_IMAGES ? RESTAURANT_MESSAGES.tooManyGalleryImages : undefined;
  const changed = logo.length > 0 || cover.length > 0 || gallery.length > 0 || removing.length > 0;

  function toggleRemoval(url: string, remove: boolean) {
    setRemoving((current) => (remove ? [...current, url] : current.filter((item) => item !== url)));
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!changed || galleryError) return;
    updateImages.mutate(
      {
        id: restaurant._id,
        changes: { logo: logo[0] ?? null, cover: cover[0] ?? null, gallery, removeGallery: removing },
      },
      {
        onSuccess: () => {
          setLogo([]);
          setCover([]);
          setGallery([]);
          setRemoving([]);
        },
      },
    );
  }

  return (
    <section aria-labelledby="images-heading" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-gray-200">
      <h2 id="images-heading" className="text-lg font-semibold text-gray-900">
        {t("restaurants:images")}
      </h2>
      <form onSubmit={onSubmit} noValidate className="mt-4 space-y-6">
        <div className="grid gap-6 md:grid-cols-[auto_minmax(0,1fr)]">
          <ImageInput
            label={t("restaurants:logo")}
            files={logo}
            onFilesChange={setLogo}
            currentUrl={images.logo}
            previewClassName="size-24"
          />
          <ImageInput
            label={t("restaurants:coverPicture")}
            files={cover}
            onFilesChange={setCover}
            currentUrl={images.cover}
            previewClassName="aspect-[3/1] w-full max-w-md"
          />
        </div>

        <div>
          <h3 className="text-sm font-medium text-gray-900">{t("restaurants:gallery")}</h3>
          {images.gallery.length === 0 ? (
            <p className="mt-1 text-sm text-gray-700">{t("restaurants:noGallery")}</p>
          ) : (
            <ul className="mt-2 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
              {images.gallery.map((url, index) => (
                <li key={url} className="space-y-2">
                  <img
                    src={url}
                    alt={t("restaurants:galleryPicture", { number: index + 1, name: restaurant.name })}
                    loading="lazy"
                    className={`aspect-square w-full rounded-lg bg-gray-100 object-cover ${
                      removing.includes(url) ? "opacity-40" : ""
                    }`}
                  />
                  <Checkbox
                    label={t("restaurants:removePicture", { number: index + 1 })}
                    checked={removing.includes(url)}
                    onChange={(event) => toggleRemoval(url, event.target.checked)}
                  />
                </li>
              ))}
            </ul>
          )}
          <div className="mt-4">
            <ImageInput
              label={t("restaurants:addGallery")}
              multiple
              files={gallery}
              onFilesChange={setGallery}
              error={galleryError}
              hint={t("restaurants:galleryHint", { max: MAX_GALLERY_IMAGES })}
            />
          </div>
        </div>

        <Button type="submit" loading={updateImages.isPending} disabled={!changed || Boolean(galleryError)}>
          {t("restaurants:saveImages")}
        </Button>
      </form>
    </section>
  );
}
