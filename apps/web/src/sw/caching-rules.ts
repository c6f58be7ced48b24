/**
 * What the service worker keeps, and how it answers when the network is slow or gone (decision 024). The functions
 * here run INSIDE the service worker: workbox-build copies each one's source text into sw.js, so each must be
 * self-contained (no imports, no module constants, no calls to the others). The tests run them rebuilt from their
 * source text, as sw.js does.
 */

/** The runtime caches: menus (stale-while-revalidate), other public catalog reads (network first), images. */
export type CacheRoute = "menu" | "catalog" | "image";

/** What Workbox hands a route's matcher. */
export interface MatchInput {
  request: Request;
  url: URL;
  sameOrigin: boolean;
}

/**
 * Which runtime cache a request may use, or null for none. An allow-list: only GETs of public catalog data (see
 * packages/contract/src/endpoints, `access: "public"`) and images; never a write, never personal data (user, cart,
 * orders, auth, payments, owner, admin, rider, events, tracking), never a stream. Owners, admins and riders call some of
 * the same public endpoints and get private fields back (commission, bank details): a request carrying a staff token
 * is never cached either.
 */
export function cacheRouteOf({ request, url, sameOrigin }: MatchInput): CacheRoute | null {
  if (request.method !== "GET" || !sameOrigin) return null;
  const path = url.pathname;
  if (path.startsWith("/uploads/") || path.startsWith("/images/")) return "image";
  if (!path.startsWith("/api/")) return null;
  const authorization = request.headers.get("authorization");
  if (authorization) {
    let role: unknown = null;
    try {
      const payload = authorization.replace(/^Bearer\s+/i, "").split(".")[1] ?? "";
      role = JSON.parse(atob(payload.replace(/-/g, "+").replace(/_/g, "/"))).role;
    } catch {
      return null;
    }
    if (role !== "user") return null;
  }
  const endpoint = path.slice("/api".length);
  // A restaurant's page and a category's dishes.
  if (/^\/restaurants\/[^/]+\/menu$/.test(endpoint) || endpoint === "/products/nearby") return "menu";
  // Listings, a restaurant's profile and hours, categories, banners, offers, GST, the app's config, search, reviews.
  const catalog =
    /^\/(?:admin\/restaurant\/[^/]+(?:\/business-hours)?|admin\/category\/all|admin\/banner|offers|settings|config\/public|search|restaurants\/[^/]+\/reviews)$/;
  return catalog.test(endpoint) ? "catalog" : null;
}

/**
 * A matcher for one of the caches. workbox-build writes a matcher's source text into sw.js, where cacheRouteOf does
 * not exist: this one carries cacheRouteOf's source in its own body.
 */
export function routeMatcher(route: CacheRoute): (input: MatchInput) => boolean {
  // i18n-ignore: JavaScript source, not a text
  const body = `return (${cacheRouteOf.toString()})(input) === ${JSON.stringify(route)};`;
  return new Function("input", body) as (input: MatchInput) => boolean;
}

/**
 * Page loads the app's shell answers: same-origin navigations except the server's own pages and files
 * (navigateFallbackDenylist: /api/, /uploads/, and any path naming a file such as /robots.txt or /offline.html).
 */
export function isAppNavigation({ request, url, sameOrigin }: MatchInput): boolean {
  return (
    request.mode === "navigate" &&
    sameOrigin &&
    !/^\/(?:api|uploads)(?:\/|$)/.test(url.pathname) &&
    !/\/[^/]*\.[a-z0-9]{2,12}$/i.test(url.pathname)
  );
}

/**
 * A page load: the network first (every page is the same index.html, so the newest deploy wins while online); the
 * shell this worker precached when the network fails, answers 5xx or takes over 3 s; the offline page when even the
 * shell is missing. The precached shell, not a copy of the last page fetched: its scripts are the ones precached
 * with it, so it starts offline.
 */
export async function serveNavigation({ request }: { request: Request }): Promise<Response> {
  const cached = (path: string) => caches.match(path, { ignoreSearch: true });
  const network = fetch(request).then((response) => {
    if (response.status >= 500) throw new Error(`navigation answered ${response.status}`);
    return response;
  });
  // Answered by the shell below if the network gives up after the timeout.
  network.catch(() => undefined);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), 3000);
  });
  try {
    const first = await Promise.race([network, timeout]);
    if (first) return first;
    return (await cached("/index.html")) ?? (await network);
  } catch {
    return (await cached("/index.html")) ?? (await cached("/offline.html")) ?? Response.error();
  } finally {
    clearTimeout(timer);
  }
}

/** Workbox plugin callbacks' arguments used below (`state` is one object per plugin per request handled). */
interface PluginInput {
  request: Request;
  cachedResponse?: Response;
  response?: Response;
  oldResponse?: Response | null;
  newResponse?: Response;
  state?: Record<string, unknown>;
}

/**
 * cacheDidUpdate: when a cached answer was replaced by a different one, says so on the "zaika-api-updates"
 * BroadcastChannel in workbox-broadcast-update's format, so open pages read that data again (cache-updates.ts in
 * the app). Compares the bodies: our JSON answers carry no ETag, and compressed ones no Content-Length, which is
 * all Workbox's own BroadcastUpdatePlugin compares.
 */
export async function announceChangedAnswer({ request, oldResponse, newResponse, state }: PluginInput): Promise<void> {
  if (!oldResponse || !newResponse || state?.quiet) return;
  const [before, after] = await Promise.all([oldResponse.text(), newResponse.text()]);
  if (before === after) return;
  const channel = new BroadcastChannel("zaika-api-updates");
  channel.postMessage({
    type: "CACHE_UPDATED",
    meta: "workbox-broadcast-update",
    payload: { updatedURL: request.url },
  });
  channel.close();
}

/** cachedResponseWillBeUsed (network first): notes that the page got the cached answer (the network was slow). */
export async function noteServedFromCache({ cachedResponse, state }: PluginInput): Promise<Response | undefined> {
  if (cachedResponse && state) state.servedFromCache = true;
  return cachedResponse;
}

/** fetchDidSucceed (network first): an answer the page got from the network itself needs no announcement. */
export async function quietUnlessServedFromCache({
  response,
  state,
}: PluginInput & { response: Response }): Promise<Response> {
  if (state && !state.servedFromCache) state.quiet = true;
  return response;
}
