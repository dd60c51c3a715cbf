import type { Kysely, Selectable } from "kysely";
import type { Transporter } from "nodemailer";
import type { Database, OutboxTable } from "../db/schema.ts";
import type { Logger } from "../logger.ts";
import type { Clock } from "../services/clock.ts";

export interface OutgoingMessage {
  channel: "email" | "sms";
  recipient: string;
  subject: string;
  body: string;
}

export type OutboxRow = Selectable<OutboxTable>;

/** What one attempt at a message came to. */
export type DeliveryOutcome =
  | { kind: "sent"; status?: number; answer?: string }
  | { kind: "failed"; reason: string; status?: number; answer?: string; giveUp?: boolean }
  /** Not attempted (a rate limit, a disabled destination): tried again at `until`, the attempt not counted. */
  | { kind: "deferred"; until: number; rateLimited?: boolean };

/**
 * How one channel's messages are delivered: the outbox stores, leases, retries and records; the
 * transport sends. E-mail and SMS are built in; lead notifications register theirs
 * (server/notifications/delivery.ts).
 */
export interface ChannelTransport {
  deliver(row: OutboxRow): Promise<DeliveryOutcome>;
  /** The wait before the next attempt after `attempts` failed ones, or null to give up. */
  retryDelayMs(attempts: number): number | null;
  /** How long a message being sent is leased, so that another instance does not send it too. */
  leaseMs: number;
  /**
   * Sees a batch of leased messages before they are sent: it answers those to send, and settles
   * others without sending them (deferred by a rate limit); a message it folds into another (a
   * digest) it settles itself and leaves out of both.
   */
  prepare?(leased: OutboxRow[]): Promise<{ attempt: OutboxRow[]; settled: Map<number, DeliveryOutcome> }>;
  /** Releases what the transport holds open (connections), at shutdown. */
  close?(): Promise<void>;
}

export interface OutboxOptions {
  smtpUrl?: string | undefined;
  mailFrom: string;
  smsWebhookUrl?: string | undefined;
  /** Development only: print the text of messages nobody can deliver, so codes can be used locally. */
  logUndeliveredText?: boolean;
}

const MAX_MAIL_ATTEMPTS = 10;
const BATCH = 50;
/** Messages of one channel sent at once by one instance: a slow receiver does not hold up the others. */
const CONCURRENCY = 16;
/** The timer looks again at least this often, and never sooner than this after a run. */
const MAX_IDLE_MS = 30 * 1000;
const MIN_IDLE_MS = 250;
const LAST_ANSWER_CHARS = 500;

/** E-mail and SMS: one minute, doubling to six hours, ten attempts. */
function mailRetryDelayMs(attempts: number): number | null {
  if (attempts >= MAX_MAIL_ATTEMPTS) return null;
  return Math.min(6 * 60 * 60 * 1000, 60_000 * 2 ** Math.max(0, attempts - 1));
}

const answer = (text: string | undefined) => (text === undefined ? {} : { last_answer: text.slice(0, LAST_ANSWER_CHARS) });
const status = (code: number | undefined) => (code === undefined ? {} : { last_status: code });

/** Runs `task` over `items`, at most `limit` at a time. */
async function eachLimited<T>(items: T[], limit: number, task: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await task(items[next++] as T);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/**
 * Every e-mail, SMS and lead notification goes through the outbox table first, so that nothing
 * accepted is lost when delivery fails or the process dies: a message is written in the
 * transaction of what caused it, leased while it is sent, and retried on its channel's schedule.
 * With no e-mail or SMS transport configured those messages stay in the table; their text (codes,
 * lead details) goes to the log only in development, never into a response.
 */
export function createOutbox(db: Kysely<Database>, clock: Clock, logger: Logger, options: OutboxOptions) {
  // nodemailer loads with the first e-mail: most starts send none, and it was a tenth of a start.
  let mailer: Promise<Transporter> | undefined;
  const mailerFor = (smtpUrl: string) => (mailer ??= import("nodemailer").then(({ createTransport }) => createTransport(smtpUrl)));
  let timer: NodeJS.Timeout | undefined;
  let started = false;
  let running: Promise<void> | undefined;
  let followUp: Promise<void> | undefined;

  const mailTransport: ChannelTransport = {
    leaseMs: 5 * 60 * 1000,
    retryDelayMs: mailRetryDelayMs,
    async deliver(message) {
      if (message.channel === "email") {
        if (!options.smtpUrl) throw new Error("no e-mail transport configured (SMTP_URL)");
        await (
          await mailerFor(options.smtpUrl)
        ).sendMail({ from: options.mailFrom, to: message.recipient, subject: message.subject, text: message.body });
        return { kind: "sent" };
      }
      if (!options.smsWebhookUrl) throw new Error("no SMS transport configured (SMS_WEBHOOK_URL)");
      const response = await fetch(options.smsWebhookUrl, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ to: message.recipient, text: message.body }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) throw new Error(`SMS webhook answered ${response.status}`);
      return { kind: "sent" };
    },
  };
  const transports = new Map<OutboxRow["channel"], ChannelTransport>([
    ["email", mailTransport],
    ["sms", mailTransport],
  ]);

  function transportConfigured(channel: OutgoingMessage["channel"]): boolean {
    return channel === "email" ? Boolean(options.smtpUrl) : Boolean(options.smsWebhookUrl);
  }

  /** Writes an attempt's outcome (the caller's transaction: a batch's outcomes are written together). */
  async function record(trx: Kysely<Database>, row: OutboxRow, transport: ChannelTransport, outcome: DeliveryOutcome): Promise<void> {
    if (outcome.kind === "deferred") {
      await trx
        .updateTable("outbox")
        .set({ next_attempt_at: outcome.until, ...(outcome.rateLimited ? { rate_deferred: 1 } : {}) })
        .where("id", "=", row.id)
        .execute();
      return;
    }
    const attempts = row.attempts + 1;
    if (outcome.kind === "sent") {
      await trx
        .updateTable("outbox")
        .set({ status: "sent", sent_at: clock.now(), attempts, last_error: null, ...status(outcome.status), ...answer(outcome.answer) })
        .where("id", "=", row.id)
        .execute();
      return;
    }
    const delay = outcome.giveUp ? null : transport.retryDelayMs(attempts);
    await trx
      .updateTable("outbox")
      .set({
        status: delay === null ? "failed" : "pending",
        attempts,
        last_error: outcome.reason.slice(0, LAST_ANSWER_CHARS),
        next_attempt_at: clock.now() + (delay ?? 0),
        ...status(outcome.status),
        ...answer(outcome.answer),
      })
      .where("id", "=", row.id)
      .execute();
    logger.warn(
      { outboxId: row.id, channel: row.channel, attempts, reason: outcome.reason },
      delay === null ? "message delivery abandoned" : "message delivery failed; will retry",
    );
  }

  /**
   * One channel's share of a batch: leased in one statement (another instance's lease, or a row
   * it already sent, is skipped), seen by the transport, sent a few at a time, and the outcomes
   * written in one transaction. Statements per batch, not per message: on SQLite each commit
   * waits for the disk.
   */
  async function sendChannel(transport: ChannelTransport, rows: OutboxRow[], now: number): Promise<void> {
    const leased = await db
      .updateTable("outbox")
      .set({ next_attempt_at: now + transport.leaseMs })
      .where(
        "id",
        "in",
        rows.map((row) => row.id),
      )
      .where("status", "=", "pending")
      .where("next_attempt_at", "<=", now)
      .returning("id")
      .execute();
    const ours = new Set(leased.map((row) => Number(row.id)));
    let toSend = rows.filter((row) => ours.has(row.id));
    const outcomes: Array<[OutboxRow, DeliveryOutcome]> = [];
    if (transport.prepare) {
      const prepared = await transport.prepare(toSend);
      for (const row of toSend) {
        const settled = prepared.settled.get(row.id);
        if (settled) outcomes.push([row, settled]);
      }
      toSend = prepared.attempt;
    }
    await eachLimited(toSend, CONCURRENCY, async (row) => {
      try {
        outcomes.push([row, await transport.deliver(row)]);
      } catch (error) {
        outcomes.push([row, { kind: "failed", reason: error instanceof Error ? error.message : String(error) }]);
      }
    });
    if (outcomes.length === 0) return;
    await db.transaction().execute(async (trx) => {
      for (const [row, outcome] of outcomes) await record(trx, row, transport, outcome);
    });
  }

  /** Channels whose messages can go out: e-mail and SMS wait in the table until their transport is configured. */
  function deliverable(): OutboxRow["channel"][] {
    return [...transports.keys()].filter((channel) => (channel === "email" || channel === "sms" ? transportConfigured(channel) : true));
  }

  async function dispatchOnce(): Promise<void> {
    const channels = deliverable();
    if (channels.length === 0) return;
    for (;;) {
      const now = clock.now();
      const due = await db
        .selectFrom("outbox")
        .selectAll()
        .where("status", "=", "pending")
        .where("next_attempt_at", "<=", now)
        .where("channel", "in", channels)
        .orderBy("next_attempt_at")
        .orderBy("id")
        .limit(BATCH)
        .execute();
      await Promise.all(
        channels.map((channel) => {
          const rows = due.filter((row) => row.channel === channel);
          const transport = transports.get(channel);
          return rows.length > 0 && transport ? sendChannel(transport, rows, now) : undefined;
        }),
      );
      if (due.length < BATCH) return;
    }
  }

  /** The timer wakes when the next pending message is due (a retry in 5 s is sent in about 5 s). */
  async function scheduleNext(): Promise<void> {
    if (!started || deliverable().length === 0) return;
    const next = await db
      .selectFrom("outbox")
      .select((eb) => eb.fn.min("next_attempt_at").as("at"))
      .where("status", "=", "pending")
      .where("channel", "in", deliverable())
      .executeTakeFirst();
    const at = next?.at === null || next?.at === undefined ? Number.POSITIVE_INFINITY : Number(next.at);
    const wait = Math.max(MIN_IDLE_MS, Math.min(MAX_IDLE_MS, at - clock.now()));
    if (timer) clearTimeout(timer);
    if (!started) return;
    timer = setTimeout(() => void dispatch().catch((error: unknown) => logger.error({ err: error }, "outbox dispatch failed")), wait);
    timer.unref();
  }

  /**
   * Sends what is due. A call made while a run is in progress gets a follow-up run (shared by
   * every such call), so a message stored during a run is not left for the timer.
   */
  function dispatch(): Promise<void> {
    if (!running) {
      running = dispatchOnce()
        .then(scheduleNext)
        .finally(() => {
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
    if (!transportConfigured(message.channel)) {
      // The text goes in the message line, which redaction (server/logger.ts) leaves alone: development only.
      const text = options.logUndeliveredText ? `:\n${message.subject}\n${message.body}` : "";
      logger.warn({ outboxId: row.id, channel: message.channel }, `no transport configured: message kept in the outbox${text}`);
    }
    return row.id;
  }

  /** Sends what is due soon, without waiting (after a transaction that stored messages). */
  function kick(): void {
    void dispatch().catch((error: unknown) => logger.error({ err: error }, "outbox dispatch failed"));
  }

  return {
    insert,
    kick,
    async enqueue(message: OutgoingMessage): Promise<number> {
      const id = await insert(message);
      kick();
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
      for (const channel of transports.keys()) kinds.set(channel, { kind: channel, pending: 0, failed: 0, oldestPendingAt: null });
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

    /** Another channel's transport (lead notifications); its rows are stored by its own service. */
    register(channel: OutboxRow["channel"], transport: ChannelTransport): void {
      transports.set(channel, transport);
    },
    start(): void {
      if (!started) {
        if (!options.smtpUrl)
          logger.warn("no e-mail transport (SMTP_URL): verification codes and lead e-mails cannot be delivered; they wait in the outbox");
        if (!options.smsWebhookUrl)
          logger.warn("no SMS transport (SMS_WEBHOOK_URL): SMS codes cannot be delivered; they wait in the outbox");
      }
      started = true;
      kick();
    },
    async stop(): Promise<void> {
      started = false;
      if (timer) clearTimeout(timer);
      timer = undefined;
      await followUp;
      await running;
      if (timer) clearTimeout(timer);
      (await mailer?.catch(() => undefined))?.close();
      for (const transport of new Set(transports.values())) await transport.close?.();
    },
  };
}

export type Outbox = ReturnType<typeof createOutbox>;
