import { Hono, type MiddlewareHandler } from "hono";
import { compress } from "hono/compress";
import { requestId, type RequestIdVariables } from "hono/request-id";
import type { Config } from "./config.ts";
import type { DatabaseHandle } from "./db/database.ts";
import { createAccessLog, type Logger } from "./logger.ts";
import { accountRoutes } from "./api/account.ts";
import { encryptedCallsPerAddress } from "./api/address-gate.ts";
import { adminRoutes } from "./api/admin.ts";
import { adminFileRoutes } from "./api/admin-files.ts";
import { adminContentRoutes } from "./api/admin-content.ts";
import { adminNewsRoutes } from "./api/admin-news.ts";
import { adminInvestorRoutes } from "./api/admin-investor.ts";
import { authRoutes } from "./api/auth.ts";
import { fail, failWith } from "./api/envelope.ts";
import { healthRoutes } from "./api/health.ts";
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
}

export function createApp(deps: AppDeps) {
  const { logger } = deps;
  const app = new Hono<{ Variables: RequestIdVariables }>();

  const logRequest = createAccessLog(logger);

  app.use(requestId());
  app.use(async (c, next) => {
    const started = performance.now();
    await next();
    const elapsedMs = Math.round((performance.now() - started) * 10) / 10;
    logRequest({ id: c.get("requestId"), method: c.req.method, path: c.req.path, status: c.res.status, elapsedMs });
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
    .route("/", healthRoutes(services, deps.database, deps.version))
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
    .route("/", adminInvestorRoutes(services));
  api.route("/", apiDocsRoutes(api, { version: deps.version, withReferencePage: config.NODE_ENV === "development" }));
  api.all("*", (c) => fail(c, 404, "notFound"));
  app.route("/api", api);
  app.route("/", publicFileRoutes(services));

  if (deps.staticAssets) app.use(deps.staticAssets);
  app.use(
    searchesPerAddress({ rateLimits: services.rateLimits, trust: config.TRUST_PROXY, perMinute: config.SEARCHES_PER_ADDRESS_PER_MINUTE }),
  );
  if (deps.renderPage) {
    const renderPage = deps.renderPage;
    // API answers stay uncompressed (compressing them cost 4x throughput); pages are compressed.
    app.all("*", compress(), (c) => renderPage(c.req.raw));
  }

  app.onError((error, c) => {
    if (error instanceof ServiceError) return failWith(c, error);
    logger.error({ id: c.get("requestId"), err: error, path: c.req.path }, "unhandled error");
    if (c.req.path.startsWith("/api/")) return fail(c, 500, "internalError");
    return c.text("Internal Server Error", 500);
  });
  return app;
}
