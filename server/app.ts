import { Hono, type Context, type MiddlewareHandler } from "hono";
import { compress } from "hono/compress";
import { requestId, type RequestIdVariables } from "hono/request-id";
import { matchedRoutes, routePath } from "hono/route";
import type { Config } from "./config.ts";
import type { DatabaseHandle } from "./db/database.ts";
import { createAccessLog, pathForLog, type Logger } from "./logger.ts";
import { accountRoutes } from "./api/account.ts";
import { encryptedCallsPerAddress } from "./api/address-gate.ts";
import { adminRoutes } from "./api/admin.ts";
import { adminFileRoutes } from "./api/admin-files.ts";
import { adminContentRoutes } from "./api/admin-content.ts";
import { adminNewsRoutes } from "./api/admin-news.ts";
import { adminInvestorRoutes } from "./api/admin-investor.ts";
import { adminSearchRoutes } from "./api/admin-searches.ts";
import { analyticsRoutes } from "./api/analytics.ts";
import { authRoutes } from "./api/auth.ts";
import { fail, failWith } from "./api/envelope.ts";
import { healthRoutes, type Lifecycle } from "./api/health.ts";
import { metricsRoutes } from "./api/metrics.ts";
import { apiDocsRoutes } from "./api/api-docs.ts";
import { contentRoutes } from "./api/content.ts";
import { homeContentRoutes } from "./api/home-content.ts";
import { leadRoutes } from "./api/leads.ts";
import { publicFileRoutes } from "./api/public-files.ts";
import { sameSiteWrites } from "./api/same-site-writes.ts";
import { searchesPerAddress } from "./api/search-limit.ts";
import { siteRoutes } from "./api/site.ts";
import type { Services } from "./services/container.ts";
import { ServiceError } from "./services/service-error.ts";
import { securityHeaders } from "./security/response-headers.ts";
import { socketAddress } from "./security/client-ip.ts";
import { createMetrics, type Metrics } from "./metrics.ts";

export interface AppDeps {
  config: Config;
  database: DatabaseHandle;
  logger: Logger;
  version: string;
  services: Services;
  /** Serves built client files; absent in API tests. */
  staticAssets?: MiddlewareHandler;
  /** Renders pages with React Router; absent in API tests. */
  renderPage?: (request: Request) => Promise<Response>;
  /** The instance's metrics (server/metrics.ts); API tests get their own. */
  metrics?: Metrics;
  /** Draining and render threads, for readiness; absent in API tests. */
  lifecycle?: Lifecycle;
}

/**
 * Files on this instance's disk while the database can be shared with other instances: what one
 * instance stores, the others cannot serve (the start-up warning, the doctor, public files' 503).
 */
export const localFilesWithSharedDatabase = (config: Config, kind: DatabaseHandle["kind"]) =>
  config.FILE_STORAGE === "local" && kind === "postgres";

export function createApp(deps: AppDeps) {
  const { logger } = deps;
  const app = new Hono<{ Variables: RequestIdVariables }>();

  const logRequest = createAccessLog(logger);
  const metrics = deps.metrics ?? createMetrics({ version: deps.version });
  metrics.connect({ outbox: () => deps.services.outbox.backlog(), imageDecodes: () => deps.services.imageDecodes.stats() });
  const renderPage = deps.renderPage;
  const pageHandler =
    renderPage &&
    (async (c: Context) => {
      const response = await renderPage(c.req.raw);
      // Answered by the app (a render, or a page cached meanwhile): a page view when it is a page (decision 025).
      if (response.headers.get("content-type")?.startsWith("text/html")) {
        const url = new URL(c.req.url);
        deps.services.analytics.pageServed(
          { method: c.req.method, url: url.pathname + url.search, status: response.status },
          (name) => c.req.header(name),
          socketAddress(c),
        );
      }
      return response;
    });
  /** The route pattern a request matched: never its raw URL (/metrics would grow with every URL asked). */
  const routeOf = (c: Context) => {
    const handler = matchedRoutes(c)[c.req.routeIndex]?.handler;
    if (handler === pageHandler) return "(page)";
    if (handler === deps.staticAssets) return "(static)";
    return routePath(c);
  };

  app.use(requestId());
  app.use(async (c, next) => {
    const started = performance.now();
    await next();
    const elapsed = performance.now() - started;
    logRequest({
      id: c.get("requestId"),
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      elapsedMs: Math.round(elapsed * 10) / 10,
    });
    metrics.request(c.req.method, routeOf(c), c.res.status, elapsed / 1000);
  });
  const headers = securityHeaders(deps.config.SITE_ORIGIN);
  app.use(async (c, next) => {
    await next();
    for (const [name, value] of headers) c.res.headers.set(name, value);
  });

  const { services, config } = deps;
  const api = new Hono()
    .use(sameSiteWrites(config.SITE_ORIGIN))
    .use(encryptedCallsPerAddress(config.TRUST_PROXY))
    .route("/", healthRoutes(services, deps.database, deps.version, deps.lifecycle))
    .route("/", siteRoutes(services))
    .route("/", authRoutes(services, config))
    .route("/", accountRoutes(services, config))
    .route("/", homeContentRoutes(services))
    .route("/", leadRoutes(services, config))
    .route("/", contentRoutes(services))
    .route("/", adminRoutes(services))
    .route("/", adminFileRoutes(services, { image: config.UPLOAD_MAX_IMAGE_BYTES, document: config.UPLOAD_MAX_DOCUMENT_BYTES }))
    .route("/", adminContentRoutes(services))
    .route("/", adminNewsRoutes(services))
    .route("/", adminInvestorRoutes(services))
    .route("/", adminSearchRoutes(services))
    .route("/", analyticsRoutes(services));
  api.route("/", apiDocsRoutes(api, { version: deps.version, withReferencePage: config.NODE_ENV === "development" }));
  api.all("*", (c) => fail(c, 404, "notFound"));
  app.route("/api", api);
  app.route("/", metricsRoutes(metrics, config.METRICS_TOKEN));
  app.route("/", publicFileRoutes(services, { localFilesWithSharedDatabase: localFilesWithSharedDatabase(config, deps.database.kind) }));

  if (deps.staticAssets) app.use(deps.staticAssets);
  app.use(
    searchesPerAddress({
      rateLimits: services.rateLimits,
      trust: config.TRUST_PROXY,
      perMinute: config.SEARCHES_PER_ADDRESS_PER_MINUTE,
      onRefused: () => metrics.limitRefused("search"),
    }),
  );
  // API answers stay uncompressed (compressing them cost 4x throughput); pages are compressed.
  if (pageHandler) app.all("*", compress(), pageHandler);

  app.onError((error, c) => {
    if (error instanceof ServiceError) {
      if (error.code === 429 || error.limit) metrics.limitRefused(error.limit ?? error.key);
      return failWith(c, error);
    }
    logger.error({ id: c.get("requestId"), err: error, path: pathForLog(c.req.path) }, "unhandled error");
    if (c.req.path.startsWith("/api/")) return fail(c, 500, "internalError");
    return c.text("Internal Server Error", 500);
  });
  return app;
}
