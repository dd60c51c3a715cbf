import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import type { HomeContentSource, PageContext } from "../../common/page-context.ts";
import type { CustomerCase } from "../../common/contracts/home-content.ts";
import { loadConfig } from "../../server/config.ts";
import { createRenderPool } from "../../server/render-pool.ts";
import { settingDefaults } from "../../server/services/site-settings.ts";
import { siteSettingsFrom } from "../../server/site-settings.ts";
import { pageHeader, pageText } from "../support/rendered-page.ts";

const buildDir = path.resolve(import.meta.dirname, "..", "..", "build");
const config = loadConfig({ SITE_ORIGIN: "https://www.pool.test" });
const siteWith = (hotline: string) =>
  siteSettingsFrom(config, { ...settingDefaults(config), hotline }, { encryptPublicKey: "test-key", thirdPartySignIn: null });

const customerCase: CustomerCase = {
  id: 1,
  sort: 1,
  code: "pool-case",
  industry: "制造",
  industryEn: "Manufacturing",
  title: "一家渲染线程测试客户",
  titleEn: "A render-thread test customer",
  summary: "摘要",
  summaryEn: "Summary",
  challenge: "挑战",
  challengeEn: "Challenge",
  solution: "方案",
  solutionEn: "Solution",
  result: "成效",
  resultEn: "Result",
  link: "",
  imageUrl: null,
};

const nothing = async () => [];

/** Sources as the main thread's services answer them; `homeContent` is what each test varies. */
function contextWith(homeContent: HomeContentSource, hotline = "400-000-0001"): () => PageContext {
  return () => ({
    site: siteWith(hotline),
    homeContent,
    news: {
      columns: nothing,
      list: async () => ({ rows: [], total: 0 }),
      detail: async () => undefined,
      preview: async () => undefined,
      allIds: nothing,
    },
    investorDocuments: { published: nothing },
    search: {
      query: async ({ query, shortened, page }) => ({
        query,
        shortened,
        broadened: false,
        page,
        pageCount: 0,
        total: 0,
        approximate: false,
        results: [],
      }),
    },
  });
}
const homeWith = (customerCases: () => Promise<CustomerCase[]>): HomeContentSource => ({
  customerCases,
  solutions: async () => [],
  qualifications: async () => [],
});

const pools: Array<{ close(): Promise<void> }> = [];
function pool(pageContext: () => PageContext, maxQueued = 1024) {
  const created = createRenderPool({ buildDir, threads: 1, maxQueued, pageContext, onThreadError: () => {} });
  pools.push(created);
  return created;
}
afterAll(() => Promise.all(pools.map((created) => created.close())));

const page = (pathname: string) => new Request(`https://www.pool.test${pathname}`, { headers: { "User-Agent": "Mozilla/5.0" } });

describe("the render pool", () => {
  it("is ready once its threads have loaded the page build, and says so when they cannot", async () => {
    await expect(pool(contextWith(homeWith(async () => []))).ready).resolves.toBeUndefined();
    const errors: unknown[] = [];
    const broken = createRenderPool({
      buildDir: path.join(os.tmpdir(), "no-build-here"),
      threads: 1,
      maxQueued: 1,
      pageContext: contextWith(homeWith(async () => [])),
      onThreadError: (error) => errors.push(error),
    });
    await expect(broken.ready).rejects.toThrow(/Cannot find module/);
    expect(errors.length).toBeGreaterThan(0);
    await broken.close();
  });

  it("renders on its thread with the page data of the main thread's services and the settings of the moment", async () => {
    let hotline = "400-000-0001";
    const renderer = pool(() =>
      contextWith(
        homeWith(async () => [customerCase]),
        hotline,
      )(),
    );
    const first = await renderer.render(page("/index"));
    expect(first.status).toBe(200);
    const html = pageText(first);
    expect(html).toContain("一家渲染线程测试客户");
    expect(html).toContain("400-000-0001");
    hotline = "400-000-0002";
    const english = pageText(await renderer.render(page("/en/index")));
    expect(english).toContain("A render-thread test customer");
    expect(english).toContain("400-000-0002");
    expect(english).not.toContain("400-000-0001");
  });

  it("answers a failing page data source with the error page and goes on rendering", async () => {
    let fail = true;
    const renderer = pool(
      contextWith(
        homeWith(async () => {
          if (fail) throw new Error("database unavailable");
          return [customerCase];
        }),
      ),
    );
    expect((await renderer.render(page("/index"))).status).toBe(500);
    fail = false;
    const next = await renderer.render(page("/index"));
    expect(next.status).toBe(200);
    expect(pageText(next)).toContain("一家渲染线程测试客户");
  });

  it("answers 503 with Retry-After once the renders waiting for its thread reach the bound, and renders the rest", async () => {
    const held = Promise.withResolvers<void>();
    const running = Promise.withResolvers<void>();
    let calls = 0;
    let holding = false;
    const renderer = pool(
      contextWith(
        homeWith(async () => {
          if (holding && ++calls === 4) running.resolve();
          if (holding) await held.promise;
          return [customerCase];
        }),
      ),
      2,
    );
    // The thread is up before the burst, so the first renders run rather than wait.
    expect((await renderer.render(page("/index"))).status).toBe(200);
    holding = true;
    // Four renders hold the thread (it renders four at once), waiting for their data.
    const inThread = Array.from({ length: 4 }, () => renderer.render(page("/index")));
    await running.promise;
    const waiting = Array.from({ length: 2 }, () => renderer.render(page("/index")));
    const refused = await renderer.render(page("/index"));
    expect(refused.status).toBe(503);
    expect(pageHeader(refused, "retry-after")).toBe("1");
    expect(pageText(refused)).toContain("try again");
    held.resolve();
    const statuses = (await Promise.all([...inThread, ...waiting])).map((response) => response.status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200]);
  });
});
