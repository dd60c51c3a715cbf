import { describe, expect, it } from "vitest";
import { parseNewsId, parseNewsQuery } from "../../common/news.ts";
import { pageNumbers } from "../../app/components/news/pagination.tsx";
import { localizeHtmlLinks } from "../../app/components/news/rich-text.tsx";
import { formatFileSize } from "../../app/components/investor/report-download.tsx";
import { leadsEnUS } from "../../app/i18n/leads-en-us.ts";
import { leadsZhCN } from "../../app/i18n/leads-zh-cn.ts";

describe("news helpers", () => {
  it("reads ?type=1..4 and ?page=N, ignoring anything else", () => {
    expect(parseNewsQuery(new URLSearchParams("type=2&page=3"))).toEqual({ type: 2, page: 3 });
    expect(parseNewsQuery(new URLSearchParams("type=5&page=0"))).toEqual({ type: undefined, page: 1 });
    expect(parseNewsQuery(new URLSearchParams("type=abc&page=-2"))).toEqual({ type: undefined, page: 1 });
    expect(parseNewsQuery(new URLSearchParams(""))).toEqual({ type: undefined, page: 1 });
  });

  it("news ids are digits only and within the API's range", () => {
    expect(parseNewsId("12")).toBe(12);
    expect(parseNewsId("0")).toBeUndefined();
    expect(parseNewsId("12a")).toBeUndefined();
    expect(parseNewsId("99999999999")).toBeUndefined();
  });

  it("page numbers: all up to seven, else the ends and the current neighbourhood", () => {
    expect(pageNumbers(1, 3)).toEqual([1, 2, 3]);
    expect(pageNumbers(6, 12)).toEqual([1, 2, "gap", 5, 6, 7, "gap", 11, 12]);
    expect(pageNumbers(1, 12)).toEqual([1, 2, "gap", 11, 12]);
  });

  it("site links in article HTML stay in English on /en pages", () => {
    const html =
      '<p>See <a href="/AIDC">AIDC</a>, <a href="/en/about">about</a>, <a href="//cdn.example/x">cdn</a> and <a href="https://example.com/">out</a>.</p>';
    expect(localizeHtmlLinks(html, false)).toBe(html);
    expect(localizeHtmlLinks(html, true)).toBe(
      '<p>See <a href="/en/AIDC">AIDC</a>, <a href="/en/about">about</a>, <a href="//cdn.example/x">cdn</a> and <a href="https://example.com/">out</a>.</p>',
    );
  });
});

describe("downloads and catalogs", () => {
  it("formats file sizes", () => {
    expect(formatFileSize(820, "zh_CN")).toBe("820 B");
    expect(formatFileSize(2150, "en_US")).toBe("2.1 KB");
    expect(formatFileSize(3 * 1024 * 1024, "en_US")).toBe("3 MB");
  });

  it("the leads catalogs have the same keys in both languages", () => {
    const keys = (value: unknown, prefix = ""): string[] =>
      value && typeof value === "object" ? Object.entries(value).flatMap(([key, child]) => keys(child, `${prefix}${key}.`)) : [prefix];
    expect(keys(leadsEnUS)).toEqual(keys(leadsZhCN));
  });
});
