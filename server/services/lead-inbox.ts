import { sql, type Kysely } from "kysely";
import type {
  leadChangeCall,
  LeadDetail,
  LeadFilter,
  LeadHistoryEntry,
  LeadKind,
  LeadRow,
  LeadStatus,
} from "../../common/contracts/admin-leads.ts";
import { addDays, dayInZone, dayRangeInZone, weekStart } from "../../common/site-time.ts";
import { RECORD_CHANGED_CODE } from "../../common/contracts/record-version.ts";
import type { Channel } from "../../common/analytics.ts";
import type { ParsedBody } from "../../common/contracts/call.ts";
import type { Database } from "../db/schema.ts";
import type { AuditLog } from "./audit-log.ts";
import type { Clock } from "./clock.ts";
import { leadTakers, type LeadAssignment } from "./lead-assignment.ts";
import type { LeadIntake } from "./lead-intake.ts";
import type { RecordVersions } from "./record-versions.ts";
import { containsText } from "./search-text.ts";
import { ServiceError } from "./service-error.ts";
import { orderOf, type SortColumns } from "./sorted-page.ts";
import type { StaffMember } from "./staff-access.ts";

const HOUR_MS = 60 * 60 * 1000;
const QUARTER_HOUR_MS = HOUR_MS / 4;
const MAX_STATS_DAYS = 800;
const iso = (ms: number) => new Date(ms).toISOString();

type LeadChange = ParsedBody<typeof leadChangeCall>;

export interface BulkChange {
  /** Each lead with the version its list row showed. */
  leads: Array<{ id: number; version: number }>;
  status?: LeadStatus | undefined;
  ownerId?: number | null | undefined;
  /** Each lead to the next member of the assignment rule that matches it (round-robin). */
  byRules?: boolean | undefined;
}

/**
 * The console's inbox over bookings and partner applications: each has one `lead` row (written
 * in the same transaction as the lead itself, see lead-intake.ts) carrying status and owner; the
 * visitor's fields are read from the lead's own table. Days a person filters by are days of the
 * site's time zone; the lead's number is the `lead` row's id.
 */
export function createLeadInbox(deps: {
  db: Kysely<Database>;
  clock: Clock;
  audit: AuditLog;
  intake: LeadIntake;
  assignment: LeadAssignment;
  timeZone: string;
  /** "New and unassigned for more than N hours" is highlighted and counted (a site setting). */
  waitingHours: () => number;
  versions: RecordVersions;
}) {
  const { db, clock, audit, timeZone, versions } = deps;
  const waitingBefore = () => clock.now() - deps.waitingHours() * HOUR_MS;

  function joined() {
    return db
      .selectFrom("lead")
      .leftJoin("booking as b", (join) => join.onRef("b.id", "=", "lead.source_id").on("lead.kind", "=", "booking"))
      .leftJoin("partner_application as p", (join) => join.onRef("p.id", "=", "lead.source_id").on("lead.kind", "=", "partner"))
      .leftJoin("web_user as owner", "owner.id", "lead.owner_id");
  }

  function dayRange(filter: { from?: string | undefined; to?: string | undefined }) {
    if (filter.from && filter.to && filter.from > filter.to) throw new ServiceError(500, "dateRangeReversed");
    const { start, end } = dayRangeInZone(filter, timeZone);
    return { start: start?.getTime(), end: end?.getTime() };
  }

  function filtered(filter: LeadFilter, actor?: StaffMember) {
    let query = joined();
    if (filter.type) query = query.where("lead.kind", "=", filter.type);
    if (filter.status) query = query.where("lead.status", "=", filter.status);
    if (filter.ownerId) query = query.where("lead.owner_id", "=", filter.ownerId);
    if (filter.channel) {
      const [channel, source] = filter.channel.split(/:(.*)/s);
      query = query.where("lead.channel", "=", channel ?? "");
      if (source !== undefined) query = query.where("lead.channel_source", "=", source);
    }
    if (filter.campaign) query = query.where("lead.utm_campaign", "=", filter.campaign);
    if (filter.unassigned) query = query.where("lead.owner_id", "is", null);
    if (filter.mine) query = query.where("lead.owner_id", "=", actor?.userId ?? 0);
    if (filter.demandType) query = query.where("b.demand_type", "=", filter.demandType);
    if (filter.waiting) {
      query = query.where("lead.status", "=", "new").where("lead.owner_id", "is", null).where("lead.created_at", "<", waitingBefore());
    }
    const { start, end } = dayRange(filter);
    if (start !== undefined) query = query.where("lead.created_at", ">=", start);
    if (end !== undefined) query = query.where("lead.created_at", "<", end);
    const q = filter.q;
    if (q) {
      const number = /^#?(\d{1,10})$/.exec(q)?.[1];
      const columns = ["b.username", "b.phone", "b.email", "b.company", "p.name", "p.phone", "p.email", "p.company"];
      query = query.where((eb) =>
        eb.or([...columns.map((column) => containsText(column, q)), ...(number ? [eb("lead.id", "=", Number(number))] : [])]),
      );
    }
    return query;
  }

  function selected(filter: LeadFilter, actor?: StaffMember) {
    let query = filtered(filter, actor).select([
      "lead.id",
      "lead.kind",
      "lead.source_id",
      "lead.status",
      "lead.owner_id",
      "lead.created_at",
      "lead.updated_at",
      "lead.version",
      "lead.channel",
      "lead.channel_source",
      "lead.referrer_domain",
      "lead.utm_source",
      "lead.utm_medium",
      "lead.utm_campaign",
      "lead.utm_content",
      "lead.utm_term",
      "lead.landing_page",
      "lead.visit_pages",
      "lead.duplicate_of",
      "owner.username as owner_name",
      "b.username as b_name",
      "b.phone as b_phone",
      "b.email as b_email",
      "b.company as b_company",
      "b.posts as b_posts",
      "b.demand_type as b_demand_type",
      "b.other_desc as b_other_desc",
      "b.remark as b_remark",
      "b.language as b_language",
      "b.user_id as b_user_id",
      "p.name as p_name",
      "p.phone as p_phone",
      "p.email as p_email",
      "p.company as p_company",
      "p.other as p_other",
      "p.language as p_language",
      "p.agreement_version as p_agreement_version",
      "p.consented_at as p_consented_at",
    ]);
    return query.orderBy(orderOf(sortColumns, filter, "lead.id"));
  }

  type Selected = Awaited<ReturnType<ReturnType<typeof selected>["execute"]>>[number];

  function toRow(row: Selected, waitingFrom: number): LeadRow {
    const booking = row.kind === "booking";
    return {
      id: row.id,
      type: row.kind as LeadKind,
      sourceId: row.source_id,
      status: row.status as LeadStatus,
      ownerId: row.owner_id,
      ownerName: row.owner_name,
      name: (booking ? row.b_name : row.p_name) ?? "",
      phone: (booking ? row.b_phone : row.p_phone) ?? "",
      email: (booking ? row.b_email : row.p_email) ?? "",
      company: (booking ? row.b_company : row.p_company) ?? "",
      posts: row.b_posts ?? "",
      demandType: row.b_demand_type,
      otherDesc: row.b_other_desc ?? "",
      remark: (booking ? row.b_remark : row.p_other) ?? "",
      language: (booking ? row.b_language : row.p_language) ?? "",
      userId: row.b_user_id,
      agreementVersion: row.p_agreement_version,
      consentedAt: row.p_consented_at === null ? null : iso(row.p_consented_at),
      createdAt: iso(row.created_at),
      updatedAt: iso(row.updated_at),
      version: row.version,
      attribution:
        row.channel === null
          ? null
          : {
              channel: row.channel as Channel,
              source: row.channel_source ?? "",
              referrerDomain: row.referrer_domain,
              utmSource: row.utm_source,
              utmMedium: row.utm_medium,
              utmCampaign: row.utm_campaign,
              utmContent: row.utm_content,
              utmTerm: row.utm_term,
              landingPage: row.landing_page ?? "",
              visitPages: row.visit_pages ?? 0,
            },
      duplicateOf: row.duplicate_of,
      waiting: row.status === "new" && row.owner_id === null && row.created_at < waitingFrom,
    };
  }

  /** Status and owner changes from the audit log (people's and the assignment rules'), newest first. */
  async function history(id: number): Promise<LeadHistoryEntry[]> {
    const rows = await db
      .selectFrom("audit_log")
      .select(["id", "actor_name", "detail", "created_at"])
      .where("target", "=", `lead:${id}`)
      .where("action", "in", ["leadChanged", "leadAssigned"])
      .orderBy("id", "desc")
      .execute();
    const changes = rows.map((row) => ({
      row,
      change: JSON.parse(row.detail) as Record<string, { from: unknown; to: unknown } | undefined>,
    }));
    const ownerIds = new Set<number>();
    for (const { change } of changes)
      for (const side of [change.ownerId?.from, change.ownerId?.to]) if (typeof side === "number") ownerIds.add(side);
    const names = new Map(
      ownerIds.size === 0
        ? []
        : (
            await db
              .selectFrom("web_user")
              .select(["id", "username"])
              .where("id", "in", [...ownerIds])
              .execute()
          ).map((user) => [user.id, user.username]),
    );
    const nameOf = (value: unknown) => (typeof value === "number" ? (names.get(value) ?? `#${value}`) : null);
    return changes
      .filter(({ change }) => change.status || change.ownerId)
      .map(({ row, change }) => ({
        id: row.id,
        actorName: row.actor_name,
        createdAt: iso(row.created_at),
        ...(change.status ? { status: { from: String(change.status.from), to: String(change.status.to) } } : {}),
        ...(change.ownerId ? { owner: { from: nameOf(change.ownerId.from), to: nameOf(change.ownerId.to) } } : {}),
      }));
  }

  async function detail(id: number): Promise<LeadDetail> {
    const row = await selected({ q: "", sort: "createdAt", order: "desc" }).where("lead.id", "=", id).executeTakeFirst();
    if (!row) throw new ServiceError(404, "notFound");
    const [notes, changes, repeats] = await Promise.all([
      db
        .selectFrom("lead_note")
        .innerJoin("web_user", "web_user.id", "lead_note.author_id")
        .select(["lead_note.id", "lead_note.body", "lead_note.created_at", "web_user.username"])
        .where("lead_note.lead_id", "=", id)
        .orderBy("lead_note.created_at", "desc")
        .orderBy("lead_note.id", "desc")
        .execute(),
      history(id),
      joined()
        .select(["lead.id", "lead.created_at", "b.company as b_company", "p.company as p_company"])
        .where("lead.duplicate_of", "=", id)
        .orderBy("lead.id")
        .limit(20)
        .execute(),
    ]);
    return {
      ...toRow(row, waitingBefore()),
      notes: notes.map((note) => ({ id: note.id, authorName: note.username, body: note.body, createdAt: iso(note.created_at) })),
      history: changes,
      repeatedBy: repeats.map((lead) => ({
        id: lead.id,
        company: lead.b_company ?? lead.p_company ?? "",
        createdAt: iso(lead.created_at),
      })),
    };
  }

  async function assertOwnerCanTakeLeads(ownerId: number) {
    if ((await leadTakers(db, [ownerId])).length !== 1) throw new ServiceError(500, "ownerNotStaff");
  }

  /**
   * One lead's change (status, owner, note) in the caller's transaction, made from `change.version`,
   * the version the person's screen showed: written with the console's one conditional update
   * (record-versions.ts), audited, the new owner told. Throws 404 when the lead is gone and 409 (who
   * changed it when) when it changed since, having written nothing. A bulk action runs it per lead.
   */
  async function applyChange(trx: Kysely<Database>, id: number, change: LeadChange, actor: StaffMember): Promise<void> {
    const before = await trx.selectFrom("lead").select(["status", "owner_id"]).where("id", "=", id).executeTakeFirst();
    if (!before) throw new ServiceError(404, "notFound");
    const now = clock.now();
    // A note alone changes the lead too: whoever changes it next has seen the note.
    await versions.update(
      trx,
      "lead",
      id,
      change.version,
      {
        ...(change.status !== undefined ? { status: change.status } : {}),
        ...(change.ownerId !== undefined ? { owner_id: change.ownerId } : {}),
      },
      { actor, at: now },
    );
    if (change.note)
      await trx.insertInto("lead_note").values({ lead_id: id, author_id: actor.userId, body: change.note, created_at: now }).execute();
    const ownerChanged = change.ownerId !== undefined && change.ownerId !== before.owner_id;
    const detailOfChange = {
      ...(change.status !== undefined && change.status !== before.status ? { status: { from: before.status, to: change.status } } : {}),
      ...(ownerChanged ? { ownerId: { from: before.owner_id, to: change.ownerId } } : {}),
      ...(change.note ? { note: change.note } : {}),
    };
    await audit.record(actor, "leadChanged", `lead:${id}`, detailOfChange, trx);
    if (ownerChanged && change.ownerId) await deps.intake.tellOwner(trx, id, change.ownerId, actor.userId);
  }

  return {
    async list(
      filter: LeadFilter,
      page: { pageNum: number; pageSize: number },
      actor?: StaffMember,
    ): Promise<{ rows: LeadRow[]; total: number }> {
      const waitingFrom = waitingBefore();
      const [{ total }, rows] = await Promise.all([
        filtered(filter, actor)
          .select((eb) => eb.fn.countAll<number>().as("total"))
          .executeTakeFirstOrThrow(),
        selected(filter, actor)
          .limit(page.pageSize)
          .offset((page.pageNum - 1) * page.pageSize)
          .execute(),
      ]);
      return { rows: rows.map((row) => toRow(row, waitingFrom)), total: Number(total) };
    },

    /** Reading a lead's personal data is itself recorded. */
    async view(id: number, actor: StaffMember): Promise<LeadDetail> {
      const lead = await detail(id);
      await audit.record(actor, "leadViewed", `lead:${id}`, { type: lead.type, sourceId: lead.sourceId });
      return lead;
    },

    /** One lead's change (see applyChange), answered as the lead now is. */
    async change(id: number, change: LeadChange, actor: StaffMember): Promise<LeadDetail> {
      if (change.ownerId) await assertOwnerCanTakeLeads(change.ownerId);
      await db.transaction().execute((trx) => applyChange(trx, id, change, actor));
      deps.intake.kick();
      return detail(id);
    },

    /**
     * Assign and/or change the status of many leads at once, each only if it still has the
     * `updatedAt` the list showed: a lead changed by someone else since is reported as stale.
     */
    async bulk(change: BulkChange, actor: StaffMember) {
      if (change.ownerId) await assertOwnerCanTakeLeads(change.ownerId);
      const result = { updated: [] as number[], stale: [] as number[], missing: [] as number[], unmatched: [] as number[] };
      await db.transaction().execute(async (trx) => {
        for (const lead of change.leads) {
          let ownerId = change.ownerId;
          if (change.byRules) {
            // Round-robin: each lead takes the next turn of the rule that matches it.
            const facts = await trx
              .selectFrom("lead")
              .leftJoin("booking as b", (join) => join.onRef("b.id", "=", "lead.source_id").on("lead.kind", "=", "booking"))
              .leftJoin("partner_application as p", (join) => join.onRef("p.id", "=", "lead.source_id").on("lead.kind", "=", "partner"))
              .select(["lead.kind", "b.demand_type", "b.language as b_language", "p.language as p_language"])
              .where("lead.id", "=", lead.id)
              .executeTakeFirst();
            const owner = facts
              ? await deps.assignment.assign(trx, {
                  kind: facts.kind,
                  demandType: facts.demand_type,
                  language: facts.b_language ?? facts.p_language ?? "",
                })
              : null;
            if (facts && !owner) {
              result.unmatched.push(lead.id);
              continue;
            }
            ownerId = owner?.id;
          }
          try {
            await applyChange(trx, lead.id, { version: lead.version, status: change.status, ownerId, note: "" }, actor);
            result.updated.push(lead.id);
          } catch (error) {
            // A lead changed since it was listed is reported, not overwritten; nothing of it was written.
            if (!(error instanceof ServiceError) || (error.code !== RECORD_CHANGED_CODE && error.code !== 404)) throw error;
            result[error.code === 404 ? "missing" : "stale"].push(lead.id);
          }
        }
        if (result.updated.length > 0) {
          await audit.record(
            actor,
            "leadsBulkChanged",
            "leads",
            { leads: result.updated, stale: result.stale, status: change.status, ownerId: change.ownerId, byRules: change.byRules },
            trx,
          );
        }
      });
      deps.intake.kick();
      return result;
    },

    /** What the console polls: the newest lead's number, and how many leads wait too long. */
    async pulse(after = 0) {
      const [newest, fresh, waiting] = await Promise.all([
        db
          .selectFrom("lead")
          .select((eb) => eb.fn.max("id").as("id"))
          .executeTakeFirst(),
        db
          .selectFrom("lead")
          .select((eb) => eb.fn.countAll<number>().as("count"))
          .where("id", ">", after)
          .executeTakeFirstOrThrow(),
        db
          .selectFrom("lead")
          .select((eb) => eb.fn.countAll<number>().as("count"))
          .where("status", "=", "new")
          .where("owner_id", "is", null)
          .where("created_at", "<", waitingBefore())
          .executeTakeFirstOrThrow(),
      ]);
      return {
        newestId: Number(newest?.id ?? 0),
        newSince: after > 0 ? Number(fresh.count) : 0,
        waiting: Number(waiting.count),
        waitingHours: deps.waitingHours(),
      };
    },

    /** Active staff accounts that may own leads. */
    async owners() {
      const users = await db
        .selectFrom("web_user")
        .select("id")
        .where("status", "=", "active")
        .where((eb) => eb.or([containsText("roles", "admin"), containsText("roles", "sales")]))
        .orderBy("username")
        .execute();
      const takers = await leadTakers(
        db,
        users.map((user) => user.id),
      );
      const nicknames = new Map(
        takers.length === 0
          ? []
          : (
              await db
                .selectFrom("web_user")
                .select(["id", "nickname"])
                .where(
                  "id",
                  "in",
                  takers.map((taker) => taker.id),
                )
                .execute()
            ).map((user) => [user.id, user.nickname]),
      );
      return takers.map(({ id, username }) => ({ id, username, nickname: nicknames.get(id) ?? "" }));
    },

    /**
     * Every lead matching the filter, in batches, for an export. The set is fixed when the export
     * starts (leads up to the newest id then), so the row count in the audit log is the file's.
     */
    async exportSnapshot(filter: LeadFilter, actor?: StaffMember) {
      const { total, maxId } = await filtered(filter, actor)
        .select((eb) => [eb.fn.countAll<number>().as("total"), eb.fn.max("lead.id").as("maxId")])
        .executeTakeFirstOrThrow();
      const upTo = Number(maxId ?? 0);
      const waitingFrom = waitingBefore();
      return {
        total: Number(total),
        async *rows(batchSize = 500): AsyncGenerator<LeadRow[]> {
          for (let offset = 0; ; offset += batchSize) {
            const batch = await selected(filter, actor).where("lead.id", "<=", upTo).limit(batchSize).offset(offset).execute();
            if (batch.length > 0) yield batch.map((row) => toRow(row, waitingFrom));
            if (batch.length < batchSize) return;
          }
        },
      };
    },

    /**
     * Leads per day and per week (weeks start on Monday) of the site's time zone, bookings by
     * demand type, and the leads waiting. Leads are counted in quarter hours by the database
     * (every zone's offset is a whole number of them) and the quarters placed on the zone's days.
     */
    async stats(range: { from?: string | undefined; to?: string | undefined }) {
      const to = range.to ?? dayInZone(clock.now(), timeZone);
      const from = range.from ?? addDays(weekStart(to), -11 * 7);
      const { start, end } = dayRange({ from, to }) as { start: number; end: number };
      if (end - start > MAX_STATS_DAYS * 24 * HOUR_MS) throw new ServiceError(500, "invalidField");
      const quarter = sql<number>`lead.created_at / ${sql.lit(QUARTER_HOUR_MS)}`;
      const [perQuarter, byDemand, fresh, pulse] = await Promise.all([
        db
          .selectFrom("lead")
          .select((eb) => [quarter.as("quarter"), "lead.kind", eb.fn.countAll<number>().as("count")])
          .where("lead.created_at", ">=", start)
          .where("lead.created_at", "<", end)
          .groupBy([quarter, "lead.kind"])
          .execute(),
        db
          .selectFrom("lead")
          .innerJoin("booking as b", (join) => join.onRef("b.id", "=", "lead.source_id").on("lead.kind", "=", "booking"))
          .select((eb) => ["b.demand_type", eb.fn.countAll<number>().as("count")])
          .where("lead.created_at", ">=", start)
          .where("lead.created_at", "<", end)
          .groupBy("b.demand_type")
          .orderBy("b.demand_type")
          .execute(),
        db
          .selectFrom("lead")
          .select((eb) => ["kind", eb.fn.countAll<number>().as("count")])
          .where("status", "=", "new")
          .groupBy("kind")
          .execute(),
        this.pulse(),
      ]);
      const days = new Map<string, { day: string; booking: number; partner: number }>();
      for (let day = from; day <= to; day = addDays(day, 1)) days.set(day, { day, booking: 0, partner: 0 });
      for (const row of perQuarter) {
        const entry = days.get(dayInZone(Math.floor(Number(row.quarter)) * QUARTER_HOUR_MS, timeZone));
        if (entry) entry[row.kind as LeadKind] += Number(row.count);
      }
      const weeks = new Map<string, { week: string; booking: number; partner: number }>();
      for (const entry of days.values()) {
        const week = weekStart(entry.day);
        const total = weeks.get(week) ?? { week, booking: 0, partner: 0 };
        total.booking += entry.booking;
        total.partner += entry.partner;
        weeks.set(week, total);
      }
      const newCount = (kind: LeadKind) => Number(fresh.find((row) => row.kind === kind)?.count ?? 0);
      return {
        from,
        to,
        perDay: [...days.values()],
        perWeek: [...weeks.values()],
        byDemandType: byDemand.map((row) => ({ demandType: row.demand_type, count: Number(row.count) })),
        newLeads: { booking: newCount("booking"), partner: newCount("partner") },
        waiting: pulse.waiting,
        waitingHours: pulse.waitingHours,
        timeZone,
      };
    },
  };
}

/** The pipeline's order, not the alphabet's. */
const statusOrder = sql`case lead.status when 'new' then 0 when 'contacted' then 1 when 'qualified' then 2 when 'won' then 3 else 4 end`;

const sortColumns: SortColumns<LeadFilter["sort"]> = {
  number: "lead.id",
  createdAt: "lead.created_at",
  type: "lead.kind",
  name: sql`coalesce(b.username, p.name)`,
  company: sql`coalesce(b.company, p.company)`,
  status: statusOrder,
  owner: "owner.username",
  demandType: "b.demand_type",
};

export type LeadInbox = ReturnType<typeof createLeadInbox>;
