/**
 * PUT /admin/restaurant/{id}/update-images (multipart): a new logo or cover replaces the current one, gallery files
 * are added, and `removeGallery` (a JSON array of URLs) takes pictures out of the gallery.
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { updateRestaurantImages as updateRestaurantImagesEndpoint } from "@zaika/contract/endpoints/restaurants";
import { RESTAURANT_IMAGE_FIELDS, RESTAURANT_MESSAGES } from "@zaika/contract/restaurant";
import { invalidateRestaurants, restaurantKeys } from "../../../api/restaurants";
import { call } from "../../../lib/api-client";
import { translateMessage } from "../../../lib/i18n";
import { toast } from "../../../lib/toast";

export type RestaurantImageChanges = {
  logo: File | null;
  cover: File | null;
  gallery: File[];
  removeGallery: string[];
};

export async function updateRestaurantImages({ id, changes }: { id: string; changes: RestaurantImageChanges }) {
  const form = new FormData();
  if (changes.logo) form.append(RESTAURANT_IMAGE_FIELDS.logo, changes.logo);
  if (changes.cover) form.append(RESTAURANT_IMAGE_FIELDS.cover, changes.cover);
  for (const file of changes.gallery) form.append(RESTAURANT_IMAGE_FIELDS.gallery, file);
  if (changes.removeGallery.length > 0) {
    form.append(RESTAURANT_IMAGE_FIELDS.removeGallery, JSON.stringify(changes.removeGallery));
  }
  const response = await call(updateRestaurantImagesEndpoint, { params: { id }, body: form });
  return response.data;
}

export function useUpdateRestaurantImages() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRestaurantImages,
    onSuccess: (restaurant) => {
      toast.success(translateMessage(RESTAURANT_MESSAGES.imagesUpdated));
      queryClient.setQueryData(restaurantKeys.detail(restaurant._id), restaurant);
      return invalidateRestaurants(queryClient);
    },
  });
}
