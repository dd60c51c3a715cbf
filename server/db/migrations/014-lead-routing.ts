import { sql, type Kysely } from "kysely";
import { idColumn } from "./columns.ts";
import { companyKey, emailKey, phoneKey } from "../../services/lead-keys.ts";

/**
 * Leads reach sales quickly (docs/decisions/024-lead-routing-and-notifications.md): chat and
 * webhook destinations whose messages are outbox rows, assignment rules (round-robin), saved
 * filters per staff account, and on each lead the keys duplicate detection compares (e-mail,
 * phone digits, company) with the lead it repeats.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const id = idColumn(db);

  await db.schema
    .createTable("notification_destination")
    .$call(id)
    .addColumn("name", "varchar(100)", (col) => col.notNull())
    .addColumn("kind", "varchar(16)", (col) => col.notNull())
    // The robot's address holds its key (WeCom, Slack, DingTalk's access_token): a secret like the signing one.
    .addColumn("url", "varchar(1000)", (col) => col.notNull())
    /** Signing secret(s); a generic webhook's are space-separated `whsec_` keys during a rotation. */
    .addColumn("secret", "varchar(1000)", (col) => col.notNull().defaultTo(""))
    .addColumn("language", "varchar(8)", (col) => col.notNull())
    /** Comma lists: lead kinds ("booking,partner") and demand types ("" = every type). */
    .addColumn("lead_kinds", "varchar(40)", (col) => col.notNull())
    .addColumn("demand_types", "varchar(100)", (col) => col.notNull().defaultTo(""))
    .addColumn("include_contact", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("per_minute", "integer", (col) => col.notNull().defaultTo(20))
    .addColumn("enabled", "integer", (col) => col.notNull().defaultTo(1))
    .addColumn("disabled_reason", "varchar(300)")
    /** The first failure since the last success: three days of failures disable the destination. */
    .addColumn("failing_since", "bigint")
    .addColumn("created_at", "bigint", (col) => col.notNull())
    .addColumn("updated_at", "bigint", (col) => col.notNull())
    .execute();

  // A notification is an outbox row like an e-mail (channel "notification"), written in the lead's transaction.
  await db.schema.alterTable("outbox").addColumn("destination_id", "integer").execute();
  await db.schema.alterTable("outbox").addColumn("lead_id", "integer").execute();
  /** The webhook-id: the same on every attempt, so a receiver can drop a repeat. */
  await db.schema.alterTable("outbox").addColumn("message_id", "varchar(40)").execute();
  /** Held back by the destination's rate limit at least once: merged into a digest when sent. */
  await db.schema
    .alterTable("outbox")
    .addColumn("rate_deferred", "integer", (col) => col.notNull().defaultTo(0))
    .execute();
  /** The row whose digest carried this one (status "merged"). */
  await db.schema.alterTable("outbox").addColumn("merged_into", "integer").execute();
  await db.schema.alterTable("outbox").addColumn("last_status", "integer").execute();
  await db.schema.alterTable("outbox").addColumn("last_answer", "varchar(500)").execute();
  await db.schema.createIndex("outbox_destination_idx").on("outbox").columns(["destination_id", "id"]).execute();
  await db.schema.createIndex("outbox_merged_idx").on("outbox").column("merged_into").execute();

  await db.schema
    .createTable("lead_assignment_rule")
    .$call(id)
    .addColumn("name", "varchar(100)", (col) => col.notNull())
    .addColumn("lead_kinds", "varchar(40)", (col) => col.notNull())
    .addColumn("demand_types", "varchar(100)", (col) => col.notNull().defaultTo(""))
    .addColumn("languages", "varchar(40)", (col) => col.notNull().defaultTo(""))
    /** Staff account ids, in turn order. */
    .addColumn("member_ids", "varchar(1000)", (col) => col.notNull())
    /** Leads handed out so far: the next one goes to member_ids[turn % members]. */
    .addColumn("turn", "bigint", (col) => col.notNull().defaultTo(0))
    .addColumn("sort", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("enabled", "integer", (col) => col.notNull().defaultTo(1))
    .addColumn("created_at", "bigint", (col) => col.notNull())
    .addColumn("updated_at", "bigint", (col) => col.notNull())
    .execute();

  await db.schema
    .createTable("saved_filter")
    .$call(id)
    .addColumn("user_id", "integer", (col) => col.notNull().references("web_user.id").onDelete("cascade"))
    .addColumn("screen", "varchar(32)", (col) => col.notNull())
    .addColumn("name", "varchar(60)", (col) => col.notNull())
    /** The list's query string, as the screen keeps it in its address. */
    .addColumn("query", "varchar(2000)", (col) => col.notNull())
    .addColumn("created_at", "bigint", (col) => col.notNull())
    .addUniqueConstraint("saved_filter_name", ["user_id", "screen", "name"])
    .execute();

  await db.schema.alterTable("lead").addColumn("duplicate_of", "integer").execute();
  for (const column of ["email_key", "phone_key", "company_key"]) {
    await db.schema
      .alterTable("lead")
      .addColumn(column, "varchar(254)", (col) => col.notNull().defaultTo(""))
      .execute();
    await db.schema.createIndex(`lead_${column}_idx`).on("lead").columns([column, "created_at"]).execute();
  }
  await db.schema.createIndex("lead_status_owner_idx").on("lead").columns(["status", "owner_id", "created_at"]).execute();
  await db.schema.createIndex("audit_log_target_idx").on("audit_log").columns(["target", "id"]).execute();

  // Existing leads get their keys (the normalisation is code: the same function as new leads').
  const sources = await sql<{ id: number; email: string; phone: string; company: string }>`
    select lead.id, coalesce(b.email, p.email, '') as email, coalesce(b.phone, p.phone, '') as phone,
      coalesce(b.company, p.company, '') as company
    from lead
    left join booking b on lead.kind = 'booking' and b.id = lead.source_id
    left join partner_application p on lead.kind = 'partner' and p.id = lead.source_id`.execute(db);
  for (const row of sources.rows) {
    await sql`update lead set email_key = ${emailKey(row.email)}, phone_key = ${phoneKey(row.phone)},
      company_key = ${companyKey(row.company)} where id = ${row.id}`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("audit_log_target_idx").execute();
  await db.schema.dropIndex("lead_status_owner_idx").execute();
  for (const column of ["email_key", "phone_key", "company_key"]) {
    await db.schema.dropIndex(`lead_${column}_idx`).execute();
    await db.schema.alterTable("lead").dropColumn(column).execute();
  }
  await db.schema.alterTable("lead").dropColumn("duplicate_of").execute();
  await db.schema.dropIndex("outbox_merged_idx").execute();
  await db.schema.dropIndex("outbox_destination_idx").execute();
  for (const column of ["last_answer", "last_status", "merged_into", "rate_deferred", "message_id", "lead_id", "destination_id"]) {
    await db.schema.alterTable("outbox").dropColumn(column).execute();
  }
  for (const table of ["saved_filter", "lead_assignment_rule", "notification_destination"]) await db.schema.dropTable(table).execute();
}
