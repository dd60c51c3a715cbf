import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { newToken, sha256 } from "../security/tokens.ts";
import type { Clock } from "./clock.ts";

export type OneTimeKeyKind =
  | "password-reset"
  | "oidc-state"
  | "oidc-result"
  | "proof-of-work"
  | "totp-setup"
  | "totp-session"
  | "change-report";

/** Random single-use tickets (reset tickets, sign-in results) stored as hashes with an expiry. */
export function createOneTimeKeys(db: Kysely<Database>, clock: Clock) {
  async function find(kind: OneTimeKeyKind, key: string) {
    const row = await db
      .selectFrom("one_time_key")
      .selectAll()
      .where("key_hash", "=", sha256(key))
      .where("kind", "=", kind)
      .executeTakeFirst();
    return row && row.consumed_at === null && row.expires_at > clock.now() ? row : undefined;
  }
  return {
    /** `executor`: the caller's transaction, when the key must commit with what it stands for. */
    async issue(
      kind: OneTimeKeyKind,
      payload: unknown,
      ttlMs: number,
      key: string = newToken(),
      executor: Kysely<Database> = db,
    ): Promise<string> {
      const now = clock.now();
      await executor
        .insertInto("one_time_key")
        .values({
          key_hash: sha256(key),
          kind,
          payload: JSON.stringify(payload),
          created_at: now,
          expires_at: now + ttlMs,
          consumed_at: null,
        })
        .execute();
      return key;
    },
    /**
     * Records `key` as used, once: true for the first caller on any instance, false for every
     * later one (a replay), decided by one insert that leaves an existing key alone.
     */
    async claim(kind: OneTimeKeyKind, key: string, ttlMs: number): Promise<boolean> {
      const now = clock.now();
      // Left unconsumed, so that maintenance keeps it until it expires (it prunes used keys early).
      const inserted = await db
        .insertInto("one_time_key")
        .values({ key_hash: sha256(key), kind, payload: "true", created_at: now, expires_at: now + ttlMs, consumed_at: null })
        .onConflict((conflict) => conflict.column("key_hash").doNothing())
        .returning("key_hash")
        .executeTakeFirst();
      return inserted !== undefined;
    },
    async peek<T>(kind: OneTimeKeyKind, key: string): Promise<T | undefined> {
      const row = await find(kind, key);
      return row ? (JSON.parse(row.payload) as T) : undefined;
    },
    /** Marks the key used; only the caller whose update wins gets the payload. */
    async consume<T>(kind: OneTimeKeyKind, key: string): Promise<T | undefined> {
      const row = await find(kind, key);
      if (!row) return undefined;
      const result = await db
        .updateTable("one_time_key")
        .set({ consumed_at: clock.now() })
        .where("key_hash", "=", row.key_hash)
        .where("consumed_at", "is", null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1 ? (JSON.parse(row.payload) as T) : undefined;
    },
  };
}

export type OneTimeKeys = ReturnType<typeof createOneTimeKeys>;
