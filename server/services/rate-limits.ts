import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import type { Clock } from "./clock.ts";

/**
 * Sliding-window counters kept in the database, so that every server instance sees the same
 * counts. `take` records an event only when it is allowed.
 */
export function createRateLimits(db: Kysely<Database>, clock: Clock) {
  async function count(bucket: string, windowMs: number): Promise<{ count: number; oldest: number | null }> {
    const row = await db
      .selectFrom("rate_event")
      .select((eb) => [eb.fn.countAll<number>().as("count"), eb.fn.min("created_at").as("oldest")])
      .where("bucket", "=", bucket)
      .where("created_at", ">", clock.now() - windowMs)
      .executeTakeFirstOrThrow();
    return { count: Number(row.count), oldest: row.oldest === null ? null : Number(row.oldest) };
  }

  return {
    /** Allows at most `limit` events per `windowMs`; otherwise says when the next one will be. */
    async take(bucket: string, limit: number, windowMs: number): Promise<{ allowed: true } | { allowed: false; retryAfterMs: number }> {
      const { count: used, oldest } = await count(bucket, windowMs);
      if (used >= limit) return { allowed: false, retryAfterMs: Math.max(1_000, (oldest ?? clock.now()) + windowMs - clock.now()) };
      await db.insertInto("rate_event").values({ bucket, created_at: clock.now() }).execute();
      return { allowed: true };
    },
    /** Drops events older than a day; called now and then, not per request. */
    async prune(): Promise<void> {
      await db
        .deleteFrom("rate_event")
        .where("created_at", "<", clock.now() - 24 * 60 * 60 * 1000)
        .execute();
    },
  };
}

export type RateLimits = ReturnType<typeof createRateLimits>;
