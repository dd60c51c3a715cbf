import { sql, type Kysely } from "kysely";
import { VISIT_IDLE_MS } from "../../../common/analytics.ts";
import { addDays, dayInZone, dayStartInZone } from "../../../common/site-time.ts";
import type { DatabaseKind } from "../../db/database.ts";
import type { AnalyticsDailyTable, Database } from "../../db/schema.ts";
import type { Logger } from "../../logger.ts";
import type { Clock } from "../clock.ts";
import { intervalJob } from "../interval-job.ts";
import { SALT_LIFETIME_MS, type Salts } from "./visitor-hash.ts";

/** Any constant names the lock; this one spells the analytics decision's number (025). */
const ADVISORY_LOCK_ID = 25_025_025;
/** A day is final once its last visit could have ended and every instance has written its batch. */
const SETTLE_MS = VISIT_IDLE_MS + 60_000;

export type DailyRow = AnalyticsDailyTable;
export const DIMENSIONS = ["total", "page", "entry", "channel", "referrer", "campaign", "language", "device", "event"] as const;
export type Dimension = (typeof DIMENSIONS)[number];

/** "search:baidu": a channel and its named source in one rollup value. */
export const channelKey = (channel: string, source: string) => `${channel}:${source}`;

interface Figures {
  visitors: Set<string>;
  visits: number;
  views: number;
  events: number;
  bounces: number;
  durationMs: number;
}

const emptyFigures = (): Figures => ({ visitors: new Set(), visits: 0, views: 0, events: 0, bounces: 0, durationMs: 0 });

/**
 * One day's figures per dimension (decision 025). Visits count on the day they began, with all
 * their views and events; a visit bounced when it had one page view and no event; its length runs
 * from its first to its last hit. Views sent with Do Not Track belong to no visit: they count as
 * views of their page, channel, language and device, never as visitors or visits. Pages and events
 * count on the day they happened.
 */
export async function computeDay(db: Kysely<Database>, day: string): Promise<DailyRow[]> {
  const perVisit = db
    .selectFrom("analytics_hit")
    .select((eb) => [
      "visit_id",
      eb.fn.sum<number>(sql`case when kind = 'view' then 1 else 0 end`).as("views"),
      eb.fn.sum<number>(sql`case when kind = 'event' then 1 else 0 end`).as("events"),
      sql<number>`max(at) - min(at)`.as("duration"),
    ])
    .where("visit_id", "in", db.selectFrom("analytics_visit").select("id").where("day", "=", day))
    .groupBy("visit_id")
    .as("s");
  const [visits, untied, pages, events] = await Promise.all([
    db
      .selectFrom("analytics_visit as v")
      .leftJoin(perVisit, "s.visit_id", "v.id")
      .select([
        "v.visitor_hash",
        "v.path",
        "v.channel",
        "v.source",
        "v.referrer_domain",
        "v.utm_campaign",
        "v.language",
        "v.device",
        "s.views",
        "s.events",
        "s.duration",
      ])
      .where("v.day", "=", day)
      .execute(),
    db
      .selectFrom("analytics_hit")
      .select((eb) => ["channel", "source", "referrer_domain", "utm_campaign", "language", "device", eb.fn.countAll<number>().as("views")])
      .where("day", "=", day)
      .where("kind", "=", "view")
      .where("visit_id", "is", null)
      .groupBy(["channel", "source", "referrer_domain", "utm_campaign", "language", "device"])
      .execute(),
    db
      .selectFrom("analytics_hit as h")
      .leftJoin("analytics_visit as v", "v.id", "h.visit_id")
      .select((eb) => [
        "h.path",
        eb.fn.countAll<number>().as("views"),
        eb.fn.count<number>("h.visit_id").distinct().as("visits"),
        eb.fn.count<number>("v.visitor_hash").distinct().as("visitors"),
      ])
      .where("h.day", "=", day)
      .where("h.kind", "=", "view")
      .groupBy("h.path")
      .execute(),
    db
      .selectFrom("analytics_hit as h")
      .leftJoin("analytics_visit as v", "v.id", "h.visit_id")
      .select((eb) => [
        "h.event",
        eb.fn.countAll<number>().as("events"),
        eb.fn.count<number>("h.visit_id").distinct().as("visits"),
        eb.fn.count<number>("v.visitor_hash").distinct().as("visitors"),
      ])
      .where("h.day", "=", day)
      .where("h.kind", "=", "event")
      .groupBy("h.event")
      .execute(),
  ]);

  const figures = new Map<string, Figures>();
  const of = (dimension: Dimension, value: string) => {
    const key = `${dimension}\n${value}`;
    let entry = figures.get(key);
    if (!entry) figures.set(key, (entry = emptyFigures()));
    return entry;
  };
  for (const visit of visits) {
    const views = Number(visit.views ?? 0);
    const eventCount = Number(visit.events ?? 0);
    const bounced = views <= 1 && eventCount === 0 ? 1 : 0;
    const targets: [Dimension, string | null][] = [
      ["total", ""],
      ["entry", visit.path],
      ["channel", channelKey(visit.channel, visit.source)],
      ["referrer", visit.referrer_domain],
      ["campaign", visit.utm_campaign],
      ["language", visit.language],
      ["device", visit.device],
    ];
    for (const [dimension, value] of targets) {
      if (value === null) continue;
      const entry = of(dimension, value);
      entry.visitors.add(visit.visitor_hash);
      entry.visits += 1;
      entry.views += views;
      entry.events += eventCount;
      entry.bounces += bounced;
      entry.durationMs += Number(visit.duration ?? 0);
    }
  }
  for (const row of untied) {
    const targets: [Dimension, string | null][] = [
      ["total", ""],
      ["channel", channelKey(row.channel, row.source)],
      ["referrer", row.referrer_domain],
      ["campaign", row.utm_campaign],
      ["language", row.language],
      ["device", row.device],
    ];
    for (const [dimension, value] of targets) if (value !== null) of(dimension, value).views += Number(row.views);
  }

  const rows: DailyRow[] = [...figures.entries()].map(([key, entry]) => {
    const [dimension = "", value = ""] = key.split("\n");
    return {
      day,
      dimension,
      value,
      visitors: entry.visitors.size,
      visits: entry.visits,
      views: entry.views,
      events: entry.events,
      bounces: entry.bounces,
      duration_ms: entry.durationMs,
    };
  });
  for (const page of pages) {
    rows.push({
      day,
      dimension: "page",
      value: page.path,
      visitors: Number(page.visitors),
      visits: Number(page.visits),
      views: Number(page.views),
      events: 0,
      bounces: 0,
      duration_ms: 0,
    });
  }
  for (const event of events) {
    rows.push({
      day,
      dimension: "event",
      value: event.event ?? "",
      visitors: Number(event.visitors),
      visits: Number(event.visits),
      views: 0,
      events: Number(event.events),
      bounces: 0,
      duration_ms: 0,
    });
  }
  return rows;
}

/**
 * The analytics job (decision 025): rolls every finished day up once into `analytics_daily`
 * (kept for good), deletes raw views, events and visits older than ANALYTICS_RAW_DAYS, salts
 * older than 48 hours and the visit state of those salts. A day is rolled in one transaction that
 * replaces its rows and marks it rolled; on PostgreSQL the transaction takes an advisory lock and
 * checks the mark first, so instances never roll a day twice at once and a rolled day is skipped.
 */
export function createAnalyticsRollups(deps: {
  db: Kysely<Database>;
  kind: DatabaseKind;
  clock: Clock;
  logger: Logger;
  salts: Salts;
  timeZone: string;
  rawDays: number;
  intervalMs: number;
}) {
  const { db, clock } = deps;

  /** Replaces a day's rollup; false when another instance holds the lock or rolled it meanwhile. */
  async function roll(day: string): Promise<boolean> {
    return db.transaction().execute(async (trx) => {
      if (deps.kind === "postgres") {
        const { rows } = await sql<{ locked: boolean }>`select pg_try_advisory_xact_lock(${ADVISORY_LOCK_ID}) as locked`.execute(trx);
        if (!rows[0]?.locked) return false;
        const rolled = await trx.selectFrom("analytics_rolled_day").select("day").where("day", "=", day).executeTakeFirst();
        if (rolled) return false;
      }
      const rows = await computeDay(trx, day);
      await trx.deleteFrom("analytics_daily").where("day", "=", day).execute();
      for (let start = 0; start < rows.length; start += 500) {
        await trx
          .insertInto("analytics_daily")
          .values(rows.slice(start, start + 500))
          .execute();
      }
      await trx
        .insertInto("analytics_rolled_day")
        .values({ day, rolled_at: clock.now() })
        .onConflict((conflict) => conflict.column("day").doUpdateSet({ rolled_at: clock.now() }))
        .execute();
      return true;
    });
  }

  /** Finished days with raw rows that are not rolled up yet, oldest first. */
  async function daysToRoll(today: string, now: number): Promise<string[]> {
    const oldest = await db
      .selectFrom("analytics_hit")
      .select((eb) => eb.fn.min<string>("day").as("day"))
      .executeTakeFirst();
    if (!oldest?.day || oldest.day >= today) return [];
    const rolled = new Set(
      (await db.selectFrom("analytics_rolled_day").select("day").where("day", ">=", oldest.day).execute()).map((row) => row.day),
    );
    const days: string[] = [];
    for (let day = oldest.day; day < today; day = addDays(day, 1)) {
      const settled = dayStartInZone(addDays(day, 1), deps.timeZone).getTime() + SETTLE_MS <= now;
      if (settled && !rolled.has(day)) days.push(day);
    }
    return days;
  }

  async function runOnce() {
    const now = clock.now();
    const today = dayInZone(now, deps.timeZone);
    let rolled = 0;
    for (const day of await daysToRoll(today, now)) if (await roll(day)) rolled += 1;
    // Only rolled days lose their raw rows: a day never rolled (the job did not run) is rolled above first.
    const cutoff = addDays(today, -deps.rawDays);
    const rolledBefore = db.selectFrom("analytics_rolled_day").select("day").where("day", "<", cutoff);
    const deletedHits = await db.deleteFrom("analytics_hit").where("day", "<", cutoff).where("day", "in", rolledBefore).executeTakeFirst();
    await db.deleteFrom("analytics_visit").where("day", "<", cutoff).where("day", "in", rolledBefore).execute();
    const rawDeleted = Number(deletedHits.numDeletedRows);
    const salts = await deps.salts.prune(now);
    await db
      .deleteFrom("analytics_visitor")
      .where("last_seen_at", "<=", now - SALT_LIFETIME_MS)
      .execute();
    return { rolled, rawDeleted, salts };
  }

  const job = intervalJob(
    () =>
      runOnce().then(
        (counts) => {
          if (counts.rolled || counts.rawDeleted || counts.salts) deps.logger.info({ analytics: counts }, "analytics job");
        },
        (error: unknown) => deps.logger.error({ err: error }, "analytics job failed"),
      ),
    deps.intervalMs,
  );

  return {
    runOnce,
    /** Whether a day's rollup is stored (the report computes the others from raw rows). */
    async rolledDays(from: string, to: string): Promise<Set<string>> {
      const rows = await db.selectFrom("analytics_rolled_day").select("day").where("day", ">=", from).where("day", "<=", to).execute();
      return new Set(rows.map((row) => row.day));
    },
    ...job,
  };
}

export type AnalyticsRollups = ReturnType<typeof createAnalyticsRollups>;
