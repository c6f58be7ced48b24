/** GET /config/public for component tests: the demo's support contacts and the map settings a test chooses. */
import type { PublicConfig } from "@zaika/contract/config";
import { getPublicConfig } from "@zaika/contract/endpoints/system";
import { type MapSettings, OFFLINE_MAP } from "@zaika/contract/map-tiles";
import { mockEndpoint } from "./mock-api";

/** Street tiles a test can recognise in the map's images. */
export const TEST_TILES: MapSettings = {
  tileUrl: "https://tiles.zaika.test/{z}/{x}/{y}.png",
  attribution: "© Test tile contributors",
};

export function publicConfig(map: MapSettings = OFFLINE_MAP): PublicConfig {
  return { appName: "Zaika", supportPhone: "+91 22 4890 1234", supportEmail: "support@zaika.example", map };
}

/** Answers GET /config/public with these map settings (default: none, the offline basemap). */
export function mockPublicConfig(map: MapSettings = OFFLINE_MAP) {
  return mockEndpoint(getPublicConfig, publicConfig(map));
}
