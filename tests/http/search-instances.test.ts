import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BROWSER_USER_AGENT } from "../support/html.ts";
import { startServer, type RunningServer } from "../support/server-process.ts";
import { signInStaffAt, staffHeaders } from "../support/staff-session.ts";
import { createTestDatabase, POSTGRES_ADMIN_URL, type TestDatabase } from "../support/test-database.ts";

/**
 * Issue 29 across instances: two real server processes on one fresh PostgreSQL database. An
 * article published through A's console is found by B's search page within CONTENT_CHECK_INTERVAL_MS
 * (the index is written in the article's transaction, so at once), its markup shown as text; once
 * unpublished, it is gone from B. The per-address search limit holds across both: a burst split
 * between A and B is allowed exactly the limit.
 */
const CHECK_INTERVAL_MS = 1_000;
/** The documented interval plus generous room for a loaded machine; the loop stops at the first sight. */
const WAIT_LIMIT_MS = CHECK_INTERVAL_MS * 8;
const SEARCHES_PER_MINUTE = 12;

let addressCount = 0;
/** A visitor address of its own for each request that must not be limited (TRUST_PROXY=true). */
const freshAddress = () => `198.51.100.${(addressCount += 1)}`;

function searchPage(server: RunningServer, query: string, address = freshAddress()) {
  return fetch(`${server.origin}/search?q=${encodeURIComponent(query)}`, {
    headers: { "User-Agent": BROWSER_USER_AGENT, "X-Forwarded-For": address },
  });
}

describe.runIf(POSTGRES_ADMIN_URL)("site search across two instances on one PostgreSQL database", () => {
  let database: TestDatabase;
  let a: RunningServer;
  let b: RunningServer;
  let token = "";

  beforeAll(async () => {
    database = await createTestDatabase("postgres");
    const env = {
      DATABASE_URL: database.url ?? "",
      LOG_LEVEL: "error",
      TRUST_PROXY: "true",
      CONTENT_CHECK_INTERVAL_MS: String(CHECK_INTERVAL_MS),
      SEARCHES_PER_ADDRESS_PER_MINUTE: String(SEARCHES_PER_MINUTE),
    };
    a = await startServer(env);
    b = await startServer(env);
    token = await signInStaffAt(a.origin, database.handle.db, "editor", "search_editor");
  }, 150_000);
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await database?.drop();
  });

  it("finds on B an article published on A, its markup as text, and not once it is unpublished", async () => {
    const created = await fetch(`${a.origin}/api/admin/news`, {
      method: "POST",
      headers: { ...staffHeaders(token), "content-type": "application/json" },
      body: JSON.stringify({
        column: 1,
        title: { zh: "跨实例检索 <img src=x onerror=alert(1)> 珊瑚礁", en: "Cross-instance search coralreef" },
        summary: { zh: "", en: "" },
        body: { zh: "<p>珊瑚礁的正文。</p>", en: "<p>The coralreef body.</p>" },
        status: "published",
      }),
    });
    const answer = (await created.json()) as { code: number; data: { id: number } };
    expect(answer.code).toBe(200);
    const link = `href="/newsDetail/${answer.data.id}"`;

    const deadline = Date.now() + WAIT_LIMIT_MS;
    let html = await (await searchPage(b, "珊瑚礁")).text();
    while (!html.includes(link) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      html = await (await searchPage(b, "珊瑚礁")).text();
    }
    expect(html).toContain(link);
    expect(html).toContain("跨实例检索 &lt;img src=x onerror=alert(1)&gt; <mark>珊瑚</mark>");
    expect(html).not.toContain("<img src=x");

    const unpublished = await fetch(`${a.origin}/api/admin/news/${answer.data.id}/unpublish`, {
      method: "POST",
      headers: staffHeaders(token),
    });
    expect(((await unpublished.json()) as { code: number }).code).toBe(200);
    expect(await (await searchPage(b, "珊瑚礁")).text()).not.toContain(link);
    expect(await (await searchPage(a, "coralreef")).text()).not.toContain(link);
  });

  it("allows one address exactly its searches per minute, however they are spread over the instances", async () => {
    const address = "203.0.113.29";
    const statuses = await Promise.all(
      Array.from({ length: 40 }, (_, index) =>
        searchPage(index % 2 === 0 ? a : b, `液冷 ${index}`, address).then((response) => response.status),
      ),
    );
    expect(statuses.filter((status) => status === 200)).toHaveLength(SEARCHES_PER_MINUTE);
    expect(statuses.filter((status) => status === 429)).toHaveLength(40 - SEARCHES_PER_MINUTE);
    const refused = await searchPage(b, "液冷", address);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await refused.text()).toContain("Too many searches");
    // Another address is not affected, and the empty search page is never counted.
    expect((await searchPage(a, "液冷")).status).toBe(200);
    const empty = await fetch(`${b.origin}/search`, { headers: { "User-Agent": BROWSER_USER_AGENT, "X-Forwarded-For": address } });
    expect(empty.status).toBe(200);
  });
});
