import fs from "node:fs";
import path from "node:path";
import { serve } from "@hono/node-server";
import { createApp } from "./app.ts";
import { loadConfig } from "./config.ts";
import { migrateToLatest, openDatabase } from "./db/database.ts";
import { createLogger } from "./logger.ts";
import { loadPageRenderer } from "./pages.ts";
import { siteSettingsFrom } from "./site-settings.ts";
import { loadStaticAssets, serveStaticAssets } from "./static-assets.ts";

const projectRoot = path.resolve(import.meta.dirname, "..");
const buildDir = path.join(projectRoot, "build");

const config = loadConfig();
const logger = createLogger(config.LOG_LEVEL);
const { version } = JSON.parse(fs.readFileSync(path.join(projectRoot, "package.json"), "utf8")) as { version: string };

const database = openDatabase({ databaseUrl: config.DATABASE_URL, sqliteFile: path.join(config.dataDir, "site.db") });
const applied = await migrateToLatest(database.db);
logger.info({ database: database.kind, applied }, "database ready");

const app = createApp({
  config,
  database,
  logger,
  version,
  staticAssets: serveStaticAssets(loadStaticAssets(path.join(buildDir, "client"))),
  renderPage: await loadPageRenderer(buildDir, { site: siteSettingsFrom(config) }),
});

const server = serve({ fetch: app.fetch, hostname: config.HOST, port: config.PORT }, (info) => {
  logger.info({ url: `http://${info.address}:${info.port}` }, "listening");
});

let stopping = false;
function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, "shutting down");
  server.close(async () => {
    await database.close();
    process.exit(0);
  });
  // Keep-alive connections can hold close() open; do not wait for them forever.
  setTimeout(() => process.exit(0), 5_000).unref();
}
process.on("SIGINT", () => shutdown("SIGINT"));
process.on("SIGTERM", () => shutdown("SIGTERM"));
