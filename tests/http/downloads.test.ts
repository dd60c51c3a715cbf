import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { investorContent } from "../../content/pages/investor.ts";
import { builtSampleFile } from "../../server/db/seed/sample-documents.ts";
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

describe("sample announcements", () => {
  it("a fresh start stores the PDFs npm run build rendered, instead of rendering them itself", async () => {
    const { html } = await okPage(origin, "/investorRelation");
    const links = [...html.matchAll(/data-announcement="([\w-]+)"[\s\S]*?href="([^"]+)"/g)].map((match) => ({
      id: match[1]!,
      href: match[2]!,
    }));
    expect(links).toHaveLength(investorContent.zh_CN.announcements.length);
    const first = links[0]!;
    const served = Buffer.from(await (await fetchPage(origin, first.href)).arrayBuffer());
    expect(served.equals(fs.readFileSync(builtSampleFile("announcements", first.id)))).toBe(true);
  });
});
