/** The composition root: builds the Fastify app from a config, a database and the providers. */
import { readFileSync } from "node:fs";
import path from "node:path";
import compress from "@fastify/compress";
import cookie from "@fastify/cookie";
import fastifyStatic from "@fastify/static";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import { DEFAULT_ETA_MODEL } from "@zaika/contract/eta";
import { OFFLINE_MAP } from "@zaika/contract/map-tiles";
import { FIRST_VIEW_MODULE } from "@zaika/contract/seo";
import Fastify, { type FastifyServerOptions } from "fastify";
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from "fastify-type-provider-zod";
import { type Config, DEFAULT_PLATFORM } from "./config";
import type { Database } from "./db/client";
import type { ModuleDeps } from "./deps";
import { type Clock, systemClock } from "./lib/clock";
import { accountRoutes } from "./modules/account/routes";
import { addressesRoutes } from "./modules/addresses/routes";
import { authRoutes } from "./modules/auth/routes";
import type { AuthDeps } from "./modules/auth/service";
import { accessTokens } from "./modules/auth/tokens";
import { cartRoutes } from "./modules/cart/routes";
import { catalogRoutes } from "./modules/catalog/routes";
import { couponRoutes } from "./modules/coupons/routes";
import { createBlockedAccounts } from "./modules/customers/blocked-accounts";
import { customersRoutes } from "./modules/customers/routes";
import { idleDispatch, startDispatchSweeper } from "./modules/dispatch/engine";
import { dispatchRoutes } from "./modules/dispatch/routes";
import { eventsRoutes } from "./modules/events/routes";
import { favouritesRoutes } from "./modules/favourites/routes";
import { geoRoutes } from "./modules/geo/routes";
import { invoicesRoutes } from "./modules/invoices/routes";
import { kitchenRoutes } from "./modules/kitchen/routes";
import { mediaRoutes, uploadsRoutes } from "./modules/media/routes";
import { startEscalationSweeper } from "./modules/orders/escalation";
import { escalationRoutes } from "./modules/orders/escalation-routes";
import { startOrderExpiry } from "./modules/orders/expiry";
import { startReleaseSweeper } from "./modules/orders/release";
import { orderRoutes } from "./modules/orders/routes";
import { paymentsRoutes } from "./modules/payments/routes";
import { productsRoutes } from "./modules/products/routes";
import { reorderRoutes } from "./modules/reorder/routes";
import { adminReportCache } from "./modules/reports/admin-cache";
import { reportsRoutes } from "./modules/reports/routes";
import { publicListing } from "./modules/restaurants/listing";
import { createMenuCache } from "./modules/restaurants/menu-cache";
import { createNearbyIndex } from "./modules/restaurants/nearby-index";
import { restaurantsRoutes } from "./modules/restaurants/routes";
import { reviewsRoutes } from "./modules/reviews/routes";
import { ridersRoutes } from "./modules/riders/routes";
import { searchRoutes } from "./modules/search/routes";
import { createSearchIndex } from "./modules/search/search-index";
import { searchCatalogue } from "./modules/search/service";
import { loadFirstView, readRoutePreloads, webPages } from "./modules/seo/pages";
import { seoRoutes } from "./modules/seo/routes";
import { settingsRoutes } from "./modules/settings/routes";
import { createSettingsStore } from "./modules/settings/service";
import { settlementsRoutes } from "./modules/settlements/routes";
import { supportRoutes } from "./modules/support/routes";
import { systemRoutes } from "./modules/system/routes";
import { tipsRoutes } from "./modules/tips/routes";
import { startTrackRetentionSweeper } from "./modules/tracking/retention";
import { trackingRoutes } from "./modules/tracking/routes";
import { registerAccessControl } from "./plugins/access";
import { errorBody, registerErrorHandler } from "./plugins/errors";
import { registerMultipartForms } from "./plugins/multipart";
import { registerPositionHeader } from "./plugins/position";
import { registerRateLimits } from "./plugins/rate-limit";
import { loggerOptions, OneLinePerRequest } from "./plugins/request-log";
import { mapTileSources, registerSecurityHeaders } from "./plugins/security-headers";
import { sharedGazetteer } from "./providers/geocoding/gazetteer";
import { googleGeocoder } from "./providers/geocoding/google";
import type { GeocodingProvider } from "./providers/geocoding/types";
import { razorpayPayments } from "./providers/payments/razorpay";
import { sandboxCheckout, sandboxPayments } from "./providers/payments/sandbox";
import type { PaymentsProvider } from "./providers/payments/types";
import { memoryRateLimiter } from "./providers/rate-limit/memory";
import { redisRateLimiter } from "./providers/rate-limit/redis";
import type { RateLimiter } from "./providers/rate-limit/types";
import { consoleSms } from "./providers/sms/console";
import { httpSms } from "./providers/sms/http";
import type { SmsProvider } from "./providers/sms/types";
import { configuredStorage } from "./providers/storage/configured";
import type { StorageProvider } from "./providers/storage/types";

export interface AppOptions {
  config: Config;
  database: Database;
  clock?: Clock;
  /** Overrides for tests: a failing SMS provider, a shared limiter. */
  sms?: SmsProvider;
  limiter?: RateLimiter;
  /** The per-account login backoff's wait; tests record it instead of sleeping. */
  sleep?: (ms: number) => Promise<void>;
  storage?: StorageProvider;
  geocoder?: GeocodingProvider;
  payments?: PaymentsProvider;
  /** false for silence, or logger options (e.g. a stream a test reads). */
  logger?: FastifyServerOptions["logger"];
  /**
   * Whether unpaid online orders are swept every 30 s of real time (default true). API tests turn it off: on their
   * fake clock a slow run would see orders expire mid-test; they call expireUnpaidOrders when they mean to.
   */
  orderExpiry?: boolean;
  /**
   * Whether unanswered orders are swept every 5 s of real time (default true): the SMS to the restaurant, then the
   * auto-cancel. Off in API tests for the same reason as orderExpiry; they call sweepEscalations when they mean to.
   */
  orderEscalation?: boolean;
  /**
   * Whether scheduled orders are released to their kitchens every 5 s of real time (default true). Off in API tests
   * like the other sweeps; they call releaseScheduledOrders when they mean to.
   */
  orderRelease?: boolean;
  /**
   * Whether the dispatch engine runs (default true): a pass every 3 s of real time and on order events (decision 021).
   * Off in API tests like the other sweeps; they call dispatchPass with their clock when they mean to.
   */
  dispatch?: boolean;
  /** Whether ended deliveries' track points are deleted every 5 minutes of real time (default true); off in API tests. */
  trackRetention?: boolean;
  /**
   * How long the admins' overview and platform revenue are kept (default a minute, decision 015). API tests use 0:
   * they check the figures right after the orders that change them.
   */
  adminReportTtlMs?: number;
}

export async function buildApp(options: AppOptions) {
  const { config, database } = options;
  const clock = options.clock ?? systemClock;
  const app = Fastify({
    logger: options.logger === undefined ? loggerOptions(config) : options.logger,
    logController: new OneLinePerRequest(),
    trustProxy: config.trustProxy,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const limiter = options.limiter ?? (config.redisUrl ? redisRateLimiter(config.redisUrl) : memoryRateLimiter(clock));
  const sms =
    options.sms ??
    (config.sms.provider === "http"
      ? httpSms(config.sms)
      : // Codes are kept in the dev outbox and logged only outside production (providers/sms/console.ts).
        consoleSms(database.db, app.log, { revealCodes: config.env !== "production" }));
  const tokens = accessTokens(config.jwtSecret, () => clock.now());
  const authDeps: AuthDeps = {
    db: database.db,
    clock,
    sms,
    limiter,
    tokens,
    secret: config.jwtSecret,
    loginAttemptsPerMinute: config.loginAttemptsPerMinute,
    limits: config.authLimits,
    sleep: options.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms))),
  };
  // DATA_DIR/uploads, or the S3 bucket every node shares (config.storage).
  const storage = options.storage ?? configuredStorage(config);
  // Without either, the offline gazetteer: built once per process and loaded ahead of the first customer.
  const geocoder =
    options.geocoder ??
    (config.googleMapsApiKey ? googleGeocoder({ apiKey: config.googleMapsApiKey }) : sharedGazetteer());
  const events = await database.events();
  const payments =
    options.payments ??
    (config.payments.provider === "razorpay"
      ? razorpayPayments(config.payments)
      : sandboxPayments(database.db, config.payments, clock));
  // The sandbox's checkout pages, served only while the sandbox is the provider.
  const sandbox = payments.name === "sandbox" ? sandboxCheckout(database.db, config.payments, clock) : null;
  const settings = await createSettingsStore(database.db, events);
  const blockedAccounts = await createBlockedAccounts(database.db, events);
  // Built menus and the public nearby listing, kept in process and kept current by the catalog events.
  const menus = createMenuCache(events);
  // The learned ETAs' travel and pickup numbers: the cards, the cart and the orders promise with the same model.
  const eta = config.eta ?? DEFAULT_ETA_MODEL;
  const nearby = createNearbyIndex(events, publicListing(database.db), eta);
  const searchIndex = createSearchIndex(events, searchCatalogue(database.db));
  const deps: ModuleDeps = {
    config,
    db: database.db,
    clock,
    events,
    storage,
    limiter,
    payments,
    settings,
    blockedAccounts,
    eta,
  };

  registerErrorHandler(app);
  registerAccessControl(app, tokens, blockedAccounts);
  registerRateLimits(app, limiter);
  registerPositionHeader(app);
  await registerMultipartForms(app);
  if (!options.geocoder && !config.googleMapsApiKey && config.env !== "test") {
    app.addHook("onReady", async () => {
      void sharedGazetteer()
        .warm()
        .catch((error) => app.log.error({ err: error }, "could not load the place gazetteer"));
    });
  }

  const razorpay = config.payments.provider === "razorpay";
  registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: [
          "'self'",
          "data:",
          "blob:",
          ...(razorpay ? ["https://*.razorpay.com"] : []),
          // Images fetched straight from the bucket or its CDN (S3_PUBLIC_URL).
          ...(config.storage.provider === "s3" && config.storage.publicUrl
            ? [new URL(config.storage.publicUrl).origin]
            : []),
          // The maps' street tiles (MAP_TILE_URL's host; every subdomain with {s}).
          ...mapTileSources(config.map),
        ],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Razorpay's checkout.js and its frames, only when the real provider is configured.
        scriptSrc: ["'self'", ...(razorpay ? ["https://checkout.razorpay.com"] : [])],
        frameSrc: razorpay ? ["https://api.razorpay.com", "https://checkout.razorpay.com"] : ["'none'"],
        connectSrc: ["'self'", ...(razorpay ? ["https://api.razorpay.com", "https://lumberjack.razorpay.com"] : [])],
        fontSrc: ["'self'", "data:"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: config.env === "production" ? [] : null,
      },
    },
    strictTransportSecurity: config.env === "production",
  });
  await app.register(compress, { threshold: 1024 });
  await app.register(cookie);
  await app.register(swagger, {
    openapi: {
      info: { title: "Zaika API", version: "1.0.0", description: "Food delivery platform API" },
      servers: [{ url: "/" }],
      components: { securitySchemes: { bearerAuth: { type: "http", scheme: "bearer", bearerFormat: "JWT" } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: "/api/docs" });

  // Started before the routes that nudge it (a rider online, a declined offer); stopped on close.
  const dispatch =
    options.dispatch === false
      ? idleDispatch
      : startDispatchSweeper({ db: deps.db, clock, eta, config, events }, app.log);

  await app.register(
    async (api) => {
      await api.register(systemRoutes, {
        database,
        publicConfig: {
          appName: "Zaika",
          supportPhone: config.supportPhone,
          supportEmail: config.supportEmail,
          map: config.map ?? OFFLINE_MAP,
        },
        exposeOutbox: config.env !== "production",
      });
      await api.register(authRoutes, { deps: authDeps, secureCookies: config.env === "production" });
      await api.register(supportRoutes, { db: database.db });
      await api.register(mediaRoutes, { db: database.db, storage, limiter });
      await api.register(catalogRoutes, { db: deps.db, clock, events, storage });
      await api.register(restaurantsRoutes, { db: deps.db, clock, events, storage, menus, nearby, eta });
      await api.register(kitchenRoutes, { db: deps.db, clock, events, menus, nearby });
      await api.register(productsRoutes, { db: deps.db, clock, events });
      await api.register(cartRoutes, { db: deps.db, clock, eta });
      await api.register(couponRoutes, { db: deps.db, clock, eta });
      await api.register(geoRoutes, { geocoder });
      await api.register(settingsRoutes, { settings });
      await api.register(addressesRoutes, { db: deps.db, clock });
      await api.register(favouritesRoutes, { db: deps.db, clock, eta });
      await api.register(reviewsRoutes, { db: deps.db, clock, events, menus, nearby });
      await api.register(accountRoutes, {
        db: deps.db,
        clock,
        blockedAccounts,
        secureCookies: config.env === "production",
      });
      await api.register(reorderRoutes, { db: deps.db, clock, eta });
      await api.register(orderRoutes, { db: deps.db, clock, config, payments, settings, limiter, eta });
      await api.register(paymentsRoutes, { db: deps.db, clock, config, payments, sandbox, eta });
      await api.register(tipsRoutes, { db: deps.db, clock, config, payments });
      await api.register(invoicesRoutes, { db: deps.db, clock, platform: config.platform ?? DEFAULT_PLATFORM });
      await api.register(ridersRoutes, { db: deps.db, clock, dispatch });
      await api.register(dispatchRoutes, { db: deps.db, clock, dispatch });
      await api.register(customersRoutes, { db: deps.db, clock, blockedAccounts });
      await api.register(eventsRoutes, { db: deps.db, events, clock });
      await api.register(reportsRoutes, {
        db: deps.db,
        clock,
        adminCache: adminReportCache(clock, options.adminReportTtlMs),
      });
      await api.register(settlementsRoutes, { db: deps.db, clock });
      await api.register(escalationRoutes, { db: deps.db, clock });
      await api.register(searchRoutes, { clock, index: searchIndex });
      await api.register(trackingRoutes, { db: deps.db, clock, eta });
    },
    { prefix: "/api" },
  );

  // For search engines, at the site's root (modules/seo).
  await app.register(seoRoutes, { db: deps.db, publicUrl: config.publicUrl });
  // Pictures at the responsive widths are made once and kept on this node's disk (modules/media/widths.ts).
  await app.register(uploadsRoutes, { storage, widthsDir: path.join(config.dataDir, "cache", "image-widths") });

  const indexHtml = config.webDistDir ? readFileSync(path.join(config.webDistDir, "index.html"), "utf8") : null;
  if (config.webDistDir) {
    await app.register(fastifyStatic, {
      root: config.webDistDir,
      wildcard: false,
      index: false,
      // The first view's module is the server's to run (modules/seo/pages.ts), not a file to send.
      allowedPath: (pathName) => !pathName.startsWith(`/${path.dirname(FIRST_VIEW_MODULE)}/`),
      // The build's brotli and gzip copies of its scripts and styles (apps/web/plugins/precompress.ts), when there.
      preCompressed: true,
      setHeaders(res, filePath) {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        // The service worker and what it precaches under fixed names are checked on every load (decision 024).
        const revalidated = /^(?:sw\.js|manifest\.webmanifest|offline\.html|index\.html)$/.test(
          path.basename(filePath),
        );
        res.header(
          "cache-control",
          hashed ? "public, max-age=31536000, immutable" : revalidated ? "no-cache" : "public, max-age=3600",
        );
      },
    });
  }

  // index.html with what the page needs announced in its head: its scripts, texts and largest picture (modules/seo).
  const pages =
    indexHtml && config.webDistDir
      ? webPages(deps.db, indexHtml, {
          preloads: readRoutePreloads(config.webDistDir),
          firstView: loadFirstView(config.webDistDir, (error) => app.log.error({ err: error }, "first view failed")),
        })
      : null;
  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split("?")[0] ?? "/";
    // A missing script, style sheet or manifest (an old chunk, /sw.js of a build without one) is a 404, not the page.
    const wantsPage =
      (request.method === "GET" || request.method === "HEAD") &&
      !url.startsWith("/api/") &&
      url !== "/api" &&
      !/\.(?:m?js|css|map|webmanifest)$/.test(url);
    if (wantsPage && pages) {
      // Client routes (/privacy-policy, /user/...) are the SPA's to render.
      const lang = (request.query as Record<string, unknown> | undefined)?.lang;
      const html = await pages.html(url, { lang, acceptLanguage: request.headers["accept-language"] });
      return reply.status(200).header("cache-control", "no-cache").type("text/html; charset=utf-8").send(html);
    }
    return reply.status(404).send(errorBody(`Route ${request.method} ${url} not found`, "NOT_FOUND"));
  });

  const stopExpiry = options.orderExpiry === false ? () => {} : startOrderExpiry({ db: deps.db, clock }, app.log);
  const stopEscalation =
    options.orderEscalation === false
      ? () => {}
      : startEscalationSweeper({ db: deps.db, clock, payments, sms }, app.log);
  const stopRelease =
    options.orderRelease === false ? () => {} : startReleaseSweeper({ db: deps.db, clock, config }, app.log);
  const stopTrackRetention =
    options.trackRetention === false ? () => {} : startTrackRetentionSweeper({ db: deps.db, clock, config }, app.log);
  app.addHook("onClose", async () => {
    stopTrackRetention();
    stopExpiry();
    stopEscalation();
    stopRelease();
    dispatch.stop();
    menus.close();
    nearby.close();
    searchIndex.close();
    if (!options.limiter) await limiter.close();
    if (!options.storage) storage.close?.();
  });

  return app;
}
