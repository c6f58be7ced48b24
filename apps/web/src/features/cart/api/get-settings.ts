/** The GST percentage the cart's bill preview needs (spec §7): the shared settings query of api/settings. */
import { useQuery } from "@tanstack/react-query";
import { settingsQueryOptions } from "../../../api/settings";

/** Re-read whenever a bill is shown: the admin may have changed GST since, and the server charges the new rate. */
export function useSettings() {
  return useQuery({ ...settingsQueryOptions(), refetchOnMount: "always" });
}
