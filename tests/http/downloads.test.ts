import { describe, expect, it } from "vitest";
import { investorContent } from "../../content/pages/investor.ts";
import { fetchPage, okPage, sharedOrigin } from "../support/html.ts";

/**
 * Investor report downloads without scripts: plain links to the files. Through the request
 * layer in a browser: e2e/downloads.test.ts; the download API itself: api/content.test.ts.
 */
const origin = sharedOrigin();

describe("without scripts", () => {
  it("each download is a plain link to the file, and all of them one zip link", async () => {
    const { html } = await okPage(origin, "/investorRelation");
    const hrefs = [...html.matchAll(/href="(\/api\/resource\/oss\/download\/\d+)"/g)].map((match) => match[1]!);
    expect(hrefs).toHaveLength(investorContent.zh_CN.reports.length);
    const response = await fetchPage(origin, hrefs[0]!);
    expect(response.status).toBe(200);
    expect(decodeURIComponent(response.headers.get("download-filename") ?? "")).toBe(`${investorContent.zh_CN.reports[0]!.title}.pdf`);
    expect(html).toContain('href="/api/v1/web/investor/reports/zip"');
  });
});
