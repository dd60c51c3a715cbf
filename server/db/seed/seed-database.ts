import type { Kysely } from "kysely";
import type { Database } from "../schema.ts";
import { seedDictionaries } from "./dictionaries.ts";
import { seedFunnels } from "./funnels.ts";
import { seedHomeContent } from "./home-content.ts";
import { seedNews } from "./news.ts";

/** Every seed step, run at start-up after the migrations (and by tests through this function). */
export async function seedDatabase(db: Kysely<Database>): Promise<string[]> {
  return [...(await seedHomeContent(db)), ...(await seedDictionaries(db)), ...(await seedNews(db)), ...(await seedFunnels(db))];
}
