import type { Kysely, Selectable } from "kysely";
import type { AssignmentRuleView, assignmentRuleBody } from "../../common/contracts/admin-routing.ts";
import type { LeadKind } from "../../common/contracts/admin-leads.ts";
import { hasPermi } from "../../common/permissions.ts";
import { permissionsOf, PERMISSIONS } from "../../common/staff-roles.ts";
import type { z } from "zod/mini";
import type { Database, LeadAssignmentRuleTable } from "../db/schema.ts";
import { splitList } from "./accounts.ts";
import type { Actor, AuditLog } from "./audit-log.ts";
import type { Clock } from "./clock.ts";
import { ServiceError } from "./service-error.ts";

type RuleBody = z.output<typeof assignmentRuleBody>;
type Rule = Selectable<LeadAssignmentRuleTable>;

export interface LeadFacts {
  kind: LeadKind;
  demandType: number | null;
  language: string;
}

export interface StaffOwner {
  id: number;
  username: string;
  email: string | null;
}

const numbers = (list: string) => splitList(list).map(Number).filter(Number.isFinite);

function view(rule: Rule): AssignmentRuleView {
  return {
    id: rule.id,
    name: rule.name,
    leadKinds: splitList(rule.lead_kinds) as LeadKind[],
    demandTypes: numbers(rule.demand_types),
    languages: splitList(rule.languages) as AssignmentRuleView["languages"],
    memberIds: numbers(rule.member_ids),
    sort: rule.sort,
    enabled: rule.enabled === 1,
    turn: Number(rule.turn),
  };
}

function matches(rule: Rule, lead: LeadFacts): boolean {
  if (!splitList(rule.lead_kinds).includes(lead.kind)) return false;
  const types = numbers(rule.demand_types);
  if (types.length > 0 && (lead.demandType === null || !types.includes(lead.demandType))) return false;
  const languages = splitList(rule.languages);
  return languages.length === 0 || languages.includes(lead.language);
}

/** Active accounts that may take leads (the edit permission), in the order given. */
export async function leadTakers(db: Kysely<Database>, ids: number[]): Promise<StaffOwner[]> {
  if (ids.length === 0) return [];
  const users = await db
    .selectFrom("web_user")
    .select(["id", "username", "email", "roles", "permissions", "status"])
    .where("id", "in", ids)
    .execute();
  const able = users.filter(
    (user) => user.status === "active" && hasPermi(permissionsOf(splitList(user.roles), splitList(user.permissions)), PERMISSIONS.leadEdit),
  );
  return ids
    .map((id) => able.find((user) => user.id === id))
    .filter((user): user is NonNullable<typeof user> => user !== undefined)
    .map(({ id, username, email }) => ({ id, username, email }));
}

const columns = (body: RuleBody) => ({
  name: body.name,
  lead_kinds: body.leadKinds.join(","),
  demand_types: body.demandTypes.join(","),
  languages: body.languages.join(","),
  member_ids: [...new Set(body.memberIds)].join(","),
  sort: body.sort,
  enabled: body.enabled ? 1 : 0,
});

/**
 * Round-robin assignment rules: the first enabled rule (by sort) matching a new lead's kind,
 * demand type and language hands it to its next member. The turn is taken by one atomic
 * `UPDATE … SET turn = turn + 1 … RETURNING`, in the lead's transaction, so two instances never
 * give the same turn twice and each lead is assigned once.
 */
export function createLeadAssignment(deps: { db: Kysely<Database>; clock: Clock; audit: AuditLog }) {
  const { db, clock, audit } = deps;

  async function checkMembers(ids: number[]) {
    const takers = await leadTakers(db, ids);
    if (takers.length !== new Set(ids).size) throw new ServiceError(500, "ownerNotStaff");
  }

  async function load(id: number): Promise<Rule> {
    const rule = await db.selectFrom("lead_assignment_rule").selectAll().where("id", "=", id).executeTakeFirst();
    if (!rule) throw new ServiceError(404, "notFound");
    return rule;
  }

  return {
    async list(): Promise<AssignmentRuleView[]> {
      return (await db.selectFrom("lead_assignment_rule").selectAll().orderBy("sort").orderBy("id").execute()).map(view);
    },

    async create(body: RuleBody, actor: Actor): Promise<AssignmentRuleView> {
      await checkMembers(body.memberIds);
      const now = clock.now();
      const id = await db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto("lead_assignment_rule")
          .values({ ...columns(body), created_at: now, updated_at: now })
          .returning("id")
          .executeTakeFirstOrThrow();
        await audit.record(actor, "assignmentRuleCreated", `assignmentRule:${row.id}`, { ...body }, trx);
        return row.id;
      });
      return view(await load(id));
    },

    async change(id: number, body: RuleBody, actor: Actor): Promise<AssignmentRuleView> {
      const before = await load(id);
      await checkMembers(body.memberIds);
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable("lead_assignment_rule")
          .set({ ...columns(body), updated_at: clock.now() })
          .where("id", "=", id)
          .execute();
        await audit.record(actor, "assignmentRuleChanged", `assignmentRule:${id}`, { before: view(before), after: body }, trx);
      });
      return view(await load(id));
    },

    async remove(id: number, actor: Actor): Promise<void> {
      const before = await load(id);
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom("lead_assignment_rule").where("id", "=", id).execute();
        await audit.record(actor, "assignmentRuleDeleted", `assignmentRule:${id}`, { name: before.name }, trx);
      });
    },

    /** The owner a new lead gets, or null when no rule matches; call inside the lead's transaction. */
    async assign(trx: Kysely<Database>, lead: LeadFacts): Promise<(StaffOwner & { ruleId: number }) | null> {
      const rules = await trx
        .selectFrom("lead_assignment_rule")
        .selectAll()
        .where("enabled", "=", 1)
        .orderBy("sort")
        .orderBy("id")
        .execute();
      for (const rule of rules.filter((candidate) => matches(candidate, lead))) {
        const takers = await leadTakers(trx, numbers(rule.member_ids));
        if (takers.length === 0) continue;
        const taken = await trx
          .updateTable("lead_assignment_rule")
          .set((eb) => ({ turn: eb("turn", "+", 1) }))
          .where("id", "=", rule.id)
          .returning("turn")
          .executeTakeFirstOrThrow();
        const owner = takers[(Number(taken.turn) - 1) % takers.length] as StaffOwner;
        return { ...owner, ruleId: rule.id };
      }
      return null;
    },
  };
}

export type LeadAssignment = ReturnType<typeof createLeadAssignment>;
