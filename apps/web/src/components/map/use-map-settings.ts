/**
 * What every map draws under its own layers (decision 020): the street tiles of the server's public configuration, or
 * the offline basemap when it has none or could not be read. Undefined while the configuration is on its way: a map
 * shows itself at once and adds its base layer (components/map/base-layer.ts) when this arrives.
 */
import { type MapSettings, OFFLINE_MAP } from "@zaika/contract/map-tiles";
import { usePublicConfig } from "../../lib/public-config";

export function useMapSettings(): MapSettings | undefined {
  const { data, isError } = usePublicConfig();
  if (data) return data.map;
  return isError ? OFFLINE_MAP : undefined;
}
