import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { Client } from "pg";
import { addDays, dayInZone, dayStartInZone } from "../../common/site-time.ts";
import { migrateToLatest, openDatabase, type DatabaseHandle } from "../../server/db/database.ts";
import { createLogger } from "../../server/logger.ts";
import { createAnalyticsRollups } from "../../server/services/analytics/rollups.ts";
import { createSalts } from "../../server/services/analytics/visitor-hash.ts";
import { systemClock } from "../../server/services/clock.ts";
import { beaconGzipBytes } from "../support/beacon-size.ts";
import { signInStaffAt } from "../support/staff-session.ts";
import { startServer, type RunningServer } from "../support/server-process.ts";

/**
 * `npm run bench` analytics section (issue 28, decision 025): a cached /index with counting on
 * and off (two servers, measured in turns), the Traffic screen's API over a million seeded events
 * on SQLite and PostgreSQL (p95 of 200 calls, 4 at a time), and the beacon's size.
 */
const BROWSER_USER_AGENT = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36";
const TIME_ZONE = "Asia/Shanghai";
const EVENTS = 1_000_000;
const DAYS = 90;
const HITS_PER_VISIT = 4;
const PATHS = ["/index", "/AIDC", "/cloudProduct", "/sunCloudAIPro", "/networkService", "/about", "/news", "/ecologyPartner"];
const CHANNELS: Array<[string, string, string | null]> = [
  ["direct", "", null],
  ["search", "baidu", "baidu.com"],
  ["search", "bing", "cn.bing.com"],
  ["social", "wechat", "mp.weixin.qq.com"],
  ["referral", "", "partner.example.org"],
  ["campaign", "baidu", "baidu.com"],
];

export interface AnalyticsBenchResult {
  cachedIndex: { onRequestsPerSecond: number; offRequestsPerSecond: number; ratio: number };
  trafficApi: Array<{ database: string; events: number; p50Ms: number; p95Ms: number; maxMs: number }>;
  beaconGzipBytes: number;
}

async function requestsPerSecond(origin: string, seconds: number): Promise<number> {
  const result = await autocannon({
    url: `${origin}/index`,
    connections: 20,
    duration: seconds,
    headers: { "user-agent": BROWSER_USER_AGENT, "accept-encoding": "gzip" },
  });
  return Math.round(result.requests.average);
}

const mean = (values: number[]) => Math.round(values.reduce((sum, value) => sum + value, 0) / values.length);

/** The same cached page from a server counting its views and one that does not, in alternating turns. */
async function cachedIndex(seconds: number) {
  const [on, off] = [await startServer({ LOG_LEVEL: "warn" }), await startServer({ LOG_LEVEL: "warn", ANALYTICS_ENABLED: "false" })];
  try {
    for (const server of [on, off]) await requestsPerSecond(server.origin, 2);
    const turns = { on: [] as number[], off: [] as number[] };
    for (let turn = 0; turn < 2; turn += 1) {
      turns.on.push(await requestsPerSecond(on.origin, seconds));
      turns.off.push(await requestsPerSecond(off.origin, seconds));
    }
    const onRequestsPerSecond = mean(turns.on);
    const offRequestsPerSecond = mean(turns.off);
    return { onRequestsPerSecond, offRequestsPerSecond, ratio: Math.round((onRequestsPerSecond / offRequestsPerSecond) * 1000) / 1000 };
  } finally {
    await Promise.all([on.stop(), off.stop()]);
  }
}

/** A million views and events over the last 90 days in visits of four, then every finished day rolled up. */
async function seed(handle: DatabaseHandle) {
  const today = dayInZone(Date.now(), TIME_ZONE);
  const visitsPerDay = Math.ceil(EVENTS / HITS_PER_VISIT / DAYS);
  for (let d = 0; d < DAYS; d += 1) {
    const day = addDays(today, -d);
    const start = dayStartInZone(day, TIME_ZONE).getTime();
    const visits = [];
    const hits = [];
    for (let k = 0; k < visitsPerDay; k += 1) {
      const [channel, source, referrer] = CHANNELS[k % CHANNELS.length] as (typeof CHANNELS)[number];
      const acquisition = {
        channel,
        source,
        referrer_domain: referrer,
        utm_source: channel === "campaign" ? source : null,
        utm_medium: channel === "campaign" ? "cpc" : null,
        utm_campaign: channel === "campaign" ? `campaign-${k % 7}` : null,
        utm_content: null,
        utm_term: null,
        language: k % 5 === 0 ? "en_US" : "zh_CN",
        device: k % 3 === 0 ? "mobile" : "desktop",
      };
      const id = `bench-${day}-${k}`;
      const at = start + Math.floor((k / visitsPerDay) * 20 * 3_600_000);
      visits.push({
        id,
        visitor_hash: `visitor-${day}-${k % (visitsPerDay / 2)}`,
        day,
        started_at: at,
        path: PATHS[k % 3] as string,
        ...acquisition,
      });
      for (let h = 0; h < HITS_PER_VISIT; h += 1) {
        const event = h === 3 && k % 4 === 0 ? "booking_opened" : null;
        hits.push({
          at: at + h * 40_000,
          day,
          kind: event ? ("event" as const) : ("view" as const),
          event,
          detail: null,
          path: PATHS[(k + h) % PATHS.length] as string,
          visit_id: id,
          ...acquisition,
        });
      }
    }
    for (let i = 0; i < visits.length; i += 1_000)
      await handle.db
        .insertInto("analytics_visit")
        .values(visits.slice(i, i + 1_000))
        .execute();
    for (let i = 0; i < hits.length; i += 1_500)
      await handle.db
        .insertInto("analytics_hit")
        .values(hits.slice(i, i + 1_500))
        .execute();
  }
  const rollups = createAnalyticsRollups({
    db: handle.db,
    kind: handle.kind,
    clock: systemClock,
    logger: createLogger("silent"),
    salts: createSalts(handle.db),
    timeZone: TIME_ZONE,
    rawDays: DAYS + 1,
    intervalMs: 60_000,
  });
  await rollups.runOnce();
  return visitsPerDay * HITS_PER_VISIT * DAYS;
}

/** p50/p95/max of the Traffic screen's call (the default 28 days, today computed from raw rows). */
async function trafficApiLatency(server: RunningServer, handle: DatabaseHandle) {
  const token = await signInStaffAt(server.origin, handle.db, "sales", "bench_sales");
  const call = async () => {
    const started = performance.now();
    const response = await fetch(`${server.origin}/api/admin/traffic`, {
      headers: { authorization: `Bearer ${token}`, clientid: "web-portal" },
    });
    if (((await response.json()) as { code: number }).code !== 200) throw new Error("Traffic API refused the bench");
    return performance.now() - started;
  };
  for (let i = 0; i < 5; i += 1) await call();
  const times: number[] = [];
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      for (let i = 0; i < 50; i += 1) times.push(await call());
    }),
  );
  times.sort((a, b) => a - b);
  const at = (share: number) => Math.round(times[Math.min(times.length - 1, Math.floor(times.length * share))] as number);
  return { p50Ms: at(0.5), p95Ms: at(0.95), maxMs: Math.round(times.at(-1) as number) };
}

async function onSqlite() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-analytics-"));
  const handle = openDatabase({ sqliteFile: path.join(dataDir, "site.db") });
  await migrateToLatest(handle.db);
  const events = await seed(handle);
  await handle.close();
  const server = await startServer({ LOG_LEVEL: "warn" }, dataDir);
  const reader = openDatabase({ sqliteFile: path.join(dataDir, "site.db") });
  try {
    return { database: "sqlite", events, ...(await trafficApiLatency(server, reader)) };
  } finally {
    await reader.close();
    await server.stop();
  }
}

async function onPostgres(adminUrl: string) {
  const name = `bench_analytics_${process.pid}`;
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = openDatabase({ databaseUrl: url.toString(), sqliteFile: "" });
  try {
    await migrateToLatest(handle.db);
    const events = await seed(handle);
    const server = await startServer({ LOG_LEVEL: "warn", DATABASE_URL: url.toString() });
    try {
      return { database: "postgres", events, ...(await trafficApiLatency(server, handle)) };
    } finally {
      await server.stop();
    }
  } finally {
    await handle.close();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

export async function measureAnalytics(options: { loadSeconds: number; postgresUrl: string | undefined }): Promise<AnalyticsBenchResult> {
  const cached = await cachedIndex(options.loadSeconds);
  const trafficApi = [await onSqlite()];
  if (options.postgresUrl) trafficApi.push(await onPostgres(options.postgresUrl));
  return { cachedIndex: cached, trafficApi, beaconGzipBytes: await beaconGzipBytes() };
}
