import fs from "node:fs";
import path from "node:path";
import { serve } from "@hono/node-server";
import { createApp } from "./app.ts";
import { loadConfig } from "./config.ts";
import { migrateToLatest, openDatabase } from "./db/database.ts";
import { createLogger } from "./logger.ts";
import { markSeeded, seedIsCurrent } from "./db/seed/seed-state.ts";
import { withPageCache } from "./page-cache.ts";
import { loadPageRenderer } from "./pages.ts";
import { loadEnvelopeKeys } from "./security/envelope-keys.ts";
import { configuredOrStoredSecret } from "./security/secrets.ts";
import { createServices } from "./services/container.ts";
import { localDiskStorage } from "./storage/file-storage.ts";
import { siteSettingsFrom } from "./site-settings.ts";
import { loadStaticAssets, serveStaticAssets } from "./static-assets.ts";

const projectRoot = path.resolve(import.meta.dirname, "..");
const buildDir = path.join(projectRoot, "build");

// Everything the server writes (database, keys, files, their directories) is for its own user only.
process.umask(0o077);

const config = loadConfig();
const logger = createLogger(config.LOG_LEVEL);
const { version } = JSON.parse(fs.readFileSync(path.join(projectRoot, "package.json"), "utf8")) as { version: string };

const database = openDatabase({
  databaseUrl: config.DATABASE_URL,
  sqliteFile: path.join(config.dataDir, "site.db"),
  onConnectionError: (error) => logger.warn({ err: error }, "PostgreSQL connection lost; the pool will reconnect"),
});
const applied = await migrateToLatest(database.db);
const storage = localDiskStorage(path.join(config.dataDir, "files"));
let seeded: string[] = [];
if (!(await seedIsCurrent(database.db))) {
  const [{ seedDatabase }, { seedReportFiles }] = await Promise.all([import("./db/seed/seed-database.ts"), import("./db/seed/reports.ts")]);
  seeded = [...(await seedDatabase(database.db)), ...(await seedReportFiles(database.db, storage, config.SITE_NAME_EN))];
  await markSeeded(database.db, Date.now());
}
logger.info({ database: database.kind, applied, seeded }, "database ready");

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
const site = siteSettingsFrom(config, {
  encryptPublicKey: envelopeKeys.publicKeySpki,
  thirdPartySignIn: services.oidc.enabled ? services.oidc.providerName : null,
});

const app = createApp({
  config,
  database,
  logger,
  version,
  services,
  staticAssets: serveStaticAssets(loadStaticAssets(path.join(buildDir, "client"))),
  // Anonymous pages are the same for every visitor of a language: keep them for a minute.
  renderPage: withPageCache(
    await loadPageRenderer(buildDir, { site, homeContent: services.homeContent, news: services.news, reportFiles: services.files }),
    { ttlMs: 60_000, maxEntries: 500 },
  ),
});

const server = serve({ fetch: app.fetch, hostname: config.HOST, port: config.PORT }, (info) => {
  logger.info({ url: `http://${info.address}:${info.port}` }, "listening");
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
    await database.close();
    process.exit(0);
  });
  // Keep-alive connections can hold close() open; do not wait for them forever.
  setTimeout(() => process.exit(0), 5_000).unref();
}
process.on("SIGINT", () => shutdown("SIGINT"));
process.on("SIGTERM", () => shutdown("SIGTERM"));
