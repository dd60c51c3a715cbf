import type { Kysely } from "kysely";
import type { LeadKind } from "../../common/contracts/admin-leads.ts";
import { formatInZone } from "../../common/site-time.ts";
import type { Database } from "../db/schema.ts";
import type { LeadAttribution } from "./analytics/collector.ts";
import { leadUrl } from "../notifications/lead-notice.ts";
import type { Outbox } from "../mail/outbox.ts";
import { SYSTEM_ACTOR, type AuditLog } from "./audit-log.ts";
import type { Clock } from "./clock.ts";
import type { LeadAssignment } from "./lead-assignment.ts";
import { companyKey, DUPLICATE_WINDOW_MS, emailKey, phoneKey } from "./lead-keys.ts";
import type { NotificationDestinations } from "./notification-destinations.ts";

export interface NewLead {
  kind: LeadKind;
  sourceId: number;
  name: string;
  phone: string;
  email: string;
  company: string;
  demandType: number | null;
  language: string;
  /** Where the visitor came from (analytics, decision 025); null when they were not counted. */
  attribution: LeadAttribution | null;
}

/** The lead's attribution columns (migration 015): never the visitor hash. */
function attributionColumns(from: LeadAttribution | null) {
  if (!from) return {};
  return {
    channel: from.channel,
    channel_source: from.source,
    referrer_domain: from.referrerDomain,
    utm_source: from.utm.source,
    utm_medium: from.utm.medium,
    utm_campaign: from.utm.campaign,
    utm_content: from.utm.content,
    utm_term: from.utm.term,
    landing_page: from.landingPage,
    visit_pages: from.visitPages,
  };
}

async function earlierLead(trx: Kysely<Database>, keys: { email_key: string; phone_key: string; company_key: string }, now: number) {
  const candidates = (["email_key", "phone_key", "company_key"] as const).filter((column) => keys[column] !== "");
  if (candidates.length === 0) return null;
  const found = await trx
    .selectFrom("lead")
    .select("id")
    .where("created_at", ">=", now - DUPLICATE_WINDOW_MS)
    .where((eb) => eb.or(candidates.map((column) => eb(column, "=", keys[column]))))
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(1)
    .executeTakeFirst();
  return found?.id ?? null;
}

/**
 * Everything a new lead sets off, in its own transaction (leads.ts): the inbox row with the keys
 * duplicate detection compares and the earlier lead it repeats, its owner by the assignment rules
 * (audited, and told by e-mail), and its chat and webhook notifications. The lead's number is the
 * inbox row's id, the one the console, e-mails, messages and exports all show.
 */
export function createLeadIntake(deps: {
  clock: Clock;
  outbox: Outbox;
  audit: AuditLog;
  assignment: LeadAssignment;
  destinations: NotificationDestinations;
  siteOrigin: string;
  timeZone: string;
}) {
  const { clock } = deps;

  return {
    async record(trx: Kysely<Database>, lead: NewLead): Promise<{ leadId: number; ownerName: string | null }> {
      const now = clock.now();
      const keys = { email_key: emailKey(lead.email), phone_key: phoneKey(lead.phone), company_key: companyKey(lead.company) };
      const duplicateOf = await earlierLead(trx, keys, now);
      const owner = await deps.assignment.assign(trx, { kind: lead.kind, demandType: lead.demandType, language: lead.language });
      const { id: leadId } = await trx
        .insertInto("lead")
        .values({
          kind: lead.kind,
          source_id: lead.sourceId,
          created_at: now,
          updated_at: now,
          owner_id: owner?.id ?? null,
          duplicate_of: duplicateOf,
          ...keys,
          ...attributionColumns(lead.attribution),
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      if (owner) {
        await deps.audit.record(
          SYSTEM_ACTOR,
          "leadAssigned",
          `lead:${leadId}`,
          { ownerId: { from: null, to: owner.id }, rule: owner.ruleId },
          trx,
        );
        if (owner.email) {
          await deps.outbox.insert(
            {
              channel: "email",
              recipient: owner.email,
              subject: `【新线索分配给您 New lead for you #${leadId}】${lead.company}`,
              body: [
                `线索编号 Lead: #${leadId}`,
                `公司 Company: ${lead.company}`,
                `时间 Time: ${formatInZone(now, deps.timeZone)} (${deps.timeZone})`,
                `打开 Open: ${leadUrl(deps.siteOrigin, leadId)}`,
              ].join("\n"),
            },
            trx,
          );
        }
      }
      await deps.destinations.queueForLead(
        trx,
        {
          leadId,
          kind: lead.kind,
          company: lead.company,
          demandType: lead.demandType,
          channel: lead.attribution ? [lead.attribution.channel, lead.attribution.source].filter(Boolean).join(" · ") : null,
          campaign: lead.attribution?.utm.campaign ?? null,
          createdAt: now,
          ownerName: owner?.username ?? null,
          duplicateOf,
        },
        { name: lead.name, phone: lead.phone, email: lead.email },
      );
      return { leadId, ownerName: owner?.username ?? null };
    },

    /** Sends what a change queued (an owner's e-mail) without waiting for it. */
    kick: () => deps.outbox.kick(),

    /** A manual owner change: the new owner gets the same e-mail, unless they made it themselves. */
    async tellOwner(trx: Kysely<Database>, leadId: number, ownerId: number, actorId: number): Promise<void> {
      if (ownerId === actorId) return;
      const row = await trx
        .selectFrom("lead")
        .innerJoin("web_user", "web_user.id", "lead.owner_id")
        .leftJoin("booking as b", (join) => join.onRef("b.id", "=", "lead.source_id").on("lead.kind", "=", "booking"))
        .leftJoin("partner_application as p", (join) => join.onRef("p.id", "=", "lead.source_id").on("lead.kind", "=", "partner"))
        .select(["web_user.email", "b.company as b_company", "p.company as p_company"])
        .where("lead.id", "=", leadId)
        .where("lead.owner_id", "=", ownerId)
        .executeTakeFirst();
      if (!row?.email) return;
      await deps.outbox.insert(
        {
          channel: "email",
          recipient: row.email,
          subject: `【线索已转给您 Lead assigned to you #${leadId}】${row.b_company ?? row.p_company ?? ""}`,
          body: [`线索编号 Lead: #${leadId}`, `打开 Open: ${leadUrl(deps.siteOrigin, leadId)}`].join("\n"),
        },
        trx,
      );
    },
  };
}

export type LeadIntake = ReturnType<typeof createLeadIntake>;
