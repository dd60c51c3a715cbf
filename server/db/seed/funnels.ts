import type { Kysely } from "kysely";
import { PRODUCT_PAGES } from "../../../common/analytics.ts";
import type { Database } from "../schema.ts";

/**
 * The Traffic screen's default funnel (decision 025): home → a product page → booking dialog
 * opened → booking sent. Seeded into an empty funnel list; from then on staff edit or delete it.
 */
export async function seedFunnels(db: Kysely<Database>): Promise<string[]> {
  if ((await db.selectFrom("analytics_funnel").select("id").limit(1).execute()).length > 0) return [];
  const now = Date.now();
  await db
    .insertInto("analytics_funnel")
    .values({
      name: "预约漏斗 · Booking funnel",
      steps: JSON.stringify([
        { kind: "page", paths: ["/index"] },
        { kind: "page", paths: [...PRODUCT_PAGES] },
        { kind: "event", event: "booking_opened" },
        { kind: "event", event: "booking_sent" },
      ]),
      created_at: now,
      updated_at: now,
    })
    .execute();
  return ["analytics_funnel"];
}
