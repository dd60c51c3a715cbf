import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import type { DeliveryRow, DestinationView, destinationChangeBody, destinationCreateBody } from "../../common/contracts/admin-routing.ts";
import type { LeadKind } from "../../common/contracts/admin-leads.ts";
import type { z } from "zod/mini";
import type { Database, OutboxTable } from "../db/schema.ts";
import type { Outbox } from "../mail/outbox.ts";
import { rateKey, type Destination, type NotificationBody, type NotificationDelivery } from "../notifications/delivery.ts";
import type { LeadNotice } from "../notifications/lead-notice.ts";
import { newWebhookSecret, webhookSecrets } from "../notifications/senders.ts";
import { splitList } from "./accounts.ts";
import type { Actor, AuditLog } from "./audit-log.ts";
import type { Clock } from "./clock.ts";
import type { RateLimits } from "./rate-limits.ts";
import { sortedPage } from "./sorted-page.ts";
import { ServiceError } from "./service-error.ts";

type CreateBody = z.output<typeof destinationCreateBody>;
type ChangeBody = z.output<typeof destinationChangeBody>;

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());
const numbers = (list: string) => splitList(list).map(Number).filter(Number.isFinite);

/** A webhook-id: unique, stable across attempts, as Standard Webhooks' `msg_…`. */
export const newMessageId = () => `msg_${randomBytes(18).toString("base64url")}`;

/** The address without its key: scheme and host, then the last four characters. */
function urlHint(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.protocol}//${parsed.host}/…${url.slice(-4)}`;
  } catch {
    return "…";
  }
}

function deliveryRow(row: {
  id: number;
  subject: string;
  lead_id: number | null;
  status: string;
  attempts: number;
  last_status: number | null;
  last_answer: string | null;
  last_error: string | null;
  message_id: string | null;
  merged_into: number | null;
  created_at: number;
  sent_at: number | null;
  next_attempt_at: number;
}): DeliveryRow {
  return {
    id: row.id,
    event: row.subject,
    leadId: row.lead_id,
    status: row.status as DeliveryRow["status"],
    attempts: row.attempts,
    lastStatus: row.last_status,
    lastAnswer: row.last_answer,
    lastError: row.last_error,
    messageId: row.message_id,
    mergedInto: row.merged_into,
    createdAt: iso(row.created_at) as string,
    sentAt: iso(row.sent_at),
    nextAttemptAt: row.status === "pending" ? iso(row.next_attempt_at) : null,
  };
}

/** What an admin may see in the audit log of a change: never the address or a secret. */
const auditable = (body: CreateBody | ChangeBody) => ({
  name: body.name,
  kind: body.kind,
  language: body.language,
  leadKinds: body.leadKinds,
  demandTypes: body.demandTypes,
  includeContact: body.includeContact,
  perMinute: body.perMinute,
  enabled: body.enabled,
  urlChanged: body.url !== "",
  secretChanged: body.secret !== "",
});

const commonColumns = (body: CreateBody | ChangeBody) => ({
  name: body.name,
  kind: body.kind,
  language: body.language,
  lead_kinds: body.leadKinds.join(","),
  demand_types: body.demandTypes.join(","),
  include_contact: body.includeContact ? 1 : 0,
  per_minute: body.perMinute,
});

/**
 * The console's notification destinations (admin only) and the notifications a new lead queues
 * for them. Secrets (the robot address with its key, the signing secret) are stored, used and
 * never answered or logged: the console shows a hint of the address and whether a secret is set.
 */
export function createNotificationDestinations(deps: {
  db: Kysely<Database>;
  clock: Clock;
  audit: AuditLog;
  outbox: Outbox;
  delivery: NotificationDelivery;
  rateLimits: RateLimits;
}) {
  const { db, clock, audit } = deps;

  async function view(destination: Destination): Promise<DestinationView> {
    const counts = await db
      .selectFrom("outbox")
      .select(["status", (eb) => eb.fn.countAll<number>().as("count")])
      .where("destination_id", "=", destination.id)
      .where("status", "in", ["pending", "failed"])
      .groupBy("status")
      .execute();
    const count = (status: string) => Number(counts.find((row) => row.status === status)?.count ?? 0);
    return {
      id: destination.id,
      name: destination.name,
      kind: destination.kind,
      urlHint: urlHint(destination.url),
      hasSecret: destination.secret !== "",
      secretCount: destination.kind === "webhook" ? webhookSecrets(destination.secret).length : destination.secret ? 1 : 0,
      language: destination.language === "en_US" ? "en_US" : "zh_CN",
      leadKinds: splitList(destination.lead_kinds) as LeadKind[],
      demandTypes: numbers(destination.demand_types),
      includeContact: destination.include_contact === 1,
      perMinute: destination.per_minute,
      enabled: destination.enabled === 1,
      disabledReason: destination.disabled_reason,
      failingSince: iso(destination.failing_since),
      pending: count("pending"),
      failed: count("failed"),
      createdAt: iso(destination.created_at) as string,
      updatedAt: iso(destination.updated_at) as string,
    };
  }

  async function load(id: number): Promise<Destination> {
    const destination = await db.selectFrom("notification_destination").selectAll().where("id", "=", id).executeTakeFirst();
    if (!destination) throw new ServiceError(404, "notFound");
    return destination;
  }

  return {
    async list(): Promise<DestinationView[]> {
      const rows = await db.selectFrom("notification_destination").selectAll().orderBy("id").execute();
      return Promise.all(rows.map(view));
    },

    async create(body: CreateBody, actor: Actor): Promise<{ destination: DestinationView; newSecret: string | null }> {
      const newSecret = body.kind === "webhook" && body.secret === "" ? newWebhookSecret() : null;
      const now = clock.now();
      const id = await db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto("notification_destination")
          .values({
            ...commonColumns(body),
            url: body.url,
            secret: newSecret ?? body.secret,
            enabled: body.enabled ? 1 : 0,
            created_at: now,
            updated_at: now,
          })
          .returning("id")
          .executeTakeFirstOrThrow();
        await audit.record(actor, "destinationCreated", `destination:${row.id}`, auditable(body), trx);
        return row.id;
      });
      return { destination: await view(await load(id)), newSecret };
    },

    async change(id: number, body: ChangeBody, actor: Actor): Promise<{ destination: DestinationView; newSecret: string | null }> {
      const before = await load(id);
      let secret = body.secret === "" ? before.secret : body.secret;
      let newSecret: string | null = null;
      if (body.kind === "webhook") {
        const current = webhookSecrets(secret);
        if (body.rotateSecret) {
          newSecret = newWebhookSecret();
          // The new key first; the old one keeps signing until the receiver has the new one.
          secret = [newSecret, ...current].slice(0, 2).join(" ");
        } else if (body.dropOldSecrets) secret = current.slice(0, 1).join(" ");
        if (secret === "") {
          newSecret = newWebhookSecret();
          secret = newSecret;
        }
      }
      const now = clock.now();
      const enabling = body.enabled && before.enabled !== 1;
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable("notification_destination")
          .set({
            ...commonColumns(body),
            url: body.url === "" ? before.url : body.url,
            secret,
            enabled: body.enabled ? 1 : 0,
            ...(enabling ? { disabled_reason: null, failing_since: null } : {}),
            updated_at: now,
          })
          .where("id", "=", id)
          .execute();
        // Enabled again: what waited goes out now (held-back messages as one digest).
        if (enabling) {
          await trx
            .updateTable("outbox")
            .set({ next_attempt_at: now })
            .where("destination_id", "=", id)
            .where("status", "=", "pending")
            .execute();
        }
        await audit.record(
          actor,
          "destinationChanged",
          `destination:${id}`,
          { ...auditable(body), rotateSecret: body.rotateSecret, dropOldSecrets: body.dropOldSecrets },
          trx,
        );
      });
      if (enabling) deps.outbox.kick();
      return { destination: await view(await load(id)), newSecret };
    },

    async remove(id: number, actor: Actor): Promise<void> {
      const destination = await load(id);
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom("outbox").where("destination_id", "=", id).execute();
        await trx.deleteFrom("notification_destination").where("id", "=", id).execute();
        await audit.record(actor, "destinationDeleted", `destination:${id}`, { name: destination.name, kind: destination.kind }, trx);
      });
      // SQLite may give a later destination the same id: it starts with a window of its own.
      await deps.rateLimits.clear(rateKey(id));
    },

    /** Sends a test now; the answer is shown and kept in the delivery log like any delivery. */
    async test(id: number, actor: Actor) {
      const destination = await load(id);
      const messageId = newMessageId();
      const result = await deps.delivery.sendTest(destination, messageId);
      const now = clock.now();
      await db
        .insertInto("outbox")
        .values({
          channel: "notification",
          recipient: String(id),
          subject: "test",
          body: "{}",
          status: result.ok ? "sent" : "failed",
          attempts: 1,
          next_attempt_at: now,
          last_error: result.ok ? null : `answered ${result.status}`,
          created_at: now,
          sent_at: result.ok ? now : null,
          destination_id: id,
          message_id: messageId,
          last_status: result.status,
          last_answer: result.answer.slice(0, 500),
        })
        .execute();
      await audit.record(actor, "destinationTested", `destination:${id}`, { ok: result.ok, status: result.status });
      return result;
    },

    async deliveries(id: number, page: { pageNum: number; pageSize: number }): Promise<{ rows: DeliveryRow[]; total: number }> {
      await load(id);
      const { rows, total } = await sortedPage(
        db.selectFrom("outbox").where("destination_id", "=", id),
        { ...page, sort: "createdAt", order: "desc" },
        { createdAt: "created_at" },
      );
      return { rows: rows.map(deliveryRow), total };
    },

    async retry(id: number, deliveryId: number, actor: Actor): Promise<DeliveryRow> {
      const now = clock.now();
      const changed = await db
        .updateTable("outbox")
        .set({ status: "pending", next_attempt_at: now })
        .where("id", "=", deliveryId)
        .where("destination_id", "=", id)
        .where("status", "in", ["pending", "failed"])
        .where("subject", "!=", "test")
        .executeTakeFirst();
      if (Number(changed.numUpdatedRows) !== 1) throw new ServiceError(500, "deliveryNotRetryable");
      await audit.record(actor, "destinationRetried", `destination:${id}`, { delivery: deliveryId });
      await deps.outbox.dispatch();
      const row = await db.selectFrom("outbox").selectAll().where("id", "=", deliveryId).executeTakeFirstOrThrow();
      return deliveryRow(row);
    },

    /**
     * Queues the new lead's message for every enabled destination that wants it, in the lead's
     * transaction: an accepted lead always has its notifications, sent after a crash too.
     */
    async queueForLead(trx: Kysely<Database>, notice: LeadNotice, contact: LeadNotice["contact"]): Promise<number> {
      const destinations = await trx.selectFrom("notification_destination").selectAll().where("enabled", "=", 1).execute();
      const wanted = destinations.filter((destination) => {
        if (!splitList(destination.lead_kinds).includes(notice.kind)) return false;
        const types = numbers(destination.demand_types);
        return types.length === 0 || (notice.demandType !== null && types.includes(notice.demandType));
      });
      if (wanted.length === 0) return 0;
      const now = clock.now();
      const rows: Array<import("kysely").Insertable<OutboxTable>> = wanted.map((destination) => {
        const body: NotificationBody = { notice: destination.include_contact === 1 && contact ? { ...notice, contact } : notice };
        return {
          channel: "notification",
          recipient: String(destination.id),
          subject: "lead.created",
          body: JSON.stringify(body),
          status: "pending",
          attempts: 0,
          next_attempt_at: now,
          last_error: null,
          created_at: now,
          sent_at: null,
          destination_id: destination.id,
          lead_id: notice.leadId,
          message_id: newMessageId(),
        };
      });
      await trx.insertInto("outbox").values(rows).execute();
      return rows.length;
    },
  };
}

export type NotificationDestinations = ReturnType<typeof createNotificationDestinations>;
