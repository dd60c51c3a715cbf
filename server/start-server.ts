// Imported by server/main.ts once the process is set up (server/process-setup.ts).
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { getRequestListener } from "@hono/node-server";
import { createApp } from "./app.ts";
import { loadConfig } from "./config.ts";
import { migrateToLatest, openDatabase } from "./db/database.ts";
import { createAccessLog, createLogger } from "./logger.ts";
import { markSeeded, seedIsCurrent } from "./db/seed/seed-state.ts";
import { createPageCache } from "./page-cache/page-cache.ts";
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
});
// Without its page code the server cannot serve a page: stop, as a start without the build did.
renderPool.ready.catch((error: unknown) => {
  logger.fatal({ err: error }, "the render threads could not load the page build");
  logger.flush();
  process.exit(1);
});
const { version } = JSON.parse(fs.readFileSync(path.join(projectRoot, "package.json"), "utf8")) as { version: string };

const database = openDatabase({
  databaseUrl: config.DATABASE_URL,
  sqliteFile: path.join(config.dataDir, "site.db"),
  onConnectionError: (error) => logger.warn({ err: error }, "PostgreSQL connection lost; the pool will reconnect"),
});
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

const envelopeKeys = await loadEnvelopeKeys({
  db: database.db,
  dataDir: config.dataDir,
  publicKey: config.ENCRYPT_PUBLIC_KEY,
  privateKey: config.ENCRYPT_PRIVATE_KEY,
});
const proofOfWorkSecret = await configuredOrStoredSecret(config.PROOF_OF_WORK_SECRET, database.db, "proof-of-work-secret");
const services = createServices({ config, database, logger, envelopeKeys, storage, proofOfWorkSecret });
services.outbox.start();
services.maintenance.start();
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
    // The path without its query string, as for every other request (a query may carry personal data).
    servedBeforeApp: (request, { status }) => {
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

const app = createApp({
  config,
  database,
  logger,
  version,
  services,
  staticAssets: serveStaticAssets(loadStaticAssets(path.join(buildDir, "client"))),
  renderPage: pageCache.wrap(renderPool.render),
});

// Cached pages are answered before Hono runs; everything else goes through the app.
const handleWithApp = getRequestListener(app.fetch);
const server = http.createServer((request, response) => {
  if (!pageCache.serveHit(request, response)) void handleWithApp(request, response);
});
server.listen(config.PORT, config.HOST, () => {
  logger.info({ url: `http://${config.HOST}:${config.PORT}` }, "listening");
});

// No single request may end the process (issue 10): whatever escaped its handler is logged and
// the server keeps serving the other requests.
process.on("unhandledRejection", (reason) => logger.error({ err: reason }, "unhandled promise rejection"));
process.on("uncaughtException", (error) => logger.error({ err: error }, "uncaught exception"));

let stopping = false;
function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, "shutting down");
  server.close(async () => {
    await services.outbox.stop();
    await services.maintenance.stop();
    services.contentChanges.stop();
    services.newsSchedule.stop();
    await renderPool.close();
    await database.close();
    logger.flush();
    process.exit(0);
  });
  // Keep-alive connections can hold close() open; do not wait for them forever.
  setTimeout(() => process.exit(0), 5_000).unref();
}
process.on("SIGINT", () => shutdown("SIGINT"));
process.on("SIGTERM", () => shutdown("SIGTERM"));
