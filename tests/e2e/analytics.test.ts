import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { trafficCatalogs } from "../../app/i18n/traffic-catalogs.ts";
import { createStaffAccount, signInToConsole } from "./console-support.ts";
import {
  isSameDocument,
  markDocument,
  navigateInApp,
  open,
  startHarness,
  stopHarness,
  waitForHydration,
  withNewContext,
  type Harness,
} from "./helpers.ts";
import { createUser, logInOnPage, queryRows } from "./leads-support.ts";

/**
 * Issue 28 end to end: a visitor arrives on a campaign URL, reads three pages (two of them by
 * client-side navigation, counted by the beacon), books a demo; the console's Traffic screen then
 * shows the visit, the default funnel's four steps and the lead's channel. Analytics writes no
 * cookie and no storage entry: before signing in, the browser holds none at all.
 */
const CAMPAIGN = "e2e-launch";
/** Headless Chromium says "HeadlessChrome", which analytics rightly takes for a robot: the visitor's browser says what a person's does. */
const VISITOR_AGENT = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
let harness: Harness;

beforeAll(async () => {
  harness = await startHarness({ DATABASE_URL: "" });
});
afterAll(async () => {
  await stopHarness(harness);
});

describe("a campaign visit that books a demo, seen in the console", () => {
  it("counts the visit, the client-side views and the booking, stores nothing in the browser, and the console shows it", async () => {
    const { origin, dataDir } = harness.server;
    const user = await createUser(dataDir);
    const company = `Analytics E2E ${Date.now()}`;

    await withNewContext(
      harness,
      async (page, context) => {
        const beacons: Array<{ t: string; p: string; e?: string }> = [];
        page.on("request", (request) => {
          if (request.url().endsWith("/api/analytics/beacon")) beacons.push(JSON.parse(request.postData() ?? "{}"));
        });
        await open(page, origin, `/index?utm_source=wechat&utm_medium=social&utm_campaign=${CAMPAIGN}`);
        await markDocument(page);
        await navigateInApp(page, "/AIDC");
        await page.waitForURL((url) => url.pathname === "/AIDC");
        await navigateInApp(page, "/index");
        await page.waitForURL((url) => url.pathname === "/index");
        expect(await isSameDocument(page)).toBe(true);
        await expect.poll(() => beacons.filter((beacon) => beacon.t === "view").map((beacon) => beacon.p)).toEqual(["/AIDC", "/index"]);

        // Three pages read, and the browser holds no cookie and no storage entry.
        expect(await context.cookies()).toEqual([]);
        expect(await page.evaluate(() => [localStorage.length, sessionStorage.length])).toEqual([0, 0]);

        await page.locator("button[data-booking-cta]").first().click();
        await page.locator('dialog.dialog-confirm[open] button[data-action="confirm"]').click();
        await page.waitForURL((url) => url.pathname === "/login");
        await logInOnPage(page, user, "zh_CN", "/index");
        const dialog = page.locator("dialog[data-booking-dialog][open]");
        await dialog.waitFor();
        await expect.poll(() => beacons.some((beacon) => beacon.e === "booking_opened")).toBe(true);
        await dialog.locator('[name="company"]').fill(company);
        await dialog.locator('button[type="submit"]').click();
        await dialog.waitFor({ state: "detached" });
        // What the browser holds after signing in is the session's, none of it analytics'.
        expect((await context.cookies()).map((cookie) => cookie.name).toSorted()).toEqual(["Admin-Token", "Signed-In"]);
        expect(
          await page.evaluate(() => Object.keys({ ...localStorage, ...sessionStorage }).filter((key) => /analytic|visit|track/i.test(key))),
        ).toEqual([]);
      },
      { userAgent: VISITOR_AGENT },
    );

    // The server wrote the views and the events (it writes its batch every second).
    await expect
      .poll(
        () =>
          queryRows<{ event: string }>(dataDir, "select event from analytics_hit where kind = 'event' and event = 'booking_sent'").length,
        { timeout: 15_000 },
      )
      .toBe(1);
    const lead = queryRows<{ id: number; channel: string; channel_source: string; utm_campaign: string; visit_pages: number }>(
      dataDir,
      "select lead.id, lead.channel, lead.channel_source, lead.utm_campaign, lead.visit_pages from lead join booking on booking.id = lead.source_id and lead.kind = 'booking' where booking.company = ?",
      company,
    )[0]!;
    expect(lead).toMatchObject({ channel: "campaign", channel_source: "wechat", utm_campaign: CAMPAIGN });
    // /index, /AIDC, /index, the log-in page and /index again, where the booking was sent.
    expect(lead.visit_pages).toBe(5);

    const t = trafficCatalogs.zh_CN;
    const admin = await createStaffAccount(dataDir, "sales");
    await withNewContext(harness, async (page) => {
      await signInToConsole(page, origin, admin, "zh_CN", "/admin/traffic");
      const screen = page.locator("[data-traffic]");
      await screen.locator("[data-metric=visits] strong").waitFor();
      expect(Number(await screen.locator("[data-metric=visits] strong").textContent())).toBeGreaterThanOrEqual(1);
      const channels = screen.locator('[data-breakdown="channels"]');
      await channels.getByRole("cell", { name: `${t.channels.campaign} · ${t.sources.wechat}` }).waitFor();
      await screen.locator('[data-breakdown="campaigns"]').getByRole("cell", { name: CAMPAIGN }).waitFor();
      await screen.locator('[data-breakdown="pages"]').getByRole("cell", { name: "/AIDC" }).waitFor();
      // The default funnel: home → product page → booking opened → booking sent, each taken once.
      const steps = screen.locator("[data-funnel-report] [data-step-visits]");
      await expect.poll(() => steps.allTextContents()).toEqual(["1", "1", "1", "1"]);
      await screen
        .locator('[data-lead-sources="channels"]')
        .getByRole("cell", { name: `${t.channels.campaign} · ${t.sources.wechat}` })
        .waitFor();

      // The lead's detail names its channel.
      await page.goto(`${origin}/admin/leads`);
      await waitForHydration(page);
      await page
        .getByRole("button", { name: `#${lead.id}`, exact: false })
        .first()
        .click();
      const detail = page.locator("dialog[data-lead-detail][open]");
      await expect.poll(() => detail.locator("[data-lead-channel]").textContent()).toBe(`${t.channels.campaign} · ${t.sources.wechat}`);
    });
  });
});
