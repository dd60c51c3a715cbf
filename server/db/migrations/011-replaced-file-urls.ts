import type { Kysely } from "kysely";

/**
 * The url hashes a stored file had before it was replaced. A url published with an old hash (in an
 * article body, a home-page row, a search engine, a browser's cache) is redirected to the file's
 * current content, while a hash the file never had still answers 404: the hash keeps unpublished
 * files unguessable (docs/decisions/019-files-and-investor-relations.md).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("stored_file_previous_hash")
    .addColumn("file_id", "integer", (col) => col.notNull().references("stored_file.id").onDelete("cascade"))
    .addColumn("hash", "varchar(16)", (col) => col.notNull())
    .addColumn("replaced_at", "bigint", (col) => col.notNull())
    .addPrimaryKeyConstraint("stored_file_previous_hash_pk", ["file_id", "hash"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("stored_file_previous_hash").execute();
}
