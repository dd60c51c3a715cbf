import { sql, type Kysely, type RawBuilder } from "kysely";
import type { FunnelStep, SavedFunnel } from "../../../common/contracts/admin-traffic.ts";
import { dayInZone } from "../../../common/site-time.ts";
import type { Database } from "../../db/schema.ts";
import type { AuditLog } from "../audit-log.ts";
import type { Clock } from "../clock.ts";
import { ServiceError } from "../service-error.ts";
import type { StaffMember } from "../staff-access.ts";
import { rangeOf } from "./traffic-report.ts";

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/** The SQL condition that a hit `h` is this step. */
function matches(step: FunnelStep): RawBuilder<boolean> {
  if (step.kind === "event") return sql<boolean>`h.kind = 'event' and h.event = ${step.event}`;
  const paths = step.paths.map((path) =>
    path.endsWith("*") ? sql`h.path like ${`${escapeLike(path.slice(0, -1))}%`} escape '\\'` : sql`h.path = ${path}`,
  );
  return sql<boolean>`h.kind = 'view' and (${sql.join(paths, sql` or `)})`;
}

/**
 * How many visits reached each step in order (decision 025): step 1 anywhere in a visit that has a
 * hit in the range, each next step later in the same visit than the earliest match of the one
 * before. Earliest matches give every visit its best chance, so the counts are exact.
 */
export async function funnelCounts(db: Kysely<Database>, steps: FunnelStep[], from: string, to: string): Promise<number[]> {
  const ctes = steps.map((step, index) =>
    index === 0
      ? sql`s0 as (select h.visit_id, min(h.at) as at from analytics_hit h
          where h.day >= ${from} and h.day <= ${to} and h.visit_id is not null and ${matches(step)} group by h.visit_id)`
      : sql`${sql.raw(`s${index}`)} as (select h.visit_id, min(h.at) as at from analytics_hit h
          join ${sql.raw(`s${index - 1}`)} p on p.visit_id = h.visit_id and h.at > p.at
          where ${matches(step)} group by h.visit_id)`,
  );
  const counts = steps.map((_step, index) => sql`(select count(*) from ${sql.raw(`s${index}`)}) as ${sql.raw(`c${index}`)}`);
  const { rows } = await sql<Record<string, number | string>>`with ${sql.join(ctes)} select ${sql.join(counts)}`.execute(db);
  return steps.map((_step, index) => Number(rows[0]?.[`c${index}`] ?? 0));
}

const toFunnel = (row: { id: number; name: string; steps: string; version: number; updated_at: number }): SavedFunnel => ({
  id: row.id,
  name: row.name,
  steps: JSON.parse(row.steps) as FunnelStep[],
  version: row.version,
  updatedAt: new Date(row.updated_at).toISOString(),
});

/** Saved funnels: any staff member may add, change (with the version read, else 409) and delete them; each change is audited. */
export function createFunnels(deps: { db: Kysely<Database>; clock: Clock; audit: AuditLog; timeZone: string }) {
  const { db, clock, audit } = deps;

  async function get(id: number): Promise<SavedFunnel> {
    const row = await db.selectFrom("analytics_funnel").selectAll().where("id", "=", id).executeTakeFirst();
    if (!row) throw new ServiceError(404, "notFound");
    return toFunnel(row);
  }

  return {
    async list(): Promise<SavedFunnel[]> {
      return (await db.selectFrom("analytics_funnel").selectAll().orderBy("id").execute()).map(toFunnel);
    },

    async create(input: { name: string; steps: FunnelStep[] }, actor: StaffMember): Promise<SavedFunnel> {
      const now = clock.now();
      const id = await db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto("analytics_funnel")
          .values({ name: input.name, steps: JSON.stringify(input.steps), created_at: now, updated_at: now })
          .returning("id")
          .executeTakeFirstOrThrow();
        await audit.record(actor, "funnelSaved", `funnel:${row.id}`, input, trx);
        return row.id;
      });
      return get(id);
    },

    async update(id: number, input: { name: string; steps: FunnelStep[]; version: number }, actor: StaffMember): Promise<SavedFunnel> {
      await db.transaction().execute(async (trx) => {
        const changed = await trx
          .updateTable("analytics_funnel")
          .set({ name: input.name, steps: JSON.stringify(input.steps), version: input.version + 1, updated_at: clock.now() })
          .where("id", "=", id)
          .where("version", "=", input.version)
          .executeTakeFirst();
        if (Number(changed.numUpdatedRows) === 0) {
          const exists = await trx.selectFrom("analytics_funnel").select("id").where("id", "=", id).executeTakeFirst();
          throw exists ? new ServiceError(409, "funnelChanged") : new ServiceError(404, "notFound");
        }
        await audit.record(actor, "funnelSaved", `funnel:${id}`, { name: input.name, steps: input.steps }, trx);
      });
      return get(id);
    },

    async remove(id: number, actor: StaffMember): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const gone = await trx.deleteFrom("analytics_funnel").where("id", "=", id).executeTakeFirst();
        if (Number(gone.numDeletedRows) === 0) throw new ServiceError(404, "notFound");
        await audit.record(actor, "funnelDeleted", `funnel:${id}`, {}, trx);
      });
    },

    async report(id: number, query: { from?: string | undefined; to?: string | undefined }) {
      const funnel = await get(id);
      const { from, to } = rangeOf(query, dayInZone(clock.now(), deps.timeZone));
      const counts = await funnelCounts(db, funnel.steps, from, to);
      const first = counts[0] ?? 0;
      return {
        from,
        to,
        steps: counts.map((visits, index) => ({
          visits,
          conversion: first > 0 ? visits / first : 0,
          dropOff: index === 0 ? 0 : (counts[index - 1] ?? 0) - visits,
        })),
      };
    },
  };
}

export type Funnels = ReturnType<typeof createFunnels>;
