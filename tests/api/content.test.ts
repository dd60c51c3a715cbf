import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ENCRYPT_KEY_HEADER, openBody, randomKeyString, wrapKey } from "../../common/envelope-crypto.ts";
import { newsSeed } from "../../content/pages/news-seed.ts";
import { investorContent } from "../../content/pages/investor.ts";
import { sanitizeRichText } from "../../server/services/rich-text.ts";
import { apiGet } from "../support/api-client.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../support/test-database.ts";

interface NewsRow {
  id: number;
  type: number;
  title: string;
  titleEn: string;
  publishTime: string;
}

describe.each(databaseKinds)("dictionaries, news and downloads on %s", (kind) => {
  let database: TestDatabase;
  let app: TestApp;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    app = await createTestApp(database.handle);
  });
  afterAll(() => database.drop());

  describe("dictionaries", () => {
    it("returns the booking demand types in the request's language", async () => {
      const zh = await apiGet(app, "/api/v1/web/dict/data/type/web_demand_type");
      expect(zh.envelope.data).toEqual([
        { dictLabel: "云服务器", dictValue: "1", listClass: "primary", cssClass: "" },
        { dictLabel: "对象存储", dictValue: "2", listClass: "primary", cssClass: "" },
        { dictLabel: "容器服务", dictValue: "3", listClass: "primary", cssClass: "" },
        { dictLabel: "数据库", dictValue: "4", listClass: "primary", cssClass: "" },
        { dictLabel: "其他", dictValue: "5", listClass: "info", cssClass: "" },
      ]);
      const en = await apiGet<Array<{ dictLabel: string }>>(app, "/api/v1/web/dict/data/type/web_demand_type", {
        headers: { "content-language": "en_US" },
      });
      expect(en.envelope.data.map((row) => row.dictLabel)).toEqual([
        "Cloud server",
        "Object storage",
        "Container service",
        "Database",
        "Other",
      ]);
    });

    it("answers an unknown or malformed type with an empty list", async () => {
      expect((await apiGet(app, "/api/v1/web/dict/data/type/no_such_type")).envelope).toMatchObject({ code: 200, data: [] });
      expect((await apiGet(app, "/api/v1/web/dict/data/type/DROP%20TABLE")).envelope).toMatchObject({ code: 200, data: [] });
    });

    it("seals the answer when the caller sends an encryption key", async () => {
      const key = randomKeyString();
      const response = await app.request("/api/v1/web/dict/data/type/web_news_column", {
        headers: { [ENCRYPT_KEY_HEADER]: await wrapKey(key, app.envelopeKeys.publicKeySpki) },
      });
      expect(response.headers.get(ENCRYPT_KEY_HEADER)).toBe("1");
      const envelope = JSON.parse(await openBody(await response.text(), key));
      expect(envelope.data.map((row: { dictLabel: string }) => row.dictLabel)).toEqual(["公司动态", "行业资讯", "产品发布", "媒体报道"]);
    });
  });

  describe("news", () => {
    it("lists every article newest first with rows and total, paged", async () => {
      const first = await app.request("/api/v1/web/news/list?pageNum=1&pageSize=5");
      const page = (await first.json()) as { code: number; rows: NewsRow[]; total: number };
      expect(page.code).toBe(200);
      expect(page.total).toBe(newsSeed.length);
      expect(page.rows).toHaveLength(5);
      const times = page.rows.map((row) => row.publishTime);
      expect(times).toEqual(times.toSorted().toReversed());
      const second = (await (await app.request("/api/v1/web/news/list?pageNum=2&pageSize=5")).json()) as { rows: NewsRow[] };
      expect(second.rows.map((row) => row.id)).not.toContain(page.rows[0]?.id);
      const last = (await (await app.request(`/api/v1/web/news/list?pageNum=${Math.ceil(newsSeed.length / 5)}&pageSize=5`)).json()) as {
        rows: NewsRow[];
      };
      expect(last.rows.length).toBe(newsSeed.length % 5 || 5);
    });

    it.each([1, 2, 3, 4])("filters column %i", async (type) => {
      const body = (await (await app.request(`/api/v1/web/news/list?type=${type}&pageSize=50`)).json()) as {
        rows: NewsRow[];
        total: number;
      };
      expect(body.total).toBe(newsSeed.filter((item) => item.column === type).length);
      expect(body.rows.every((row) => row.type === type)).toBe(true);
    });

    it.each(["type=5", "type=abc", "pageNum=0", "pageSize=500", "pageNum=-1"])("rejects %s with an envelope", async (query) => {
      const response = await app.request(`/api/v1/web/news/list?${query}`);
      expect(response.status).toBe(200);
      expect((await response.json()).code).toBe(500);
    });

    it("returns one article with both languages and its neighbours", async () => {
      const list = (await (await app.request("/api/v1/web/news/list?pageSize=3")).json()) as { rows: NewsRow[] };
      const middle = list.rows[1] as NewsRow;
      const { envelope } = await apiGet<{
        news: { id: number; body: string; bodyEn: string; titleEn: string };
        previous: { id: number };
        next: { id: number };
      }>(app, `/api/v1/web/news/${middle.id}`);
      expect(envelope.data.news).toMatchObject({ id: middle.id, titleEn: middle.titleEn });
      expect(envelope.data.news.body).toMatch(/^<p>/);
      expect(envelope.data.next.id).toBe(list.rows[0]?.id);
      expect(envelope.data.previous.id).toBe(list.rows[2]?.id);
    });

    it.each(["999999", "abc", "12a", "-1"])("answers id %s with a 404 envelope", async (id) => {
      expect((await apiGet(app, `/api/v1/web/news/${id}`)).envelope).toMatchObject({ code: 404 });
    });

    it("keeps only safe markup in article bodies", () => {
      const dirty = `<p onclick="steal()">Hi<script>alert(1)</script></p><img src=x onerror=alert(1)><a href="javascript:alert(1)">x</a><a href="https://ok.example/">ok</a><iframe src="//evil"></iframe>`;
      const clean = sanitizeRichText(dirty);
      expect(clean).toBe(
        `<p>Hi</p><a rel="noopener noreferrer nofollow">x</a><a href="https://ok.example/" rel="noopener noreferrer nofollow">ok</a>`,
      );
    });
  });

  describe("downloads", () => {
    it("lists the investor reports and downloads one with its UTF-8 file name", async () => {
      const { envelope } = await apiGet<Array<{ ref: string; ossId: number; fileName: string }>>(app, "/api/v1/web/investor/reports");
      expect(envelope.data.map((report) => report.ref)).toEqual(investorContent.zh_CN.reports.map((report) => report.id));
      const annual = envelope.data.find((report) => report.ref === "annual-report-2025");
      const response = await app.request(`/api/resource/oss/download/${annual?.ossId}`);
      expect(response.headers.get("content-type")).toBe("application/pdf");
      expect(decodeURIComponent(response.headers.get("download-filename") ?? "")).toBe("2025 年年度报告.pdf");
      expect(response.headers.get("content-disposition")).toBe(
        `attachment; filename="2025 _____.pdf"; filename*=UTF-8''${encodeURIComponent("2025 年年度报告.pdf")}`,
      );
      const bytes = Buffer.from(await response.arrayBuffer());
      expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
      expect(bytes.length).toBe(Number(response.headers.get("content-length")));

      const english = await app.request(`/api/resource/oss/download/${annual?.ossId}`, { headers: { "content-language": "en_US" } });
      expect(decodeURIComponent(english.headers.get("download-filename") ?? "")).toBe("2025 Annual Report.pdf");
    });

    it.each([
      ["999999", "文件不存在或已被删除"],
      ["abc", "访问资源不存在"],
      ["1.5", "访问资源不存在"],
      ["2147483648", "访问资源不存在"],
    ])("answers a missing file %s with a JSON envelope", async (id, msg) => {
      const response = await app.request(`/api/resource/oss/download/${id}`);
      expect(response.headers.get("content-type")).toMatch(/^application\/json/);
      expect(await response.json()).toMatchObject({ code: 404, msg });
    });

    it("zips every report", async () => {
      const response = await app.request("/api/v1/web/investor/reports/zip", { headers: { "content-language": "en_US" } });
      expect(response.headers.get("content-type")).toBe("application/zip");
      expect(decodeURIComponent(response.headers.get("download-filename") ?? "")).toBe("investor-reports.zip");
      const bytes = Buffer.from(await response.arrayBuffer());
      expect(bytes.subarray(0, 2).toString()).toBe("PK");
      expect(bytes.toString("latin1")).toContain("2025 Annual Report.pdf");
      const centralDirectoryEntry = Buffer.from([0x50, 0x4b, 0x01, 0x02]).toString("latin1");
      const entries = bytes.toString("latin1").split(centralDirectoryEntry).slice(1);
      expect(entries).toHaveLength(investorContent.en_US.reports.length);
    });
  });
});
