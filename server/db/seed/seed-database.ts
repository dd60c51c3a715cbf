import type { Kysely } from "kysely";
import type { Database } from "../schema.ts";
import { seedHomeContent } from "./home-content.ts";

/** Every seed step, run at start-up after the migrations (and by tests through this function). */
export async function seedDatabase(db: Kysely<Database>): Promise<string[]> {
  return [...(await seedHomeContent(db))];
}
