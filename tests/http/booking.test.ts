import { describe, expect, it } from "vitest";
import { okPage, sharedOrigin } from "../support/html.ts";

/**
 * The demo-booking call to action as the server renders it: a log-in link that works without
 * scripts. Once hydrated it opens the booking dialogs: e2e/booking.test.ts.
 */
const origin = sharedOrigin();

describe("the booking call to action", () => {
  it("is a log-in link back to the page in the server's HTML, in both languages", async () => {
    const { html } = await okPage(origin, "/index");
    expect(html).toMatch(/<a href="\/login\?redirect=%2Findex" class="[^"]*" data-booking-cta="">/);
    const english = await okPage(origin, "/en/sunCloudAIPro");
    expect(english.html).toContain('href="/en/login?redirect=%2Fen%2FsunCloudAIPro"');
  });

  it.each(["/cloudProduct", "/sunCloudAIPro", "/sunCloudAIProduct", "/networkService", "/AIDC"])(
    "is on the product page %s",
    async (path) => {
      const { document } = await okPage(origin, path);
      expect(document.querySelectorAll("[data-booking-cta]").length).toBeGreaterThan(0);
    },
  );
});
