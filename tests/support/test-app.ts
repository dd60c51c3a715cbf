import { createApp } from "../../server/app.ts";
import { loadConfig } from "../../server/config.ts";
import { createLogger } from "../../server/logger.ts";
import type { DatabaseHandle } from "../../server/db/database.ts";

/** The Hono app wired to a test database, called with app.request() and no network. */
export function createTestApp(database: DatabaseHandle, env: Record<string, string> = {}) {
  const config = loadConfig({ NODE_ENV: "test", DATA_DIR: "/tmp/unused", ...env });
  return createApp({ config, database, logger: createLogger("silent"), version: "0.0.0-test" });
}
