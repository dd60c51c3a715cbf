import { sql, type Kysely } from "kysely";
import type { leadChangeCall, LeadDetail, LeadFilter, LeadKind, LeadRow, LeadStatus } from "../../common/contracts/admin-leads.ts";
import type { ParsedBody } from "../../common/contracts/call.ts";
import { hasPermi } from "../../common/permissions.ts";
import { permissionsOf, PERMISSIONS } from "../../common/staff-roles.ts";
import type { Database } from "../db/schema.ts";
import { splitList } from "./accounts.ts";
import type { AuditLog } from "./audit-log.ts";
import type { Clock } from "./clock.ts";
import { containsText } from "./search-text.ts";
import { ServiceError } from "./service-error.ts";
import { orderOf, type SortColumns } from "./sorted-page.ts";
import type { StaffMember } from "./staff-access.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
const MAX_STATS_DAYS = 800;
const iso = (ms: number) => new Date(ms).toISOString();
const dayStart = (day: string) => Date.parse(`${day}T00:00:00Z`);

type LeadChange = ParsedBody<typeof leadChangeCall>;

/**
 * The console's inbox over bookings and partner applications: each has one `lead` row (written
 * in the same transaction as the lead itself, see leads.ts) carrying status and owner; the
 * visitor's fields are read from the lead's own table.
 */
export function createLeadInbox(deps: { db: Kysely<Database>; clock: Clock; audit: AuditLog }) {
  const { db, clock, audit } = deps;

  function joined() {
    return db
      .selectFrom("lead")
      .leftJoin("booking as b", (join) => join.onRef("b.id", "=", "lead.source_id").on("lead.kind", "=", "booking"))
      .leftJoin("partner_application as p", (join) => join.onRef("p.id", "=", "lead.source_id").on("lead.kind", "=", "partner"))
      .leftJoin("web_user as owner", "owner.id", "lead.owner_id");
  }

  function filtered(filter: LeadFilter) {
    let query = joined();
    if (filter.type) query = query.where("lead.kind", "=", filter.type);
    if (filter.status) query = query.where("lead.status", "=", filter.status);
    if (filter.ownerId) query = query.where("lead.owner_id", "=", filter.ownerId);
    if (filter.from) query = query.where("lead.created_at", ">=", dayStart(filter.from));
    if (filter.to) query = query.where("lead.created_at", "<", dayStart(filter.to) + DAY_MS);
    const q = filter.q;
    if (q) {
      const columns = ["b.username", "b.phone", "b.email", "b.company", "p.name", "p.phone", "p.email", "p.company"];
      query = query.where((eb) => eb.or(columns.map((column) => containsText(column, q))));
    }
    return query;
  }

  function selected(filter: LeadFilter) {
    let query = filtered(filter).select([
      "lead.id",
      "lead.kind",
      "lead.source_id",
      "lead.status",
      "lead.owner_id",
      "lead.created_at",
      "lead.updated_at",
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

  function toRow(row: Selected): LeadRow {
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
    };
  }

  async function detail(id: number): Promise<LeadDetail> {
    const row = await selected({ q: "", sort: "createdAt", order: "desc" }).where("lead.id", "=", id).executeTakeFirst();
    if (!row) throw new ServiceError(404, "notFound");
    const notes = await db
      .selectFrom("lead_note")
      .innerJoin("web_user", "web_user.id", "lead_note.author_id")
      .select(["lead_note.id", "lead_note.body", "lead_note.created_at", "web_user.username"])
      .where("lead_note.lead_id", "=", id)
      .orderBy("lead_note.created_at", "desc")
      .orderBy("lead_note.id", "desc")
      .execute();
    return {
      ...toRow(row),
      notes: notes.map((note) => ({ id: note.id, authorName: note.username, body: note.body, createdAt: iso(note.created_at) })),
    };
  }

  async function assertOwnerCanTakeLeads(ownerId: number) {
    const owner = await db.selectFrom("web_user").select(["roles", "permissions", "status"]).where("id", "=", ownerId).executeTakeFirst();
    const permissions = owner ? permissionsOf(splitList(owner.roles), splitList(owner.permissions)) : [];
    if (!owner || owner.status !== "active" || !hasPermi(permissions, PERMISSIONS.leadEdit)) throw new ServiceError(500, "ownerNotStaff");
  }

  return {
    async list(filter: LeadFilter, page: { pageNum: number; pageSize: number }): Promise<{ rows: LeadRow[]; total: number }> {
      const [{ total }, rows] = await Promise.all([
        filtered(filter)
          .select((eb) => eb.fn.countAll<number>().as("total"))
          .executeTakeFirstOrThrow(),
        selected(filter)
          .limit(page.pageSize)
          .offset((page.pageNum - 1) * page.pageSize)
          .execute(),
      ]);
      return { rows: rows.map(toRow), total: Number(total) };
    },

    /** Reading a lead's personal data is itself recorded. */
    async view(id: number, actor: StaffMember): Promise<LeadDetail> {
      const lead = await detail(id);
      await audit.record(actor, "leadViewed", `lead:${id}`, { type: lead.type, sourceId: lead.sourceId });
      return lead;
    },

    async change(id: number, change: LeadChange, actor: StaffMember): Promise<LeadDetail> {
      if (change.ownerId) await assertOwnerCanTakeLeads(change.ownerId);
      await db.transaction().execute(async (trx) => {
        const before = await trx.selectFrom("lead").select(["status", "owner_id"]).where("id", "=", id).executeTakeFirst();
        if (!before) throw new ServiceError(404, "notFound");
        const now = clock.now();
        const set = {
          ...(change.status !== undefined ? { status: change.status } : {}),
          ...(change.ownerId !== undefined ? { owner_id: change.ownerId } : {}),
          updated_at: now,
        };
        await trx.updateTable("lead").set(set).where("id", "=", id).execute();
        if (change.note)
          await trx.insertInto("lead_note").values({ lead_id: id, author_id: actor.userId, body: change.note, created_at: now }).execute();
        const detailOfChange = {
          ...(change.status !== undefined && change.status !== before.status ? { status: { from: before.status, to: change.status } } : {}),
          ...(change.ownerId !== undefined && change.ownerId !== before.owner_id
            ? { ownerId: { from: before.owner_id, to: change.ownerId } }
            : {}),
          ...(change.note ? { note: change.note } : {}),
        };
        await audit.record(actor, "leadChanged", `lead:${id}`, detailOfChange, trx);
      });
      return detail(id);
    },

    /** Active staff accounts that may own leads. */
    async owners() {
      const users = await db
        .selectFrom("web_user")
        .select(["id", "username", "nickname", "roles", "permissions"])
        .where("status", "=", "active")
        .where((eb) => eb.or([containsText("roles", "admin"), containsText("roles", "sales")]))
        .orderBy("username")
        .execute();
      return users
        .filter((user) => hasPermi(permissionsOf(splitList(user.roles), splitList(user.permissions)), PERMISSIONS.leadEdit))
        .map(({ id, username, nickname }) => ({ id, username, nickname }));
    },

    /**
     * Every lead matching the filter, in batches, for an export. The set is fixed when the export
     * starts (leads up to the newest id then), so the row count in the audit log is the file's.
     */
    async exportSnapshot(filter: LeadFilter) {
      const { total, maxId } = await filtered(filter)
        .select((eb) => [eb.fn.countAll<number>().as("total"), eb.fn.max("lead.id").as("maxId")])
        .executeTakeFirstOrThrow();
      const upTo = Number(maxId ?? 0);
      return {
        total: Number(total),
        async *rows(batchSize = 500): AsyncGenerator<LeadRow[]> {
          for (let offset = 0; ; offset += batchSize) {
            const batch = await selected(filter).where("lead.id", "<=", upTo).limit(batchSize).offset(offset).execute();
            if (batch.length > 0) yield batch.map(toRow);
            if (batch.length < batchSize) return;
          }
        },
      };
    },

    async stats(range: { from?: string | undefined; to?: string | undefined }) {
      const to = range.to ?? iso(clock.now()).slice(0, 10);
      const from = range.from ?? iso(dayStart(to) - 83 * DAY_MS).slice(0, 10);
      const start = dayStart(from);
      const end = dayStart(to) + DAY_MS;
      if (!(start < end) || end - start > MAX_STATS_DAYS * DAY_MS) throw new ServiceError(500, "invalidField");
      const dayNumber = sql<number>`lead.created_at / ${sql.lit(DAY_MS)}`;
      const [perDay, byDemand, fresh] = await Promise.all([
        db
          .selectFrom("lead")
          .select((eb) => [dayNumber.as("day"), "lead.kind", eb.fn.countAll<number>().as("count")])
          .where("lead.created_at", ">=", start)
          .where("lead.created_at", "<", end)
          .groupBy([dayNumber, "lead.kind"])
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
      ]);
      const days = new Map<string, { day: string; booking: number; partner: number }>();
      for (let time = start; time < end; time += DAY_MS)
        days.set(iso(time).slice(0, 10), { day: iso(time).slice(0, 10), booking: 0, partner: 0 });
      for (const row of perDay) {
        const entry = days.get(iso(Number(row.day) * DAY_MS).slice(0, 10));
        if (entry) entry[row.kind as LeadKind] += Number(row.count);
      }
      const newCount = (kind: LeadKind) => Number(fresh.find((row) => row.kind === kind)?.count ?? 0);
      return {
        from,
        to,
        perDay: [...days.values()],
        byDemandType: byDemand.map((row) => ({ demandType: row.demand_type, count: Number(row.count) })),
        newLeads: { booking: newCount("booking"), partner: newCount("partner") },
      };
    },
  };
}

/** The pipeline's order, not the alphabet's. */
const statusOrder = sql`case lead.status when 'new' then 0 when 'contacted' then 1 when 'qualified' then 2 when 'won' then 3 else 4 end`;

const sortColumns: SortColumns<LeadFilter["sort"]> = {
  createdAt: "lead.created_at",
  type: "lead.kind",
  name: sql`coalesce(b.username, p.name)`,
  company: sql`coalesce(b.company, p.company)`,
  status: statusOrder,
  owner: "owner.username",
};

export type LeadInbox = ReturnType<typeof createLeadInbox>;
