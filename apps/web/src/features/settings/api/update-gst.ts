/**
 * POST /settings: an admin sets the GST percentage. Spec §8: success 'GST Updated Successfully'; failure shows the
 * server's message, else 'Failed to update GST percentage' (so the client's generic toast is turned off here).
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { SETTINGS_MESSAGES, type Settings, type UpdateSettingsResponseSchema } from "@zaika/contract/settings";
import toast from "react-hot-toast";
import type { z } from "zod";
import { api } from "../../../lib/api-client";
import { serverMessage } from "../../../lib/api-error";
import { settingsKeys } from "./get-settings";

type UpdateSettingsResponse = z.infer<typeof UpdateSettingsResponseSchema>;

export const updateGst = (gst: number) => api.post<UpdateSettingsResponse>("/settings", { gst }, { toast: false });

export function useUpdateGst() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateGst,
    onSuccess: (response) => {
      toast.success(response.message || SETTINGS_MESSAGES.gstUpdated);
      queryClient.setQueryData<Settings>(settingsKeys.all, { gst: response.gst });
      return queryClient.invalidateQueries({ queryKey: settingsKeys.all });
    },
    onError: (error) => {
      toast.error(serverMessage(error) ?? SETTINGS_MESSAGES.gstUpdateFailed);
    },
  });
}
