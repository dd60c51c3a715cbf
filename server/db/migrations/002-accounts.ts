import type { Kysely } from "kysely";
import { idColumn } from "./columns.ts";

/** Web users, their sessions and third-party identities, codes, captchas, throttling, outbox. */
export async function up(db: Kysely<unknown>): Promise<void> {
  const id = idColumn(db);
  await db.schema
    .createTable("web_user")
    .$call(id)
    .addColumn("username", "varchar(64)", (col) => col.notNull().unique())
    .addColumn("nickname", "varchar(64)", (col) => col.notNull())
    .addColumn("email", "varchar(254)", (col) => col.unique())
    .addColumn("phone", "varchar(32)", (col) => col.unique())
    .addColumn("password_hash", "varchar(255)")
    .addColumn("avatar", "varchar(500)", (col) => col.notNull().defaultTo(""))
    .addColumn("auth_type", "varchar(32)", (col) => col.notNull().defaultTo(""))
    .addColumn("personal_auth_id", "varchar(64)")
    .addColumn("firm_auth_id", "varchar(64)")
    .addColumn("sec_auth_flag", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("remark", "varchar(500)", (col) => col.notNull().defaultTo(""))
    .addColumn("dept", "varchar(100)", (col) => col.notNull().defaultTo(""))
    .addColumn("roles", "varchar(500)", (col) => col.notNull().defaultTo("web_user"))
    .addColumn("permissions", "varchar(1000)", (col) => col.notNull().defaultTo(""))
    .addColumn("status", "varchar(16)", (col) => col.notNull().defaultTo("active"))
    .addColumn("created_at", "bigint", (col) => col.notNull())
    .addColumn("last_login_at", "bigint")
    .execute();

  await db.schema
    .createTable("web_session")
    .addColumn("token_hash", "varchar(64)", (col) => col.primaryKey())
    .addColumn("user_id", "integer", (col) => col.notNull().references("web_user.id").onDelete("cascade"))
    .addColumn("client_id", "varchar(64)", (col) => col.notNull())
    .addColumn("created_at", "bigint", (col) => col.notNull())
    .addColumn("last_seen_at", "bigint", (col) => col.notNull())
    .addColumn("expires_at", "bigint", (col) => col.notNull())
    .addColumn("revoked_at", "bigint")
    .addColumn("ip", "varchar(64)", (col) => col.notNull())
    .addColumn("user_agent", "varchar(300)", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("web_session_user_idx").on("web_session").column("user_id").execute();

  await db.schema
    .createTable("user_connection")
    .$call(id)
    .addColumn("user_id", "integer", (col) => col.notNull().references("web_user.id").onDelete("cascade"))
    .addColumn("provider", "varchar(64)", (col) => col.notNull())
    .addColumn("subject", "varchar(255)", (col) => col.notNull())
    .addColumn("email", "varchar(254)")
    .addColumn("created_at", "bigint", (col) => col.notNull())
    .addUniqueConstraint("user_connection_provider_subject", ["provider", "subject"])
    .execute();

  await db.schema
    .createTable("verification_code")
    .$call(id)
    .addColumn("channel", "varchar(16)", (col) => col.notNull())
    .addColumn("target", "varchar(254)", (col) => col.notNull())
    .addColumn("purpose", "varchar(16)", (col) => col.notNull())
    .addColumn("code_hash", "varchar(64)", (col) => col.notNull())
    .addColumn("attempts", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("created_at", "bigint", (col) => col.notNull())
    .addColumn("expires_at", "bigint", (col) => col.notNull())
    .addColumn("consumed_at", "bigint")
    .execute();
  await db.schema.createIndex("verification_code_target_idx").on("verification_code").columns(["target", "purpose"]).execute();

  await db.schema
    .createTable("captcha")
    .addColumn("uuid", "varchar(64)", (col) => col.primaryKey())
    .addColumn("answer_hash", "varchar(64)", (col) => col.notNull())
    .addColumn("created_at", "bigint", (col) => col.notNull())
    .addColumn("expires_at", "bigint", (col) => col.notNull())
    .execute();

  /** One-time keys: password-reset tickets and third-party sign-in results. */
  await db.schema
    .createTable("one_time_key")
    .addColumn("key_hash", "varchar(64)", (col) => col.primaryKey())
    .addColumn("kind", "varchar(32)", (col) => col.notNull())
    .addColumn("payload", "text", (col) => col.notNull())
    .addColumn("created_at", "bigint", (col) => col.notNull())
    .addColumn("expires_at", "bigint", (col) => col.notNull())
    .addColumn("consumed_at", "bigint")
    .execute();

  await db.schema
    .createTable("login_attempt")
    .$call(id)
    .addColumn("account_key", "varchar(254)", (col) => col.notNull())
    .addColumn("ip", "varchar(64)", (col) => col.notNull())
    .addColumn("succeeded", "integer", (col) => col.notNull())
    .addColumn("created_at", "bigint", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("login_attempt_ip_idx").on("login_attempt").columns(["ip", "created_at"]).execute();
  await db.schema.createIndex("login_attempt_account_idx").on("login_attempt").columns(["account_key", "ip", "created_at"]).execute();

  await db.schema
    .createTable("rate_event")
    .$call(id)
    .addColumn("bucket", "varchar(300)", (col) => col.notNull())
    .addColumn("created_at", "bigint", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("rate_event_bucket_idx").on("rate_event").columns(["bucket", "created_at"]).execute();

  await db.schema
    .createTable("outbox")
    .$call(id)
    .addColumn("channel", "varchar(16)", (col) => col.notNull())
    .addColumn("recipient", "varchar(254)", (col) => col.notNull())
    .addColumn("subject", "varchar(300)", (col) => col.notNull())
    .addColumn("body", "text", (col) => col.notNull())
    .addColumn("status", "varchar(16)", (col) => col.notNull())
    .addColumn("attempts", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("next_attempt_at", "bigint", (col) => col.notNull())
    .addColumn("last_error", "text")
    .addColumn("created_at", "bigint", (col) => col.notNull())
    .addColumn("sent_at", "bigint")
    .execute();
  await db.schema.createIndex("outbox_pending_idx").on("outbox").columns(["status", "next_attempt_at"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    "outbox",
    "rate_event",
    "login_attempt",
    "one_time_key",
    "captcha",
    "verification_code",
    "user_connection",
    "web_session",
    "web_user",
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
