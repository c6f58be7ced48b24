/**
 * POST /settings: an admin sets the GST percentage. Spec §8: success 'GST Updated Successfully'; failure shows the
 * server's message, else 'Failed to update GST percentage' (so the client's generic toast is turned off here).
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { updateSettings } from "@zaika/contract/endpoints/settings";
import { SETTINGS_MESSAGES } from "@zaika/contract/settings";
import { settingsKeys, settingsQueryOptions } from "../../../api/settings";
import { call } from "../../../lib/api-client";
import { serverMessage } from "../../../lib/api-error";
import { messageText, translateMessage } from "../../../lib/i18n";
import { toast } from "../../../lib/toast";

export const updateGst = (gst: number) => call(updateSettings, { body: { gst }, toast: false });

export function useUpdateGst() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateGst,
    onSuccess: (response) => {
      toast.success(messageText(response.message) || translateMessage(SETTINGS_MESSAGES.gstUpdated));
      queryClient.setQueryData(settingsQueryOptions().queryKey, { gst: response.gst });
      return queryClient.invalidateQueries({ queryKey: settingsKeys.all });
    },
    onError: (error) => {
      toast.error(messageText(serverMessage(error)) || translateMessage(SETTINGS_MESSAGES.gstUpdateFailed));
    },
  });
}
