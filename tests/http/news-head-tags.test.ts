import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalogs } from "../../app/i18n/catalogs.ts";
import type { AdminFile } from "../../common/contracts/admin-files.ts";
import type { AdminNewsDetail } from "../../common/contracts/admin-news.ts";
import { openDatabase } from "../../server/db/database.ts";
import { fetchPage, okPage } from "../support/html.ts";
import { sampleImage } from "../support/sample-files.ts";
import { seededDataDir, startServer, type RunningServer } from "../support/server-process.ts";
import { signInStaffAt, staffHeaders, uploadRequest } from "../support/staff-session.ts";

/**
 * Issue 26 item 5 over HTTP: an article's page takes its <title>, description and link-preview
 * tags (Open Graph and Twitter) from the editor's SEO fields in each language, each language
 * falling back to its own title, summary and cover; the cover's alt text is on the page and the
 * list; a readable link /newsDetail/{id}-{words} moves permanently to /newsDetail/{id}.
 */
const SITE_ORIGIN = "https://news-head.example.test";

const meta = (document: Document, key: string) =>
  [...document.querySelectorAll(`meta[property="${key}"], meta[name="${key}"]`)].map((tag) => tag.getAttribute("content"));

const article = (overrides: Record<string, unknown>) => ({
  column: 1,
  title: { zh: "华东园区扩容", en: "East China campus grows" },
  summary: { zh: "华东园区新增机柜。", en: "New racks in East China." },
  body: { zh: "<p>正文</p>", en: "<p>Body</p>" },
  status: "published",
  ...overrides,
});

describe("an article's head tags and readable link", () => {
  let server: RunningServer;
  let token = "";

  async function api<T>(method: string, url: string, init: { body?: unknown; upload?: RequestInit } = {}): Promise<T> {
    const response = await fetch(
      `${server.origin}${url}`,
      init.upload ?? {
        method,
        headers: { ...staffHeaders(token), "content-type": "application/json" },
        body: JSON.stringify(init.body),
      },
    );
    const answer = (await response.json()) as { code: number; msg: string; data: T };
    expect({ code: answer.code, msg: answer.msg }).toMatchObject({ code: 200 });
    return answer.data;
  }

  beforeAll(async () => {
    server = await startServer({ SITE_ORIGIN, LOG_LEVEL: "error", TRUST_PROXY: "true" }, seededDataDir());
    const database = openDatabase({ sqliteFile: path.join(server.dataDir, "site.db") });
    try {
      token = await signInStaffAt(server.origin, database.db, "editor", "head_editor");
    } finally {
      await database.close();
    }
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
  });

  const upload = async (name: string) =>
    api<AdminFile>("POST", "/api/admin/files", { upload: uploadRequest(token, await sampleImage("png", 1200, 630), name) });

  it("uses each language's SEO title, description and social image, and its own cover and alt text otherwise", async () => {
    const [cover, share] = [await upload("cover.png"), await upload("share.png")];
    const saved = await api<AdminNewsDetail>("POST", "/api/admin/news", {
      body: article({
        coverFileId: cover.id,
        seoTitle: { zh: "华东园区扩容：新增两千机柜", en: "East China adds 2,000 racks" },
        seoDescription: { zh: "华东园区二期投产，液冷机柜占一半。", en: "Phase 2 opens; half the racks are liquid-cooled." },
        coverAlt: { zh: "华东园区机房全景", en: "The East China hall" },
        socialImageFileId: { zh: null, en: share.id },
      }),
    });
    const zh = (await okPage(server.origin, `/newsDetail/${saved.id}`)).document;
    expect(zh.title).toBe("华东园区扩容：新增两千机柜");
    expect(meta(zh, "description")).toEqual(["华东园区二期投产，液冷机柜占一半。"]);
    expect(meta(zh, "og:title")).toEqual(["华东园区扩容：新增两千机柜"]);
    expect(meta(zh, "og:description")).toEqual(["华东园区二期投产，液冷机柜占一半。"]);
    expect(meta(zh, "og:type")).toEqual(["article"]);
    expect(meta(zh, "og:url")).toEqual([`${SITE_ORIGIN}/newsDetail/${saved.id}`]);
    // No Chinese social image: the cover, as an absolute address, described by its alt text.
    expect(meta(zh, "og:image")).toEqual([`${SITE_ORIGIN}${saved.cover}`]);
    expect(meta(zh, "og:image:width")).toEqual([]);
    expect(meta(zh, "twitter:card")).toEqual(["summary_large_image"]);
    expect(meta(zh, "twitter:title")).toEqual(["华东园区扩容：新增两千机柜"]);
    expect(meta(zh, "twitter:description")).toEqual(["华东园区二期投产，液冷机柜占一半。"]);
    expect(meta(zh, "twitter:image")).toEqual([`${SITE_ORIGIN}${saved.cover}`]);
    expect(meta(zh, "twitter:image:alt")).toEqual(["华东园区机房全景"]);
    expect(zh.querySelector(".news-article img.news-card-cover")?.getAttribute("alt")).toBe("华东园区机房全景");

    const en = (await okPage(server.origin, `/en/newsDetail/${saved.id}`)).document;
    expect(en.title).toBe("East China adds 2,000 racks");
    expect(meta(en, "description")).toEqual(["Phase 2 opens; half the racks are liquid-cooled."]);
    expect(meta(en, "og:title")).toEqual(["East China adds 2,000 racks"]);
    expect(meta(en, "og:description")).toEqual(["Phase 2 opens; half the racks are liquid-cooled."]);
    expect(meta(en, "og:url")).toEqual([`${SITE_ORIGIN}/en/newsDetail/${saved.id}`]);
    expect(meta(en, "og:image")).toEqual([`${SITE_ORIGIN}${saved.socialImage.en}`]);
    expect(meta(en, "twitter:image")).toEqual([`${SITE_ORIGIN}${saved.socialImage.en}`]);
    expect(meta(en, "twitter:image:alt")).toEqual([]);
    expect(en.querySelector(".news-article img.news-card-cover")?.getAttribute("alt")).toBe("The East China hall");

    const list = (await okPage(server.origin, "/en/news")).document;
    expect(list.querySelector(`[data-news-id="${saved.id}"] img`)?.getAttribute("alt")).toBe("The East China hall");
  });

  it("falls back to the title with the tagline, the summary and the cover, never to the other language's SEO fields", async () => {
    const cover = await upload("plain.png");
    const saved = await api<AdminNewsDetail>("POST", "/api/admin/news", {
      body: article({
        title: { zh: "只填中文的文章", en: "Plain article" },
        coverFileId: cover.id,
        seoTitle: { zh: "中文 SEO 标题", en: "" },
        seoDescription: { zh: "中文 SEO 描述", en: "" },
        coverAlt: { zh: "中文替代文本", en: "" },
      }),
    });
    const en = (await okPage(server.origin, `/en/newsDetail/${saved.id}`)).document;
    expect(en.title).toBe(`Plain article - ${catalogs.en_US.site.tagline}`);
    expect(meta(en, "description")).toEqual(["New racks in East China."]);
    expect(meta(en, "og:title")[0]).toMatch(/^Plain article - /);
    expect(meta(en, "og:image")).toEqual([`${SITE_ORIGIN}${saved.cover}`]);
    // A cover without English alt text is decoration on the English page, not described in Chinese.
    expect(en.querySelector(".news-article img.news-card-cover")?.getAttribute("alt")).toBe("");
    const zh = (await okPage(server.origin, `/newsDetail/${saved.id}`)).document;
    expect(zh.title).toBe("中文 SEO 标题");
  });

  it("moves a readable link permanently to the spec's address, in both languages, whatever its words", async () => {
    const saved = await api<AdminNewsDetail>("POST", "/api/admin/news", {
      body: article({ title: { zh: "可读链接", en: "Readable links arrive" } }),
    });
    expect(saved.slug).toBe("readable-links-arrive");
    for (const [asked, target] of [
      [`/newsDetail/${saved.id}-readable-links-arrive`, `/newsDetail/${saved.id}`],
      [`/en/newsDetail/${saved.id}-readable-links-arrive`, `/en/newsDetail/${saved.id}`],
      [`/newsDetail/${saved.id}-an-older-slug`, `/newsDetail/${saved.id}`],
    ]) {
      const response = await fetchPage(server.origin, asked!, { redirect: "manual" });
      expect({ asked, status: response.status, location: response.headers.get("location") }).toEqual({
        asked,
        status: 301,
        location: target,
      });
    }
    // Not a readable link: the spec's rule (anything but an id goes home) stands.
    const other = await fetchPage(server.origin, "/newsDetail/readable-links", { redirect: "manual" });
    expect(other.headers.get("location")).toBe("/index");
  });
});
