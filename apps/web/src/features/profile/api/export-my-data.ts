/**
 * GET /user/me/export: the customer's data as a JSON file, saved under the server's dated name. A failure is toasted
 * by the download helper (the server's message, or the contract's generic one).
 */
import { useMutation } from "@tanstack/react-query";
import { ACCOUNT_MESSAGES, accountExportFileName } from "@zaika/contract/account";
import { exportMyData as exportMyDataEndpoint } from "@zaika/contract/endpoints/account";
import { downloadFile } from "../../../lib/download";
import { messageText } from "../../../lib/i18n";
import { toast } from "../../../lib/toast";

export const exportMyData = () =>
  downloadFile(exportMyDataEndpoint, {
    accept: exportMyDataEndpoint.fileType,
    // Only used if the answer names no file: the server dates it by the India day, as this does.
    fallbackName: accountExportFileName(new Date()),
  });

export function useExportMyData() {
  return useMutation({
    mutationFn: exportMyData,
    onSuccess: () => {
      toast.success(messageText(ACCOUNT_MESSAGES.exportReady));
    },
  });
}
