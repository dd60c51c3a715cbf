import { sql, type Kysely } from "kysely";
import type { BreakdownRow, LeadSourceRow, TrafficFigures, TrafficOverview } from "../../../common/contracts/admin-traffic.ts";
import { addDays, dayInZone, dayRangeInZone, isDay } from "../../../common/site-time.ts";
import type { Database } from "../../db/schema.ts";
import type { Clock } from "../clock.ts";
import { ServiceError } from "../service-error.ts";
import { computeDay, type DailyRow, type Dimension } from "./rollups.ts";

const DEFAULT_DAYS = 28;
const MAX_DAYS = 366;
/** Rows per breakdown, the busiest first; the screen sorts them as it likes. */
const BREAKDOWN_ROWS = 100;
/** Days not rolled up yet are computed from raw rows: today and the day before at most. */
const LIVE_DAYS = 2;

const zero = (): TrafficFigures => ({ visitors: 0, visits: 0, views: 0, events: 0, bounces: 0, durationMs: 0 });

function add(target: TrafficFigures, row: Pick<DailyRow, "visitors" | "visits" | "views" | "events" | "bounces" | "duration_ms">) {
  target.visitors += Number(row.visitors);
  target.visits += Number(row.visits);
  target.views += Number(row.views);
  target.events += Number(row.events);
  target.bounces += Number(row.bounces);
  target.durationMs += Number(row.duration_ms);
}

/** The days from `from` to `to` (inclusive) and the same number of days before them. */
export function rangeOf(query: { from?: string | undefined; to?: string | undefined }, today: string) {
  const to = query.to ?? today;
  const from = query.from ?? addDays(to, -(DEFAULT_DAYS - 1));
  if (!isDay(from) || !isDay(to) || from > to || addDays(from, MAX_DAYS) <= to) throw new ServiceError(500, "invalidField");
  let length = 0;
  while (addDays(from, length) <= to) length += 1;
  return { from, to, previousFrom: addDays(from, -length), previousTo: addDays(from, -1), length };
}

/**
 * The Traffic screen's figures (decision 025), read from the daily rollups; days not rolled up
 * yet (today, and yesterday until it is final) are computed from their raw rows. Visitors of a
 * range are the sum of each day's: the salt changes daily, so nobody can be followed across days.
 */
export function createTrafficReport(deps: {
  db: Kysely<Database>;
  clock: Clock;
  timeZone: string;
  rawDays: number;
  rolledDays: (from: string, to: string) => Promise<Set<string>>;
}) {
  const { db } = deps;
  /**
   * Days computed from raw rows, kept while their rows are unchanged: hits and visits are only
   * added (in one batch) until the day is rolled, so the day's hit count and last id tell whether
   * anything was written since, here or on another instance. Parallel calls share one computation.
   */
  const live = new Map<string, { stamp: string; rows: Promise<DailyRow[]> }>();
  async function liveDay(day: string): Promise<DailyRow[]> {
    const { n, last } = await db
      .selectFrom("analytics_hit")
      .select((eb) => [eb.fn.countAll<number>().as("n"), eb.fn.max("id").as("last")])
      .where("day", "=", day)
      .executeTakeFirstOrThrow();
    const stamp = `${Number(n)}:${Number(last ?? 0)}`;
    const cached = live.get(day);
    if (cached?.stamp === stamp) return cached.rows;
    const rows = computeDay(db, day);
    if (live.size >= LIVE_DAYS * 2) live.clear();
    live.set(day, { stamp, rows });
    rows.catch(() => live.delete(day));
    return rows;
  }

  /** Rollup rows of every day in the range: stored ones summed by the database, live ones added. */
  async function rowsOf(from: string, to: string, dimensions: Dimension[]) {
    const today = dayInZone(deps.clock.now(), deps.timeZone);
    const rolled = await deps.rolledDays(from, to);
    const liveDays: string[] = [];
    for (let day = addDays(today, -(LIVE_DAYS - 1)); day <= today; day = addDays(day, 1)) {
      if (day >= from && day <= to && !rolled.has(day)) liveDays.push(day);
    }
    const stored = await db
      .selectFrom("analytics_daily")
      .select((eb) => [
        "dimension",
        "value",
        eb.fn.sum<number>("visitors").as("visitors"),
        eb.fn.sum<number>("visits").as("visits"),
        eb.fn.sum<number>("views").as("views"),
        eb.fn.sum<number>("events").as("events"),
        eb.fn.sum<number>("bounces").as("bounces"),
        eb.fn.sum<number>("duration_ms").as("duration_ms"),
      ])
      .where("day", ">=", from)
      .where("day", "<=", to)
      .where("dimension", "in", dimensions)
      .groupBy(["dimension", "value"])
      .execute();
    const summed = new Map<string, TrafficFigures & { dimension: string; value: string }>();
    const into = (row: Omit<DailyRow, "day">) => {
      const key = `${row.dimension}\n${row.value}`;
      let entry = summed.get(key);
      if (!entry) summed.set(key, (entry = { dimension: row.dimension, value: row.value, ...zero() }));
      add(entry, row);
    };
    stored.forEach(into);
    for (const day of liveDays) {
      for (const row of await liveDay(day)) if ((dimensions as string[]).includes(row.dimension)) into(row);
    }
    return [...summed.values()];
  }

  async function daysOf(from: string, to: string) {
    const today = dayInZone(deps.clock.now(), deps.timeZone);
    const rolled = await deps.rolledDays(from, to);
    const stored = await db
      .selectFrom("analytics_daily")
      .selectAll()
      .where("dimension", "=", "total")
      .where("day", ">=", from)
      .where("day", "<=", to)
      .execute();
    const byDay = new Map(stored.map((row) => [row.day, row]));
    const days: Array<TrafficFigures & { day: string }> = [];
    for (let day = from; day <= to; day = addDays(day, 1)) {
      const figures = { day, ...zero() };
      const row =
        byDay.get(day) ??
        (!rolled.has(day) && day <= today && day > addDays(today, -LIVE_DAYS)
          ? (await liveDay(day)).find((entry) => entry.dimension === "total")
          : undefined);
      if (row) add(figures, row);
      days.push(figures);
    }
    return days;
  }

  /** Leads that arrived in the range, by the channel or campaign of their attribution. */
  async function leadsBy(column: "channel" | "utm_campaign", from: string, to: string) {
    const { start, end } = dayRangeInZone({ from, to }, deps.timeZone);
    const value =
      column === "channel" ? sql<string>`lead.channel || ':' || coalesce(lead.channel_source, '')` : sql<string>`lead.utm_campaign`;
    return db
      .selectFrom("lead")
      .select((eb) => [value.as("value"), eb.fn.countAll<number>().as("leads")])
      .where(column, "is not", null)
      .where("created_at", ">=", start?.getTime() ?? 0)
      .where("created_at", "<", end?.getTime() ?? 0)
      .groupBy(value)
      .execute();
  }

  return {
    async overview(query: { from?: string | undefined; to?: string | undefined }): Promise<TrafficOverview> {
      const { length: _length, ...range } = rangeOf(query, dayInZone(deps.clock.now(), deps.timeZone));
      const [rows, previousRows, days, previousDays, leadsByChannel, leadsByCampaign] = await Promise.all([
        rowsOf(range.from, range.to, ["total", "page", "entry", "channel", "referrer", "campaign", "language", "device", "event"]),
        rowsOf(range.previousFrom, range.previousTo, ["total"]),
        daysOf(range.from, range.to),
        daysOf(range.previousFrom, range.previousTo),
        leadsBy("channel", range.from, range.to),
        leadsBy("utm_campaign", range.from, range.to),
      ]);
      const breakdown = (dimension: Dimension): BreakdownRow[] =>
        rows
          .filter((row) => row.dimension === dimension)
          .map(({ dimension: _dimension, ...row }) => row)
          .toSorted((a, b) => b.views + b.visits + b.events - (a.views + a.visits + a.events) || a.value.localeCompare(b.value))
          .slice(0, BREAKDOWN_ROWS);
      const totalOf = (list: typeof rows) => {
        const total = list.find((row) => row.dimension === "total");
        if (!total) return zero();
        const { dimension: _dimension, value: _value, ...figures } = total;
        return figures;
      };
      const channels = breakdown("channel");
      const campaigns = breakdown("campaign");
      const withVisits = (leads: typeof leadsByChannel, visitsOf: BreakdownRow[]): LeadSourceRow[] =>
        leads
          .map((row) => ({
            value: row.value,
            leads: Number(row.leads),
            visits: visitsOf.find((entry) => entry.value === row.value)?.visits ?? 0,
          }))
          .toSorted((a, b) => b.leads - a.leads || a.value.localeCompare(b.value));
      return {
        ...range,
        current: totalOf(rows),
        previous: totalOf(previousRows),
        days,
        previousDays,
        pages: breakdown("page"),
        entries: breakdown("entry"),
        channels,
        referrers: breakdown("referrer"),
        campaigns,
        languages: breakdown("language"),
        devices: breakdown("device"),
        events: breakdown("event"),
        leadsByChannel: withVisits(leadsByChannel, channels),
        leadsByCampaign: withVisits(leadsByCampaign, campaigns),
        rawDays: deps.rawDays,
      };
    },
  };
}

export type TrafficReport = ReturnType<typeof createTrafficReport>;
