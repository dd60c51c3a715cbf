import type { Kysely } from "kysely";
import type { Transporter } from "nodemailer";
import type { Database } from "../db/schema.ts";
import type { Logger } from "../logger.ts";
import type { Clock } from "../services/clock.ts";

export interface OutgoingMessage {
  channel: "email" | "sms";
  recipient: string;
  subject: string;
  body: string;
}

export interface OutboxOptions {
  smtpUrl?: string | undefined;
  mailFrom: string;
  smsWebhookUrl?: string | undefined;
  /** Development only: print the text of messages nobody can deliver, so codes can be used locally. */
  logUndeliveredText?: boolean;
}

const MAX_ATTEMPTS = 10;
/** A message being sent is leased for this long, so that another instance does not send it too. */
const LEASE_MS = 5 * 60 * 1000;
const RETRY_EVERY_MS = 30 * 1000;

function backoffMs(attempts: number): number {
  return Math.min(6 * 60 * 60 * 1000, 60_000 * 2 ** Math.max(0, attempts - 1));
}

/**
 * Every e-mail and SMS goes through the outbox table first, so that nothing accepted is lost when
 * delivery fails: a message is retried with growing delays. With no transport configured messages
 * stay in the table; their text (codes, lead details) goes to the log only in development, never
 * into a response.
 */
export function createOutbox(db: Kysely<Database>, clock: Clock, logger: Logger, options: OutboxOptions) {
  // nodemailer loads with the first e-mail: most starts send none, and it was a tenth of a start.
  let mailer: Promise<Transporter> | undefined;
  const mailerFor = (smtpUrl: string) => (mailer ??= import("nodemailer").then(({ createTransport }) => createTransport(smtpUrl)));
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let followUp: Promise<void> | undefined;

  async function deliver(message: OutgoingMessage): Promise<void> {
    if (message.channel === "email") {
      if (!options.smtpUrl) throw new Error("no e-mail transport configured (SMTP_URL)");
      await (
        await mailerFor(options.smtpUrl)
      ).sendMail({ from: options.mailFrom, to: message.recipient, subject: message.subject, text: message.body });
      return;
    }
    if (!options.smsWebhookUrl) throw new Error("no SMS transport configured (SMS_WEBHOOK_URL)");
    const response = await fetch(options.smsWebhookUrl, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ to: message.recipient, text: message.body }),
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) throw new Error(`SMS webhook answered ${response.status}`);
  }

  function transportFor(channel: OutgoingMessage["channel"]): boolean {
    return channel === "email" ? Boolean(options.smtpUrl) : Boolean(options.smsWebhookUrl);
  }

  async function dispatchOnce(): Promise<void> {
    const now = clock.now();
    const due = await db
      .selectFrom("outbox")
      .selectAll()
      .where("status", "=", "pending")
      .where("next_attempt_at", "<=", now)
      .orderBy("id")
      .limit(20)
      .execute();
    for (const row of due) {
      const leased = await db
        .updateTable("outbox")
        .set({ next_attempt_at: now + LEASE_MS })
        .where("id", "=", row.id)
        .where("next_attempt_at", "=", row.next_attempt_at)
        .executeTakeFirst();
      if (Number(leased.numUpdatedRows) !== 1) continue;
      try {
        await deliver(row);
        await db
          .updateTable("outbox")
          .set({ status: "sent", sent_at: clock.now(), attempts: row.attempts + 1, last_error: null })
          .where("id", "=", row.id)
          .execute();
      } catch (error) {
        const attempts = row.attempts + 1;
        const reason = error instanceof Error ? error.message : String(error);
        const giveUp = attempts >= MAX_ATTEMPTS;
        await db
          .updateTable("outbox")
          .set({ status: giveUp ? "failed" : "pending", attempts, last_error: reason, next_attempt_at: clock.now() + backoffMs(attempts) })
          .where("id", "=", row.id)
          .execute();
        logger.warn(
          { outboxId: row.id, channel: row.channel, attempts, reason },
          giveUp ? "message delivery abandoned" : "message delivery failed; will retry",
        );
      }
    }
  }

  /**
   * Sends what is due. A call made while a run is in progress gets a follow-up run (shared by
   * every such call), so a message stored during a run is not left for the timer.
   */
  function dispatch(): Promise<void> {
    if (!running) {
      running = dispatchOnce().finally(() => {
        running = undefined;
      });
      return running;
    }
    const rerun = () => {
      followUp = undefined;
      return dispatch();
    };
    followUp ??= running.then(rerun, rerun);
    return followUp;
  }

  /** Stores a message, inside the caller's transaction when given one; `dispatch` sends it. */
  async function insert(message: OutgoingMessage, executor: Kysely<Database> = db): Promise<number> {
    const now = clock.now();
    const row = await executor
      .insertInto("outbox")
      .values({ ...message, status: "pending", attempts: 0, next_attempt_at: now, last_error: null, created_at: now, sent_at: null })
      .returning("id")
      .executeTakeFirstOrThrow();
    if (!transportFor(message.channel)) {
      // The text goes in the message line, which redaction (server/logger.ts) leaves alone: development only.
      const text = options.logUndeliveredText ? `:\n${message.subject}\n${message.body}` : "";
      logger.warn({ outboxId: row.id, channel: message.channel }, `no transport configured: message kept in the outbox${text}`);
    }
    return row.id;
  }

  return {
    insert,
    async enqueue(message: OutgoingMessage): Promise<number> {
      const id = await insert(message);
      void dispatch().catch((error: unknown) => logger.error({ err: error }, "outbox dispatch failed"));
      return id;
    },
    dispatch,

    /** Per channel: messages waiting, messages given up on, and when the oldest waiting one was stored (/metrics). */
    async backlog(): Promise<Array<{ kind: string; pending: number; failed: number; oldestPendingAt: number | null }>> {
      const rows = await db
        .selectFrom("outbox")
        .select((eb) => ["channel", "status", eb.fn.countAll<number>().as("count"), eb.fn.min("created_at").as("oldest")])
        .where("status", "in", ["pending", "failed"])
        .groupBy(["channel", "status"])
        .execute();
      const kinds = new Map<string, { kind: string; pending: number; failed: number; oldestPendingAt: number | null }>();
      for (const channel of ["email", "sms"]) kinds.set(channel, { kind: channel, pending: 0, failed: 0, oldestPendingAt: null });
      for (const row of rows) {
        const kind = kinds.get(row.channel) ?? { kind: row.channel, pending: 0, failed: 0, oldestPendingAt: null };
        kinds.set(row.channel, kind);
        if (row.status === "failed") kind.failed = Number(row.count);
        else {
          kind.pending = Number(row.count);
          kind.oldestPendingAt = Number(row.oldest);
        }
      }
      return [...kinds.values()];
    },

    start(): void {
      if (!timer) {
        if (!options.smtpUrl)
          logger.warn("no e-mail transport (SMTP_URL): verification codes and lead e-mails cannot be delivered; they wait in the outbox");
        if (!options.smsWebhookUrl)
          logger.warn("no SMS transport (SMS_WEBHOOK_URL): SMS codes cannot be delivered; they wait in the outbox");
      }
      timer ??= setInterval(
        () => void dispatch().catch((error: unknown) => logger.error({ err: error }, "outbox dispatch failed")),
        RETRY_EVERY_MS,
      );
      timer.unref();
    },
    async stop(): Promise<void> {
      if (timer) clearInterval(timer);
      timer = undefined;
      await followUp;
      await running;
      (await mailer?.catch(() => undefined))?.close();
    },
  };
}

export type Outbox = ReturnType<typeof createOutbox>;
