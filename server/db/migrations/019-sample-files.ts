import { sql, type Kysely } from "kysely";

/**
 * Which stored files are the seed's samples (1) rather than files the operator uploaded (0): the
 * console marks documents that still show a sample, and the configuration check warns about
 * published ones. The seed stored its samples under reports/ and announcements/; an upload or a
 * replace never writes there, so a file still under those keys was never replaced
 * (docs/decisions/015-visitor-polish.md).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("stored_file")
    .addColumn("sample", "integer", (col) => col.notNull().defaultTo(0))
    .execute();
  await sql`UPDATE stored_file SET sample = 1 WHERE storage_key LIKE 'reports/%' OR storage_key LIKE 'announcements/%'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("stored_file").dropColumn("sample").execute();
}
