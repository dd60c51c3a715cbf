import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WEB_CLIENT_ID } from "../../common/constants.ts";
import { startServer, type RunningServer } from "../support/server-process.ts";
import { signInStaffAt } from "../support/staff-session.ts";
import { createTestDatabase, POSTGRES_ADMIN_URL, type TestDatabase } from "../support/test-database.ts";

/**
 * Issue 13 item 6, across instances: two real server processes on one fresh PostgreSQL database.
 * The hotline is changed through instance A's console API; instance B's next page load must show
 * it within CONTENT_CHECK_INTERVAL_MS (1 s here), even for a page B had cached before the change.
 */
const CHECK_INTERVAL_MS = 1_000;
/** The documented interval plus generous room for a loaded machine; the loop stops at the first sight. */
const WAIT_LIMIT_MS = CHECK_INTERVAL_MS * 8;

async function page(server: RunningServer, path = "/index") {
  const response = await fetch(`${server.origin}${path}`);
  expect(response.status).toBe(200);
  return response.text();
}

const hotlineIn = (html: string) => /data-testid="hotline"[^>]*>([^<]*)</.exec(html)?.[1];

describe.runIf(POSTGRES_ADMIN_URL)("site settings across two instances on one PostgreSQL database", () => {
  let database: TestDatabase;
  let a: RunningServer;
  let b: RunningServer;
  let token = "";

  beforeAll(async () => {
    database = await createTestDatabase("postgres");
    const env = {
      DATABASE_URL: database.url ?? "",
      LOG_LEVEL: "error",
      SITE_HOTLINE: "400-100-1000",
      CONTENT_CHECK_INTERVAL_MS: String(CHECK_INTERVAL_MS),
      // Long enough that only an invalidation can take a cached page away during the test.
      PAGE_CACHE_TTL_MS: "600000",
    };
    a = await startServer(env);
    b = await startServer(env);
    token = await signInStaffAt(a.origin, database.handle.db, "admin", "site_admin");
  }, 150_000);
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await database?.drop();
  });

  it("a hotline saved on A is on B's next /index, and B's page cached before the change is not served after", async () => {
    // B renders and caches /index (and /en/index) with the environment's hotline.
    expect(hotlineIn(await page(b))).toBe("400-100-1000");
    expect(hotlineIn(await page(b, "/en/index"))).toBe("400-100-1000");
    expect(hotlineIn(await page(b))).toBe("400-100-1000");

    const saved = await fetch(`${a.origin}/api/admin/settings`, {
      method: "PUT",
      headers: { clientid: WEB_CLIENT_ID, authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: JSON.stringify({ hotline: "400-222-3333", version: 1 }),
    });
    expect(((await saved.json()) as { code: number }).code).toBe(200);
    // A, which saved, shows it at once.
    expect(hotlineIn(await page(a))).toBe("400-222-3333");

    const deadline = Date.now() + WAIT_LIMIT_MS;
    let seen = hotlineIn(await page(b));
    while (seen !== "400-222-3333" && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      seen = hotlineIn(await page(b));
    }
    if (seen !== "400-222-3333") {
      throw new Error(
        `Instance B still showed hotline ${seen} ${WAIT_LIMIT_MS} ms after instance A saved 400-222-3333 (check interval ${CHECK_INTERVAL_MS} ms)`,
      );
    }
    // The English page, cached on B before the change, went with the rest.
    expect(hotlineIn(await page(b, "/en/index"))).toBe("400-222-3333");
  });
});
