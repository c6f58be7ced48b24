import { ALL_ENDPOINTS } from "@zaika/contract/endpoints/index";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CACHE_UPDATES_CHANNEL } from "../components/pwa/cache-updates";
import {
  announceChangedAnswer,
  type CacheRoute,
  cacheRouteOf,
  isAppNavigation,
  type MatchInput,
  noteServedFromCache,
  quietUnlessServedFromCache,
  routeMatcher,
  serveNavigation,
} from "./caching-rules";

/**
 * sw.js holds each function's source text, not the module: rebuilt from that text, a function that used anything
 * outside its own body would throw here as it would in the worker.
 */
function rebuilt<T>(fn: T): T {
  return new Function(`return (${String(fn)})`)() as T;
}

const ORIGIN = "https://zaika.example";

function tokenFor(role: string): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");
  // A name in Devanagari: the payload is UTF-8, which atob reads byte by byte.
  return `${part({ alg: "HS256" })}.${part({ sub: "u1", role, name: "अनन्या जोशी", exp: 2_000_000_000 })}.signature`;
}

function input(method: string, path: string, options: { token?: string; origin?: string } = {}): MatchInput {
  const url = new URL(path, options.origin ?? ORIGIN);
  const headers: Record<string, string> = options.token ? { authorization: `Bearer ${options.token}` } : {};
  return { request: new Request(url, { method, headers }), url, sameOrigin: url.origin === ORIGIN };
}

/** The contract's endpoints a customer's or a visitor's app may read from the cache, and how. */
const CACHED_ENDPOINTS: Record<string, CacheRoute> = {
  "GET /restaurants/:id/menu": "menu",
  "GET /products/nearby": "menu",
  "GET /admin/restaurant/all": "catalog",
  "GET /admin/restaurant/:id": "catalog",
  "GET /admin/restaurant/:id/business-hours": "catalog",
  "GET /admin/category/all": "catalog",
  "GET /admin/banner": "catalog",
  "GET /offers": "catalog",
  "GET /settings": "catalog",
  "GET /config/public": "catalog",
  "GET /search": "catalog",
  "GET /restaurants/:id/reviews": "catalog",
};

const endpointUrl = (path: string) => `/api${path.replace(/:(\w+)/g, "r1")}`;

describe("what the service worker caches", () => {
  it.each([...ALL_ENDPOINTS].map((endpoint) => [`${endpoint.method} ${endpoint.path}`, endpoint] as const))(
    "%s: only the allow-listed public reads",
    (name, endpoint) => {
      const expected = CACHED_ENDPOINTS[name] ?? null;
      if (expected) expect(endpoint.access, `${name} is cached, so it must be public`).toBe("public");
      const url = `${endpointUrl(endpoint.path)}?page=1`;
      expect(cacheRouteOf(input(endpoint.method, url))).toBe(expected);
      // A signed-in customer's reads are the same public data.
      expect(cacheRouteOf(input(endpoint.method, url, { token: tokenFor("user") }))).toBe(expected);
    },
  );

  it("names every allow-listed endpoint after one the contract declares", () => {
    const declared = new Set(ALL_ENDPOINTS.map((endpoint) => `${endpoint.method} ${endpoint.path}`));
    expect(Object.keys(CACHED_ENDPOINTS).filter((name) => !declared.has(name))).toEqual([]);
  });

  it.each(["restaurant", "admin", "rider"])(
    "never caches what a %s reads (their answers carry private fields)",
    (role) => {
      for (const name of Object.keys(CACHED_ENDPOINTS)) {
        const path = name.split(" ")[1] ?? "";
        expect(cacheRouteOf(input("GET", endpointUrl(path), { token: tokenFor(role) })), name).toBeNull();
      }
    },
  );

  it("never caches a read with a token it cannot read", () => {
    expect(cacheRouteOf(input("GET", "/api/restaurants/r1/menu", { token: "not-a-token" }))).toBeNull();
    expect(cacheRouteOf(input("GET", "/api/restaurants/r1/menu", { token: "a.%%%.c" }))).toBeNull();
  });

  it("never caches personal data, writes, streams or other origins", () => {
    for (const path of [
      "/api/user/me",
      "/api/cart",
      "/api/order/user/my-orders",
      "/api/auth/refresh",
      "/api/payments/sandbox/orders/p1",
      "/api/restaurant/products",
      "/api/admin/customers",
      "/api/rider/me",
      "/api/events",
      "/api/restaurants/live",
      "/api/order/o1/tracking",
      "/api/dev/outbox",
      "/api/admin/restaurant/r1/kitchen",
      "/api/restaurants/r1/menu/extra",
    ]) {
      expect(cacheRouteOf(input("GET", path)), path).toBeNull();
    }
    expect(cacheRouteOf(input("POST", "/api/admin/banner"))).toBeNull();
    expect(cacheRouteOf(input("GET", "/api/restaurants/r1/menu", { origin: "https://elsewhere.example" }))).toBeNull();
  });

  it("caches uploaded pictures and the app's images, at any width", () => {
    expect(cacheRouteOf(input("GET", "/uploads/restaurants/ab12.webp?w=320"))).toBe("image");
    expect(cacheRouteOf(input("GET", "/images/upi.svg"))).toBe("image");
    expect(cacheRouteOf(input("GET", "/assets/index-abc.js"))).toBeNull();
    expect(cacheRouteOf(input("PUT", "/uploads/restaurants/ab12.webp"))).toBeNull();
  });

  it("gives each cache a matcher that works from its own source text", () => {
    const menu = rebuilt(routeMatcher("menu"));
    const catalog = rebuilt(routeMatcher("catalog"));
    const image = rebuilt(routeMatcher("image"));
    const cases: Array<[MatchInput, boolean, boolean, boolean]> = [
      [input("GET", "/api/restaurants/r1/menu"), true, false, false],
      [input("GET", "/api/admin/category/all", { token: tokenFor("user") }), false, true, false],
      [input("GET", "/api/admin/category/all", { token: tokenFor("admin") }), false, false, false],
      [input("GET", "/uploads/a.webp"), false, false, true],
      [input("GET", "/api/cart"), false, false, false],
    ];
    for (const [match, isMenu, isCatalog, isImage] of cases) {
      expect([menu(match), catalog(match), image(match)], match.url.pathname).toEqual([isMenu, isCatalog, isImage]);
    }
  });
});

function navigation(path: string, origin = ORIGIN): MatchInput {
  const url = new URL(path, origin);
  return { request: { mode: "navigate", method: "GET" } as Request, url, sameOrigin: url.origin === ORIGIN };
}

describe("which page loads the app's shell answers", () => {
  const isNavigation = rebuilt(isAppNavigation);

  it.each(["/", "/user/restaurant/r1", "/user/category/c1?category=Pizza", "/admin/orders"])("%s", (path) => {
    expect(isNavigation(navigation(path))).toBe(true);
  });

  it.each(["/api/docs", "/api", "/uploads/a.webp", "/robots.txt", "/offline.html", "/sitemap.xml"])(
    "not %s (the server's own pages and files)",
    (path) => {
      expect(isNavigation(navigation(path))).toBe(false);
    },
  );

  it("not a script's request, nor another site's page", () => {
    const url = new URL("/", ORIGIN);
    expect(isNavigation({ request: new Request(url), url, sameOrigin: true })).toBe(false);
    expect(isNavigation(navigation("/", "https://elsewhere.example"))).toBe(false);
  });
});

describe("a page load", () => {
  const serve = rebuilt(serveNavigation);
  const shell = new Response("<div id=root>shell</div>");
  const offlinePage = new Response("You are offline");
  const request = new Request(`${ORIGIN}/user/restaurant/r1`);

  function cacheHolding(entries: Record<string, Response>) {
    const match = vi.fn(async (path: string, options?: CacheQueryOptions) => {
      expect(options?.ignoreSearch).toBe(true);
      return entries[path]?.clone();
    });
    vi.stubGlobal("caches", { match });
    return match;
  }

  afterEach(() => vi.useRealTimers());

  it("is answered by the network when it answers", async () => {
    cacheHolding({ "/index.html": shell });
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response("from the network")),
    );
    expect(await (await serve({ request })).text()).toBe("from the network");
  });

  it("falls back to the precached shell when the network fails or answers 5xx", async () => {
    cacheHolding({ "/index.html": shell, "/offline.html": offlinePage });
    vi.stubGlobal("fetch", vi.fn().mockRejectedValue(new TypeError("Failed to fetch")));
    expect(await (await serve({ request })).text()).toBe("<div id=root>shell</div>");
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response("Bad gateway", { status: 502 })),
    );
    expect(await (await serve({ request })).text()).toBe("<div id=root>shell</div>");
  });

  it("answers with the shell after 3 s of a silent network", async () => {
    vi.useFakeTimers();
    cacheHolding({ "/index.html": shell });
    vi.stubGlobal(
      "fetch",
      vi.fn(() => new Promise<Response>(() => undefined)),
    );
    let answer: Response | undefined;
    void serve({ request }).then((response) => {
      answer = response;
    });
    await vi.advanceTimersByTimeAsync(2900);
    expect(answer).toBeUndefined();
    await vi.advanceTimersByTimeAsync(200);
    expect(await answer?.text()).toBe("<div id=root>shell</div>");
  });

  it("keeps waiting for a slow network when there is no shell", async () => {
    vi.useFakeTimers();
    cacheHolding({});
    // The network answers when the test says so, well after the 3 s a shell would have been served.
    let respond: (response: Response) => void = () => undefined;
    vi.stubGlobal(
      "fetch",
      vi.fn(
        () =>
          new Promise<Response>((resolve) => {
            respond = resolve;
          }),
      ),
    );
    let settled = false;
    const answer = serve({ request }).finally(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(5000);
    expect(settled).toBe(false);
    respond(new Response("late page"));
    expect(await (await answer).text()).toBe("late page");
  });

  it("shows the offline page when neither the network nor the shell is there, and an error without it", async () => {
    const match = cacheHolding({ "/offline.html": offlinePage });
    vi.stubGlobal("fetch", vi.fn().mockRejectedValue(new TypeError("Failed to fetch")));
    expect(await (await serve({ request })).text()).toBe("You are offline");
    expect(match.mock.calls.map(([path]) => path)).toEqual(["/index.html", "/offline.html"]);
    cacheHolding({});
    expect((await serve({ request })).type).toBe("error");
  });
});

describe("announcing a changed answer", () => {
  const announce = rebuilt(announceChangedAnswer);
  const request = new Request(`${ORIGIN}/api/restaurants/r1/menu`);

  const SENTINEL_URL = `${ORIGIN}/api/restaurants/sentinel/menu`;
  const isSentinel = (message: unknown) =>
    (message as { payload?: { updatedURL?: string } }).payload?.updatedURL === SENTINEL_URL;

  /**
   * The messages the app's listener would hear while `act` runs: after it, one more change is announced, and the
   * messages are read once that one has arrived (posted later, it arrives last).
   */
  async function heard(act: () => Promise<void>): Promise<unknown[]> {
    const messages: unknown[] = [];
    const channel = new BroadcastChannel(CACHE_UPDATES_CHANNEL);
    channel.onmessage = (event) => messages.push(event.data);
    await act();
    await announce({
      request: new Request(SENTINEL_URL),
      oldResponse: new Response("1"),
      newResponse: new Response("2"),
      state: {},
    });
    await vi.waitFor(() => expect(messages.some(isSentinel)).toBe(true));
    channel.close();
    return messages.filter((message) => !isSentinel(message));
  }

  it("tells open pages which URL changed, on the app's channel", async () => {
    const messages = await heard(() =>
      announce({ request, oldResponse: new Response('{"v":1}'), newResponse: new Response('{"v":2}'), state: {} }),
    );
    expect(messages).toEqual([
      {
        type: "CACHE_UPDATED",
        meta: "workbox-broadcast-update",
        payload: { updatedURL: `${ORIGIN}/api/restaurants/r1/menu` },
      },
    ]);
  });

  it("stays silent when the body is the same, when nothing was cached before, or when told to", async () => {
    const messages = await heard(async () => {
      await announce({ request, oldResponse: new Response('{"v":1}'), newResponse: new Response('{"v":1}') });
      await announce({ request, oldResponse: null, newResponse: new Response('{"v":2}') });
      await announce({
        request,
        oldResponse: new Response('{"v":1}'),
        newResponse: new Response('{"v":2}'),
        state: { quiet: true },
      });
    });
    expect(messages).toEqual([]);
  });

  it("on a network-first read, only when the page was given the cached answer", async () => {
    const note = rebuilt(noteServedFromCache);
    const quiet = rebuilt(quietUnlessServedFromCache);
    const response = new Response("{}");

    // The network answered in time: the cache was never read.
    const fast: Record<string, unknown> = {};
    expect(await quiet({ request, response, state: fast })).toBe(response);
    expect(fast.quiet).toBe(true);

    // After 3 s the page got the cached answer; the network's later answer is announced if it differs.
    const slow: Record<string, unknown> = {};
    const cachedResponse = new Response("{}");
    expect(await note({ request, cachedResponse, state: slow })).toBe(cachedResponse);
    await quiet({ request, response, state: slow });
    expect(slow.quiet).toBeUndefined();

    // After 3 s with nothing cached, the page waits for the network: nothing to announce.
    const empty: Record<string, unknown> = {};
    expect(await note({ request, cachedResponse: undefined, state: empty })).toBeUndefined();
    await quiet({ request, response, state: empty });
    expect(empty.quiet).toBe(true);
  });
});
