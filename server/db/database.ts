import fs from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, PostgresDialect, sql, SqliteAdapter, SqliteDialect, type LogEvent, type SqliteDatabase } from "kysely";
import { Migrator } from "kysely/migration";
import { createRequire } from "node:module";
import type { Pool as PostgresPool } from "pg";
import { migrations } from "./migrations/index.ts";
import type { Database } from "./schema.ts";

export type DatabaseKind = "sqlite" | "postgres";

export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: DatabaseKind;
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

const PG_INT8_OID = 20;

// node-postgres loads only for PostgreSQL: a site on SQLite never needs it at start.
const requireOnUse = createRequire(import.meta.url);

export interface DatabaseOptions {
  /** A postgres:// URL selects PostgreSQL; otherwise SQLite at `sqliteFile`. */
  databaseUrl?: string | undefined;
  sqliteFile: string;
  /**
   * Called when an idle PostgreSQL connection fails (a server restart, an administrator ending
   * it). Without a handler node-postgres would crash the process; the pool replaces the client.
   */
  onConnectionError?: (error: Error) => void;
  /** Told the kind (select, insert, update, delete, other) and duration (seconds) of every statement (/metrics). */
  onQuery?: (operation: string, seconds: number) => void;
}

const OPERATIONS: Record<string, string> = {
  SelectQueryNode: "select",
  InsertQueryNode: "insert",
  UpdateQueryNode: "update",
  DeleteQueryNode: "delete",
};

/** Kysely's log hook: it times every statement, failed ones included. */
function queryLog(onQuery: DatabaseOptions["onQuery"]) {
  if (!onQuery) return {};
  return {
    log: (event: LogEvent) => onQuery(OPERATIONS[event.query.query.kind] ?? "other", event.queryDurationMillis / 1000),
  };
}

async function ping(db: Kysely<Database>): Promise<void> {
  await sql`select 1`.execute(db);
}

export function openDatabase(options: DatabaseOptions): DatabaseHandle {
  if (options.databaseUrl) {
    const { Pool } = requireOnUse("pg") as { Pool: typeof PostgresPool };
    const pool = new Pool({ connectionString: options.databaseUrl, max: 10 });
    // Millisecond timestamps fit well inside 2^53, so BIGINT is safe to read as a number.
    pool.on("connect", (client) => client.setTypeParser(PG_INT8_OID, Number));
    pool.on("error", options.onConnectionError ?? ((error) => console.warn(`PostgreSQL connection lost: ${error.message}`)));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), ...queryLog(options.onQuery) });
    return { db, kind: "postgres", ping: () => ping(db), close: () => db.destroy() };
  }
  fs.mkdirSync(path.dirname(options.sqliteFile), { recursive: true, mode: 0o700 });
  // Owner only, also for a file made by an older version; SQLite gives its -wal and -shm files
  // the database file's permissions.
  fs.closeSync(fs.openSync(options.sqliteFile, "a", 0o600));
  fs.chmodSync(options.sqliteFile, 0o600);
  const sqlite = new SQLite(options.sqliteFile);
  // WAL keeps readers unblocked while a write commits; synchronous=FULL makes each answered
  // write durable even if the process is killed right after.
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("synchronous = FULL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }), ...queryLog(options.onQuery) });
  return { db, kind: "sqlite", ping: () => ping(db), close: () => db.destroy() };
}

/** Statements kept per connection: the queries the code builds, with room for `in (...)` lists of other lengths. */
const STATEMENT_CACHE_SIZE = 500;

/**
 * Kysely prepares every query again; preparing cost more than running the small queries of a
 * page render (docs/decisions/010-page-speed-budgets.md). A statement is reused for the same SQL
 * text unless it is still iterating (a streamed query), and the oldest is dropped beyond the bound.
 */
function withStatementCache(sqlite: SQLite.Database): SqliteDatabase {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sqlText: string) {
      const cached = statements.get(sqlText);
      if (cached) return cached.busy ? sqlite.prepare(sqlText) : cached;
      const statement = sqlite.prepare(sqlText);
      if (statements.size >= STATEMENT_CACHE_SIZE) statements.delete(statements.keys().next().value as string);
      statements.set(sqlText, statement);
      return statement;
    },
  };
}

/**
 * Runs a write not worth waiting for the disk for (a search's count for the statistics): committed
 * and seen by every reader at once, durable if the process ends, but the last few may be lost if
 * the machine loses power. SQLite's commit under synchronous=FULL waited 5-12 ms for its fsync on
 * the shared bench machine, longer than the search itself: this one commits under NORMAL (WAL),
 * holding the one connection so no other write runs without FULL. PostgreSQL: synchronous_commit
 * off for its transaction alone.
 */
export async function writeWithoutFlush(db: Kysely<Database>, write: (db: Kysely<Database>) => Promise<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof SqliteAdapter) {
    await db.connection().execute(async (connection) => {
      await sql`PRAGMA synchronous = NORMAL`.execute(connection);
      try {
        await write(connection);
      } finally {
        await sql`PRAGMA synchronous = FULL`.execute(connection);
      }
    });
    return;
  }
  await db.transaction().execute(async (trx) => {
    await sql`SET LOCAL synchronous_commit = off`.execute(trx);
    await write(trx);
  });
}

export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    // Numbers are reserved per piece of work (005 limits, 006 security, 007 console) and may land
    // in any order; a database that already ran 007 still runs 005 when it arrives.
    allowUnorderedMigrations: true,
  });
  // Kysely runs SQLite migrations outside a transaction, so under synchronous=FULL every DDL
  // statement waited for its own fsync (80-150 ms on a new database). With NORMAL, the checkpoint
  // at the end syncs the WAL and the database once; FULL is back before anything else is written.
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  if (sqlite) await sql`PRAGMA synchronous = NORMAL`.execute(db);
  try {
    const { error, results } = await migrator.migrateToLatest();
    if (error) throw error instanceof Error ? error : new Error(String(error));
    return (results ?? []).filter((r) => r.status === "Success").map((r) => r.migrationName);
  } finally {
    if (sqlite) {
      await sql`PRAGMA wal_checkpoint(PASSIVE)`.execute(db);
      await sql`PRAGMA synchronous = FULL`.execute(db);
    }
  }
}

/** Migrations this code has that the database has not run (readiness, the doctor). */
export async function pendingMigrations(db: Kysely<Database>): Promise<string[]> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations }, allowUnorderedMigrations: true });
  return (await migrator.getMigrations()).filter((migration) => migration.executedAt === undefined).map((migration) => migration.name);
}
