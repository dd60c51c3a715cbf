import type { Kysely } from "kysely";
import type { AuditAction, auditListCall, AuditRow } from "../../common/contracts/admin-audit.ts";
import type { ParsedQuery } from "../../common/contracts/call.ts";
import type { Database } from "../db/schema.ts";
import type { Clock } from "./clock.ts";
import { containsText } from "./search-text.ts";
import { sortedPage } from "./sorted-page.ts";

/** Who did something, from where: the console's guard builds it for every staff request. */
export interface Actor {
  userId: number;
  username: string;
  ip: string;
}

/** What the server does by itself (assigning a lead by rule, disabling a failing destination). */
export const SYSTEM_ACTOR: Actor = { userId: 0, username: "system", ip: "" };

/**
 * The append-only record of staff actions. This module only inserts and reads: no code path
 * updates or deletes a row, and the console's API has no call that could.
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

    async list(query: ParsedQuery<typeof auditListCall>): Promise<{ rows: AuditRow[]; total: number }> {
      let base = db.selectFrom("audit_log");
      if (query.action) base = base.where("action", "=", query.action);
      if (query.actor) base = base.where(containsText("actor_name", query.actor));
      const { rows, total } = await sortedPage(base, query, {
        createdAt: "created_at",
        actorName: "actor_name",
        action: "action",
        target: "target",
        ip: "ip",
      });
      return {
        total,
        rows: rows.map((row) => ({
          id: row.id,
          actorId: row.actor_id,
          actorName: row.actor_name,
          action: row.action as AuditAction,
          target: row.target,
          detail: JSON.parse(row.detail) as Record<string, unknown>,
          ip: row.ip,
          createdAt: new Date(row.created_at).toISOString(),
        })),
      };
    },
  };
}

export type AuditLog = ReturnType<typeof createAuditLog>;
