import { sql, type Kysely } from "kysely";
import { idColumn } from "./columns.ts";

/**
 * Issue 30 (docs/decisions/027-staff-accounts.md). `two_step_recovery_code`: the ten one-time codes
 * a staff member is shown when setting up two-step sign-in, stored as SHA-256 (each holds 80 random
 * bits) and marked used by one statement. `staff_invitation`: an admin's invitation of a new staff
 * member by e-mail; the link's token is stored hashed, and at most one invitation per address is
 * open at a time (a partial unique index, which both databases support). The audit log's filter by
 * target uses the index of migration 014.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("two_step_recovery_code")
    .$call(idColumn(db))
    .addColumn("user_id", "integer", (col) => col.notNull().references("web_user.id").onDelete("cascade"))
    .addColumn("code_hash", "varchar(64)", (col) => col.notNull())
    .addColumn("created_at", "bigint", (col) => col.notNull())
    .addColumn("used_at", "bigint")
    .addUniqueConstraint("two_step_recovery_code_user_hash", ["user_id", "code_hash"])
    .execute();

  await db.schema
    .createTable("staff_invitation")
    .$call(idColumn(db))
    .addColumn("email", "varchar(254)", (col) => col.notNull())
    .addColumn("role", "varchar(16)", (col) => col.notNull())
    /** The language of the e-mail and of the page the link opens. */
    .addColumn("language", "varchar(8)", (col) => col.notNull())
    .addColumn("token_hash", "varchar(64)", (col) => col.notNull().unique())
    .addColumn("invited_by", "integer", (col) => col.notNull())
    .addColumn("created_at", "bigint", (col) => col.notNull())
    .addColumn("expires_at", "bigint", (col) => col.notNull())
    .addColumn("accepted_at", "bigint")
    .addColumn("accepted_user_id", "integer", (col) => col.references("web_user.id").onDelete("set null"))
    .addColumn("revoked_at", "bigint")
    .execute();
  await db.schema
    .createIndex("staff_invitation_open_email")
    .on("staff_invitation")
    .column("email")
    .unique()
    .where(sql.ref("accepted_at"), "is", null)
    .where(sql.ref("revoked_at"), "is", null)
    .execute();
  await db.schema.createIndex("staff_invitation_created_idx").on("staff_invitation").columns(["created_at", "id"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("staff_invitation").execute();
  await db.schema.dropTable("two_step_recovery_code").execute();
}
