import type { Kysely } from "kysely";
import type { Database } from "../schema.ts";

/**
 * Seeding (page content, news, dictionaries, placeholder reports: several hundred kilobytes of
 * copy and a PDF library) runs on a fresh database and when the seed data changes; bump this
 * version with a change to content/ that must reach existing databases. Every other start skips
 * loading the seed modules at all.
 */
export const SEED_VERSION = "2026-11-27.default-funnel";
const KEY = "seed-version";

export async function seedIsCurrent(db: Kysely<Database>): Promise<boolean> {
  const row = await db.selectFrom("site_meta").select("value").where("key", "=", KEY).executeTakeFirst();
  return row?.value === SEED_VERSION;
}

export async function markSeeded(db: Kysely<Database>, now: number): Promise<void> {
  await db
    .insertInto("site_meta")
    .values({ key: KEY, value: SEED_VERSION, updated_at: now })
    .onConflict((conflict) => conflict.column("key").doUpdateSet({ value: SEED_VERSION, updated_at: now }))
    .execute();
}
