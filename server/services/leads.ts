import type { Kysely } from "kysely";
import { DEMAND_TYPE_OTHER, type Language } from "../../common/constants.ts";
import { fieldMessages } from "../../common/field-messages.ts";
import { PARTNER_AGREEMENT_VERSION } from "../../content/pages/partner.ts";
import type { Database } from "../db/schema.ts";
import type { Logger } from "../logger.ts";
import type { Outbox } from "../mail/outbox.ts";
import { sha256 } from "../security/tokens.ts";
import type { LeadAttribution } from "./analytics/collector.ts";
import type { RequestFacts } from "./analytics/request-facts.ts";
import type { Clock } from "./clock.ts";
import type { Dictionaries } from "./dictionaries.ts";
import { leadUrl } from "../notifications/lead-notice.ts";
import type { LeadIntake } from "./lead-intake.ts";
import type { RateLimits } from "./rate-limits.ts";
import { isUniqueViolation } from "../db/unique-violation.ts";
import { ServiceError } from "./service-error.ts";
import type { ParsedBody } from "../../common/contracts/call.ts";
import type { bookingCall, partnerCall } from "../../common/contracts/leads.ts";

type BookingInput = ParsedBody<typeof bookingCall>;
type PartnerInput = ParsedBody<typeof partnerCall>;

const HOUR_MS = 60 * 60 * 1000;
const APPLICATIONS_PER_IP_PER_HOUR = 5;
/** The window of BOOKINGS_PER_ACCOUNT_PER_HOUR and BOOKINGS_PER_ADDRESS_PER_HOUR (decision 012). */
export const BOOKING_WINDOW_MS = HOUR_MS;

function fingerprint(parts: unknown[]): string {
  return sha256(JSON.stringify(parts));
}

function utcDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** `limit`: the rate-limit key's kind ("booking-ip:..." is "booking-ip"), as /metrics counts refusals. */
function limitReached(key: "bookingLimit" | "tooManyRequests", limitKey: string, retryAfterMs: number): ServiceError {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
  return new ServiceError(429, key, {
    limit: limitKey.slice(0, limitKey.indexOf(":")),
    params: { minutes },
    data: { retryAfterSeconds: Math.ceil(retryAfterMs / 1000) },
  });
}

/**
 * Demo bookings and partner applications. Each lead and its e-mail to the sales mailbox are
 * written in one transaction, so an accepted lead always has its notification queued; delivery
 * itself happens afterwards through the outbox, with retries. An identical resubmission on the
 * same day returns the lead already stored instead of creating a second one.
 */
export function createLeads(deps: {
  db: Kysely<Database>;
  clock: Clock;
  outbox: Outbox;
  dictionaries: Dictionaries;
  rateLimits: RateLimits;
  logger: Logger;
  /** Where the visitor came from (analytics); null when they were not counted. Never their visitor hash. */
  attribution: (visitor: RequestFacts) => Promise<LeadAttribution | null>;
  /** Where lead notifications go: the site settings in use (read at each lead). */
  salesEmail: () => string;
  /** The inbox row, its owner and its chat notifications (lead-intake.ts). */
  intake: LeadIntake;
  siteOrigin: string;
  /** A few demos an hour is generous for a person; each booking e-mails the sales team. */
  bookingLimits: { perAccount: number; perAddress: number };
}) {
  const { db, clock, outbox } = deps;

  async function demandLabel(value: number | null): Promise<string> {
    if (value === null) return "-";
    const entries = await deps.dictionaries.labels("web_demand_type", "zh_CN");
    return entries.find((entry) => entry.dictValue === String(value))?.dictLabel ?? String(value);
  }

  /** The sales team's e-mail about a lead, in the lead's transaction. */
  const mailSales = (trx: Kysely<Database>, subject: string, lines: string[]) =>
    outbox.insert({ channel: "email", recipient: deps.salesEmail(), subject, body: lines.join("\n") }, trx);

  /**
   * Stores a lead and its e-mail in one transaction, once: an identical resubmission (found by
   * `existing`, or losing the race on the unique fingerprint) returns the lead already stored.
   */
  async function storeOnce(
    existing: () => Promise<{ id: number } | undefined>,
    admit: () => Promise<void>,
    write: (trx: Kysely<Database>, attribution: LeadAttribution | null) => Promise<number>,
    /** The request's facts for analytics; a lead made without one (a script, a test) has no attribution. */
    visitor: RequestFacts | undefined,
  ) {
    const found = await existing();
    if (found) return { id: found.id, duplicate: true };
    // Limits count new leads only: answering a double click with the stored lead costs nothing.
    await admit();
    // Analytics never costs a lead: without it the lead is stored unattributed.
    const attribution = visitor
      ? await deps.attribution(visitor).catch((error: unknown) => {
          deps.logger.error({ err: error }, "lead attribution failed");
          return null;
        })
      : null;
    try {
      const id = await db.transaction().execute((trx) => write(trx, attribution));
      outbox.kick();
      return { id, duplicate: false };
    } catch (error) {
      // Two identical submissions raced; the other one stored it.
      const raced = isUniqueViolation(error) ? await existing() : undefined;
      if (raced) return { id: raced.id, duplicate: true };
      throw error;
    }
  }

  return {
    async createBooking(
      userId: number,
      booking: BookingInput,
      context: { ip: string; language: Language; visitor?: RequestFacts },
    ): Promise<{ bookingId: number; duplicate: boolean }> {
      const { language } = context;
      // The dictionary decides which types are offered; one disabled since the form loaded, or never there, is refused.
      if (booking.demandType !== null && !(await deps.dictionaries.has("web_demand_type", String(booking.demandType)))) {
        throw new ServiceError(500, "demandTypeInvalid", { data: { fields: { demandType: fieldMessages[language].demandTypeInvalid } } });
      }
      // The description belongs to "other" only; for the other types the field is hidden and ignored.
      const input = { ...booking, otherDesc: booking.demandType === DEMAND_TYPE_OTHER ? booking.otherDesc : "" };
      const now = clock.now();
      const print = fingerprint([
        utcDay(now),
        input.username,
        input.phone,
        input.email,
        input.company,
        input.posts,
        input.demandType,
        input.otherDesc,
        input.remark,
      ]);
      const existing = () =>
        db.selectFrom("booking").select("id").where("user_id", "=", userId).where("fingerprint", "=", print).executeTakeFirst();
      const label = await demandLabel(input.demandType);
      const admit = async () => {
        for (const [key, limit] of [
          [`booking-account:${userId}`, deps.bookingLimits.perAccount],
          [`booking-ip:${context.ip}`, deps.bookingLimits.perAddress],
        ] as const) {
          const allowed = await deps.rateLimits.take(key, limit, BOOKING_WINDOW_MS);
          if (!allowed.allowed) throw limitReached("bookingLimit", key, allowed.retryAfterMs);
        }
      };
      const { id, duplicate } = await storeOnce(
        existing,
        admit,
        async (trx, attribution) => {
          const row = await trx
            .insertInto("booking")
            .values({
              user_id: userId,
              username: input.username,
              phone: input.phone,
              email: input.email,
              company: input.company,
              posts: input.posts,
              demand_type: input.demandType,
              other_desc: input.otherDesc,
              remark: input.remark,
              language,
              fingerprint: print,
              created_at: now,
            })
            .returning("id")
            .executeTakeFirstOrThrow();
          const { leadId, ownerName } = await deps.intake.record(trx, {
            kind: "booking",
            sourceId: row.id,
            name: input.username,
            phone: input.phone,
            email: input.email,
            company: input.company,
            demandType: input.demandType,
            language,
            attribution,
          });
          await mailSales(trx, `【产品演示预约 #${leadId}】${input.company} · ${input.username}`, [
            `线索编号 Lead: #${leadId}`,
            `控制台 Console: ${leadUrl(deps.siteOrigin, leadId)}`,
            `负责人 Owner: ${ownerName ?? "-"}`,
            `姓名 Name: ${input.username}`,
            `电话 Phone: ${input.phone}`,
            `邮箱 E-mail: ${input.email || "-"}`,
            `公司 Company: ${input.company}`,
            `职位 Job title: ${input.posts || "-"}`,
            `需求类型 Demand type: ${label}`,
            `其他需求 Other: ${input.otherDesc || "-"}`,
            `备注 Remark: ${input.remark || "-"}`,
            `账号 Account id: ${userId}`,
            `语言 Language: ${language}`,
          ]);
          return row.id;
        },
        context.visitor,
      );
      return { bookingId: id, duplicate };
    },

    /**
     * A partner application: consent must be to the agreement shown now, an address may apply a
     * few times an hour, and a filled-in honeypot is answered as usual but stored nowhere.
     */
    async createPartnerApplication(
      input: PartnerInput,
      context: { ip: string; userAgent: string; language: Language; visitor?: RequestFacts },
    ): Promise<{ applicationId: number; duplicate: boolean }> {
      if (input.agreementVersion !== PARTNER_AGREEMENT_VERSION) {
        throw new ServiceError(500, "agreementRequired", { data: { agreementVersion: PARTNER_AGREEMENT_VERSION } });
      }
      const key = `partner-apply:${context.ip}`;
      const allowed = await deps.rateLimits.take(key, APPLICATIONS_PER_IP_PER_HOUR, HOUR_MS);
      if (!allowed.allowed) throw limitReached("tooManyRequests", key, allowed.retryAfterMs);
      // A bot learns nothing from the answer.
      if (input.website !== "") return { applicationId: 0, duplicate: false };
      const now = clock.now();
      const print = fingerprint([utcDay(now), input.name, input.phone, input.email, input.company, input.other]);
      const existing = () => db.selectFrom("partner_application").select("id").where("fingerprint", "=", print).executeTakeFirst();
      const { id, duplicate } = await storeOnce(
        existing,
        async () => undefined,
        async (trx, attribution) => {
          const row = await trx
            .insertInto("partner_application")
            .values({
              name: input.name,
              phone: input.phone,
              email: input.email,
              company: input.company,
              other: input.other,
              agreement_version: input.agreementVersion,
              consented_at: now,
              ip: context.ip,
              user_agent: context.userAgent.slice(0, 300),
              language: context.language,
              fingerprint: print,
              created_at: now,
            })
            .returning("id")
            .executeTakeFirstOrThrow();
          const { leadId, ownerName } = await deps.intake.record(trx, {
            kind: "partner",
            sourceId: row.id,
            name: input.name,
            phone: input.phone,
            email: input.email,
            company: input.company,
            demandType: null,
            language: context.language,
            attribution,
          });
          await mailSales(trx, `【合作伙伴申请 #${leadId}】${input.company} · ${input.name}`, [
            `线索编号 Lead: #${leadId}`,
            `控制台 Console: ${leadUrl(deps.siteOrigin, leadId)}`,
            `负责人 Owner: ${ownerName ?? "-"}`,
            `姓名 Name: ${input.name}`,
            `电话 Phone: ${input.phone}`,
            `邮箱 E-mail: ${input.email}`,
            `公司 Company: ${input.company}`,
            `其他 Other: ${input.other || "-"}`,
            `授权协议版本 Agreement version: ${input.agreementVersion}（同意时间 consented ${new Date(now).toISOString()}）`,
            `语言 Language: ${context.language}`,
          ]);
          return row.id;
        },
        context.visitor,
      );
      return { applicationId: id, duplicate };
    },
  };
}

export type Leads = ReturnType<typeof createLeads>;
