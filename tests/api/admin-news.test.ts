import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WEB_CLIENT_ID } from "../../common/constants.ts";
import type { AuditRow } from "../../common/contracts/admin-audit.ts";
import type { AdminDictEntry } from "../../common/contracts/admin-dictionaries.ts";
import type { AdminFile } from "../../common/contracts/admin-files.ts";
import type {
  AdminNewsColumn,
  AdminNewsDetail,
  AdminNewsRow,
  NewsRevision,
  NewsRevisionRow,
  PreviewLinkRow,
} from "../../common/contracts/admin-news.ts";
import type { NewsDetailData, NewsListItem } from "../../common/contracts/content.ts";
import { sha256 } from "../../server/security/tokens.ts";
import { articleHtml } from "../../server/services/rich-text.ts";
import { createNewsSchedule } from "../../server/services/news-schedule.ts";
import { encryptedPost } from "../support/api-client.ts";
import { expectEverySortBothWays } from "../support/list-sorting.ts";
import { sampleImage } from "../support/sample-files.ts";
import { uploadRequest } from "../support/staff-session.ts";
import { createTestApp, manualClock, type TestApp } from "../support/test-app.ts";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../support/test-database.ts";
import { executableParts, XSS_PAYLOADS } from "../support/xss-payloads.ts";

const PASSWORD = "Sunrise2026";
const HOUR = 60 * 60 * 1000;

interface Answer<T> {
  code: number;
  msg: string;
  data: T;
}
interface Paged<T> {
  code: number;
  rows: T[];
  total: number;
}

const article = (overrides: Record<string, unknown> = {}) => ({
  column: 2,
  title: { zh: "新版数据中心上线", en: "New data centre opens" },
  summary: { zh: "摘要", en: "Summary" },
  body: { zh: "<p>正文<strong>加粗</strong></p>", en: "<p>Body <em>text</em></p>" },
  status: "draft",
  ...overrides,
});

describe.each(databaseKinds)("console news API on %s", (kind) => {
  let database: TestDatabase;
  let app: TestApp;
  const clock = manualClock(Date.UTC(2026, 10, 23, 8, 0, 0));
  const tokens = { admin: "", editor: "", sales: "" };

  async function call<T>(method: string, path: string, token = tokens.editor, body?: unknown, language = "zh_CN") {
    const response = await app.request(path, {
      method,
      headers: {
        clientid: WEB_CLIENT_ID,
        "content-language": language,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body === undefined ? {} : { "content-type": "application/json" }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    expect(response.status).toBe(200);
    return (await response.json()) as T;
  }
  /** The article's version now: a save made from it is the editor's save of what it shows. */
  const versionOf = async (id: number) => (await call<Answer<AdminNewsDetail | null>>("GET", `/api/admin/news/${id}`)).data?.version ?? 1;
  const save = async (body: Record<string, unknown>, id?: number, language = "zh_CN") =>
    id
      ? call<Answer<AdminNewsDetail>>("PUT", `/api/admin/news/${id}`, tokens.editor, { version: await versionOf(id), ...body }, language)
      : call<Answer<AdminNewsDetail>>("POST", "/api/admin/news", tokens.editor, body, language);
  const created = async (body: Record<string, unknown>) => {
    const answer = await save(body);
    expect(answer).toMatchObject({ code: 200 });
    return answer.data;
  };

  const publicList = (language = "zh_CN") => call<Paged<NewsListItem>>("GET", "/api/v1/web/news/list?pageSize=50", "", undefined, language);
  const publicDetail = (id: number, language = "zh_CN") =>
    call<Answer<NewsDetailData | null>>("GET", `/api/v1/web/news/${id}`, "", undefined, language);
  const isPublic = async (id: number) => {
    const [list, detail, sitemap] = await Promise.all([publicList(), publicDetail(id), app.services.news.allIds()]);
    const listed = list.rows.some((row) => row.id === id);
    const inSitemap = sitemap.some((entry) => entry.id === id);
    expect({ detail: detail.code === 200, inSitemap }).toEqual({ detail: listed, inSitemap: listed });
    return listed;
  };
  /** This instance's schedule, its timers held for the test to fire. */
  async function startedSchedule() {
    const timers: Array<{ run: () => void; delay: number }> = [];
    const schedule = createNewsSchedule({
      db: database.handle.db,
      clock,
      contentChanges: app.services.contentChanges,
      logger: app.services.logger,
      setTimer: (run, delay) => {
        timers.push({ run, delay });
        return { cancel: () => undefined };
      },
    });
    await schedule.start();
    return { schedule, timers };
  }
  /** A timer fires: the content version changes once (every instance drops its cached pages). */
  async function firesOnce(timer: { run: () => void }) {
    let bumped = 0;
    const stopListening = app.services.contentChanges.onChange(() => void (bumped += 1));
    timer.run();
    await expect.poll(() => bumped).toBe(1);
    stopListening();
  }
  const audit = async (action: string) => (await call<Paged<AuditRow>>("GET", `/api/admin/audit?action=${action}`, tokens.admin)).rows;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    app = await createTestApp(database.handle, {}, clock);
    for (const role of ["admin", "editor", "sales"] as const) {
      await app.services.userAdmin.createOrUpdateStaff({ username: `news_${role}`, password: PASSWORD, email: `${role}@staff.test`, role });
      const { envelope } = await encryptedPost<{ access_token: string }>(
        app,
        "/api/v1/web/user/login",
        { username: `news_${role}`, password: PASSWORD },
        { ip: "203.0.113.9", headers: { granttype: "password" } },
      );
      tokens[role] = envelope.data.access_token;
    }
  });
  afterAll(async () => {
    await app.services.outbox.stop();
    await database.drop();
  });

  it("answers 401 signed out and 403 to a sales account on every news call", async () => {
    const calls: Array<[string, string, unknown?]> = [
      ["GET", "/api/admin/news"],
      ["GET", "/api/admin/news/columns"],
      ["GET", "/api/admin/news/1"],
      ["POST", "/api/admin/news", article()],
      ["PUT", "/api/admin/news/1", article({ version: 1 })],
      ["POST", "/api/admin/news/1/unpublish"],
      ["POST", "/api/admin/news/preview", article()],
      ["GET", "/api/admin/news/1/revisions"],
      ["GET", "/api/admin/news/1/revisions/1"],
      ["POST", "/api/admin/news/1/revisions/1/restore"],
      ["PUT", "/api/admin/news/1/editors", { holder: "tab-0123456789abcdef" }],
      ["DELETE", "/api/admin/news/1/editors/tab-0123456789abcdef"],
      ["GET", "/api/admin/news/1/preview-links"],
      ["POST", "/api/admin/news/1/preview-links", { days: 7 }],
      ["DELETE", "/api/admin/news/1/preview-links/1"],
    ];
    for (const [method, path, body] of calls) {
      expect((await call<Answer<null>>(method, path, "", body)).code, `${method} ${path}`).toBe(401);
      const refused = await call<Answer<null>>(method, path, tokens.sales, body);
      expect(refused, `${method} ${path}`).toMatchObject({ code: 403, msg: "没有权限，请联系管理员授权" });
    }
  });

  it("lists the seeded articles as published, each with its first revision", async () => {
    const page = await call<Paged<AdminNewsRow>>("GET", "/api/admin/news?status=published&pageSize=100");
    expect(page.total).toBeGreaterThan(3);
    expect((await call<Paged<AdminNewsRow>>("GET", "/api/admin/news?status=draft")).total).toBe(0);
    const revisions = await call<Answer<NewsRevisionRow[]>>("GET", `/api/admin/news/${page.rows[0]!.id}/revisions`);
    expect(revisions.data).toHaveLength(1);
    expect(revisions.data[0]).toMatchObject({ reason: "import", status: "published" });
  });

  it("keeps a draft off the public list, detail and sitemap; publishing shows it in both languages", async () => {
    const draft = await created(article());
    expect(draft.status).toBe("draft");
    expect(await isPublic(draft.id)).toBe(false);
    expect((await publicDetail(draft.id)).code).toBe(404);

    const published = await save(article({ status: "published" }), draft.id);
    expect(published).toMatchObject({ code: 200, msg: "文章已保存", data: { status: "published" } });
    expect(await isPublic(draft.id)).toBe(true);
    const zh = await publicDetail(draft.id);
    expect(zh.data?.news).toMatchObject({
      title: "新版数据中心上线",
      titleEn: "New data centre opens",
      body: "<p>正文<strong>加粗</strong></p>",
    });
    const en = await publicList("en_US");
    expect(en.rows.find((row) => row.id === draft.id)).toMatchObject({ titleEn: "New data centre opens", summaryEn: "Summary" });
    // Newest first: the new article heads the list, and its older neighbour is the newest seeded one.
    expect((await publicList()).rows[0]!.id).toBe(draft.id);
    expect(zh.data?.next).toBeNull();

    const unpublished = await call<Answer<AdminNewsDetail>>("POST", `/api/admin/news/${draft.id}/unpublish`);
    expect(unpublished).toMatchObject({ code: 200, data: { status: "draft" } });
    expect(await isPublic(draft.id)).toBe(false);

    const actions = await Promise.all(["newsCreated", "newsPublished", "newsUnpublished"].map(audit));
    for (const rows of actions) expect(rows.some((row) => row.target === `news:${draft.id}` && row.actorName === "news_editor")).toBe(true);
  });

  it("publishes a scheduled article when the clock reaches its time, and neighbours skip what is not public", async () => {
    const before = (await publicList()).rows[0]!;
    const at = new Date(clock.now() + HOUR / 2).toISOString();
    const scheduled = await created(article({ status: "published", publishAt: at, title: { zh: "定时文章", en: "Scheduled" } }));
    expect(scheduled.status).toBe("scheduled");
    expect((await call<Paged<AdminNewsRow>>("GET", "/api/admin/news?status=scheduled")).rows.map((row) => row.id)).toEqual([scheduled.id]);
    expect(await isPublic(scheduled.id)).toBe(false);
    expect((await publicDetail(before.id)).data?.next).toBeNull();

    // The instance's timer waits for exactly that time; when it fires, the content version changes.
    const { schedule, timers } = await startedSchedule();
    expect(schedule.armedFor()).toBe(Date.parse(at));
    expect(timers.at(-1)!.delay).toBe(HOUR / 2);

    clock.advance(HOUR / 2);
    await firesOnce(timers.at(-1)!);
    schedule.stop();

    expect(await isPublic(scheduled.id)).toBe(true);
    expect((await publicDetail(before.id)).data?.next).toMatchObject({ id: scheduled.id, title: "定时文章" });
    expect((await call<Paged<AdminNewsRow>>("GET", "/api/admin/news?status=scheduled")).total).toBe(0);
  });

  it("takes an article off the list, detail, search and sitemap at its unpublish time, by the timer every instance keeps", async () => {
    const leavesAt = clock.now() + HOUR;
    const ending = await created(
      article({
        status: "published",
        unpublishAt: new Date(leavesAt).toISOString(),
        title: { zh: "限时活动公告", en: "Limited offer notice" },
      }),
    );
    expect(ending).toMatchObject({ status: "published", unpublishAt: new Date(leavesAt).toISOString() });
    expect(await isPublic(ending.id)).toBe(true);
    const found = async () =>
      (await app.services.siteSearch.query({ query: "限时活动公告", shortened: false, page: 1, language: "zh_CN" })).results.some(
        (result) => result.url.endsWith(`/newsDetail/${ending.id}`),
      );
    expect(await found()).toBe(true);

    const { schedule, timers } = await startedSchedule();
    expect(schedule.armedFor()).toBe(leavesAt);
    expect(timers.at(-1)!.delay).toBe(HOUR);

    clock.advance(HOUR);
    await firesOnce(timers.at(-1)!);
    schedule.stop();

    expect(await isPublic(ending.id)).toBe(false);
    expect(await found()).toBe(false);
    expect((await call<Answer<AdminNewsDetail>>("GET", `/api/admin/news/${ending.id}`)).data.status).toBe("ended");
    expect((await call<Paged<AdminNewsRow>>("GET", "/api/admin/news?status=ended")).rows.map((row) => row.id)).toContain(ending.id);
    expect(
      (await call<Paged<AdminNewsRow>>("GET", "/api/admin/news?status=published&pageSize=100")).rows.map((row) => row.id),
    ).not.toContain(ending.id);
    // Clearing the time brings it back.
    expect(
      (await save(article({ status: "published", title: { zh: "限时活动公告", en: "Limited offer notice" } }), ending.id)).data,
    ).toMatchObject({
      status: "published",
      unpublishAt: null,
    });
    expect(await isPublic(ending.id)).toBe(true);

    const early = await save(
      article({
        status: "published",
        publishAt: new Date(clock.now() + HOUR).toISOString(),
        unpublishAt: new Date(clock.now() + HOUR).toISOString(),
      }),
      undefined,
      "en_US",
    );
    expect(early).toMatchObject({ code: 500, data: { fields: { unpublishAt: "The unpublish time must be after the publish time" } } });
    expect((await save(article({ unpublishAt: "soon" }))).data).toMatchObject({ fields: { unpublishAt: "请输入有效的下线时间" } });
  });

  it("keeps each language's SEO title, description, social image and cover alt text, in revisions and on the public article", async () => {
    const uploaded = await app.request("/api/admin/files", uploadRequest(tokens.editor, await sampleImage("png", 1400, 800), "share.png"));
    const image = ((await uploaded.json()) as Answer<AdminFile>).data;
    const publishing = {
      seoTitle: { zh: "液冷：智算中心标配", en: "Liquid cooling becomes standard" },
      seoDescription: { zh: "液冷如何降低能耗。", en: "How liquid cooling lowers power use." },
      coverAlt: { zh: "液冷机柜", en: "Liquid-cooled racks" },
      socialImageFileId: { zh: null, en: image.id },
    };
    const saved = await created(
      article({ status: "published", title: { zh: "液冷成为主流", en: "Liquid Cooling: 2026's Mainstream!" }, ...publishing }),
    );
    // 1400 px wide: no variant reaches 1200 px (480, 960), so link previews get the upload itself.
    const shareUrl = image.url;
    expect(saved).toMatchObject({ ...publishing, slug: "liquid-cooling-2026s-mainstream", socialImage: { zh: "", en: shareUrl } });
    const served = (await publicDetail(saved.id)).data!.news;
    expect(served).toMatchObject({
      slug: "liquid-cooling-2026s-mainstream",
      coverAlt: publishing.coverAlt,
      seo: {
        zh: { title: "液冷：智算中心标配", description: "液冷如何降低能耗。", image: "" },
        en: { title: "Liquid cooling becomes standard", description: "How liquid cooling lowers power use.", image: shareUrl },
      },
    });
    expect((await publicList("en_US")).rows.find((row) => row.id === saved.id)?.coverAlt).toEqual(publishing.coverAlt);

    // Every save is kept whole; restoring an older one brings its publishing fields back.
    await save(
      article({ status: "published", title: { zh: "液冷成为主流", en: "Liquid Cooling: 2026's Mainstream!" }, slug: "liquid-cooling" }),
      saved.id,
    );
    const [latest, first] = (await call<Answer<NewsRevisionRow[]>>("GET", `/api/admin/news/${saved.id}/revisions`)).data;
    const kept = (await call<Answer<NewsRevision>>("GET", `/api/admin/news/${saved.id}/revisions/${first!.id}`)).data;
    expect(kept).toMatchObject({ ...publishing, slug: "liquid-cooling-2026s-mainstream" });
    expect((await call<Answer<NewsRevision>>("GET", `/api/admin/news/${saved.id}/revisions/${latest!.id}`)).data).toMatchObject({
      slug: "liquid-cooling",
      seoTitle: { zh: "", en: "" },
      socialImageFileId: { zh: null, en: null },
    });
    const restored = await call<Answer<AdminNewsDetail>>("POST", `/api/admin/news/${saved.id}/revisions/${first!.id}/restore`);
    expect(restored.data).toMatchObject({ ...publishing, slug: "liquid-cooling-2026s-mainstream" });
  });

  it("checks the publishing fields: limits per language, the slug's form and that it is the article's own, images only", async () => {
    const at = { seoTitle: { zh: "字".repeat(30), en: "w".repeat(60) }, seoDescription: { zh: "述".repeat(80), en: "d".repeat(160) } };
    expect((await save(article(at))).code).toBe(200);
    const over = await save(
      article({ seoTitle: { zh: "字".repeat(31), en: "w".repeat(61) }, seoDescription: { zh: "述".repeat(81), en: "d".repeat(161) } }),
    );
    expect(over).toMatchObject({
      code: 500,
      data: {
        fields: {
          "seoTitle.zh": "SEO 标题过长：中文不超过 30 个字，英文不超过 60 个字符",
          "seoTitle.en": "SEO 标题过长：中文不超过 30 个字，英文不超过 60 个字符",
          "seoDescription.zh": "页面描述过长：中文不超过 80 个字，英文不超过 160 个字符",
          "seoDescription.en": "页面描述过长：中文不超过 80 个字，英文不超过 160 个字符",
        },
      },
    });
    expect((await save(article({ coverAlt: { zh: "图".repeat(201), en: "" } }))).data).toMatchObject({
      fields: { "coverAlt.zh": "替代文本不能超过 200 个字符" },
    });
    for (const slug of ["Not A Slug", "double--hyphen", "-edge", "中文", "a".repeat(81)])
      expect({ slug, answer: (await save(article({ slug }), undefined, "en_US")).data }).toMatchObject({
        slug,
        answer: {
          fields: { slug: "The link name can have lowercase letters, digits and single hyphens, at most 80 characters" },
        },
      });

    const first = await created(article({ slug: "our-own-words" }));
    expect(first.slug).toBe("our-own-words");
    const second = await created(article({ title: { zh: "另一篇", en: "Our own words" } }));
    // Made from the title, numbered past the one taken.
    expect(second.slug).toBe("our-own-words-2");
    expect(await save(article({ slug: "our-own-words" }), second.id)).toMatchObject({
      code: 500,
      data: { fields: { slug: "另一篇文章已在使用这个链接名，请换一个" } },
    });
    // Its own slug is no conflict; a Chinese-only title gives "article".
    expect((await save(article({ slug: "our-own-words" }), first.id)).code).toBe(200);
    expect((await created(article({ title: { zh: "只有中文", en: "" } }))).slug).toMatch(/^article(-\d+)?$/);

    const pdf = await database.handle.db
      .selectFrom("stored_file")
      .select("id")
      .where("content_type", "=", "application/pdf")
      .executeTakeFirstOrThrow();
    for (const id of [pdf.id, 999999])
      expect((await save(article({ socialImageFileId: { zh: null, en: id } }))).data).toMatchObject({
        fields: { "socialImageFileId.en": "分享图片必须是已上传的图片文件" },
      });
  });

  it("keeps every save as a revision; restoring brings the content back without publishing", async () => {
    const first = await created(article({ title: { zh: "第一版", en: "" } }));
    await save(article({ title: { zh: "第二版", en: "Second" }, body: { zh: "<p>改过</p>", en: "<p>changed</p>" } }), first.id);
    const revisions = (await call<Answer<NewsRevisionRow[]>>("GET", `/api/admin/news/${first.id}/revisions`)).data;
    expect(revisions.map((row) => [row.reason, row.title.zh])).toEqual([
      ["update", "第二版"],
      ["create", "第一版"],
    ]);
    const original = await call<Answer<NewsRevision>>("GET", `/api/admin/news/${first.id}/revisions/${revisions[1]!.id}`);
    expect(original.data).toMatchObject({
      title: { zh: "第一版", en: "" },
      body: { zh: "<p>正文<strong>加粗</strong></p>" },
      authorName: "news_editor",
    });
    expect((await call<Answer<null>>("GET", `/api/admin/news/${first.id}/revisions/999999`)).code).toBe(404);

    const restored = await call<Answer<AdminNewsDetail>>("POST", `/api/admin/news/${first.id}/revisions/${revisions[1]!.id}/restore`);
    expect(restored).toMatchObject({ code: 200, data: { status: "draft", title: { zh: "第一版", en: "" } } });
    const after = (await call<Answer<NewsRevisionRow[]>>("GET", `/api/admin/news/${first.id}/revisions`)).data;
    expect(after[0]).toMatchObject({ reason: "restore", restoredFrom: revisions[1]!.id, status: "draft" });
    expect(await isPublic(first.id)).toBe(false);
    expect((await audit("newsRestored")).some((row) => row.target === `news:${first.id}`)).toBe(true);
  });

  it("tells each open editor who else has the article open, until they leave or their lease runs out", async () => {
    const { id } = await created(article({ title: { zh: "谁在编辑", en: "Who is editing" } }));
    const open = (token: string, holder: string) =>
      call<Answer<{ others: Array<{ username: string; since: string }> }>>("PUT", `/api/admin/news/${id}/editors`, token, { holder });
    const tabA = "tab-a-0123456789abcdef";
    const tabB = "tab-b-0123456789abcdef";
    expect((await open(tokens.editor, tabA)).data.others).toEqual([]);
    const openedAt = new Date(clock.now()).toISOString();
    clock.advance(5_000);
    expect((await open(tokens.admin, tabB)).data.others).toEqual([{ username: "news_editor", since: openedAt }]);
    // Renewing keeps the time it was opened; the other side sees the second editor.
    expect((await open(tokens.editor, tabA)).data.others.map((other) => other.username)).toEqual(["news_admin"]);
    // A tab of another account cannot end someone else's lease by naming it.
    await call("DELETE", `/api/admin/news/${id}/editors/${tabA}`, tokens.admin);
    expect((await open(tokens.admin, tabB)).data.others.map((other) => other.username)).toEqual(["news_editor"]);
    await call("DELETE", `/api/admin/news/${id}/editors/${tabA}`, tokens.editor);
    expect((await open(tokens.admin, tabB)).data.others).toEqual([]);
    // A tab that closed without a word counts until its lease (60 s) runs out.
    await open(tokens.editor, tabA);
    clock.advance(61_000);
    expect((await open(tokens.admin, tabB)).data.others).toEqual([]);
    expect((await call<Answer<null>>("PUT", "/api/admin/news/999999/editors", tokens.editor, { holder: tabA })).code).toBe(404);
    expect((await call<Answer<null>>("PUT", `/api/admin/news/${id}/editors`, tokens.editor, { holder: "short" })).code).toBe(500);
  });

  it("names every column for editors in the dictionary's order, a column disabled for visitors included", async () => {
    const entries = (await call<Answer<AdminDictEntry[]>>("GET", "/api/admin/dictionaries", tokens.admin)).data.filter(
      (entry) => entry.dictType === "web_news_column",
    );
    const column4 = entries.find((entry) => entry.dictValue === "4");
    const changed = await call<Answer<AdminDictEntry>>("PUT", `/api/admin/dictionaries/${column4?.id}`, tokens.admin, {
      label: "媒体视角",
      labelEn: "In the Press",
      enabled: false,
      version: column4?.version,
    });
    expect(changed.code).toBe(200);
    const order = await call<Answer<unknown>>("PUT", "/api/admin/dictionaries/order", tokens.admin, {
      dictType: "web_news_column",
      ids: [column4?.id, ...entries.filter((entry) => entry !== column4).map((entry) => entry.id)],
    });
    expect(order.code).toBe(200);

    const columns = await call<Answer<AdminNewsColumn[]>>("GET", "/api/admin/news/columns");
    expect(columns.data).toEqual([
      { id: 4, label: "媒体视角", labelEn: "In the Press", enabled: false },
      { id: 1, label: "公司动态", labelEn: "Company News", enabled: true },
      { id: 2, label: "行业资讯", labelEn: "Industry Insights", enabled: true },
      { id: 3, label: "产品发布", labelEn: "Product Updates", enabled: true },
    ]);
    // Visitors are offered the other three only.
    expect((await app.services.news.columns("en_US")).map((column) => column.name)).toEqual([
      "Company News",
      "Industry Insights",
      "Product Updates",
    ]);

    const restored = await call<Answer<AdminDictEntry>>("PUT", `/api/admin/dictionaries/${column4?.id}`, tokens.admin, {
      label: column4?.label,
      labelEn: column4?.labelEn,
      enabled: true,
      version: changed.data.version,
    });
    expect(restored.code).toBe(200);
    const reordered = await call<Answer<unknown>>("PUT", "/api/admin/dictionaries/order", tokens.admin, {
      dictType: "web_news_column",
      ids: entries.map((entry) => entry.id),
    });
    expect(reordered.code).toBe(200);
  });

  it("filters the console list by column, state and title in either language", async () => {
    await created(article({ column: 4, title: { zh: "媒体报道测试", en: "Media probe" } }));
    const byEnglish = await call<Paged<AdminNewsRow>>("GET", "/api/admin/news?q=media%20probe");
    expect(byEnglish.rows.map((row) => row.title.zh)).toEqual(["媒体报道测试"]);
    const byColumn = await call<Paged<AdminNewsRow>>("GET", "/api/admin/news?column=4&status=draft");
    expect(byColumn.rows.every((row) => row.column === 4 && row.status === "draft")).toBe(true);
    expect((await call<Paged<AdminNewsRow>>("GET", "/api/admin/news?q=%25_nothing")).total).toBe(0);
  });

  it("sorts the console list by every sortable column both ways", async () => {
    await expectEverySortBothWays(async (query) => (await call<Paged<AdminNewsRow>>("GET", `/api/admin/news?${query}`)).rows, {
      updatedAt: { value: (row) => row.updatedAt, comparable: true },
      publishAt: { value: (row) => row.publishAt, comparable: true },
      title: { value: (row) => row.title.zh },
      column: { value: (row) => row.column, comparable: true },
    });
  });

  it("takes a stored image as the cover and serves its WebP variant from our own origin; a PDF is refused", async () => {
    const uploaded = await app.request("/api/admin/files", uploadRequest(tokens.editor, await sampleImage("png", 1400, 700), "cover.png"));
    const image = ((await uploaded.json()) as Answer<AdminFile>).data;
    const withCover = await created(article({ status: "published", coverFileId: image.id }));
    const url = image.variants.find((variant) => variant.width === 960)?.url;
    expect(url).toMatch(new RegExp(`^/files/${image.id}-[0-9a-f]{16}/w960\\.webp$`));
    expect(withCover).toMatchObject({ coverFileId: image.id, cover: url });
    expect((await publicDetail(withCover.id)).data?.news.cover).toBe(url);
    expect((await publicList()).rows.find((row) => row.id === withCover.id)?.cover).toBe(url);
    expect((await app.request(url ?? "")).headers.get("content-type")).toBe("image/webp");
    // Absent keeps the cover, null removes it.
    expect((await save(article({ status: "published" }), withCover.id)).data.coverFileId).toBe(image.id);
    expect((await save(article({ status: "published", coverFileId: null }), withCover.id)).data).toMatchObject({
      coverFileId: null,
      cover: "",
    });

    const pdf = await database.handle.db
      .selectFrom("stored_file")
      .select("id")
      .where("content_type", "=", "application/pdf")
      .executeTakeFirstOrThrow();
    expect(await save(article({ coverFileId: pdf.id }))).toMatchObject({ code: 500, msg: "封面必须是已上传的图片文件" });
  });

  it("refuses bad input with the field's message in the request's language", async () => {
    const noTitle = await save(article({ title: { zh: " ", en: "x" } }));
    expect(noTitle).toMatchObject({ code: 500, msg: "请输入中文标题", data: { fields: { "title.zh": "请输入中文标题" } } });
    const noEnglish = await save(article({ status: "published", title: { zh: "标题", en: "" } }), undefined, "en_US");
    expect(noEnglish).toMatchObject({ code: 500, data: { fields: { "title.en": "Enter the English title before publishing" } } });
    const tooLong = await save(article({ title: { zh: "长".repeat(201), en: "" } }));
    expect(tooLong.data).toMatchObject({ fields: { "title.zh": "标题不能超过 200 个字符" } });
    expect((await save(article({ column: 5 }))).data).toMatchObject({ fields: { column: "请选择栏目（1-4）" } });
    expect((await save(article({ publishAt: "tomorrow" }))).data).toMatchObject({ fields: { publishAt: "请输入有效的发布时间" } });
    expect((await save(article({ coverFileId: 999999 }))).msg).toBe("封面必须是已上传的图片文件");
    expect((await save(article({ status: "scheduled" }))).code).toBe(500);
    expect((await save(article(), 999999)).code).toBe(404);
  });

  it("keeps tables with their header row, captioned images and the allowed video players; a page shows each table in a scroll region", async () => {
    const table =
      '<table style="min-width: 75px"><colgroup><col style="min-width: 25px"></colgroup><tbody>' +
      '<tr><th colspan="1" rowspan="1"><p>型号</p></th><th colspan="2" rowspan="1" onclick="x()"><p>显存</p></th></tr>' +
      '<tr><td colspan="1" rowspan="1"><p>H800</p></td><td colspan="2" rowspan="abc"><p>80GB</p></td></tr></tbody></table>';
    const figure = '<figure><img src="/files/7-0123456789abcdef/w960.webp" alt="机房"><figcaption>华东园区</figcaption></figure>';
    const allowed = '<iframe src="https://www.bilibili.com/video/BV1GJ411x7h7" sandbox="allow-top-navigation" onload="x()"></iframe>';
    const refused =
      '<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ"></iframe><iframe src="https://player.bilibili.com.evil.example/player.html?bvid=BV1GJ411x7h7"></iframe>';
    const saved = await created(article({ status: "published", body: { zh: table + figure + allowed + refused, en: table } }));
    expect(saved.body.zh).toBe(
      '<table><tbody><tr><th colspan="1" rowspan="1"><p>型号</p></th><th colspan="2" rowspan="1"><p>显存</p></th></tr>' +
        '<tr><td colspan="1" rowspan="1"><p>H800</p></td><td colspan="2"><p>80GB</p></td></tr></tbody></table>' +
        '<figure><img src="/files/7-0123456789abcdef/w960.webp" alt="机房" /><figcaption>华东园区</figcaption></figure>' +
        '<iframe src="https://player.bilibili.com/player.html?bvid=BV1GJ411x7h7&amp;autoplay=0" title="bilibili" sandbox="allow-scripts allow-same-origin allow-presentation allow-popups allow-popups-to-escape-sandbox" allow="fullscreen; picture-in-picture" allowfullscreen loading="lazy" referrerpolicy="strict-origin-when-cross-origin"></iframe>',
    );
    const served = (await publicDetail(saved.id, "en_US")).data!.news;
    expect(
      served.bodyEn.startsWith('<section class="table-wrap news-table" tabindex="0" aria-label="Table (scrolls sideways)"><table>'),
    ).toBe(true);
    expect(served.body).toContain('aria-label="表格（可左右滑动）"><table>');
    expect(served.body.endsWith("</iframe>")).toBe(true);
    const preview = await call<Answer<{ body: { zh: string } }>>(
      "POST",
      "/api/admin/news/preview",
      tokens.editor,
      article({ body: { zh: table, en: "" } }),
    );
    expect(preview.data.body.zh).toBe(served.body.slice(0, served.body.indexOf("</section>") + "</section>".length));
  });

  it("sanitises bodies on save and again on render: nothing executable survives any payload", async () => {
    expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(25);
    const kept = await created(
      article({
        status: "published",
        body: {
          zh: '<h2>小标题</h2><ul><li>一</li></ul><blockquote>引用</blockquote><img src="/files/news/a-960.webp" alt="图" width="960" height="540">',
          en: '<p><a href="/AIDC">AIDC</a></p>',
        },
      }),
    );
    expect(kept.body.zh).toBe(
      '<h2>小标题</h2><ul><li>一</li></ul><blockquote>引用</blockquote><img src="/files/news/a-960.webp" alt="图" width="960" height="540" />',
    );
    expect(kept.body.en).toBe('<p><a href="/AIDC" rel="noopener noreferrer nofollow">AIDC</a></p>');

    for (const payload of XSS_PAYLOADS) {
      const saved = await created(article({ status: "published", body: { zh: payload, en: `<p>ok</p>${payload}` } }));
      expect({ payload, found: executableParts(saved.body.zh) }).toEqual({ payload, found: [] });
      expect({ payload, found: executableParts(saved.body.en) }).toEqual({ payload, found: [] });
      const preview = await call<Answer<{ body: { zh: string } }>>(
        "POST",
        "/api/admin/news/preview",
        tokens.editor,
        article({ body: { zh: payload, en: "" } }),
      );
      expect({ payload, found: executableParts(preview.data.body.zh) }).toEqual({ payload, found: [] });
    }

    // A row written behind the API's back is still made safe when it is served.
    for (const payload of XSS_PAYLOADS) {
      await database.handle.db.updateTable("news").set({ body: payload, body_en: payload }).where("id", "=", kept.id).execute();
      const served = await publicDetail(kept.id);
      expect({ payload, found: executableParts(served.data!.news.body) }).toEqual({ payload, found: [] });
      expect({ payload, found: executableParts(served.data!.news.bodyEn) }).toEqual({ payload, found: [] });
      expect(served.data!.news.body).toBe(articleHtml(payload, "zh_CN"));
    }
  });

  // Last: it moves the shared clock on by days.
  it("shares a draft by a link that opens it signed out, as saved, until it expires or is revoked; stores only the token's hash", async () => {
    const draft = await created(article({ title: { zh: "待审草稿", en: "Draft for review" } }));
    const share = (days?: number) =>
      call<Answer<{ link: PreviewLinkRow; token: string }>>(
        "POST",
        `/api/admin/news/${draft.id}/preview-links`,
        tokens.editor,
        days === undefined ? {} : { days },
      );
    expect((await share(5)).code).not.toBe(200);
    expect((await call<Answer<null>>("POST", "/api/admin/news/999999/preview-links", tokens.editor, {})).code).toBe(404);

    const shared = await share();
    expect(shared).toMatchObject({ code: 200, msg: "预览链接已生成" });
    const week = shared.data;
    expect(week.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(week.link).toMatchObject({ createdBy: "news_editor", createdAt: new Date(clock.now()).toISOString() });
    expect(Date.parse(week.link.expiresAt) - clock.now()).toBe(7 * 24 * HOUR);
    const day = (await share(1)).data;
    const month = (await share(30)).data;
    expect(Date.parse(month.link.expiresAt) - clock.now()).toBe(30 * 24 * HOUR);

    // Only each token's SHA-256 is kept.
    const stored = await database.handle.db.selectFrom("news_preview_link").selectAll().where("news_id", "=", draft.id).execute();
    expect(stored.map((row) => row.token_hash).toSorted()).toEqual([week, day, month].map((made) => sha256(made.token)).toSorted());
    for (const made of [week, day, month]) expect(JSON.stringify(stored)).not.toContain(made.token);

    // What the page's loader reads: no session, the draft as saved (not public), both languages.
    const opened = await app.services.news.preview(week.token);
    expect(opened).toMatchObject({
      id: draft.id,
      title: "待审草稿",
      titleEn: "Draft for review",
      body: articleHtml(draft.body.zh, "zh_CN"),
    });
    expect((await publicDetail(draft.id)).code).toBe(404);
    await save(article({ title: { zh: "改过的草稿", en: "Draft, changed" } }), draft.id);
    expect(await app.services.news.preview(week.token)).toMatchObject({ title: "改过的草稿", titleEn: "Draft, changed" });
    for (const unknown of ["", "x", `${week.token}x`, week.token.replace(/^./, (c) => (c === "A" ? "B" : "A")), "../1"])
      expect(await app.services.news.preview(unknown)).toBeUndefined();

    // Revoked: it opens nothing at once; revoking twice, or through another article, is 404.
    const revoke = (newsId: number, linkId: number, token = tokens.editor) =>
      call<Answer<null>>("DELETE", `/api/admin/news/${newsId}/preview-links/${linkId}`, token);
    expect((await revoke(1, month.link.id)).code).toBe(404);
    expect(await revoke(draft.id, month.link.id)).toMatchObject({ code: 200, msg: "预览链接已撤销，将无法再打开" });
    expect(await app.services.news.preview(month.token)).toBeUndefined();
    expect((await revoke(draft.id, month.link.id)).code).toBe(404);
    const listed = await call<Answer<PreviewLinkRow[]>>("GET", `/api/admin/news/${draft.id}/preview-links`);
    expect(listed.data.map((link) => link.id)).toEqual([day.link.id, week.link.id]);

    const sentences = async (action: string, language: string) =>
      (await call<Paged<AuditRow>>("GET", `/api/admin/audit?action=${action}`, tokens.admin, undefined, language)).rows.map(
        (row) => row.sentence,
      );
    expect(await sentences("newsPreviewShared", "zh_CN")).toEqual(
      [30, 1, 7].map((days) => `news_editor 创建了文章《改过的草稿》的预览分享链接，有效期 ${days} 天`),
    );
    expect(await sentences("newsPreviewShared", "en_US")).toEqual(
      ["30 days", "1 day", "7 days"].map(
        (valid) => `news_editor shared a preview link of the article “Draft, changed”, valid for ${valid}`,
      ),
    );
    expect(await sentences("newsPreviewRevoked", "zh_CN")).toEqual(["news_editor 撤销了文章《改过的草稿》的一个预览分享链接"]);

    // Expired: the day's link first, the week's at its end.
    clock.advance(24 * HOUR);
    expect(await app.services.news.preview(day.token)).toBeUndefined();
    expect(await app.services.news.preview(week.token)).toMatchObject({ id: draft.id });
    expect((await app.services.newsPreviewLinks.active(draft.id)).map((link) => link.id)).toEqual([week.link.id]);
    clock.advance(6 * 24 * HOUR);
    expect(await app.services.news.preview(week.token)).toBeUndefined();
    expect(await app.services.newsPreviewLinks.active(draft.id)).toEqual([]);
  });
});
