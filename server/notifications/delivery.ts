import type { Kysely, Selectable } from "kysely";
import type { Language } from "../../common/constants.ts";
import type { Database, NotificationDestinationTable } from "../db/schema.ts";
import type { ChannelTransport, DeliveryOutcome, Outbox, OutboxRow } from "../mail/outbox.ts";
import { splitList } from "../services/accounts.ts";
import { SYSTEM_ACTOR, type AuditLog } from "../services/audit-log.ts";
import type { Clock } from "../services/clock.ts";
import type { Dictionaries } from "../services/dictionaries.ts";
import type { RateLimits } from "../services/rate-limits.ts";
import { digestMessage, leadMessage, leadUrl, testMessage, type LeadNotice, type MessageText, type NoticeContext } from "./lead-notice.ts";
import type { SafeHttp } from "./safe-http.ts";
import { send, type SendResult, type WebhookPayload } from "./senders.ts";

export type Destination = Selectable<NotificationDestinationTable>;

/** What a notification row's body holds. */
export interface NotificationBody {
  notice?: LeadNotice;
}

/** Standard Webhooks / Svix-like schedule after each failed attempt; then the message is failed. */
export const RETRY_SCHEDULE_MS = [5_000, 60_000, 5 * 60_000, 30 * 60_000, 2 * 3_600_000, 6 * 3_600_000, 24 * 3_600_000];
/** A destination that has failed (and not once succeeded) for this long is disabled. */
export const FAILING_DISABLES_AFTER_MS = 3 * 24 * 3_600_000;
const RATE_WINDOW_MS = 60_000;
const LABELS_FRESH_MS = 60_000;
/** A disabled destination's messages wait; enabling it or "retry now" makes them due at once. */
const DISABLED_RECHECK_MS = 24 * 3_600_000;

export interface DeliveryDeps {
  db: Kysely<Database>;
  clock: Clock;
  rateLimits: RateLimits;
  http: SafeHttp;
  dictionaries: Dictionaries;
  outbox: Outbox;
  audit: AuditLog;
  /** The console's addresses (SITE_ORIGIN): what messages and the admins' e-mail link to. */
  siteOrigin: string;
  timeZone: string;
}

export const rateKey = (destinationId: number) => `notify:${destinationId}`;

const languageOf = (destination: Destination): Language => (destination.language === "en_US" ? "en_US" : "zh_CN");

/** The JSON a generic webhook receives: no console-only numbers beyond the lead's own. */
function webhookLead(notice: LeadNotice, context: NoticeContext) {
  return {
    leadId: notice.leadId,
    kind: notice.kind,
    company: notice.company,
    demandType: notice.demandType,
    demandLabel: notice.demandType === null ? null : context.demandLabel(notice.demandType),
    channel: notice.channel,
    campaign: notice.campaign,
    createdAt: new Date(notice.createdAt).toISOString(),
    owner: notice.ownerName,
    duplicateOf: notice.duplicateOf,
    url: context.leadUrl(notice.leadId),
    ...(notice.contact ? { contact: notice.contact } : {}),
  };
}

/** A message held back by the rate limit and never attempted: it may lead or join a digest. */
const heldBack = (row: OutboxRow) => row.rate_deferred === 1 && row.attempts === 0 && row.subject === "lead.created";

const noticeOf = (row: OutboxRow): LeadNotice | undefined => (JSON.parse(row.body) as NotificationBody).notice;

/**
 * Delivers lead notifications for the outbox (channel "notification"): each destination's rate
 * limit (held-back messages go out later as one digest, never dropped), the retry schedule, and
 * disabling a destination that answers 410 or has failed for three days, with an e-mail to the
 * admins.
 */
export function createNotificationDelivery(deps: DeliveryDeps) {
  const { db, clock } = deps;
  const origin = deps.siteOrigin.replace(/\/$/, "");

  // Demand-type labels change rarely: read once a minute, not once a message.
  const labelCache = new Map<Language, { at: number; labels: Map<string, string> }>();
  async function labelsFor(language: Language): Promise<Map<string, string>> {
    const cached = labelCache.get(language);
    if (cached && clock.now() - cached.at < LABELS_FRESH_MS) return cached.labels;
    const labels = new Map(
      (await deps.dictionaries.labels("web_demand_type", language)).map((entry) => [entry.dictValue, entry.dictLabel]),
    );
    labelCache.set(language, { at: clock.now(), labels });
    return labels;
  }

  /** The destinations a batch's `prepare` read, for its deliveries (read again every batch). */
  const batchDestinations = new Map<number, Destination>();

  async function contextFor(language: Language): Promise<NoticeContext> {
    const labels = await labelsFor(language);
    return {
      language,
      timeZone: deps.timeZone,
      leadUrl: (leadId) => leadUrl(origin, leadId),
      inboxUrl: `${origin}/admin/leads`,
      demandLabel: (value) => labels.get(String(value)) ?? String(value),
    };
  }

  async function compose(
    destination: Destination,
    event: string,
    notices: LeadNotice[],
  ): Promise<{ text: MessageText; payload: WebhookPayload }> {
    const context = await contextFor(languageOf(destination));
    const timestamp = new Date(clock.now()).toISOString();
    if (event === "test" || notices.length === 0) {
      return { text: testMessage(context), payload: { type: "test", timestamp, data: { destination: destination.name } } };
    }
    if (notices.length === 1) {
      const notice = notices[0] as LeadNotice;
      return { text: leadMessage(notice, context), payload: { type: "lead.created", timestamp, data: webhookLead(notice, context) } };
    }
    return {
      text: digestMessage(notices, context),
      payload: { type: "lead.digest", timestamp, data: { leads: notices.map((notice) => webhookLead(notice, context)) } },
    };
  }

  /** Disables a destination once (the instance that flips it e-mails the admins) and audits it. */
  async function disable(destination: Destination, reason: string): Promise<void> {
    await db.transaction().execute(async (trx) => {
      const flipped = await trx
        .updateTable("notification_destination")
        .set({ enabled: 0, disabled_reason: reason.slice(0, 300), updated_at: clock.now() })
        .where("id", "=", destination.id)
        .where("enabled", "=", 1)
        .executeTakeFirst();
      if (Number(flipped.numUpdatedRows) !== 1) return;
      await deps.audit.record(SYSTEM_ACTOR, "destinationDisabled", `destination:${destination.id}`, { reason }, trx);
      const admins = await trx
        .selectFrom("web_user")
        .select(["email", "roles"])
        .where("status", "=", "active")
        .where("email", "is not", null)
        .execute();
      for (const admin of admins.filter((user) => splitList(user.roles).includes("admin"))) {
        await deps.outbox.insert(
          {
            channel: "email",
            recipient: admin.email as string,
            subject: `【线索通知已停用 Lead notifications disabled】${destination.name}`,
            body: [
              `线索通知目的地「${destination.name}」已被停用，原因：${reason}`,
              `The lead notification destination "${destination.name}" was disabled: ${reason}`,
              "",
              `请检查配置后在控制台重新启用 / Check it and enable it again in the console:`,
              `${origin}/admin/notifications`,
            ].join("\n"),
          },
          trx,
        );
      }
    });
    deps.outbox.kick();
  }

  /** After a failed attempt: 410 disables at once, three days of failures too. */
  async function afterFailure(destination: Destination, status: number): Promise<boolean> {
    if (status === 410) {
      await disable(destination, "410 Gone");
      return true;
    }
    const now = clock.now();
    await db
      .updateTable("notification_destination")
      .set({ failing_since: now })
      .where("id", "=", destination.id)
      .where("failing_since", "is", null)
      .execute();
    const since = (
      await db.selectFrom("notification_destination").select("failing_since").where("id", "=", destination.id).executeTakeFirst()
    )?.failing_since;
    if (since !== null && since !== undefined && now - Number(since) >= FAILING_DISABLES_AFTER_MS) {
      await disable(destination, "failing for 3 days");
      return true;
    }
    return false;
  }

  async function afterSuccess(destination: Destination): Promise<void> {
    if (destination.failing_since === null) return;
    await db.updateTable("notification_destination").set({ failing_since: null }).where("id", "=", destination.id).execute();
  }

  /** Sends one composed message, whatever the outcome; a thrown error (network, refused address) is a failed result. */
  async function sendTo(destination: Destination, messageId: string, event: string, notices: LeadNotice[]): Promise<SendResult> {
    const { text, payload } = await compose(destination, event, notices);
    try {
      return await send(deps.http, destination, { messageId, text, payload, now: clock.now() });
    } catch (error) {
      return { ok: false, status: 0, answer: error instanceof Error ? error.message : String(error) };
    }
  }

  /**
   * Folds held-back messages of one destination into the first of them (status "merged"): those
   * this instance has leased, or all due and unleased ones (one leased by another instance is
   * left to it).
   */
  async function merge(leader: OutboxRow, ids: number[] | "due"): Promise<void> {
    let query = db
      .updateTable("outbox")
      .set({ status: "merged", merged_into: leader.id })
      .where("channel", "=", "notification")
      .where("destination_id", "=", leader.destination_id)
      .where("status", "=", "pending")
      .where("rate_deferred", "=", 1)
      .where("attempts", "=", 0)
      .where("subject", "=", "lead.created")
      .where("id", "!=", leader.id);
    query = ids === "due" ? query.where("next_attempt_at", "<=", clock.now()) : query.where("id", "in", ids);
    await query.execute();
  }

  /** The rows a digest leader carries (merged before it was attempted, or on an earlier attempt of the same digest). */
  async function digestMembers(row: OutboxRow): Promise<OutboxRow[]> {
    if (heldBack(row)) await merge(row, "due");
    return db.selectFrom("outbox").selectAll().where("merged_into", "=", row.id).orderBy("id").execute();
  }

  const transport: ChannelTransport = {
    // A delivery takes at most the timeout: a message left leased by a dead process is sent again soon after.
    leaseMs: deps.http.timeoutMs * 2,
    retryDelayMs: (attempts) => RETRY_SCHEDULE_MS[attempts - 1] ?? null,
    close: () => deps.http.close(),
    /**
     * Per destination in a batch: a disabled one's messages wait; held-back messages become one
     * digest; then the rate limit grants what fits in this minute (one statement for the batch)
     * and the rest are held back, to go out together as a digest when the minute is over.
     */
    async prepare(leased) {
      const attempt: OutboxRow[] = [];
      const settled = new Map<number, DeliveryOutcome>();
      const now = clock.now();
      for (const destinationId of new Set(leased.map((row) => row.destination_id ?? 0))) {
        let rows = leased.filter((row) => (row.destination_id ?? 0) === destinationId);
        const destination = await db.selectFrom("notification_destination").selectAll().where("id", "=", destinationId).executeTakeFirst();
        if (destination) batchDestinations.set(destinationId, destination);
        else batchDestinations.delete(destinationId);
        if (!destination || destination.enabled !== 1) {
          // deliver() gives up on a removed destination; a disabled one's messages wait to be enabled.
          if (destination) for (const row of rows) settled.set(row.id, { kind: "deferred", until: now + DISABLED_RECHECK_MS });
          else attempt.push(...rows);
          continue;
        }
        const held = rows.filter(heldBack);
        if (held.length > 1) {
          const [leader, ...folded] = held as [OutboxRow, ...OutboxRow[]];
          await merge(
            leader,
            folded.map((row) => row.id),
          );
          const gone = new Set(folded.map((row) => row.id));
          rows = rows.filter((row) => !gone.has(row.id));
        }
        const { granted, retryAfterMs } = await deps.rateLimits.takeUpTo(
          rateKey(destinationId),
          rows.length,
          destination.per_minute,
          RATE_WINDOW_MS,
        );
        attempt.push(...rows.slice(0, granted));
        for (const row of rows.slice(granted)) settled.set(row.id, { kind: "deferred", until: now + retryAfterMs, rateLimited: true });
      }
      return { attempt, settled };
    },
    async deliver(row): Promise<DeliveryOutcome> {
      const destination =
        batchDestinations.get(row.destination_id ?? 0) ??
        (await db
          .selectFrom("notification_destination")
          .selectAll()
          .where("id", "=", row.destination_id ?? 0)
          .executeTakeFirst());
      if (!destination) return { kind: "failed", reason: "destination removed", giveUp: true };
      if (destination.enabled !== 1) return { kind: "deferred", until: clock.now() + DISABLED_RECHECK_MS };
      const members = row.subject === "lead.created" ? await digestMembers(row) : [];
      const notices = [row, ...members].map(noticeOf).filter((notice): notice is LeadNotice => notice !== undefined);
      const result = await sendTo(destination, row.message_id ?? `msg_${row.id}`, row.subject, notices);
      if (result.ok) {
        await afterSuccess(destination);
        if (members.length > 0) {
          await db.updateTable("outbox").set({ sent_at: clock.now() }).where("merged_into", "=", row.id).execute();
        }
        return { kind: "sent", status: result.status, answer: result.answer };
      }
      const disabled = await afterFailure(destination, result.status);
      return {
        kind: "failed",
        reason: result.status ? `answered ${result.status}` : result.answer,
        status: result.status,
        answer: result.answer,
        giveUp: disabled,
      };
    },
  };

  return {
    transport,
    /** "Send test": at once, outside the outbox's schedule, answering what the destination said. */
    async sendTest(destination: Destination, messageId: string): Promise<SendResult> {
      const result = await sendTo(destination, messageId, "test", []);
      if (result.ok) await afterSuccess(destination);
      return result;
    },
  };
}

export type NotificationDelivery = ReturnType<typeof createNotificationDelivery>;
