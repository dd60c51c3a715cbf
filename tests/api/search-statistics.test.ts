import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WEB_CLIENT_ID, type Language } from "../../common/constants.ts";
import type { SearchStatRow } from "../../common/contracts/admin-searches.ts";
import { signInStaff } from "../support/staff-session.ts";
import { createTestApp, manualClock, type TestApp } from "../support/test-app.ts";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../support/test-database.ts";

/**
 * Issue 29: the console's "Searches" screen. Each first result page of a search is counted per day
 * of the site's time zone, language and query (no address, no visitor); the screen sums a week,
 * every query or those that found nothing; admins and editors see it; counts go after 90 days.
 */
const DAY_MS = 24 * 60 * 60 * 1000;
// Monday 2026-11-23, 02:30 in Beijing: still Sunday 18:30 in UTC.
const MONDAY_0230_BEIJING = Date.UTC(2026, 10, 22, 18, 30, 0);

describe.each(databaseKinds)("search statistics on %s", (kind) => {
  let database: TestDatabase;
  let app: TestApp;
  const clock = manualClock(MONDAY_0230_BEIJING);
  const tokens = { editor: "", sales: "", admin: "" };

  const search = (query: string, language: Language = "zh_CN", page = 1) =>
    app.services.siteSearch.query({ query, shortened: false, page, language });

  async function list(query: Record<string, string> = {}, token = tokens.editor) {
    const response = await app.request(`/api/admin/searches?${new URLSearchParams(query).toString()}`, {
      headers: { clientid: WEB_CLIENT_ID, authorization: `Bearer ${token}` },
    });
    return (await response.json()) as { code: number; rows: SearchStatRow[]; total: number };
  }

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    app = await createTestApp(database.handle, {}, clock);
    await app.services.searchIndex.catchUp(database.handle.db);
    tokens.editor = await signInStaff(app, "editor");
    tokens.sales = await signInStaff(app, "sales");
    tokens.admin = await signInStaff(app, "admin");
  });
  afterAll(async () => {
    await database?.drop();
  });

  it("counts first result pages per query and language in the site's week, and the ones that found nothing", async () => {
    await search("液冷");
    await search("  液冷 ");
    await search("液冷", "zh_CN", 2); // Paging through the same search is not another search.
    await search("Liquid Cooling", "en_US");
    await search("liquid   cooling", "en_US");
    await search("琥珀量子霜冻");
    // Personal data typed into the box is counted nowhere.
    await search("someone@example.com");
    await search("13912345678");

    const week = await list();
    expect(week.code).toBe(200);
    expect(week.rows).toEqual([
      { language: "zh_CN", query: "液冷", searches: 2, emptySearches: 0 },
      { language: "en_US", query: "liquid cooling", searches: 2, emptySearches: 0 },
      { language: "zh_CN", query: "琥珀量子霜冻", searches: 1, emptySearches: 1 },
    ]);
    expect((await list({ view: "empty" })).rows).toEqual([{ language: "zh_CN", query: "琥珀量子霜冻", searches: 1, emptySearches: 1 }]);
    expect((await list({ language: "en_US" })).rows.map((row) => row.query)).toEqual(["liquid cooling"]);
    expect((await list({ q: "冷" })).total).toBe(1);
    expect((await list({ sort: "query", order: "asc" })).rows.map((row) => row.query)).toEqual(["liquid cooling", "液冷", "琥珀量子霜冻"]);
    // 02:30 on Monday in Beijing is Monday's week, not the UTC Sunday's.
    expect((await list({ week: "2026-11-23" })).total).toBe(3);
    expect((await list({ week: "2026-11-16" })).total).toBe(0);

    const stored = await database.handle.db.selectFrom("search_query_day").selectAll().execute();
    expect(new Set(stored.map((row) => row.day))).toEqual(new Set(["2026-11-23"]));
    expect(Object.keys(stored[0] ?? {}).toSorted()).toEqual(["day", "empty_searches", "language", "query", "searches"]);
  });

  it("is shown to admins and editors, not to sales", async () => {
    expect((await list({}, tokens.admin)).code).toBe(200);
    expect((await list({}, tokens.sales)).code).toBe(403);
  });

  it("keeps the counts of the last 90 days of the site's time zone", async () => {
    clock.advance(89 * DAY_MS);
    await search("余热回收");
    expect(await app.services.maintenance.runOnce()).toMatchObject({ searchQueries: 0 });
    clock.advance(DAY_MS);
    expect(await app.services.maintenance.runOnce()).toMatchObject({ searchQueries: 3 });
    const left = await database.handle.db.selectFrom("search_query_day").select(["query"]).execute();
    expect(left.map((row) => row.query)).toEqual(["余热回收"]);
  });
});
