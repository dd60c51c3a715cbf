import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WEB_CLIENT_ID } from "../../common/constants.ts";
import type { AdminDictEntry } from "../../common/contracts/admin-dictionaries.ts";
import { newsColumns, newsPageContent, newsSeed } from "../../content/pages/news-seed.ts";
import { openDatabase, type DatabaseHandle } from "../../server/db/database.ts";
import type { Envelope } from "../support/api-client.ts";
import { okPage, textOf, texts } from "../support/html.ts";
import { startServer, type RunningServer } from "../support/server-process.ts";
import { signInStaffAt } from "../support/staff-session.ts";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../support/test-database.ts";

/**
 * The news centre's columns follow the web_news_column dictionary: a real server on each database,
 * its pages read over HTTP before and after a change made through the console API. The page cache
 * outlives the test, so only the content change can take a cached page away.
 */
/** The seed id of an article of this column (seed articles get ids in publication order). */
const articleOf = (column: number) => newsSeed.findIndex((item) => item.column === column) + 1;

describe.each(databaseKinds)("news columns from the dictionary on %s", (kind) => {
  let database: TestDatabase | undefined;
  let handle: DatabaseHandle;
  let server: RunningServer;
  let token = "";

  const tabs = async (pagePath: string) => texts((await okPage(server.origin, pagePath)).document, ".news-filter a");
  async function consoleCall<T>(method: string, apiPath: string, body?: unknown): Promise<Envelope<T>> {
    const response = await fetch(`${server.origin}${apiPath}`, {
      method,
      headers: { clientid: WEB_CLIENT_ID, authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    expect(response.status).toBe(200);
    return (await response.json()) as Envelope<T>;
  }
  async function columnEntries(): Promise<AdminDictEntry[]> {
    const { data } = await consoleCall<AdminDictEntry[]>("GET", "/api/admin/dictionaries");
    return data.filter((entry) => entry.dictType === "web_news_column");
  }

  beforeAll(async () => {
    const env = { LOG_LEVEL: "error", PAGE_CACHE_TTL_MS: "600000" };
    if (kind === "postgres") {
      database = await createTestDatabase("postgres");
      server = await startServer({ ...env, DATABASE_URL: database.url ?? "" });
      handle = database.handle;
    } else {
      server = await startServer({ ...env, DATABASE_URL: "" });
      handle = openDatabase({ sqliteFile: path.join(server.dataDir, "site.db") });
    }
    token = await signInStaffAt(server.origin, handle.db, "admin", "column_admin");
  }, 150_000);
  afterAll(async () => {
    await server?.stop();
    if (database) await database.drop();
    else await handle?.close();
  });

  it("a column's English name renamed in the console is on /en/news, its tab, cards and articles", async () => {
    const all = newsPageContent.en_US.allLabel;
    // Rendered and cached with the seeded names.
    expect(await tabs("/en/news")).toEqual([all, ...newsColumns.en_US.map((column) => column.name)]);
    expect(await tabs("/en/news")).toContain("Industry Insights");

    const column2 = (await columnEntries()).find((entry) => entry.dictValue === "2");
    const renamed = await consoleCall<AdminDictEntry>("PUT", `/api/admin/dictionaries/${column2?.id}`, {
      label: "行业资讯",
      labelEn: "Market Watch",
      enabled: true,
      version: column2?.version,
    });
    expect(renamed.code).toBe(200);

    expect(await tabs("/en/news")).toEqual([all, "Company News", "Market Watch", "Product Updates", "Media Coverage"]);
    const filtered = await okPage(server.origin, "/en/news?type=2");
    expect(textOf(filtered.document.querySelector('.news-filter a[aria-current="page"]'))).toBe("Market Watch");
    expect(new Set(texts(filtered.document, ".news-card .tag"))).toEqual(new Set(["Market Watch"]));
    expect(filtered.document.title.startsWith("Market Watch - ")).toBe(true);
    const article = await okPage(server.origin, `/en/newsDetail/${articleOf(2)}`);
    expect(textOf(article.document.querySelector(".news-meta .tag"))).toBe("Market Watch");
    // The Chinese name was left as it was.
    expect(await tabs("/news")).toEqual([newsPageContent.zh_CN.allLabel, ...newsColumns.zh_CN.map((column) => column.name)]);
  });

  it("tabs follow the dictionary's order; a disabled column has no tab, and its articles still open", async () => {
    const entries = await columnEntries();
    const reordered = await consoleCall("PUT", "/api/admin/dictionaries/order", {
      dictType: "web_news_column",
      ids: entries.map((entry) => entry.id).toReversed(),
    });
    expect(reordered.code).toBe(200);
    const column3 = entries.find((entry) => entry.dictValue === "3");
    const disabled = await consoleCall("PUT", `/api/admin/dictionaries/${column3?.id}`, {
      label: column3?.label,
      labelEn: column3?.labelEn,
      enabled: false,
      version: column3?.version,
    });
    expect(disabled.code).toBe(200);

    expect(await tabs("/news")).toEqual([newsPageContent.zh_CN.allLabel, "媒体报道", "行业资讯", "公司动态"]);
    expect(await tabs("/en/news")).toEqual([newsPageContent.en_US.allLabel, "Media Coverage", "Market Watch", "Company News"]);
    // Its filter is not offered: ?type=3 lists every column, as an unknown column does.
    const unoffered = await okPage(server.origin, "/news?type=3");
    expect(textOf(unoffered.document.querySelector('.news-filter a[aria-current="page"]'))).toBe(newsPageContent.zh_CN.allLabel);
    expect(unoffered.document.querySelector("[data-news-total]")?.getAttribute("data-news-total")).toBe(String(newsSeed.length));
    expect(texts(unoffered.document, ".news-card .tag")).not.toContain("产品发布");
    const article = await okPage(server.origin, `/newsDetail/${articleOf(3)}`);
    expect(textOf(article.document.querySelector("h1"))).toBe(newsSeed[articleOf(3) - 1]?.zh_CN.title);
    expect(article.document.querySelector(".news-meta .tag")).toBeNull();
  });
});
