import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Client } from "pg";
import { migrateToLatest, openDatabase, type DatabaseHandle, type DatabaseKind } from "../../server/db/database.ts";

/**
 * The API suite runs once per database: always SQLite, and PostgreSQL when TEST_POSTGRES_URL
 * points at a server (CI sets it). Each test file gets a fresh, migrated database.
 */
export const POSTGRES_ADMIN_URL = process.env.TEST_POSTGRES_URL;

export const databaseKinds: DatabaseKind[] = POSTGRES_ADMIN_URL ? ["sqlite", "postgres"] : ["sqlite"];

if (!POSTGRES_ADMIN_URL && process.env.CI) {
  throw new Error("CI must run the API suite on PostgreSQL too: set TEST_POSTGRES_URL.");
}

export interface TestDatabase {
  handle: DatabaseHandle;
  url: string | undefined;
  drop(): Promise<void>;
}

export async function createTestDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  if (kind === "sqlite") {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "site-api-"));
    const handle = openDatabase({ sqliteFile: path.join(dir, "site.db") });
    await migrateToLatest(handle.db);
    return {
      handle,
      url: undefined,
      drop: async () => {
        await handle.close();
        fs.rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  if (!POSTGRES_ADMIN_URL) throw new Error("TEST_POSTGRES_URL is not set");
  const name = `site_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new Client({ connectionString: POSTGRES_ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  const handle = openDatabase({ databaseUrl: url.toString(), sqliteFile: "" });
  await migrateToLatest(handle.db);
  return {
    handle,
    url: url.toString(),
    drop: async () => {
      await handle.close();
      const cleanup = new Client({ connectionString: POSTGRES_ADMIN_URL });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}
