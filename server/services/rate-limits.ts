import type { Kysely, Transaction } from "kysely";
import type { Database } from "../db/schema.ts";
import { sha256 } from "../security/tokens.ts";
import type { Clock } from "./clock.ts";

export interface Hit {
  /** Events in the current window, this one included. */
  count: number;
  /** When the window ends and the count starts again from zero. */
  resetAt: number;
}

export type Taken = { allowed: true } | { allowed: false; retryAfterMs: number };

/** One limit of several decided together (`takeAll`). */
export interface Limit {
  key: string;
  limit: number;
  windowMs: number;
}

export type TakenAll = { allowed: true } | { allowed: false; refused: Limit; retryAfterMs: number };

/** Thrown inside `takeAll`'s transaction to roll back the counts a refused request took. */
class Refused extends Error {
  readonly refused: Limit;
  readonly retryAfterMs: number;
  constructor(refused: Limit, retryAfterMs: number) {
    super("limit refused");
    this.refused = refused;
    this.retryAfterMs = retryAfterMs;
  }
}

/** A key of the form "kind:group\nrest" keeps its group findable: see `clearGroup`. */
const GROUP_SEPARATOR = "\n";

function kindOf(key: string): string {
  const split = key.indexOf(":");
  return split === -1 ? "limit" : key.slice(0, Math.min(split, 40));
}

/** "kind:hash", or "kind:group-hash:hash" for a grouped key (at most 40 + 1 + 16 + 1 + 64 characters). */
function bucketOf(key: string): string {
  const kind = kindOf(key);
  const newline = key.indexOf(GROUP_SEPARATOR);
  if (newline === -1) return `${kind}:${sha256(key)}`;
  return `${kind}:${groupHash(key.slice(kind.length + 1, newline))}:${sha256(key)}`;
}

function groupHash(group: string): string {
  return sha256(group).slice(0, 16);
}

/**
 * Fixed-window counters in the database, shared by every instance. Each event is counted by one
 * statement that returns the new count (INSERT ... ON CONFLICT DO UPDATE ... RETURNING), so N
 * parallel requests count as N on SQLite and PostgreSQL alike (decision 012). Buckets are stored
 * as "kind:hash" so that addresses and e-mail addresses never sit in the table in the clear and
 * any key fits the column.
 */
export function createRateLimits(db: Kysely<Database>, clock: Clock) {
  /** Counts `events` (one by default) in `key`'s window (a new window once the last one ended) and returns the count. */
  async function hit(key: string, windowMs: number, executor: Kysely<Database> | Transaction<Database> = db, events = 1): Promise<Hit> {
    const now = clock.now();
    const row = await executor
      .insertInto("rate_counter")
      .values({ bucket: bucketOf(key), count: events, expires_at: now + windowMs })
      .onConflict((conflict) =>
        conflict.column("bucket").doUpdateSet((eb) => {
          const ended = eb("rate_counter.expires_at", "<=", now);
          return {
            count: eb
              .case()
              .when(ended)
              .then(events)
              .else(eb("rate_counter.count", "+", events))
              .end(),
            expires_at: eb
              .case()
              .when(ended)
              .then(now + windowMs)
              .else(eb.ref("rate_counter.expires_at"))
              .end(),
          };
        }),
      )
      .returning(["count", "expires_at"])
      .executeTakeFirstOrThrow();
    return { count: Number(row.count), resetAt: Number(row.expires_at) };
  }

  return {
    hit: (key: string, windowMs: number): Promise<Hit> => hit(key, windowMs),

    /** Allows at most `limit` events per window; otherwise says when the window ends. */
    async take(key: string, limit: number, windowMs: number): Promise<Taken> {
      const { count, resetAt } = await hit(key, windowMs);
      return count <= limit ? { allowed: true } : { allowed: false, retryAfterMs: Math.max(1_000, resetAt - clock.now()) };
    },

    /**
     * Asks for `wanted` events at once (a batch of messages) and answers how many fit under
     * `limit` in this window, decided by the same one statement: parallel callers never get more
     * than `limit` between them.
     */
    async takeUpTo(key: string, wanted: number, limit: number, windowMs: number): Promise<{ granted: number; retryAfterMs: number }> {
      const { count, resetAt } = await hit(key, windowMs, db, wanted);
      const granted = Math.max(0, Math.min(wanted, limit - (count - wanted)));
      return { granted, retryAfterMs: Math.max(1_000, resetAt - clock.now()) };
    },

    /**
     * Several limits as one decision: counted in order in one transaction, and kept only when every
     * one allows it. A request refused by any of them changes no count, so a sender over its own
     * limit cannot use up, or start, anybody else's. Each upsert locks its row until the end
     * (PostgreSQL; SQLite runs one transaction at a time), so concurrent requests on any instance
     * see each other's counts; every caller lists the same keys in the same order, so no two wait
     * on each other.
     */
    async takeAll(limits: readonly Limit[]): Promise<TakenAll> {
      try {
        await db.transaction().execute(async (trx) => {
          for (const limit of limits) {
            const { count, resetAt } = await hit(limit.key, limit.windowMs, trx);
            if (count > limit.limit) throw new Refused(limit, Math.max(1_000, resetAt - clock.now()));
          }
        });
        return { allowed: true };
      } catch (error) {
        if (error instanceof Refused) return { allowed: false, refused: error.refused, retryAfterMs: error.retryAfterMs };
        throw error;
      }
    },

    /** The count in the current window, without counting anything. */
    async peek(key: string): Promise<number> {
      const row = await db
        .selectFrom("rate_counter")
        .select("count")
        .where("bucket", "=", bucketOf(key))
        .where("expires_at", ">", clock.now())
        .executeTakeFirst();
      return row ? Number(row.count) : 0;
    },

    /** Takes back one event counted ahead of an outcome that turned out not to count (a success). */
    async refund(key: string): Promise<void> {
      await db
        .updateTable("rate_counter")
        .set((eb) => ({ count: eb("count", "-", 1) }))
        .where("bucket", "=", bucketOf(key))
        .where("count", ">", 0)
        .execute();
    },

    async clear(key: string): Promise<void> {
      await db.deleteFrom("rate_counter").where("bucket", "=", bucketOf(key)).execute();
    },

    /** The highest live count among the counters of kind `kind` whose key is "kind:group\n...": e.g. one account's worst address. */
    async groupMax(kind: string, group: string): Promise<number> {
      const row = await db
        .selectFrom("rate_counter")
        .select((eb) => eb.fn.max("count").as("highest"))
        .where("bucket", "like", `${kind}:${groupHash(group)}:%`)
        .where("expires_at", ">", clock.now())
        .executeTakeFirst();
      return Number(row?.highest ?? 0);
    },

    /** Clears every counter of kind `kind` whose key is "kind:group\n...": e.g. one account's locks from every address. */
    async clearGroup(kind: string, group: string): Promise<void> {
      await db
        .deleteFrom("rate_counter")
        .where("bucket", "like", `${kind}:${groupHash(group)}:%`)
        .execute();
    },
  };
}

export type RateLimits = ReturnType<typeof createRateLimits>;
