import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import type { Actor } from "./audit-log.ts";
import type { Clock } from "./clock.ts";

/** How long an open editor counts without renewing (the browser renews every EDIT_LOCK_RENEW_MS). */
export const EDIT_LOCK_LEASE_MS = 60_000;

export interface OtherEditor {
  username: string;
  /** ISO 8601: when that editor opened the record. */
  since: string;
}

/**
 * Who has a record open in the console ("X is editing", docs/decisions/023-editing-without-lost-work.md):
 * each open editor (a browser tab, named by a random id it chose) holds a lease it renews while
 * open and gives up when it closes. It blocks nobody: two people may still edit and save, and the
 * versions decide. A lease is one upsert, so every instance sees the same editors; an editor that
 * vanished without a word counts until its lease runs out.
 */
export function createEditLocks(db: Kysely<Database>, clock: Clock) {
  return {
    /** Takes or renews this editor's lease on `resource` and answers the other editors holding one. */
    async hold(resource: string, holder: string, actor: Actor): Promise<OtherEditor[]> {
      const now = clock.now();
      const expires = now + EDIT_LOCK_LEASE_MS;
      await db
        .insertInto("edit_lock")
        .values({ resource, holder, user_id: actor.userId, username: actor.username, started_at: now, expires_at: expires })
        .onConflict((conflict) =>
          conflict.columns(["resource", "holder"]).doUpdateSet({ expires_at: expires }).where("edit_lock.user_id", "=", actor.userId),
        )
        .execute();
      const others = await db
        .selectFrom("edit_lock")
        .select(["username", "started_at"])
        .where("resource", "=", resource)
        .where("holder", "!=", holder)
        .where("expires_at", ">", now)
        .orderBy("started_at")
        .execute();
      return others.map((row) => ({ username: row.username, since: new Date(Number(row.started_at)).toISOString() }));
    },

    /** Gives up this editor's lease (its own only: the holder id and the account must both match). */
    async release(resource: string, holder: string, actor: Actor): Promise<void> {
      await db
        .deleteFrom("edit_lock")
        .where("resource", "=", resource)
        .where("holder", "=", holder)
        .where("user_id", "=", actor.userId)
        .execute();
    },
  };
}

export type EditLocks = ReturnType<typeof createEditLocks>;
