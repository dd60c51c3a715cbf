import type { Kysely } from "kysely";

/**
 * Issue 25. `credential_generation`: a number on the account that a disable, a password change or
 * reset and a deletion raise, and the generation each session was started against. A session whose
 * generation is no longer its account's opens nothing, and a session is only written while its
 * account still has the generation the sign-in read (services/sessions.ts), so a sign-in in flight
 * cannot outlive a disable or a password change. `totp_last_step`: the last TOTP time step accepted
 * for a staff account, so a used code cannot be replayed within its ±30 s (services/two-step.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("web_user")
    .addColumn("credential_generation", "integer", (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable("web_user").addColumn("totp_last_step", "bigint").execute();
  await db.schema
    .alterTable("web_session")
    .addColumn("credential_generation", "integer", (col) => col.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("web_session").dropColumn("credential_generation").execute();
  await db.schema.alterTable("web_user").dropColumn("totp_last_step").execute();
  await db.schema.alterTable("web_user").dropColumn("credential_generation").execute();
}
