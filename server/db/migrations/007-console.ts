import { sql, type Kysely } from "kysely";
import { idColumn } from "./columns.ts";

/**
 * The operator console: one inbox row per lead (booking or partner application) with its status
 * and owner, the notes written on it, and the append-only audit log of staff actions. Existing
 * leads are carried over as new.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const id = idColumn(db);

  await db.schema
    .createTable("lead")
    .$call(id)
    .addColumn("kind", "varchar(16)", (col) => col.notNull())
    .addColumn("source_id", "integer", (col) => col.notNull())
    .addColumn("status", "varchar(16)", (col) => col.notNull().defaultTo("new"))
    .addColumn("owner_id", "integer", (col) => col.references("web_user.id").onDelete("set null"))
    .addColumn("created_at", "bigint", (col) => col.notNull())
    .addColumn("updated_at", "bigint", (col) => col.notNull())
    .addUniqueConstraint("lead_kind_source", ["kind", "source_id"])
    .execute();
  await db.schema.createIndex("lead_created_idx").on("lead").columns(["created_at", "id"]).execute();

  await db.schema
    .createTable("lead_note")
    .$call(id)
    .addColumn("lead_id", "integer", (col) => col.notNull().references("lead.id").onDelete("cascade"))
    .addColumn("author_id", "integer", (col) => col.notNull().references("web_user.id"))
    .addColumn("body", "varchar(2000)", (col) => col.notNull())
    .addColumn("created_at", "bigint", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("lead_note_lead_idx").on("lead_note").column("lead_id").execute();

  await db.schema
    .createTable("audit_log")
    .$call(id)
    .addColumn("actor_id", "integer", (col) => col.notNull())
    // The actor's username when it happened: the record stays readable whatever becomes of the account.
    .addColumn("actor_name", "varchar(64)", (col) => col.notNull())
    .addColumn("action", "varchar(32)", (col) => col.notNull())
    .addColumn("target", "varchar(100)", (col) => col.notNull())
    /** JSON: what changed, the export's filter and row count. */
    .addColumn("detail", "text", (col) => col.notNull())
    .addColumn("ip", "varchar(64)", (col) => col.notNull())
    .addColumn("created_at", "bigint", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("audit_log_created_idx").on("audit_log").columns(["created_at", "id"]).execute();
  await db.schema.createIndex("audit_log_action_idx").on("audit_log").column("action").execute();

  // Second factor for staff (TOTP, RFC 6238): the shared secret once confirmed.
  await db.schema.alterTable("web_user").addColumn("totp_secret", "varchar(64)").execute();

  await sql`insert into lead (kind, source_id, status, created_at, updated_at)
    select 'booking', id, 'new', created_at, created_at from booking`.execute(db);
  await sql`insert into lead (kind, source_id, status, created_at, updated_at)
    select 'partner', id, 'new', created_at, created_at from partner_application`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("web_user").dropColumn("totp_secret").execute();
  for (const table of ["audit_log", "lead_note", "lead"]) await db.schema.dropTable(table).execute();
}
