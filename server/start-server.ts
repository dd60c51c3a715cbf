// Imported by server/main.ts once the process is set up (server/process-setup.ts).
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { getRequestListener } from "@hono/node-server";
import { createApp, localFilesWithSharedDatabase } from "./app.ts";
import { loadConfig } from "./config.ts";
import { migrateToLatest, openDatabase } from "./db/database.ts";
import { createAccessLog, createLogger } from "./logger.ts";
import { createDrain } from "./drain.ts";
import { createMetrics } from "./metrics.ts";
import { createShutdownHooks } from "./shutdown-hooks.ts";
import { recordInstance, untrustedForwardingNote } from "./operations/instance-facts.ts";
import { markSeeded, seedIsCurrent } from "./db/seed/seed-state.ts";
import { createPageCache } from "./page-cache/page-cache.ts";
import { nodeHeader } from "./services/analytics/request-facts.ts";
import { securityHeaders } from "./security/response-headers.ts";
import { createRenderPool } from "./render-pool.ts";
import { loadEnvelopeKeys } from "./security/envelope-keys.ts";
import { configuredOrStoredSecret } from "./security/secrets.ts";
import { createServices } from "./services/container.ts";
import { fileStorageFrom } from "./storage/storage-from-config.ts";
import { siteSettingsFrom } from "./site-settings.ts";
import { loadStaticAssets, serveStaticAssets } from "./static-assets.ts";

const projectRoot = path.resolve(import.meta.dirname, "..");
const buildDir = path.join(projectRoot, "build");

// Everything the server writes (database, keys, files, their directories) is for its own user only.
process.umask(0o077);

const config = loadConfig();
const logger = createLogger(config.LOG_LEVEL);
const logRequest = createAccessLog(logger);
const { version } = JSON.parse(fs.readFileSync(path.join(projectRoot, "package.json"), "utf8")) as { version: string };
const metrics = createMetrics({ version });
const shutdownHooks = createShutdownHooks();
// Its threads load the server build while the database gets ready: the two are most of a start.
// Nothing renders before the server listens, by when everything the context reads exists.
const renderPool = createRenderPool({
  buildDir,
  threads: config.RENDER_THREADS,
  maxQueued: config.RENDER_QUEUE_MAX,
  pageContext: () => ({
    site: currentSite(),
    homeContent: services.homeContent,
    news: services.news,
    investorDocuments: services.investorDocuments,
    search: services.siteSearch,
  }),
  onThreadError: (error) => logger.error({ err: error }, "render thread failed"),
  onRendered: metrics.rendered,
});
// Without its page code the server cannot serve a page: stop, as a start without the build did.
renderPool.ready.catch((error: unknown) => {
  logger.fatal({ err: error }, "the render threads could not load the page build");
  logger.flush();
  process.exit(1);
});

const database = openDatabase({
  databaseUrl: config.DATABASE_URL,
  sqliteFile: path.join(config.dataDir, "site.db"),
  onConnectionError: (error) => logger.warn({ err: error }, "PostgreSQL connection lost; the pool will reconnect"),
  onQuery: metrics.query,
});
// Hooks run last registered first: the render threads, then the database, close after every
// service's own hook (createServices registers those).
shutdownHooks.register("database", () => database.close());
shutdownHooks.register("render threads", () => renderPool.close());
const applied = await migrateToLatest(database.db);
const storage = await fileStorageFrom(config);
let seeded: string[] = [];
if (!(await seedIsCurrent(database.db))) {
  const [{ seedDatabase }, { seedSampleFiles }, { seedInvestorDocuments }] = await Promise.all([
    import("./db/seed/seed-database.ts"),
    import("./db/seed/sample-documents.ts"),
    import("./db/seed/investor-documents.ts"),
  ]);
  seeded = [
    ...(await seedDatabase(database.db)),
    ...(await seedSampleFiles(database.db, storage)),
    // After the sample files: the seeded documents point at them.
    ...(await seedInvestorDocuments(database.db)),
  ];
  await markSeeded(database.db, Date.now());
}
logger.info({ database: database.kind, fileStorage: config.FILE_STORAGE, applied, seeded }, "database ready");
if (localFilesWithSharedDatabase(config, database.kind)) {
  logger.warn(
    "FILE_STORAGE=local with a PostgreSQL database: a file uploaded on one instance is missing on every other instance " +
      "sharing this database (answered 503); use FILE_STORAGE=s3 before running a second instance",
  );
}

const envelopeKeys = await loadEnvelopeKeys({
  db: database.db,
  dataDir: config.dataDir,
  publicKey: config.ENCRYPT_PUBLIC_KEY,
  privateKey: config.ENCRYPT_PRIVATE_KEY,
});
const proofOfWorkSecret = await configuredOrStoredSecret(config.PROOF_OF_WORK_SECRET, database.db, "proof-of-work-secret");
await recordInstance(database.db, {
  instance: `${os.hostname()}:${config.PORT}`,
  proofOfWorkSecret,
  encryptPublicKey: envelopeKeys.publicKeySpki,
});
const services = createServices({ config, database, logger, envelopeKeys, storage, proofOfWorkSecret, shutdown: shutdownHooks });
services.outbox.start();
services.maintenance.start();
services.analytics.start();
services.analyticsJob.start();
await services.siteSettings.load();
// What the seed or an older version left unindexed is searchable before the first visitor comes.
const searchIndexStarted = performance.now();
const searchIndexed = await services.searchIndex.catchUp(database.db);
logger.info({ ...searchIndexed, ms: Math.round(performance.now() - searchIndexStarted) }, "search index ready");
const runtimeFacts = {
  encryptPublicKey: envelopeKeys.publicKeySpki,
  thirdPartySignIn: services.oidc.enabled ? services.oidc.providerName : null,
};
// Built again only when the settings change (their values object is replaced on every load).
let site = { values: services.siteSettings.current(), settings: siteSettingsFrom(config, services.siteSettings.current(), runtimeFacts) };
const currentSite = () => {
  const values = services.siteSettings.current();
  if (values !== site.values) site = { values, settings: siteSettingsFrom(config, values, runtimeFacts) };
  return site.settings;
};

// Anonymous and signed-in visitors alike get the page of their language (docs/decisions/010-page-speed-budgets.md).
// One access-log line per hundred answers from memory: a line per hit cost more than answering it.
const ACCESS_LOG_SAMPLE = 100;
let servedBeforeApp = 0;
const pageCache = createPageCache({
  ttlMs: config.PAGE_CACHE_TTL_MS,
  maxBytes: config.PAGE_CACHE_MAX_BYTES,
  headers: securityHeaders(config.SITE_ORIGIN),
  observer: {
    ...metrics.pageCache,
    // The path without its query string, as for every other request (a query may carry personal data).
    servedBeforeApp: (request, { status }) => {
      // Counted where it is served: no script is needed for a page view (decision 025).
      services.analytics.pageServed(
        { method: request.method, url: request.url ?? "", status },
        nodeHeader(request),
        request.socket.remoteAddress,
      );
      servedBeforeApp += 1;
      if (servedBeforeApp % ACCESS_LOG_SAMPLE !== 0) return;
      logRequest({ method: request.method ?? "GET", path: request.url?.split("?")[0], status, cache: "hit", sampled: ACCESS_LOG_SAMPLE });
    },
  },
});

// Published content changed on this or another instance: no page may be answered from before it.
// The container's listener has read the settings again by then (it was registered first).
services.contentChanges.onChange(() => pageCache.clear());
services.contentChanges.start();
await services.newsSchedule.start();

let drain: ReturnType<typeof createDrain> | undefined;
const app = createApp({
  config,
  database,
  logger,
  version,
  services,
  staticAssets: serveStaticAssets(loadStaticAssets(path.join(buildDir, "client"))),
  renderPage: pageCache.wrap(renderPool.render),
  metrics,
  lifecycle: { draining: () => drain?.draining() ?? false, renderThreadsUp: renderPool.up },
});

// Cached pages are answered before Hono runs; everything else goes through the app.
const handleWithApp = getRequestListener(app.fetch);
const noteForwarding = untrustedForwardingNote(database.db, config.TRUST_PROXY, (error) =>
  logger.warn({ err: error }, "could not note X-Forwarded-For without TRUST_PROXY"),
);
const server = http.createServer((request, response) => {
  drain?.track(response);
  noteForwarding(request.headers);
  const started = performance.now();
  if (pageCache.serveHit(request, response)) {
    metrics.request(request.method ?? "GET", "(page)", response.statusCode, (performance.now() - started) / 1000);
  } else void handleWithApp(request, response);
});
drain = createDrain(server);
metrics.connect({ pageCache: pageCache.stats, renderPool: renderPool.stats, inFlight: drain.inFlight });
server.listen(config.PORT, config.HOST, () => {
  logger.info({ url: `http://${config.HOST}:${config.PORT}` }, "listening");
});

// No single request may end the process (issue 10): whatever escaped its handler is logged and
// the server keeps serving the other requests.
process.on("unhandledRejection", (reason) => logger.error({ err: reason }, "unhandled promise rejection"));
process.on("uncaughtException", (error) => logger.error({ err: error }, "uncaught exception"));

/** What the shutdown hooks (stopping jobs, flushing batches, closing) may take beyond SHUTDOWN_TIMEOUT_MS. */
const SHUTDOWN_HOOKS_MS = 5_000;

/**
 * A restart without a lost request (docs/decisions/028-production-operations.md): stop accepting
 * connections and answer readiness 503, answer every request in flight (at most
 * SHUTDOWN_TIMEOUT_MS), then run the shutdown hooks (jobs stop, batches are flushed, render
 * threads and database close) and exit 0; 1 when a hook failed or ran out of time.
 */
async function shutdown(signal: string) {
  if (!drain || drain.draining()) return;
  logger.info({ signal, inFlight: drain.inFlight() }, "shutting down: draining");
  const answered = await drain.start(Date.now() + config.SHUTDOWN_TIMEOUT_MS);
  if (!answered) logger.warn({ inFlight: drain.inFlight() }, "shutdown: SHUTDOWN_TIMEOUT_MS passed; open connections closed");
  const clean = await shutdownHooks.runAll(logger, Date.now() + SHUTDOWN_HOOKS_MS);
  logger.info({ clean }, "stopped");
  logger.flush();
  process.exit(clean ? 0 : 1);
}
process.on("SIGINT", () => void shutdown("SIGINT"));
process.on("SIGTERM", () => void shutdown("SIGTERM"));
