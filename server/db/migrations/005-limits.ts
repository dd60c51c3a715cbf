import type { Kysely } from "kysely";
import { idColumn } from "./columns.ts";

/**
 * Abuse limits decided in one statement (decision 012): one counter row per bucket and window,
 * raised with INSERT ... ON CONFLICT DO UPDATE ... RETURNING; the per-event tables it replaces
 * (counted with one statement, written with another) go. Used envelope nonces for replay checks.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("rate_counter")
    .addColumn("bucket", "varchar(100)", (col) => col.primaryKey())
    .addColumn("count", "integer", (col) => col.notNull())
    .addColumn("expires_at", "bigint", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("rate_counter_expires_idx").on("rate_counter").column("expires_at").execute();

  await db.schema
    .createTable("used_nonce")
    .addColumn("nonce_hash", "varchar(64)", (col) => col.primaryKey())
    .addColumn("expires_at", "bigint", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("used_nonce_expires_idx").on("used_nonce").column("expires_at").execute();

  // What the maintenance job prunes by.
  await db.schema.createIndex("web_session_expires_idx").on("web_session").column("expires_at").execute();
  await db.schema.createIndex("verification_code_expires_idx").on("verification_code").column("expires_at").execute();
  await db.schema.createIndex("captcha_expires_idx").on("captcha").column("expires_at").execute();
  await db.schema.createIndex("one_time_key_expires_idx").on("one_time_key").column("expires_at").execute();

  await db.schema.dropTable("login_attempt").execute();
  await db.schema.dropTable("rate_event").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const id = idColumn(db);
  await db.schema
    .createTable("rate_event")
    .$call(id)
    .addColumn("bucket", "varchar(300)", (col) => col.notNull())
    .addColumn("created_at", "bigint", (col) => col.notNull())
    .execute();
  await db.schema
    .createTable("login_attempt")
    .$call(id)
    .addColumn("account_key", "varchar(254)", (col) => col.notNull())
    .addColumn("ip", "varchar(64)", (col) => col.notNull())
    .addColumn("succeeded", "integer", (col) => col.notNull())
    .addColumn("created_at", "bigint", (col) => col.notNull())
    .execute();
  for (const index of ["one_time_key_expires_idx", "captcha_expires_idx", "verification_code_expires_idx", "web_session_expires_idx"]) {
    await db.schema.dropIndex(index).execute();
  }
  await db.schema.dropTable("used_nonce").execute();
  await db.schema.dropTable("rate_counter").execute();
}
