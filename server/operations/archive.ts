import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import readline from "node:readline";
import { buffer } from "node:stream/consumers";
import SQLite from "better-sqlite3";
import { sql, type Kysely } from "kysely";
import * as tar from "tar";
import { migrateToLatest, openDatabase, type DatabaseHandle } from "../db/database.ts";
import { migrations } from "../db/migrations/index.ts";
import type { Database } from "../db/schema.ts";
import { variantsOf } from "../services/file-urls.ts";
import type { FileStorage } from "../storage/file-storage.ts";

/**
 * The portable archive of `npm run admin -- export|import|backup` (docs/decisions/028-production-operations.md):
 * a gzipped tar holding manifest.json, every table as JSON lines (tables/NN-name.jsonl, in an
 * order where a row comes after the rows it refers to) and every stored file (files/KEY). It is
 * the same on SQLite and PostgreSQL, so an export of one imports into an empty database of the
 * other. A table's checksum does not depend on the order of its rows or of its columns: it is the
 * SHA-256 of the sorted SHA-256s of its rows, each row written with its columns in name order.
 */
export const ARCHIVE_FORMAT = "site-archive/1";
/** Rebuilt by the server at start-up from the tables they index (server/search/): never archived. */
const DERIVED_TABLES = new Set(["search_entry", "search_text"]);
const BATCH_ROWS = 500;

export interface TableEntry {
  name: string;
  file: string;
  rows: number;
  sha256: string;
}
export interface FileEntry {
  key: string;
  bytes: number;
  sha256: string;
}
export interface Manifest {
  format: typeof ARCHIVE_FORMAT;
  createdAt: string;
  source: { database: DatabaseHandle["kind"] };
  migrations: string[];
  tables: TableEntry[];
  files: FileEntry[];
}

type Row = Record<string, unknown>;
const sha256 = (data: string | Uint8Array) => createHash("sha256").update(data).digest("hex");
/** A row as archived: columns in name order, so both databases write the same line. */
const rowLine = (row: Row) =>
  JSON.stringify(
    Object.fromEntries(
      Object.keys(row)
        .toSorted()
        .map((key) => [key, row[key]]),
    ),
  );
const tableChecksum = (rowHashes: string[]) => sha256(rowHashes.toSorted().join("\n"));

interface TableShape {
  name: string;
  columns: string[];
  primaryKey: string[];
  /** Tables this one has foreign keys to. */
  references: string[];
}

const archived = (name: string) => !name.startsWith("kysely_") && !DERIVED_TABLES.has(name);

/** The application's tables as this database has them: no migration bookkeeping, no derived index. */
async function tableShapes(database: DatabaseHandle): Promise<TableShape[]> {
  const db = database.db;
  if (database.kind === "sqlite") {
    // Virtual tables (full-text indexes) and their shadow tables belong to the derived index.
    const { rows } = await sql<{ name: string }>`select name from sqlite_master where type = 'table'
      and name not like 'sqlite_%' and sql not like 'CREATE VIRTUAL TABLE%'
      and name not in (select name || suffix from sqlite_master, (select '_data' as suffix union select '_idx' union
        select '_content' union select '_docsize' union select '_config') where sql like 'CREATE VIRTUAL TABLE%')`.execute(db);
    const shapes: TableShape[] = [];
    for (const { name } of rows.filter((row) => archived(row.name))) {
      const columns = (await sql<{ name: string; pk: number }>`select name, pk from pragma_table_info(${name})`.execute(db)).rows;
      const keys = (await sql<{ table: string }>`select "table" from pragma_foreign_key_list(${name})`.execute(db)).rows;
      shapes.push({
        name,
        columns: columns.map((column) => column.name),
        primaryKey: columns
          .filter((column) => column.pk > 0)
          .toSorted((a, b) => a.pk - b.pk)
          .map((column) => column.name),
        references: keys.map((key) => key.table),
      });
    }
    return shapes;
  }
  const tables = (
    await sql<{ name: string }>`select table_name as name from information_schema.tables
      where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(db)
  ).rows.filter((row) => archived(row.name));
  const shapes: TableShape[] = [];
  for (const { name } of tables) {
    const columns = (
      await sql<{ name: string }>`select column_name as name from information_schema.columns
        where table_schema = current_schema() and table_name = ${name} and is_generated = 'NEVER' order by ordinal_position`.execute(db)
    ).rows;
    const primaryKey = (
      await sql<{ name: string }>`select a.attname as name from pg_index i join pg_attribute a on a.attrelid = i.indrelid
        and a.attnum = any(i.indkey) where i.indrelid = ${name}::regclass and i.indisprimary`.execute(db)
    ).rows;
    const references = (
      await sql<{ name: string }>`select ccu.table_name as name from information_schema.table_constraints tc
        join information_schema.constraint_column_usage ccu on ccu.constraint_name = tc.constraint_name
        where tc.table_schema = current_schema() and tc.table_name = ${name} and tc.constraint_type = 'FOREIGN KEY'`.execute(db)
    ).rows;
    shapes.push({
      name,
      columns: columns.map((c) => c.name),
      primaryKey: primaryKey.map((c) => c.name),
      references: references.map((r) => r.name),
    });
  }
  return shapes;
}

/** Tables in an order where each comes after those it refers to (then by name, so both databases agree). */
function dependencyOrder(shapes: TableShape[]): TableShape[] {
  const byName = new Map(shapes.map((shape) => [shape.name, shape]));
  const ordered: TableShape[] = [];
  const placed = new Set<string>();
  const visit = (shape: TableShape, visiting: Set<string>) => {
    if (placed.has(shape.name) || visiting.has(shape.name)) return;
    visiting.add(shape.name);
    for (const name of shape.references.toSorted()) {
      const target = byName.get(name);
      if (target && name !== shape.name) visit(target, visiting);
    }
    placed.add(shape.name);
    ordered.push(shape);
  };
  for (const shape of shapes.toSorted((a, b) => a.name.localeCompare(b.name))) visit(shape, new Set());
  return ordered;
}

/** Every storage key the database refers to: each stored file and its image variants. */
async function storageKeys(db: Kysely<Database>): Promise<string[]> {
  const rows = await db.selectFrom("stored_file").select(["storage_key", "variants"]).orderBy("id").execute();
  return [...new Set(rows.flatMap((row) => [row.storage_key, ...variantsOf(row).map((variant) => variant.key)]))];
}

async function appliedMigrations(db: Kysely<Database>): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(db);
  return rows.map((row) => row.name);
}

/**
 * Writes the archive of `database` and `storage` to `out`. The tables are read in one transaction
 * (a consistent snapshot on PostgreSQL; on SQLite the read transaction of its WAL), so a live site
 * can be exported; `backup` takes SQLite's online copy first instead.
 */
export async function exportArchive(options: { database: DatabaseHandle; storage: FileStorage; out: string }): Promise<Manifest> {
  const { database, storage } = options;
  const staging = fs.mkdtempSync(path.join(os.tmpdir(), "site-export-"));
  try {
    fs.mkdirSync(path.join(staging, "tables"));
    const snapshot =
      database.kind === "postgres" ? database.db.transaction().setIsolationLevel("repeatable read") : database.db.transaction();
    const { tables, keys, applied } = await snapshot.execute(async (trx) => {
      const shapes = dependencyOrder(await tableShapes({ ...database, db: trx }));
      const entries: TableEntry[] = [];
      for (const [index, shape] of shapes.entries()) {
        const file = `tables/${String(index + 1).padStart(2, "0")}-${shape.name}.jsonl`;
        const out = fs.openSync(path.join(staging, file), "w", 0o600);
        const hashes: string[] = [];
        const order = (shape.primaryKey.length > 0 ? shape.primaryKey : shape.columns).map((column) => sql.ref(column));
        const columns = shape.columns.map((column) => sql.ref(column));
        try {
          for (let offset = 0; ; offset += BATCH_ROWS) {
            const { rows } = await sql<Row>`select ${sql.join(columns)} from ${sql.table(shape.name)}
              order by ${sql.join(order)} limit ${BATCH_ROWS} offset ${offset}`.execute(trx);
            for (const row of rows) {
              const line = rowLine(row);
              hashes.push(sha256(line));
              fs.writeSync(out, `${line}\n`);
            }
            if (rows.length < BATCH_ROWS) break;
          }
        } finally {
          fs.closeSync(out);
        }
        entries.push({ name: shape.name, file, rows: hashes.length, sha256: tableChecksum(hashes) });
      }
      return { tables: entries, keys: await storageKeys(trx), applied: await appliedMigrations(trx) };
    });

    const files: FileEntry[] = [];
    const missing: string[] = [];
    for (const key of keys) {
      let data: Buffer;
      try {
        data = await buffer(await storage.read(key));
      } catch {
        missing.push(key);
        continue;
      }
      const target = path.join(staging, "files", key);
      fs.mkdirSync(path.dirname(target), { recursive: true });
      fs.writeFileSync(target, data, { mode: 0o600 });
      files.push({ key, bytes: data.length, sha256: sha256(data) });
    }
    if (missing.length > 0) throw new Error(`${missing.length} stored file(s) cannot be read from storage: ${missing.join(", ")}`);

    const manifest: Manifest = {
      format: ARCHIVE_FORMAT,
      createdAt: new Date().toISOString(),
      source: { database: database.kind },
      migrations: applied,
      tables,
      files,
    };
    fs.writeFileSync(path.join(staging, "manifest.json"), `${JSON.stringify(manifest, null, 2)}\n`);
    await tar.create({ gzip: true, file: options.out, cwd: staging, portable: true }, fs.readdirSync(staging));
    fs.chmodSync(options.out, 0o600);
    return manifest;
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}

/** The manifest of an archive, its tables and files read, each checked against the manifest. */
async function unpack(archive: string) {
  const staging = fs.mkdtempSync(path.join(os.tmpdir(), "site-import-"));
  await tar.extract({ file: archive, cwd: staging, strict: true });
  const manifest = JSON.parse(fs.readFileSync(path.join(staging, "manifest.json"), "utf8")) as Manifest;
  if (manifest.format !== ARCHIVE_FORMAT) throw new Error(`Not an archive of this site (format ${String(manifest.format)})`);
  return { staging, manifest };
}

async function* rowsOf(file: string): AsyncGenerator<{ row: Row; hash: string }> {
  const lines = readline.createInterface({ input: fs.createReadStream(file), crlfDelay: Number.POSITIVE_INFINITY });
  for await (const line of lines) if (line !== "") yield { row: JSON.parse(line) as Row, hash: sha256(line) };
}

/**
 * Rows that migrating a fresh database writes by itself (the site settings' single version record,
 * migration 013): such a database still counts as empty, and the archive's rows replace them.
 */
const ROWS_MIGRATIONS_WRITE: Readonly<Record<string, number>> = { site_setting_record: 1 };

/**
 * Loads an archive into an empty database of either kind (migrated here to this code's latest
 * version, which must be the archive's) and its files into `storage`. Everything is checked
 * against the manifest; the tables are written in one transaction, so a refusal or a failure leaves
 * the database empty.
 */
export async function importArchive(options: { database: DatabaseHandle; storage: FileStorage; archive: string }): Promise<Manifest> {
  const { database, storage } = options;
  const { staging, manifest } = await unpack(options.archive);
  try {
    const known = Object.keys(migrations).toSorted();
    const foreign = manifest.migrations.filter((name) => !known.includes(name));
    const behind = known.filter((name) => !manifest.migrations.includes(name));
    if (foreign.length > 0 || behind.length > 0) {
      throw new Error(
        `The archive was made by another version (migrations only in the archive: ${foreign.join(", ") || "none"}; only in this code: ${behind.join(", ") || "none"}): import it with the version that made it`,
      );
    }
    await migrateToLatest(database.db);
    const shapes = new Map((await tableShapes(database)).map((shape) => [shape.name, shape]));
    for (const table of manifest.tables) {
      if (!shapes.has(table.name)) throw new Error(`The archive's table ${table.name} does not exist in this database`);
      const { rows } = await sql<{ count: number }>`select count(*) as count from ${sql.table(table.name)}`.execute(database.db);
      if (Number(rows[0]?.count) > (ROWS_MIGRATIONS_WRITE[table.name] ?? 0))
        throw new Error(`The database is not empty (table ${table.name} has rows): import into an empty database`);
    }
    for (const file of manifest.files) {
      const data = fs.readFileSync(path.join(staging, "files", file.key));
      if (data.length !== file.bytes || sha256(data) !== file.sha256) throw new Error(`The archive's file ${file.key} is damaged`);
    }

    await database.db.transaction().execute(async (trx) => {
      for (const table of Object.keys(ROWS_MIGRATIONS_WRITE)) await trx.deleteFrom(table as keyof Database).execute();
      for (const table of manifest.tables) {
        const hashes: string[] = [];
        let batch: Row[] = [];
        const flush = async () => {
          if (batch.length > 0)
            await trx
              .insertInto(table.name as keyof Database)
              .values(batch as never)
              .execute();
          batch = [];
        };
        for await (const { row, hash } of rowsOf(path.join(staging, table.file))) {
          hashes.push(hash);
          batch.push(row);
          if (batch.length === BATCH_ROWS) await flush();
        }
        await flush();
        if (hashes.length !== table.rows || tableChecksum(hashes) !== table.sha256) {
          throw new Error(`The archive's table ${table.name} does not match its manifest (damaged archive)`);
        }
        // Identity columns go on from the highest id loaded, not from 1 (an "id" that is text, such as a visit's, has no sequence).
        const shape = shapes.get(table.name);
        if (database.kind === "postgres" && shape?.primaryKey.length === 1 && shape.primaryKey[0] === "id") {
          const { rows: sequence } = await sql<{ name: string | null }>`select pg_get_serial_sequence(${table.name}, 'id') as name`.execute(
            trx,
          );
          if (sequence[0]?.name) {
            await sql`select setval(${sequence[0].name}, coalesce(max(id), 0) + 1, false) from ${sql.table(table.name)}`.execute(trx);
          }
        }
      }
    });
    for (const file of manifest.files) await storage.put(file.key, fs.readFileSync(path.join(staging, "files", file.key)));
    return manifest;
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}

/**
 * A live SQLite site's backup: SQLite's online backup copies the database page by page while the
 * server goes on writing (each step takes the lock briefly), then the copy is exported as an archive
 * like any other, with the files.
 */
export async function backupSqlite(options: { sqliteFile: string; storage: FileStorage; out: string }): Promise<Manifest> {
  const staging = fs.mkdtempSync(path.join(os.tmpdir(), "site-backup-"));
  const copy = path.join(staging, "site.db");
  try {
    const live = new SQLite(options.sqliteFile, { readonly: true, fileMustExist: true });
    try {
      await live.backup(copy);
    } finally {
      live.close();
    }
    const database = openDatabase({ sqliteFile: copy });
    try {
      return await exportArchive({ database, storage: options.storage, out: options.out });
    } finally {
      await database.close();
    }
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}
