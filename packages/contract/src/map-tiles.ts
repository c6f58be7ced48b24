/**
 * Street maps as a runtime setting (issue 13, decision 020): MAP_TILE_URL is a raster tile URL template in Leaflet's
 * grammar, e.g. `https://{s}.tile.example.org/{z}/{x}/{y}.png`. The server refuses a malformed one at start-up (with
 * these messages), serves it to the web app in the public configuration, and lets pages load images from its host
 * (the CSP's img-src source worked out here). Without one every map draws the offline vector basemap.
 */

/**
 * The placeholders Leaflet fills in: `{s}` a subdomain (Leaflet's default a, b, c), `{z}` `{x}` `{y}` the tile (`{-y}`
 * counted from the bottom, TMS), `{r}` "@2x" on high-density screens. Any other would make Leaflet throw.
 */
export const MAP_TILE_PLACEHOLDERS = ["s", "z", "x", "y", "-y", "r"] as const;

export const MAP_TILE_MESSAGES = {
  notHttp: "must be an http(s) URL, e.g. https://tile.example.org/{z}/{x}/{y}.png",
  missingTile: "must contain {z}, {x} and {y} (or {-y}), e.g. https://tile.example.org/{z}/{x}/{y}.png",
  unknownPlaceholder: (name: string) => `has an unknown placeholder {${name}}: only {s}, {z}, {x}, {y}, {-y} and {r}`,
  credentials: "must not carry a user name or password (browsers refuse such image addresses)",
  placeholderInHost: "may hold only {s} in its host name",
  subdomainTooHigh: "must keep {s} in a subdomain below the site's own name, e.g. https://{s}.tile.example.org/…",
} as const;

const PLACEHOLDER = /\{([^{}]*)\}/g;
/** Scheme, authority (user, host, port) and the rest, of an absolute http(s) template. */
const HTTP_TEMPLATE = /^(https?):\/\/([^/?#\\]*)(.*)$/i;
/** An authority's host name (a bracketed IPv6 address or a name) and port. */
const AUTHORITY = /^(\[[^\]]*\]|[^:]*)(?::(.*))?$/;
/** One label of a host name (LDH: letters, digits, inner hyphens), with `{s}` read as a letter. */
const HOST_LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/i;
const IPV6_HOST = /^\[[0-9a-f:.]+\]$/i;
const DEFAULT_PORTS: Record<string, string> = { http: "80", https: "443" };

type TemplateOrigin = { scheme: string; hostname: string; port: string | undefined };

/** The scheme, host name (as written, placeholders kept) and port of a template, or null when it has no http(s) one. */
function templateOrigin(template: string): TemplateOrigin | null {
  const match = HTTP_TEMPLATE.exec(template);
  const authority = AUTHORITY.exec(match?.[2] ?? "");
  if (!match || !authority) return null;
  return { scheme: (match[1] ?? "").toLowerCase(), hostname: authority[1] ?? "", port: authority[2] };
}

/** Index of the last host label holding `{s}`, or -1. */
function subdomainLabel(hostname: string): number {
  const labels = hostname.split(".");
  for (let i = labels.length - 1; i >= 0; i--) if (labels[i]?.includes("{s}")) return i;
  return -1;
}

function isHostName(hostname: string): boolean {
  if (IPV6_HOST.test(hostname)) return true;
  return hostname
    .replaceAll("{s}", "a")
    .split(".")
    .every((label) => HOST_LABEL.test(label));
}

/** Why a tile URL template cannot be used, or null. */
export function mapTileUrlProblem(template: string): string | null {
  const origin = templateOrigin(template);
  if (!origin) return MAP_TILE_MESSAGES.notHttp;
  const names = [...template.matchAll(PLACEHOLDER)].map((m) => m[1] ?? "");
  const unknown = names.find((name) => !(MAP_TILE_PLACEHOLDERS as readonly string[]).includes(name));
  if (unknown !== undefined) return MAP_TILE_MESSAGES.unknownPlaceholder(unknown);
  if (!names.includes("z") || !names.includes("x") || !(names.includes("y") || names.includes("-y")))
    return MAP_TILE_MESSAGES.missingTile;
  const { hostname, port } = origin;
  if (hostname.includes("@") || port?.includes("@")) return MAP_TILE_MESSAGES.credentials;
  if (hostname.replaceAll("{s}", "").includes("{") || port?.includes("{")) return MAP_TILE_MESSAGES.placeholderInHost;
  if (!hostname || !isHostName(hostname)) return MAP_TILE_MESSAGES.notHttp;
  if (port !== undefined && !(/^\d{1,5}$/.test(port) && Number(port) <= 65535)) return MAP_TILE_MESSAGES.notHttp;
  const label = subdomainLabel(hostname);
  // The CSP admits `*.<what follows the {s} label>`: at least a site's name and its top-level domain.
  if (label !== -1 && hostname.split(".").length - label - 1 < 2) return MAP_TILE_MESSAGES.subdomainTooHigh;
  return null;
}

/**
 * The Content-Security-Policy source that admits every tile of a valid template: its origin (scheme, host, port), or
 * with `{s}` in the host, every subdomain of what follows that label: `https://{s}.tile.example.org/…` gives
 * `https://*.tile.example.org`. A CSP wildcard stands only for whole leftmost labels, hence the form.
 */
export function mapTileImageSource(template: string): string {
  const origin = templateOrigin(template);
  if (!origin) throw new Error(`not a tile URL template: ${template}`);
  const { scheme, port } = origin;
  const hostname = origin.hostname.toLowerCase();
  const label = subdomainLabel(hostname);
  const host =
    label === -1
      ? hostname
      : `*.${hostname
          .split(".")
          .slice(label + 1)
          .join(".")}`;
  const portPart = port && Number(port) !== Number(DEFAULT_PORTS[scheme]) ? `:${Number(port)}` : "";
  return `${scheme}://${host}${portPart}`;
}

/**
 * The web app's maps: tiles from this template with this attribution (HTML, as Leaflet shows it), or offline. The
 * schemas (MapTileUrlSchema, MapSettingsSchema) are in ./config: this module stays free of zod, as the web app's first
 * load reads OFFLINE_MAP.
 */
export interface MapSettings {
  tileUrl: string | null;
  attribution: string | null;
}

/** No tiles: every map draws the offline vector basemap (India's outline, city markers). */
export const OFFLINE_MAP: MapSettings = { tileUrl: null, attribution: null };
