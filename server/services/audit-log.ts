import type { Kysely } from "kysely";
import type { AuditAction } from "../../common/contracts/admin-audit.ts";
import type { Database } from "../db/schema.ts";
import type { Clock } from "./clock.ts";
import { OPERATOR_ACTOR_NAME, SYSTEM_ACTOR_NAME } from "../i18n/audit-words.ts";

/** Who did something, from where: the console's guard builds it for every staff request. */
export interface Actor {
  userId: number;
  username: string;
  ip: string;
}

/** What the server does by itself (assigning a lead by rule, disabling a failing destination). */
export const SYSTEM_ACTOR: Actor = { userId: 0, username: SYSTEM_ACTOR_NAME, ip: "" };

/** An operator's command on the server (`npm run admin -- ...`). */
export const OPERATOR_ACTOR: Actor = { userId: 0, username: OPERATOR_ACTOR_NAME, ip: "" };

/**
 * The append-only record of staff actions. This module only inserts (audit-reader.ts reads): no
 * code path updates or deletes a row, and the console's API has no call that could.
 */
export function createAuditLog(db: Kysely<Database>, clock: Clock) {
  return {
    async record(actor: Actor, action: AuditAction, target: string, detail: Record<string, unknown> = {}, trx: Kysely<Database> = db) {
      await trx
        .insertInto("audit_log")
        .values({
          actor_id: actor.userId,
          actor_name: actor.username,
          action,
          target,
          detail: JSON.stringify(detail),
          ip: actor.ip.slice(0, 64),
          created_at: clock.now(),
        })
        .execute();
    },
  };
}

export type AuditLog = ReturnType<typeof createAuditLog>;
