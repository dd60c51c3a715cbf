import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import type { Logger } from "../logger.ts";
import type { Clock } from "./clock.ts";
import type { ContentChanges } from "./content-changes.ts";

/** setTimeout's longest delay is about 24.8 days; a farther change re-arms hourly until then. */
const MAX_DELAY_MS = 60 * 60 * 1000;

export interface NewsScheduleOptions {
  db: Kysely<Database>;
  clock: Clock;
  contentChanges: ContentChanges;
  logger: Logger;
  /** The timer, replaceable in tests. */
  setTimer?: (run: () => void, delayMs: number) => { cancel(): void };
}

const nodeTimer = (run: () => void, delayMs: number) => {
  const handle = setTimeout(run, delayMs);
  handle.unref();
  return { cancel: () => clearTimeout(handle) };
};

/**
 * Scheduled articles go public, and leave at their unpublish time, by the clock alone (the news
 * queries compare publish_at and unpublish_at with now), but cached pages were rendered before
 * that. Each instance keeps one timer for the next such time; when it fires it bumps the content
 * version, which clears every instance's page cache, and re-arms. Any content change (from this
 * instance or another) re-arms it too, so a schedule set elsewhere is known within
 * CONTENT_CHECK_INTERVAL_MS.
 */
export function createNewsSchedule(options: NewsScheduleOptions) {
  const { db, clock, contentChanges, logger } = options;
  const setTimer = options.setTimer ?? nodeTimer;
  let timer: { cancel(): void } | undefined;
  let armedFor: number | undefined;
  let unsubscribe: (() => void) | undefined;

  /** The next time a published article comes or goes. */
  async function nextDue(): Promise<number | undefined> {
    const now = clock.now();
    const earliest = (column: "publish_at" | "unpublish_at") =>
      db
        .selectFrom("news")
        .select((eb) => eb.fn.min<number>(column).as("due"))
        .where("status", "=", "published")
        .where(column, ">", now)
        .executeTakeFirst()
        .then((row) => (row?.due === null || row?.due === undefined ? [] : [Number(row.due)]));
    const due = (await Promise.all([earliest("publish_at"), earliest("unpublish_at")])).flat();
    return due.length === 0 ? undefined : Math.min(...due);
  }

  async function arm(): Promise<void> {
    timer?.cancel();
    timer = undefined;
    armedFor = await nextDue();
    if (armedFor === undefined) return;
    const due = armedFor;
    const delay = Math.min(Math.max(due - clock.now(), 0), MAX_DELAY_MS);
    timer = setTimer(() => void fire(due), delay);
  }

  async function fire(due: number): Promise<void> {
    try {
      if (clock.now() >= due) await contentChanges.bump();
      else await arm();
    } catch (error) {
      logger.warn({ err: error }, "scheduled news publication failed; retrying");
      timer = setTimer(() => void fire(due), 1000);
    }
  }

  const rearm = () => arm().catch((error: unknown) => logger.warn({ err: error }, "news schedule could not be read"));

  return {
    /** The publish time the timer waits for, if any. */
    armedFor: () => armedFor,
    /** Arms now and after every content change. */
    async start(): Promise<void> {
      unsubscribe ??= contentChanges.onChange(rearm);
      await rearm();
    },
    stop(): void {
      unsubscribe?.();
      unsubscribe = undefined;
      timer?.cancel();
      timer = undefined;
    },
  };
}

export type NewsSchedule = ReturnType<typeof createNewsSchedule>;
