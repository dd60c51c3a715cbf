import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Client } from "pg";
import { inject } from "vitest";
import { migrateToLatest, openDatabase, type DatabaseHandle, type DatabaseKind } from "../../server/db/database.ts";

/**
 * The API suite runs once per database: always SQLite, and PostgreSQL when TEST_POSTGRES_URL
 * points at a server (CI sets it). Each test file gets a fresh, migrated database: a copy of the
 * run's template (tests/support/database-templates.ts) in the projects that have one, else migrated
 * here (the bench).
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

/** What the project's global setup provided, or undefined outside a Vitest worker (the bench). */
function provided<K extends "sqliteTemplateFile" | "postgresTemplateName">(key: K): string | undefined {
  try {
    return inject(key) || undefined;
  } catch {
    return undefined;
  }
}

export async function createTestDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  if (kind === "sqlite") {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "site-api-"));
    const file = path.join(dir, "site.db");
    const template = provided("sqliteTemplateFile");
    if (template) fs.copyFileSync(template, file);
    const handle = openDatabase({ sqliteFile: file });
    if (!template) await migrateToLatest(handle.db);
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
  const template = provided("postgresTemplateName");
  await admin.connect();
  await admin.query(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
  // A commit answers before its WAL record is flushed: no test crashes the PostgreSQL server, and
  // on the shared disk each flush waited its turn. Everything else (locks, isolation) is the same.
  await admin.query(`ALTER DATABASE ${name} SET synchronous_commit = off`);
  await admin.end();
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  const handle = openDatabase({ databaseUrl: url.toString(), sqliteFile: "" });
  if (!template) await migrateToLatest(handle.db);
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
