import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { investorSampleCopy } from "../../content/pages/investor-samples.ts";
import { investorContent } from "../../content/pages/investor.ts";
import { builtSampleFile } from "../../server/db/seed/sample-documents.ts";
import { fetchPage, okPage, sharedOrigin } from "../support/html.ts";
import { pdfText } from "../support/pdf-text.ts";

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

const CHINESE = /[\u4e00-\u9fff]/;
/** Runs of white space (the ideographic space included) as one space, as text extraction gives them. */
const flat = (text: string) => text.replace(/\s+/g, " ");

/** Each document on the page in a language: its slug and the address its link opens or downloads. */
async function documentLinks(prefix: string, kind: "report" | "announcement") {
  const { html } = await okPage(origin, `${prefix}/investorRelation`);
  return [...html.matchAll(new RegExp(`data-${kind}="([\\w-]+)"[\\s\\S]*?href="([^"]+)"`, "g"))].map((match) => ({
    id: match[1]!,
    href: match[2]!,
  }));
}

describe("bilingual samples", () => {
  it.each([
    ["report", "reports"],
    ["announcement", "announcements"],
  ] as const)(
    "the Chinese and the English %s are the build's samples, each in its own language and marked as a sample",
    async (kind, folder) => {
      const zh = investorSampleCopy.zh_CN;
      const en = investorSampleCopy.en_US;
      const [chineseLinks, englishLinks] = [await documentLinks("", kind), await documentLinks("/en", kind)];
      expect(chineseLinks).toHaveLength(investorContent.zh_CN[folder].length);
      const chinese = chineseLinks[0]!;
      const english = englishLinks.find((link) => link.id === chinese.id)!;
      const headers = { "content-language": "en_US" };
      const chineseBytes = Buffer.from(await (await fetchPage(origin, chinese.href)).arrayBuffer());
      const englishBytes = Buffer.from(await (await fetch(new URL(english.href, origin), { headers })).arrayBuffer());
      // A fresh start stored what `npm run build` rendered, rather than rendering at start-up.
      expect(chineseBytes.equals(fs.readFileSync(builtSampleFile(folder, chinese.id, "zh_CN")))).toBe(true);
      expect(englishBytes.equals(fs.readFileSync(builtSampleFile(folder, chinese.id, "en_US")))).toBe(true);

      const title = (language: "zh_CN" | "en_US") => investorContent[language][folder].find((item) => item.id === chinese.id)!.title;
      // A table: its caption and the label of its first row (a header cell may wrap inside its column).
      const table = (copy: typeof zh) => (kind === "report" ? copy.report.financialTable : copy.announcement.table);
      const tableText = (copy: typeof zh) => [table(copy).caption, table(copy).rows[0]![0]!];
      const chineseText = await pdfText(chineseBytes);
      expect(chineseText.pages).toBeGreaterThanOrEqual(2);
      for (const expected of [zh.mark, title("zh_CN"), ...tableText(zh)]) expect(flat(chineseText.text)).toContain(flat(expected));
      expect(chineseText.text).not.toContain(en.mark);

      const englishText = await pdfText(englishBytes);
      expect(englishText.pages).toBeGreaterThanOrEqual(2);
      for (const expected of [en.mark.toUpperCase(), title("en_US"), ...tableText(en)])
        expect(flat(englishText.text)).toContain(flat(expected));
      expect(englishText.text).not.toMatch(CHINESE);
    },
  );
});
