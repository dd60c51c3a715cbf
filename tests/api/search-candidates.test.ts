import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SEARCH_PAGE_MAX, type SearchPage } from "../../common/search.ts";
import { CANDIDATES } from "../../server/search/search-query.ts";
import { createTestApp, manualClock, type TestApp } from "../support/test-app.ts";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../support/test-database.ts";

/**
 * Issue 29 at scale: a word found in more articles than a search ranks (CANDIDATES) still gives
 * the titles that hold it first, then the newest articles, never a draft, every page a visitor
 * may open, and a count that says it is approximate; a word in fewer is counted exactly.
 */

const DAY = 24 * 60 * 60 * 1000;
const WORD = "琉璃瓦";

/** Articles written straight into the table, as an import would, then indexed by catching up. */
const article = (index: number, fields: { title?: string; body?: string; status?: "published" | "draft"; publishAt: number }) => ({
  slug: `candidate-${index}`,
  column_no: 1,
  title: fields.title ?? `屋顶材料第 ${index} 期`,
  title_en: `Roofing ${index}`,
  summary: "",
  summary_en: "",
  body: `<p>${fields.body ?? `这一期讲${WORD}的烧制。`}</p>`,
  body_en: "<p>Glazed tiles.</p>",
  cover: "",
  publish_at: fields.publishAt,
  created_at: fields.publishAt,
  updated_at: fields.publishAt,
  status: fields.status ?? ("published" as const),
});

describe.each(databaseKinds)("site search past its candidates on %s", (kind) => {
  let database: TestDatabase;
  let app: TestApp;
  const clock = manualClock(Date.UTC(2026, 10, 27, 8, 0, 0));
  const now = clock.now();
  const search = (query: string, page = 1): Promise<SearchPage> =>
    app.services.siteSearch.query({ query, shortened: false, page, language: "zh_CN" });

  const bodyMatches = CANDIDATES + 40;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    app = await createTestApp(database.handle, {}, clock);
    const rows = Array.from({ length: bodyMatches }, (_, index) => article(index, { publishAt: now - (index + 10) * DAY }));
    // Titled ones are old, the draft is the newest of all, and two articles hold the word once only.
    rows.push(article(9001, { title: `${WORD}的历史`, publishAt: now - 2000 * DAY }));
    rows.push(article(9002, { title: `${WORD}与古建筑`, publishAt: now - 1500 * DAY }));
    rows.push(article(9003, { body: `草稿里的${WORD}`, status: "draft", publishAt: now - DAY }));
    for (let start = 0; start < rows.length; start += 200) {
      await database.handle.db
        .insertInto("news")
        .values(rows.slice(start, start + 200))
        .execute();
    }
    await app.services.searchIndex.catchUp(database.handle.db);
  });
  afterAll(async () => {
    await database?.drop();
  });

  const idOf = async (slug: string) =>
    (await database.handle.db.selectFrom("news").select("id").where("slug", "=", slug).executeTakeFirstOrThrow()).id;

  it("puts the titles that hold the word first, then the newest articles, and says the count is approximate", async () => {
    const first = await search(WORD);
    expect(first.approximate).toBe(true);
    expect(first.total).toBeGreaterThan(CANDIDATES);
    expect(first.pageCount).toBe(SEARCH_PAGE_MAX);
    expect(first.results.slice(0, 4).map((result) => result.url)).toEqual([
      `/newsDetail/${await idOf("candidate-9002")}`,
      `/newsDetail/${await idOf("candidate-9001")}`,
      `/newsDetail/${await idOf("candidate-0")}`,
      `/newsDetail/${await idOf("candidate-1")}`,
    ]);
  });

  it("pages through distinct results to the last page a visitor may open, never showing the draft", async () => {
    const draft = `/newsDetail/${await idOf("candidate-9003")}`;
    const seen = new Set<string>();
    for (let page = 1; page <= SEARCH_PAGE_MAX; page += 1) {
      const { results } = await search(WORD, page);
      expect(results).toHaveLength(10);
      for (const { url } of results) {
        expect(url).not.toBe(draft);
        expect(seen.has(url)).toBe(false);
        seen.add(url);
      }
    }
  });

  it("counts exactly what matches no more than the candidates", async () => {
    const { total, approximate } = await search("屋顶材料第 7 期");
    expect(approximate).toBe(false);
    expect(total).toBe(1);
  });
});
