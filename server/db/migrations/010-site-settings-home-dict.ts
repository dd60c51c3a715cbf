import type { Kysely } from "kysely";

const HOME_TABLES = ["home_customer_case", "home_solution", "home_qualification"] as const;

/**
 * The console's content screens (docs/decisions/020-site-settings-and-cache-invalidation.md):
 * site settings saved in the console, one row per key (a key without a row keeps the
 * environment's default); the home lists' rows can be hidden and carry an optional image; a
 * dictionary entry can be disabled. Existing rows stay shown and enabled.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("site_setting")
    .addColumn("key", "varchar(64)", (col) => col.primaryKey())
    .addColumn("value", "text", (col) => col.notNull())
    .addColumn("updated_at", "bigint", (col) => col.notNull())
    .execute();
  for (const table of HOME_TABLES) {
    await db.schema
      .alterTable(table)
      .addColumn("hidden", "integer", (col) => col.notNull().defaultTo(0))
      .execute();
    // A same-origin path of an uploaded file (POST /api/admin/files); null shows the design's own picture.
    await db.schema.alterTable(table).addColumn("image_url", "varchar(500)").execute();
  }
  await db.schema
    .alterTable("dict_data")
    .addColumn("enabled", "integer", (col) => col.notNull().defaultTo(1))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("dict_data").dropColumn("enabled").execute();
  for (const table of HOME_TABLES) {
    await db.schema.alterTable(table).dropColumn("image_url").execute();
    await db.schema.alterTable(table).dropColumn("hidden").execute();
  }
  await db.schema.dropTable("site_setting").execute();
}
