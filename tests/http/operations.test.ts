import { once } from "node:events";
import http from "node:http";
import path from "node:path";
import parsePrometheusTextFormat, { type PrometheusFamily } from "parse-prometheus-text-format";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WEB_CLIENT_ID } from "../../common/constants.ts";
import { openDatabase } from "../../server/db/database.ts";
import { systemClock } from "../../server/services/clock.ts";
import { createSessions } from "../../server/services/sessions.ts";
import { serverProcessesLeft, startServerWithNpm, type RunningServer } from "../support/server-process.ts";

/**
 * Issue 32: /metrics (Prometheus text behind METRICS_TOKEN, figures that move with requests) and
 * the SIGTERM drain (readiness 503, every request in flight answered and stored, exit 0), on a
 * production server of its own, started with the README's `npm start` and signalled through npm as a
 * process manager would (it is stopped by the last test).
 */
const TOKEN = "metrics-token-for-the-tests-0123456789";
const BOOKINGS = 50;
let server: RunningServer;

beforeAll(async () => {
  server = await startServerWithNpm({
    METRICS_TOKEN: TOKEN,
    CAPTCHA_ENABLED: "true",
    TRUST_PROXY: "127.0.0.1",
    BOOKINGS_PER_ACCOUNT_PER_HOUR: String(BOOKINGS * 2),
    BOOKINGS_PER_ADDRESS_PER_HOUR: String(BOOKINGS * 2),
    SHUTDOWN_TIMEOUT_MS: "60000",
  });
});
afterAll(() => server?.stop());

async function scrapeText(): Promise<string> {
  const response = await fetch(`${server.origin}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
  return response.text();
}

/** The parser throws on any line that is not Prometheus text. It keeps no labels of a labelled histogram. */
const scrape = async () => parsePrometheusTextFormat(await scrapeText());

/** The value of one counter or gauge sample (0 when the series does not exist yet). */
function valueOf(families: PrometheusFamily[], name: string, labels: Record<string, string> = {}): number {
  const family = families.find((candidate) => candidate.name === name);
  const sample = family?.metrics.find((metric) => Object.entries(labels).every(([key, value]) => metric.labels?.[key] === value));
  return Number(sample?.value ?? 0);
}

/** Renders so far: the count of the (unlabelled) render-time histogram. */
const renders = (families: PrometheusFamily[]) =>
  Number(families.find((family) => family.name === "site_render_duration_seconds")?.metrics[0]?.count ?? 0);

describe("/metrics", () => {
  it("refuses a scrape without the token, with another token or another scheme", async () => {
    for (const authorization of [undefined, "Bearer not-the-token-0123456789", `Basic ${TOKEN}`, TOKEN]) {
      const response = await fetch(`${server.origin}/metrics`, { headers: authorization ? { authorization } : {} });
      expect(response.status).toBe(401);
      expect(await response.text()).not.toContain("site_");
    }
  });

  it("parses as Prometheus text with the figures of a production week, labelled by route pattern", async () => {
    await fetch(`${server.origin}/api/v1/web/news/987654`);
    const text = await scrapeText();
    const families = parsePrometheusTextFormat(text);
    const types = new Map(families.map((family) => [family.name, family.type]));
    expect(Object.fromEntries(types)).toMatchObject({
      site_build_info: "GAUGE",
      site_http_request_duration_seconds: "HISTOGRAM",
      site_page_cache_hits_total: "COUNTER",
      site_page_cache_misses_total: "COUNTER",
      site_page_cache_evictions_total: "COUNTER",
      site_page_cache_bytes: "GAUGE",
      site_render_queue_depth: "GAUGE",
      site_render_duration_seconds: "HISTOGRAM",
      site_render_refused_total: "COUNTER",
      site_outbox_pending: "GAUGE",
      site_outbox_failed: "GAUGE",
      site_outbox_oldest_pending_age_seconds: "GAUGE",
      site_limit_refusals_total: "COUNTER",
      site_image_decodes: "GAUGE",
      site_image_decode_queue_depth: "GAUGE",
      site_db_query_duration_seconds: "HISTOGRAM",
      nodejs_eventloop_lag_seconds: "GAUGE",
      nodejs_heap_size_used_bytes: "GAUGE",
      process_resident_memory_bytes: "GAUGE",
    });
    expect(valueOf(families, "site_build_info", { version: "0.1.0" })).toBe(1);
    expect(valueOf(families, "process_resident_memory_bytes")).toBeGreaterThan(0);
    const routes = [...text.matchAll(/^site_http_request_duration_seconds_count\{[^}]*route="([^"]*)"/gm)].map((match) => match[1]);
    expect(routes).toContain("/api/v1/web/news/:id");
    expect(routes.join(" ")).not.toContain("987654");
    expect(valueOf(families, "site_outbox_pending", { kind: "email" })).toBe(0);
  });

  it("counts a page cache miss, then a hit", async () => {
    const before = await scrape();
    for (let request = 0; request < 2; request++) expect((await fetch(`${server.origin}/about`)).status).toBe(200);
    const after = await scrape();
    expect(valueOf(after, "site_page_cache_misses_total") - valueOf(before, "site_page_cache_misses_total")).toBe(1);
    expect(valueOf(after, "site_page_cache_hits_total") - valueOf(before, "site_page_cache_hits_total")).toBe(1);
    expect(valueOf(after, "site_page_cache_entries")).toBeGreaterThan(0);
    expect(renders(after) - renders(before)).toBe(1);
  });

  it("counts a refusal (code 429) under the limit that refused it", async () => {
    const before = valueOf(await scrape(), "site_limit_refusals_total", { kind: "captcha" });
    const codes: number[] = [];
    // Ten captcha images a minute per address (decision 012): the eleventh is refused.
    for (let request = 0; request < 11; request++) {
      const answer = await fetch(`${server.origin}/api/auth/code`, { headers: { "x-forwarded-for": "198.51.100.77" } });
      codes.push(((await answer.json()) as { code: number }).code);
    }
    expect(codes.at(-1)).toBe(429);
    expect(valueOf(await scrape(), "site_limit_refusals_total", { kind: "captcha" }) - before).toBe(1);
  });
});

/** A booking whose headers and first half of the body are sent; `finish` sends the rest and reads the answer. */
function startBooking(token: string, index: number) {
  const body = Buffer.from(
    JSON.stringify({ username: `访客 ${index}`, phone: "13800138000", company: `排空测试公司 ${index}`, remark: `booking ${index}` }),
  );
  const request = http.request(`${server.origin}/api/v1/web/user/booking`, {
    method: "POST",
    agent: false,
    headers: {
      "content-type": "application/json",
      "content-length": String(body.length),
      authorization: `Bearer ${token}`,
      clientid: WEB_CLIENT_ID,
      "x-forwarded-for": `198.51.100.${index + 1}`,
    },
  });
  const answer = once(request, "response").then(async ([response]) => {
    let text = "";
    for await (const chunk of response) text += chunk;
    return {
      status: response.statusCode,
      connection: response.headers.connection,
      envelope: JSON.parse(text) as { code: number; data: { bookingId: number } },
    };
  });
  request.write(body.subarray(0, body.length / 2));
  return { finish: () => (request.end(body.subarray(body.length / 2)), answer) };
}

/** GET on a connection kept open between calls (a balancer's health check). */
function getOn(agent: http.Agent, url: string) {
  return new Promise<{ status: number | undefined; body: string }>((resolve, reject) => {
    http
      .get(url, { agent }, async (response) => {
        let body = "";
        for await (const chunk of response) body += chunk;
        resolve({ status: response.statusCode, body });
      })
      .on("error", reject);
  });
}

describe("SIGTERM", () => {
  it("sent to `npm start`: answers readiness 503, answers and stores every one of 50 bookings in flight, and exits 0", async () => {
    const database = openDatabase({ sqliteFile: path.join(server.dataDir, "site.db") });
    let token: string;
    try {
      const user = await database.db
        .insertInto("web_user")
        .values({ username: "drain_visitor", nickname: "Drain", email: "drain@example.test", created_at: Date.now() })
        .returning("id")
        .executeTakeFirstOrThrow();
      const session = await createSessions(database.db, systemClock).create({
        userId: user.id,
        generation: 0,
        clientId: WEB_CLIENT_ID,
        ip: "198.51.100.1",
        userAgent: "drain test",
      });
      if (!session) throw new Error("no session for the drain visitor");
      token = session.token;
    } finally {
      await database.close();
    }

    const bookings = Array.from({ length: BOOKINGS }, (_, index) => startBooking(token, index));
    // Every booking has reached the server (the scrape counts itself too) before the signal.
    await expect
      .poll(async () => valueOf(await scrape(), "site_http_requests_in_flight"), { timeout: 30_000 })
      .toBeGreaterThanOrEqual(BOOKINGS + 1);

    const balancer = new http.Agent({ keepAlive: true, maxSockets: 1 });
    expect((await getOn(balancer, `${server.origin}/api/health/ready`)).status).toBe(200);
    const exited = once(server.process, "exit");
    server.process.kill("SIGTERM");
    // The signal and a request on the open connection race: the check answers 200 (keeping the
    // connection) until the handler has run, then 503 (and closes the connection). If npm exits
    // first, the signal stopped at npm's shell and the server goes on answering 200.
    let draining = await getOn(balancer, `${server.origin}/api/health/ready`);
    while (draining.status === 200 && server.process.exitCode === null && server.process.signalCode === null) {
      draining = await getOn(balancer, `${server.origin}/api/health/ready`);
    }
    expect(draining.status).toBe(503);
    expect(JSON.parse(draining.body)).toMatchObject({ code: 503, data: { status: "draining" } });
    balancer.destroy();

    const answers = await Promise.all(bookings.map((booking) => booking.finish()));
    expect(answers.map((answer) => answer.envelope.code)).toEqual(Array(BOOKINGS).fill(200));
    const [exitCode] = (await exited) as [number | null];
    expect(exitCode).toBe(0);
    expect(serverProcessesLeft(server)).toBe(false);
    expect(server.output()).not.toMatch(/"level":50/);

    const after = openDatabase({ sqliteFile: path.join(server.dataDir, "site.db") });
    try {
      const stored = await after.db.selectFrom("booking").select("id").where("company", "like", "排空测试公司%").execute();
      expect(stored.map((row) => row.id).toSorted()).toEqual(answers.map((answer) => answer.envelope.data.bookingId).toSorted());
      expect(await after.db.selectFrom("lead").select("id").where("kind", "=", "booking").execute()).toHaveLength(BOOKINGS);
      expect(await after.db.selectFrom("outbox").select("id").where("subject", "like", "%产品演示预约%").execute()).toHaveLength(BOOKINGS);
    } finally {
      await after.close();
    }
  });
});
