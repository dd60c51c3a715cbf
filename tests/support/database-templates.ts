import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Client } from "pg";
import type { TestProject } from "vitest/node";
import { migrateToLatest, openDatabase } from "../../server/db/database.ts";
import { shareAcrossProjects } from "./shared-by-projects.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** A migrated SQLite file that createTestDatabase copies (tests/support/database-templates.ts). */
    sqliteTemplateFile: string;
    /** A migrated PostgreSQL database that createTestDatabase copies with CREATE DATABASE … TEMPLATE; "" without PostgreSQL. */
    postgresTemplateName: string;
  }
}

interface Templates {
  sqliteFile: string;
  postgresName: string;
  remove(): Promise<void>;
}

/**
 * Global setup of the projects whose files make databases (api and http): every migration runs once
 * per run, into a template that each file's database copies (a file copy on SQLite, `CREATE DATABASE
 * … TEMPLATE` on PostgreSQL). Migrating per file waited on some forty synced DDL statements each
 * time: about a second on SQLite and two on PostgreSQL, per file and database, on the loaded 2-core
 * machine. The first project to start makes the templates and the last to end removes them.
 */
export default async function setup(project: TestProject) {
  const { value, leave } = await shareAcrossProjects("database templates", migratedTemplates, (templates) => templates.remove());
  project.provide("sqliteTemplateFile", value.sqliteFile);
  project.provide("postgresTemplateName", value.postgresName);
  return leave;
}

async function migratedTemplates(): Promise<Templates> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "site-template-"));
  const sqliteFile = path.join(dir, "site.db");
  const sqlite = openDatabase({ sqliteFile });
  await migrateToLatest(sqlite.db);
  // Closing checkpoints the WAL into the file, so the file alone is the whole database.
  await sqlite.close();

  const adminUrl = process.env.TEST_POSTGRES_URL;
  const postgresName = adminUrl ? `site_template_${process.pid}` : "";
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

  return {
    sqliteFile,
    postgresName,
    async remove() {
      fs.rmSync(dir, { recursive: true, force: true });
      if (adminUrl) await postgresAdmin(adminUrl, `DROP DATABASE IF EXISTS ${postgresName} WITH (FORCE)`);
    },
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
