import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Client } from "pg";
import type { TestProject } from "vitest/node";
import { migrateToLatest, openDatabase } from "../../server/db/database.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** A migrated SQLite file that createTestDatabase copies (tests/support/database-templates.ts). */
    sqliteTemplateFile: string;
    /** A migrated PostgreSQL database that createTestDatabase copies with CREATE DATABASE … TEMPLATE; "" without PostgreSQL. */
    postgresTemplateName: string;
  }
}

/**
 * Global setup of the projects whose files make databases: every migration runs once per run, into
 * a template that each file's database copies (a file copy on SQLite, `CREATE DATABASE … TEMPLATE`
 * on PostgreSQL). Migrating per file waited on some forty synced DDL statements each time: about a
 * second on SQLite and two on PostgreSQL, per file and database, on the loaded 2-core machine.
 */
export default async function setup(project: TestProject) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "site-template-"));
  const sqliteFile = path.join(dir, "site.db");
  const sqlite = openDatabase({ sqliteFile });
  await migrateToLatest(sqlite.db);
  // Closing checkpoints the WAL into the file, so the file alone is the whole database.
  await sqlite.close();
  project.provide("sqliteTemplateFile", sqliteFile);

  const adminUrl = process.env.TEST_POSTGRES_URL;
  const postgresName = adminUrl ? `site_template_${process.pid}_${project.name}` : "";
  if (adminUrl) {
    await postgresAdmin(adminUrl, `DROP DATABASE IF EXISTS ${postgresName}`, `CREATE DATABASE ${postgresName}`);
    const url = new URL(adminUrl);
    url.pathname = `/${postgresName}`;
    const postgres = openDatabase({ databaseUrl: url.toString(), sqliteFile: "" });
    try {
      await migrateToLatest(postgres.db);
    } finally {
      // A template must have no open connection while it is copied.
      await postgres.close();
    }
  }
  project.provide("postgresTemplateName", postgresName);

  return async () => {
    fs.rmSync(dir, { recursive: true, force: true });
    if (adminUrl) await postgresAdmin(adminUrl, `DROP DATABASE IF EXISTS ${postgresName} WITH (FORCE)`);
  };
}

async function postgresAdmin(adminUrl: string, ...statements: string[]): Promise<void> {
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    for (const statement of statements) await admin.query(statement);
  } finally {
    await admin.end();
  }
}
