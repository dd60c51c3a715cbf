import path from "node:path";
import SQLite from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BROWSER_USER_AGENT, parseDocument } from "../support/html.ts";
import { seededDataDir, startServer, type RunningServer } from "../support/server-process.ts";

/** Configuration the privacy page must state, different from every default. */
const ENV = {
  ANALYTICS_RAW_DAYS: "45",
  SENT_MAIL_RETENTION_DAYS: "21",
  SITE_PRIVACY_CONTACT: "个人信息保护专员 privacy-office@example.test",
  PAGE_CACHE_TTL_MS: "600000",
};
/** How long the server may take to write its batch (it writes every second). */
const WRITE_LIMIT_MS = 15_000;

/**
 * Issue 28 on the production server: page views are counted where pages are served, the page
 * cache's answers before the app included, and nothing else is; no answer sets a cookie for it;
 * the privacy page states the retention the server is configured with.
 */
describe("server-side analytics and the privacy page", () => {
  let server: RunningServer;
  let database: SQLite.Database;

  const get = (pagePath: string, headers: Record<string, string> = {}, method = "GET") =>
    fetch(server.origin + pagePath, { method, redirect: "manual", headers: { "user-agent": BROWSER_USER_AGENT, ...headers } });
  const views = (page: string) =>
    (database.prepare("select count(*) as n from analytics_hit where kind = 'view' and path = ?").get(page) as { n: number }).n;

  /** Waits until the server has written a view of `page` (hits are written in the order they came). */
  async function written(page: string, count = 1) {
    const deadline = Date.now() + WRITE_LIMIT_MS;
    while (views(page) < count) {
      if (Date.now() > deadline) throw new Error(`${page} was not counted within ${WRITE_LIMIT_MS} ms`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  beforeAll(async () => {
    server = await startServer(ENV, seededDataDir());
    database = new SQLite(path.join(server.dataDir, "site.db"), { readonly: true });
    database.pragma("busy_timeout = 5000");
  });
  afterAll(async () => {
    database?.close();
    await server?.stop();
  });

  it("counts a page rendered and then answered from the cache, and leaves out HEAD, prefetches, robots, loader data and the API", async () => {
    const referer = { referer: "https://www.baidu.com/s?wd=gpu" };
    const rendered = await get("/AIDC?utm_source=baidu&utm_medium=cpc&utm_campaign=q4", referer);
    expect(rendered.status).toBe(200);
    const cached = await get("/AIDC", referer);
    expect(cached.status).toBe(200);
    for (const response of [rendered, cached]) expect(response.headers.get("set-cookie")).toBeNull();
    // A revalidation answered 304 is a view too: the browser showed its copy.
    expect((await get("/AIDC", { "if-none-match": cached.headers.get("etag") ?? "" })).status).toBe(304);

    expect((await get("/AIDC", {}, "HEAD")).status).toBe(200);
    await get("/AIDC", { "sec-purpose": "prefetch" });
    await get("/AIDC", { purpose: "prefetch" });
    await get("/AIDC", { "user-agent": "Mozilla/5.0 (compatible; Baiduspider/2.0; +http://www.baidu.com/search/spider.html)" });
    await get("/AIDC", { "user-agent": "kube-probe/1.29" });
    await get("/AIDC.data?_routes=routes%2Faidc");
    await get("/api/health");
    await get("/robots.txt");
    // The marker comes last: once it is written, everything before it has been.
    await get("/about");
    await written("/about");

    expect(views("/AIDC")).toBe(3);
    const first = database
      .prepare(
        "select channel, source, utm_source, utm_campaign, referrer_domain, visit_id from analytics_hit where path = '/AIDC' order by id",
      )
      .all() as Array<Record<string, string | null>>;
    expect(first[0]).toMatchObject({
      channel: "campaign",
      source: "baidu",
      utm_source: "baidu",
      utm_campaign: "q4",
      referrer_domain: "baidu.com",
    });
    expect(new Set(first.map((hit) => hit.visit_id)).size).toBe(1);
    expect(views("")).toBe(0);
    const paths = (database.prepare("select distinct path from analytics_hit").all() as Array<{ path: string }>).map((row) => row.path);
    expect(paths.toSorted()).toEqual(["/AIDC", "/about"]);
  });

  it("takes the beacon's client-side views without setting a cookie", async () => {
    const response = await fetch(`${server.origin}/api/analytics/beacon`, {
      method: "POST",
      headers: { "content-type": "text/plain;charset=UTF-8", origin: server.origin, "user-agent": BROWSER_USER_AGENT },
      body: JSON.stringify({ t: "view", p: "/en/cloudProduct" }),
    });
    expect(((await response.json()) as { code: number }).code).toBe(200);
    expect(response.headers.get("set-cookie")).toBeNull();
    await written("/cloudProduct");
  });

  it("states the configured retention and contact on /privacy and /en/privacy, linked from the footer, registration and the partner form", async () => {
    const chinese = parseDocument(await (await get("/privacy")).text());
    expect(chinese.querySelector("h1")?.textContent).toBe("个人信息保护政策");
    const zhTable = chinese.querySelector("[data-retention]")?.textContent ?? "";
    expect(zhTable).toContain("45 天后删除");
    expect(zhTable).toContain("发送后 21 天删除");
    expect(zhTable).toContain("48 小时后删除");
    expect(chinese.querySelector("[data-testid=privacy-contact]")?.textContent).toBe(ENV.SITE_PRIVACY_CONTACT);

    const english = parseDocument(await (await get("/en/privacy")).text());
    expect(english.querySelector("h1")?.textContent).toBe("Privacy Policy");
    const enTable = english.querySelector("[data-retention]")?.textContent ?? "";
    expect(enTable).toContain("Deleted after 45 days");
    expect(enTable).toContain("Deleted 21 days after sending");
    expect(english.querySelector("[data-testid=privacy-contact]")?.textContent).toBe(ENV.SITE_PRIVACY_CONTACT);
    expect(english.body.textContent).toContain("Do Not Track");

    for (const [page, link] of [
      ["/index", "/privacy"],
      ["/en/index", "/en/privacy"],
      ["/register", "/privacy"],
      ["/en/register", "/en/privacy"],
      ["/ecologyPartner", "/privacy"],
      ["/en/ecologyPartner", "/en/privacy"],
    ] as const) {
      const document = parseDocument(await (await get(page)).text());
      expect(document.querySelector(`a[href="${link}"]`), `${page} links ${link}`).not.toBeNull();
    }
  });
});
