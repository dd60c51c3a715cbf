import fs from "node:fs";
import os from "node:os";
import nodePath from "node:path";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TOKEN_COOKIE, WEB_CLIENT_ID } from "../../common/constants.ts";
import type { LeadRow } from "../../common/contracts/admin-leads.ts";
import type { TrafficOverview } from "../../common/contracts/admin-traffic.ts";
import { loadConfig } from "../../server/config.ts";
import { openDatabase, type DatabaseHandle } from "../../server/db/database.ts";
import { createLogger } from "../../server/logger.ts";
import { hashPassword } from "../../server/security/passwords.ts";
import type { RequestFacts } from "../../server/services/analytics/request-facts.ts";
import { createServices, type Services } from "../../server/services/container.ts";
import { localDiskStorage } from "../../server/storage/file-storage.ts";
import { encryptedPost, type Envelope } from "../support/api-client.ts";
import { signInStaff, staffHeaders } from "../support/staff-session.ts";
import { createTestApp, manualClock, testEnvelopeKeys, type TestApp } from "../support/test-app.ts";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../support/test-database.ts";

const HOUR = 60 * 60 * 1000;
const MINUTE = 60 * 1000;
const DAY = 24 * HOUR;
const CHROME = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const FIREFOX = "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0";
const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";
const ENV = { TRUST_PROXY: "true", SITE_ORIGIN: "https://www.example-cloud.test" };
/** 2026-11-23 10:00 in Beijing, a Monday. */
const MONDAY_10_00 = Date.UTC(2026, 10, 23, 2, 0, 0);

/** The cells of one CSV line (every cell quoted, as the export writes them). */
const cells = (line: string) => [...line.matchAll(/"((?:[^"]|"")*)"/g)].map((match) => match[1]);

function facts(ip: string, userAgent: string, extra: Partial<RequestFacts> = {}): RequestFacts {
  return { userAgent, referer: undefined, cookie: undefined, optOut: false, socketAddress: undefined, forwardedFor: ip, ...extra };
}

/** Another server instance on the same database: its own batch, salt cache and visit decisions. */
async function secondInstance(handle: DatabaseHandle, clock: ReturnType<typeof manualClock>): Promise<Services> {
  const config = loadConfig({ NODE_ENV: "test", DATA_DIR: "/tmp/unused", ...ENV });
  return createServices({
    config,
    database: handle,
    logger: createLogger("silent"),
    envelopeKeys: await testEnvelopeKeys(),
    clock,
    storage: localDiskStorage(fs.mkdtempSync(nodePath.join(os.tmpdir(), "analytics-second-"))),
  });
}

describe.each(databaseKinds)("analytics on %s", (kind) => {
  let database: TestDatabase;
  let app: TestApp;
  let clock: ReturnType<typeof manualClock>;
  const db = () => database.handle.db;
  const count = async (table: "analytics_visit" | "analytics_hit" | "analytics_salt" | "analytics_visitor") =>
    Number(
      (
        await db()
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const reset = async () => {
    for (const table of ["analytics_hit", "analytics_visit", "analytics_visitor", "analytics_daily", "analytics_rolled_day"] as const) {
      await db().deleteFrom(table).execute();
    }
  };

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    clock = manualClock(MONDAY_10_00);
    app = await createTestApp(database.handle, ENV, clock);
  });
  afterAll(async () => {
    await app.services.outbox.stop();
    await database.drop();
  });

  it("hashes a visitor under the day's salt: the hash changes with the day, and a salt is gone after 48 hours", async () => {
    await reset();
    const { analytics, analyticsJob } = app.services;
    const visitor = facts("10.20.0.9", CHROME);
    analytics.view("/index", visitor);
    await analytics.flush();
    clock.advance(DAY);
    analytics.view("/index", visitor);
    await analytics.flush();
    const visits = await db().selectFrom("analytics_visit").select(["visitor_hash", "day"]).orderBy("started_at").execute();
    expect(visits.map((visit) => visit.day)).toEqual(["2026-11-23", "2026-11-24"]);
    expect(visits[0]?.visitor_hash).not.toBe(visits[1]?.visitor_hash);
    // The salts themselves: 32 random bytes each, one per day.
    const salts = await db().selectFrom("analytics_salt").selectAll().orderBy("day").execute();
    expect(salts.map((salt) => [salt.day, Buffer.from(salt.salt, "hex").length])).toEqual(
      expect.arrayContaining([
        ["2026-11-23", 32],
        ["2026-11-24", 32],
      ]),
    );

    // 48 hours after the first salt was made: it is deleted, with the visit state it keyed.
    clock.advance(DAY - MINUTE);
    await analyticsJob.runOnce();
    expect((await db().selectFrom("analytics_salt").select("day").execute()).map((row) => row.day)).toContain("2026-11-23");
    clock.advance(MINUTE);
    await analyticsJob.runOnce();
    const left = (await db().selectFrom("analytics_salt").select("day").execute()).map((row) => row.day);
    expect(left).not.toContain("2026-11-23");
    expect(left).toContain("2026-11-24");
    const states = await db().selectFrom("analytics_visitor").select("visitor_hash").execute();
    expect(states.map((state) => state.visitor_hash)).toEqual([visits[1]?.visitor_hash]);
  });

  it("counts one visitor browsing two instances once, even when both write at the same moment", async () => {
    await reset();
    clock.advance(DAY);
    const otherHandle = kind === "sqlite" ? database.handle : openDatabase({ databaseUrl: database.url, sqliteFile: "" });
    const other = await secondInstance(otherHandle, clock);
    const visitor = facts("10.55.0.9", FIREFOX);
    // The first view on each instance, written at once: both propose a new visit, one wins.
    app.services.analytics.view("/index", visitor);
    other.analytics.view("/AIDC", visitor);
    await Promise.all([app.services.analytics.flush(), other.analytics.flush()]);
    clock.advance(MINUTE);
    app.services.analytics.view("/cloudProduct", visitor);
    await app.services.analytics.flush();
    clock.advance(MINUTE);
    other.analytics.view("/sunCloudAIPro", visitor);
    await other.analytics.flush();

    expect(await count("analytics_visit")).toBe(1);
    const hits = await db().selectFrom("analytics_hit").select(["visit_id", "path"]).execute();
    expect(hits).toHaveLength(4);
    expect(new Set(hits.map((hit) => hit.visit_id)).size).toBe(1);
    const overview = await app.services.traffic.overview({});
    expect(overview.current).toMatchObject({ visitors: 1, visits: 1, views: 4, bounces: 0, durationMs: 2 * MINUTE });
    await other.analytics.stop();
    if (otherHandle !== database.handle) await otherHandle.close();
  });

  it("leaves out robots, the console, the API, signed-in staff and pages that are not pages; DNT and GPC views carry no visitor", async () => {
    await reset();
    const { analytics } = app.services;
    const staffToken = await signInStaff(app, "editor", "analytics_editor");
    const visitorToken = await signIn("reader");
    analytics.view("/index", facts("10.30.0.9", "Mozilla/5.0 (compatible; Baiduspider/2.0; +http://www.baidu.com/search/spider.html)"));
    analytics.view("/index", facts("10.31.0.9", "curl/8.5.0"));
    analytics.view("/index", facts("10.32.0.9", ""));
    analytics.view("/admin/leads", facts("10.33.0.9", CHROME));
    analytics.view("/api/health", facts("10.34.0.9", CHROME));
    analytics.view("/assets/entry.client-abc.js", facts("10.35.0.9", CHROME));
    analytics.view("/index", facts("10.36.0.9", CHROME, { cookie: `${TOKEN_COOKIE}=${staffToken}; language=zh_CN` }));
    // Counted: a signed-in visitor, and two who asked not to be tracked.
    analytics.view("/AIDC", facts("10.37.0.9", CHROME, { cookie: `${TOKEN_COOKIE}=${visitorToken}` }));
    analytics.view("/index", facts("10.38.0.9", CHROME, { optOut: true, referer: "https://cn.bing.com/" }));
    analytics.view("/en/index", facts("10.39.0.9", IPHONE, { optOut: true }));
    await analytics.flush();

    const hits = await db()
      .selectFrom("analytics_hit")
      .select(["path", "visit_id", "channel", "language", "device"])
      .where("kind", "=", "view")
      .orderBy("id")
      .execute();
    expect(hits).toEqual([
      { path: "/AIDC", visit_id: expect.any(String), channel: "direct", language: "zh_CN", device: "desktop" },
      { path: "/index", visit_id: null, channel: "search", language: "zh_CN", device: "desktop" },
      { path: "/index", visit_id: null, channel: "direct", language: "en_US", device: "mobile" },
    ]);
    expect(await count("analytics_visit")).toBe(1);
    const overview = await app.services.traffic.overview({});
    expect(overview.current).toMatchObject({ visitors: 1, visits: 1, views: 3 });
    expect(overview.channels.find((row) => row.value === "search:bing")).toMatchObject({ views: 1, visits: 0, visitors: 0 });
  });

  it("keeps writing after a flush found nothing to write (a lead's attribution flushes whatever waits)", async () => {
    await reset();
    await app.services.analytics.flush();
    app.services.analytics.view("/index", facts("10.95.0.9", CHROME));
    await app.services.analytics.flush();
    expect(await count("analytics_hit")).toBe(1);
  });

  it("writes at most 60 hits a minute from one client: the rest of the minute is a robot or a load test", async () => {
    await reset();
    const flood = facts("10.90.0.9", CHROME);
    for (let i = 0; i < 75; i += 1) app.services.analytics.view("/index", flood);
    app.services.analytics.view("/index", facts("10.91.0.9", CHROME));
    await app.services.analytics.flush();
    expect(await count("analytics_hit")).toBe(61);
    clock.advance(61_000);
    app.services.analytics.view("/AIDC", flood);
    await app.services.analytics.flush();
    expect(await count("analytics_hit")).toBe(62);
  });

  it("takes client-side views and browser events from the beacon, never server events", async () => {
    await reset();
    const beacon = (body: unknown, ip = "10.40.0.9") =>
      app.request("/api/analytics/beacon", {
        method: "POST",
        headers: { "content-type": "text/plain;charset=UTF-8", "user-agent": CHROME, "x-forwarded-for": ip, origin: ENV.SITE_ORIGIN },
        body: JSON.stringify(body),
      });
    app.services.analytics.view("/index", facts("10.40.0.9", CHROME));
    clock.advance(MINUTE);
    expect(((await (await beacon({ t: "view", p: "/AIDC?utm_source=x" })).json()) as Envelope).code).toBe(200);
    expect(((await (await beacon({ t: "event", p: "/AIDC", e: "booking_opened" })).json()) as Envelope).code).toBe(200);
    expect(((await (await beacon({ t: "event", p: "/AIDC", e: "outbound_link", d: "partner.example.org" })).json()) as Envelope).code).toBe(
      200,
    );
    // A browser cannot claim what only the server counts, nor name another site's page.
    expect(((await (await beacon({ t: "event", p: "/AIDC", e: "booking_sent" })).json()) as Envelope).code).toBe(500);
    expect(((await (await beacon({ t: "view", p: "//evil.test/x" })).json()) as Envelope).code).toBe(500);
    expect(((await (await beacon({ t: "view", p: "/admin" })).json()) as Envelope).code).toBe(200);
    await app.services.analytics.flush();
    const hits = await db()
      .selectFrom("analytics_hit")
      .select(["kind", "event", "detail", "path", "visit_id"])
      .orderBy("at")
      .orderBy("id")
      .execute();
    expect(hits.map((hit) => [hit.kind, hit.event, hit.detail, hit.path])).toEqual([
      ["view", null, null, "/index"],
      ["view", null, null, "/AIDC"],
      ["event", "booking_opened", null, "/AIDC"],
      ["event", "outbound_link", "partner.example.org", "/AIDC"],
    ]);
    expect(new Set(hits.map((hit) => hit.visit_id)).size).toBe(1);
  });

  it("counts server events only when the call succeeds, and a staff member's sign-in not at all", async () => {
    await reset();
    await createUser("signer");
    const headers = { "user-agent": CHROME, referer: `${ENV.SITE_ORIGIN}/login?redirect=/index` };
    const failed = await encryptedPost(
      app,
      "/api/v1/web/user/login",
      { username: "signer", password: "Wrong-pass1" },
      { ip: "10.50.0.9", headers: { ...headers, granttype: "password" } },
    );
    expect(failed.envelope.code).not.toBe(200);
    const signedIn = await encryptedPost(
      app,
      "/api/v1/web/user/login",
      { username: "signer", password: "Sunrise2026" },
      { ip: "10.50.0.9", headers: { ...headers, granttype: "password" } },
    );
    expect(signedIn.envelope.code).toBe(200);
    await signInStaff(app, "sales", "analytics_sales");
    await app.services.analytics.flush();
    const events = await db().selectFrom("analytics_hit").select(["event", "path"]).where("kind", "=", "event").execute();
    expect(events).toEqual([{ event: "sign_in", path: "/login" }]);
  });

  it("gives exact rollup and funnel figures for a scripted day, live and once rolled up", async () => {
    await reset();
    const day = "2026-11-27";
    const { analytics } = app.services;
    const a = facts("10.61.0.9", CHROME, { referer: "https://www.baidu.com/s?wd=gpu" });
    const b = facts("10.62.0.9", IPHONE);
    const c = facts("10.63.0.9", FIREFOX);
    const d = facts("10.64.0.9", CHROME, { referer: "https://www.google.com/" });
    const e = facts("10.65.0.9", CHROME, { optOut: true, referer: "https://cn.bing.com/" });
    const at = (minutes: number, action: () => void) => {
      clock.advance(Date.UTC(2026, 10, 27, 2, minutes, 0) - clock.now());
      action();
    };
    at(0, () => analytics.view("/index", a));
    at(0, () => analytics.view("/index?utm_source=wechat&utm_medium=social&utm_campaign=gpu-launch", b));
    at(1, () => analytics.view("/AIDC", { ...a, referer: `${ENV.SITE_ORIGIN}/index` }));
    at(2, () => analytics.event("booking_opened", "/AIDC", a));
    at(3, () => analytics.view("/cloudProduct", b));
    at(5, () => analytics.event("booking_sent", "/AIDC", a));
    at(10, () => analytics.view("/index", c));
    at(20, () => analytics.view("/AIDC", d));
    at(30, () => analytics.view("/index", e));
    // A comes back after 55 minutes without a view: a second visit, direct this time.
    at(60, () => analytics.view("/index", { ...a, referer: undefined }));
    await analytics.flush();

    const check = (overview: TrafficOverview) => {
      expect(overview.current).toEqual({ visitors: 4, visits: 5, views: 8, events: 2, bounces: 3, durationMs: 8 * MINUTE });
      const page = (path: string) => overview.pages.find((row) => row.value === path);
      expect(page("/index")).toMatchObject({ views: 5, visits: 4, visitors: 3 });
      expect(page("/AIDC")).toMatchObject({ views: 2, visits: 2, visitors: 2 });
      expect(page("/cloudProduct")).toMatchObject({ views: 1, visits: 1, visitors: 1 });
      const entry = (path: string) => overview.entries.find((row) => row.value === path);
      expect(entry("/index")).toMatchObject({ visits: 4, bounces: 2 });
      expect(entry("/AIDC")).toMatchObject({ visits: 1, bounces: 1 });
      const channel = (key: string) => overview.channels.find((row) => row.value === key);
      expect(channel("search:baidu")).toMatchObject({ visits: 1, visitors: 1, views: 2, events: 2, bounces: 0, durationMs: 5 * MINUTE });
      expect(channel("campaign:wechat")).toMatchObject({ visits: 1, views: 2, bounces: 0, durationMs: 3 * MINUTE });
      expect(channel("direct:")).toMatchObject({ visits: 2, visitors: 2, views: 2, bounces: 2 });
      expect(channel("search:google")).toMatchObject({ visits: 1, views: 1, bounces: 1 });
      expect(channel("search:bing")).toMatchObject({ visits: 0, views: 1 });
      expect(overview.campaigns).toEqual([expect.objectContaining({ value: "gpu-launch", visits: 1, views: 2 })]);
      expect(overview.referrers.map((row) => row.value).toSorted()).toEqual(["baidu.com", "cn.bing.com", "google.com"]);
      expect(overview.devices.find((row) => row.value === "mobile")).toMatchObject({ visits: 1, views: 2 });
      expect(overview.events.map((row) => [row.value, row.events])).toEqual(
        expect.arrayContaining([
          ["booking_opened", 1],
          ["booking_sent", 1],
        ]),
      );
      expect(overview.days).toEqual([expect.objectContaining({ day, visits: 5, views: 8 })]);
    };
    // Today's figures come from the raw rows.
    check(await app.services.traffic.overview({ from: day, to: day }));

    const funnel = (await app.services.funnels.list())[0]!;
    expect(funnel.steps.map((step) => step.kind)).toEqual(["page", "page", "event", "event"]);
    expect(await app.services.funnels.report(funnel.id, { from: day, to: day })).toEqual({
      from: day,
      to: day,
      steps: [
        { visits: 4, conversion: 1, dropOff: 0 },
        { visits: 2, conversion: 0.5, dropOff: 2 },
        { visits: 1, conversion: 0.25, dropOff: 1 },
        { visits: 1, conversion: 0.25, dropOff: 0 },
      ],
    });

    // Once the day is over and settled, the job rolls it up once: the same figures, from the rollup.
    clock.advance(Date.UTC(2026, 10, 27, 17, 0, 0) - clock.now());
    expect((await app.services.analyticsJob.runOnce()).rolled).toBe(1);
    expect((await app.services.analyticsJob.runOnce()).rolled).toBe(0);
    await db().deleteFrom("analytics_hit").where("day", "=", day).execute();
    check(await app.services.traffic.overview({ from: day, to: day }));
  });

  it("deletes raw rows after ANALYTICS_RAW_DAYS and keeps the rollups", async () => {
    await reset();
    const retained = await createTestApp(database.handle, { ...ENV, ANALYTICS_RAW_DAYS: "2" }, clock);
    retained.services.analytics.view("/index", facts("10.70.0.9", CHROME));
    await retained.services.analytics.flush();
    const day = (await db().selectFrom("analytics_hit").select("day").executeTakeFirstOrThrow()).day;
    clock.advance(2 * DAY);
    await retained.services.analyticsJob.runOnce();
    expect(await count("analytics_hit")).toBe(1);
    clock.advance(DAY);
    await retained.services.analyticsJob.runOnce();
    expect(await count("analytics_hit")).toBe(0);
    expect(await count("analytics_visit")).toBe(0);
    const kept = await db()
      .selectFrom("analytics_daily")
      .select(["views", "visits"])
      .where("day", "=", day)
      .where("dimension", "=", "total")
      .executeTakeFirst();
    expect(kept).toEqual({ views: 1, visits: 1 });
  });

  it("stores a booking's attribution (never the visitor hash) and shows it in the lead API, its filter and both exports", async () => {
    await reset();
    const token = await signIn("attributed");
    const ip = "10.80.0.9";
    const browser = facts(ip, CHROME, { referer: "https://www.baidu.com/baidu.php?url=x" });
    const { analytics } = app.services;
    analytics.view("/index?utm_source=baidu&utm_medium=cpc&utm_campaign=aidc-2026&utm_term=gpu", browser);
    clock.advance(MINUTE);
    analytics.view("/AIDC", { ...browser, referer: `${ENV.SITE_ORIGIN}/index` });
    clock.advance(MINUTE);
    analytics.view("/sunCloudAIPro", { ...browser, referer: `${ENV.SITE_ORIGIN}/AIDC` });
    clock.advance(MINUTE);
    const booked = await book(token, ip, CHROME);
    expect(booked.code).toBe(200);
    // A visitor who sent Do Not Track books too: no attribution.
    const untracked = await book(token, "10.81.0.9", CHROME, { dnt: "1" }, "另一家公司");
    expect(untracked.code).toBe(200);

    const sales = await signInStaff(app, "sales", "attribution_sales");
    const list = async (query: string) =>
      (await (await app.request(`/api/admin/leads?${query}`, { headers: staffHeaders(sales) })).json()) as { rows: LeadRow[] };
    const leads = (await list("type=booking")).rows;
    const lead = leads.find((row) => row.sourceId === booked.data.bookingId)!;
    expect(lead.attribution).toEqual({
      channel: "campaign",
      source: "baidu",
      referrerDomain: "baidu.com",
      utmSource: "baidu",
      utmMedium: "cpc",
      utmCampaign: "aidc-2026",
      utmContent: null,
      utmTerm: "gpu",
      landingPage: "/index",
      visitPages: 3,
    });
    expect(leads.find((row) => row.sourceId === untracked.data.bookingId)?.attribution).toBeNull();
    const detail = (await (await app.request(`/api/admin/leads/${lead.id}`, { headers: staffHeaders(sales) })).json()) as Envelope<LeadRow>;
    expect(detail.data.attribution).toEqual(lead.attribution);

    // Leads by source.
    expect((await list("channel=campaign:baidu")).rows.map((row) => row.id)).toEqual([lead.id]);
    expect((await list("campaign=aidc-2026")).rows.map((row) => row.id)).toEqual([lead.id]);
    expect((await list("channel=search")).rows).toEqual([]);
    expect(
      ((await (await app.request("/api/admin/leads?channel=nonsense", { headers: staffHeaders(sales) })).json()) as Envelope).code,
    ).toBe(500);

    // The lead row holds no visitor hash, in any column.
    const stored = await db().selectFrom("lead").selectAll().where("id", "=", lead.id).executeTakeFirstOrThrow();
    const hashes = (await db().selectFrom("analytics_visit").select("visitor_hash").execute()).map((row) => row.visitor_hash);
    expect(Object.values(stored).filter((value) => hashes.includes(String(value)))).toEqual([]);

    const csv = await app.request(`/api/admin/leads/export?format=csv&channel=campaign`, { headers: staffHeaders(sales) });
    const lines = (await csv.text())
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(cells(lines[0]!).slice(-10)).toEqual([
      "来源渠道",
      "来源",
      "来源网站",
      "utm_source",
      "utm_medium",
      "utm_campaign",
      "utm_content",
      "utm_term",
      "着陆页",
      "本次访问浏览页数",
    ]);
    expect(lines).toHaveLength(2);
    expect(cells(lines[1]!).slice(-10)).toEqual(["推广活动", "baidu", "baidu.com", "baidu", "cpc", "aidc-2026", "", "gpu", "/index", "3"]);

    const xlsx = await app.request(`/api/admin/leads/export?format=xlsx&campaign=aidc-2026`, { headers: staffHeaders(sales, "en_US") });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await xlsx.arrayBuffer());
    const rows: string[][] = [];
    workbook
      .getWorksheet("Leads")!
      .eachRow((row) => rows.push(Array.from((row.values as unknown[]).slice(1), (value) => String(value ?? ""))));
    expect(rows[0]?.slice(-10)).toEqual([
      "Channel",
      "Source",
      "Referrer",
      "utm_source",
      "utm_medium",
      "utm_campaign",
      "utm_content",
      "utm_term",
      "Landing page",
      "Pages viewed in the visit",
    ]);
    expect(rows[1]?.slice(-10)).toEqual(["Campaign", "baidu", "baidu.com", "baidu", "cpc", "aidc-2026", "", "gpu", "/index", "3"]);

    // The Traffic screen counts the lead against its channel's visits.
    await app.services.analytics.flush();
    const overview = await app.services.traffic.overview({});
    expect(overview.leadsByChannel).toContainEqual({ value: "campaign:baidu", leads: 1, visits: 1 });
    expect(overview.leadsByCampaign).toContainEqual({ value: "aidc-2026", leads: 1, visits: 1 });
    // Both bookings are events; the one sent with Do Not Track belongs to no visit.
    expect(overview.events.find((row) => row.value === "booking_sent")).toMatchObject({ events: 2, visits: 1 });
  });

  it("lets every staff role read Traffic and keep funnels, and refuses a stale funnel save with 409", async () => {
    const editor = await signInStaff(app, "editor", "funnel_editor");
    const call = async (method: string, path: string, body?: unknown) =>
      (await (
        await app.request(path, {
          method,
          headers: { ...staffHeaders(editor), "content-type": "application/json", origin: ENV.SITE_ORIGIN },
          ...(body ? { body: JSON.stringify(body) } : {}),
        })
      ).json()) as Envelope<{ id: number; version: number; name: string }>;
    expect((await call("GET", "/api/admin/traffic")).code).toBe(200);
    const steps = [
      { kind: "page", paths: ["/news*"] },
      { kind: "event", event: "report_downloaded" },
    ];
    const created = await call("POST", "/api/admin/traffic/funnels", { name: "News to report", steps });
    expect(created.data).toMatchObject({ name: "News to report", version: 1 });
    const changed = await call("PUT", `/api/admin/traffic/funnels/${created.data.id}`, { name: "News → report", steps, version: 1 });
    expect(changed.data.version).toBe(2);
    expect((await call("PUT", `/api/admin/traffic/funnels/${created.data.id}`, { name: "Stale", steps, version: 1 })).code).toBe(409);
    expect((await call("POST", "/api/admin/traffic/funnels", { name: "One step", steps: steps.slice(0, 1) })).code).not.toBe(200);
    expect((await call("DELETE", `/api/admin/traffic/funnels/${created.data.id}`)).code).toBe(200);
    const visitorToken = await signIn("not_staff");
    const refused = await app.request("/api/admin/traffic", {
      headers: { clientid: WEB_CLIENT_ID, authorization: `Bearer ${visitorToken}` },
    });
    expect(((await refused.json()) as Envelope).code).toBe(403);
  });

  async function createUser(username: string) {
    await db()
      .insertInto("web_user")
      .values({
        username,
        nickname: username,
        email: `${username}@example.test`,
        password_hash: await hashPassword("Sunrise2026"),
        created_at: clock.now(),
      })
      .execute();
  }

  async function signIn(username: string): Promise<string> {
    await createUser(username);
    const login = await encryptedPost<{ access_token: string }>(
      app,
      "/api/v1/web/user/login",
      { username, password: "Sunrise2026" },
      // A robot's user agent: the helper's own sign-in is not one of the test's visits.
      { ip: "192.0.2.200", headers: { granttype: "password", "user-agent": "curl/8.5.0" } },
    );
    return login.envelope.data.access_token;
  }

  async function book(token: string, ip: string, userAgent: string, headers: Record<string, string> = {}, company = "示例科技") {
    const response = await app.request("/api/v1/web/user/booking", {
      method: "POST",
      headers: {
        "content-type": "application/json",
        clientid: WEB_CLIENT_ID,
        authorization: `Bearer ${token}`,
        "x-forwarded-for": ip,
        "user-agent": userAgent,
        referer: `${ENV.SITE_ORIGIN}/sunCloudAIPro`,
        origin: ENV.SITE_ORIGIN,
        ...headers,
      },
      body: JSON.stringify({
        username: "王小明",
        phone: "13800138000",
        email: "",
        company,
        posts: "",
        demandType: 1,
        otherDesc: "",
        remark: "",
      }),
    });
    return (await response.json()) as Envelope<{ bookingId: number }>;
  }
});
