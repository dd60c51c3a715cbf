import { SqliteAdapter, type CreateTableBuilder, type Kysely } from "kysely";

/**
 * An auto-numbered integer primary key on either database: SQLite's INTEGER PRIMARY KEY is the
 * rowid itself; PostgreSQL uses an identity column.
 */
export function idColumn(db: Kysely<unknown>) {
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  return <TB extends string>(builder: CreateTableBuilder<TB, never>) =>
    builder.addColumn("id", "integer", (col) => (sqlite ? col.primaryKey() : col.primaryKey().generatedByDefaultAsIdentity()));
}
