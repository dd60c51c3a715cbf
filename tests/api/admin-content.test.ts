import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WEB_CLIENT_ID } from "../../common/constants.ts";
import type { AdminDictEntry } from "../../common/contracts/admin-dictionaries.ts";
import type { AdminHomeRow } from "../../common/contracts/admin-home.ts";
import type { InvestorDocumentRow } from "../../common/contracts/admin-investor.ts";
import type { AdminSettings } from "../../common/contracts/admin-settings.ts";
import type { AuditRow } from "../../common/contracts/admin-audit.ts";
import type { CustomerCase, Solution } from "../../common/contracts/home-content.ts";
import type { DictEntry } from "../../common/contracts/content.ts";
import { apiGet, encryptedPost } from "../support/api-client.ts";
import { createTestApp, manualClock, type TestApp } from "../support/test-app.ts";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../support/test-database.ts";

const PASSWORD = "Sunrise2026";
const STAFF_IP = "203.0.113.7";

interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

const caseBody = {
  industry: "制造",
  industryEn: "Manufacturing",
  title: "一家汽车零部件企业",
  titleEn: "An automotive parts maker",
  summary: "上云",
  summaryEn: "Moved to the cloud",
  challenge: "机房老旧",
  challengeEn: "Old machine room",
  solution: "云服务器",
  solutionEn: "Cloud servers",
  result: "成本下降",
  resultEn: "Lower cost",
  link: "/cloudProduct",
  hidden: false,
  imageUrl: null,
};

const solutionBody = {
  title: "混合云",
  titleEn: "Hybrid cloud",
  summary: "本地与云端",
  summaryEn: "On premises and in the cloud",
  highlights: "统一管理",
  highlightsEn: "One console",
  link: "/cloudProduct",
  hidden: false,
  imageUrl: null,
};

const qualificationBody = {
  category: "certification",
  title: "等保三级",
  titleEn: "MLPS level 3",
  summary: "信息安全",
  summaryEn: "Information security",
  hidden: false,
  imageUrl: null,
};

/** Console calls of this file, each valid: 401 signed out, 403 for a role without the permission. */
const GUARDED = [
  { method: "GET", path: "/api/admin/settings", allowed: ["admin"] },
  { method: "PUT", path: "/api/admin/settings", allowed: ["admin"], body: { hotline: "400-000-0000", version: 1 } },
  { method: "GET", path: "/api/admin/dictionaries", allowed: ["admin"] },
  {
    method: "PUT",
    path: "/api/admin/dictionaries/1",
    allowed: ["admin"],
    body: { label: "云", labelEn: "Cloud", enabled: true, version: 1 },
  },
  { method: "GET", path: "/api/admin/home/customerCase", allowed: ["admin", "editor"] },
  { method: "POST", path: "/api/admin/home/solution", allowed: ["admin", "editor"], body: {} },
  { method: "DELETE", path: "/api/admin/home/qualification/999999", allowed: ["admin", "editor"] },
] as const;

describe.each(databaseKinds)("console content API (settings, home lists, dictionaries) on %s", (kind) => {
  let database: TestDatabase;
  let app: TestApp;
  const clock = manualClock(Date.UTC(2026, 10, 23, 9, 0, 0));
  const tokens: Record<"admin" | "sales" | "editor", string> = { admin: "", sales: "", editor: "" };

  async function call(method: string, path: string, token = tokens.admin, body?: unknown, language = "zh_CN") {
    return app.request(path, {
      method,
      headers: {
        clientid: WEB_CLIENT_ID,
        "x-forwarded-for": STAFF_IP,
        "content-language": language,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body === undefined ? {} : { "content-type": "application/json" }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  }
  async function json<T>(method: string, path: string, body?: unknown, token = tokens.admin, language = "zh_CN") {
    const response = await call(method, path, token, body, language);
    expect(response.status).toBe(200);
    return (await response.json()) as Envelope<T>;
  }
  /** A settings save made from the settings as they are now (the console's form sends the version it showed). */
  const saveSettings = async <T = AdminSettings>(change: Record<string, unknown>, language = "zh_CN") =>
    json<T>(
      "PUT",
      "/api/admin/settings",
      { version: (await json<AdminSettings>("GET", "/api/admin/settings")).data.version, ...change },
      tokens.admin,
      language,
    );
  const auditOf = async (action: string) =>
    (await json<never>("GET", `/api/admin/audit?action=${encodeURIComponent(action)}`)) as unknown as { rows: AuditRow[] };

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    app = await createTestApp(database.handle, { TRUST_PROXY: "true", SITE_HOTLINE: "400-111-2222" }, clock);
    for (const role of ["admin", "sales", "editor"] as const) {
      await app.services.userAdmin.createOrUpdateStaff({
        username: `staff_${role}`,
        password: PASSWORD,
        email: `${role}@staff.test`,
        role,
      });
      const { envelope } = await encryptedPost<{ access_token: string }>(
        app,
        "/api/v1/web/user/login",
        { username: `staff_${role}`, password: PASSWORD },
        { ip: STAFF_IP, headers: { granttype: "password" } },
      );
      tokens[role] = envelope.data.access_token;
    }
  });
  afterAll(async () => {
    await app.services.outbox.stop();
    await database.drop();
  });

  it("answers 401 signed out and 403 to roles without the permission", async () => {
    for (const entry of GUARDED) {
      const body = "body" in entry ? entry.body : undefined;
      const signedOut = (await (await call(entry.method, entry.path, "", body)).json()) as Envelope<unknown>;
      expect(signedOut.code, `${entry.method} ${entry.path} signed out`).toBe(401);
      for (const role of ["sales", "editor"] as const) {
        if ((entry.allowed as readonly string[]).includes(role)) continue;
        const refused = (await (await call(entry.method, entry.path, tokens[role], body)).json()) as Envelope<unknown>;
        expect(refused.code, `${entry.method} ${entry.path} as ${role}`).toBe(403);
      }
    }
  });

  it("settings: environment defaults, validation in the request's language, save, audit, reset", async () => {
    const initial = await json<AdminSettings>("GET", "/api/admin/settings");
    expect(initial.data.values.hotline).toBe("400-111-2222");
    expect(initial.data.saved).toEqual([]);

    const refused = await saveSettings<{ fields: Record<string, string> }>(
      { chatUrl: "javascript:alert(1)", salesEmail: "not-an-email", brand: "x".repeat(51) },
      "en_US",
    );
    expect(refused.code).toBe(500);
    expect(refused.data.fields).toMatchObject({
      chatUrl: "Enter an address starting with http:// or https://",
      salesEmail: "Enter a valid email address",
      brand: "This is too long",
    });
    expect((await saveSettings({})).code).toBe(500);

    const saved = await saveSettings({
      hotline: "400-888-9999",
      salesEmail: "leads@example.test",
      brandEn: "Sun Cloud",
      name: initial.data.values.name,
    });
    expect(saved.code).toBe(200);
    expect(saved.data.values).toMatchObject({ hotline: "400-888-9999", salesEmail: "leads@example.test", brandEn: "Sun Cloud" });
    expect(saved.data.saved).toEqual(expect.arrayContaining(["hotline", "salesEmail", "brandEn", "name"]));
    expect(app.services.siteSettings.current().hotline).toBe("400-888-9999");

    const [entry] = (await auditOf("settingsChanged")).rows;
    expect(entry?.detail).toEqual({
      before: { hotline: "400-111-2222", salesEmail: "sales@example.com", brandEn: "Example Cloud" },
      after: { hotline: "400-888-9999", salesEmail: "leads@example.test", brandEn: "Sun Cloud" },
    });

    // The QR code follows the saved text.
    const qrBefore = await (await app.request("/api/site/qr/contact.svg")).text();
    await saveSettings({ contactQrText: "https://example.test/new-contact" });
    expect(await (await app.request("/api/site/qr/contact.svg")).text()).not.toBe(qrBefore);

    const reset = await saveSettings({ hotline: null });
    expect(reset.data.values.hotline).toBe("400-111-2222");
    expect(reset.data.saved).not.toContain("hotline");
  });

  it("settings: lead notifications go to the saved sales mailbox", async () => {
    await saveSettings({ salesEmail: "desk@example.test" });
    const rows = await database.handle.db.selectFrom("outbox").select("recipient").execute();
    const before = rows.length;
    const { proofOfWorkHeader } = await import("../support/proof-of-work.ts");
    const { PARTNER_AGREEMENT_VERSION } = await import("../../content/pages/partner.ts");
    const response = await app.request("/api/v1/web/partner/apply", {
      method: "POST",
      headers: {
        "content-type": "application/json",
        clientid: WEB_CLIENT_ID,
        "x-forwarded-for": "198.51.100.9",
        ...(await proofOfWorkHeader(app)),
      },
      body: JSON.stringify({
        name: "李华",
        phone: "021-12345678",
        email: "li@example.test",
        company: "公司",
        agreed: true,
        agreementVersion: PARTNER_AGREEMENT_VERSION,
      }),
    });
    expect(((await response.json()) as Envelope<unknown>).code).toBe(200);
    const after = await database.handle.db.selectFrom("outbox").select("recipient").orderBy("id").execute();
    expect(after.length).toBe(before + 1);
    expect(after.at(-1)?.recipient).toBe("desk@example.test");
  });

  it("home lists: add, hide, reorder, delete; hidden rows are not public; every write audited", async () => {
    const invalid = await json<{ fields: Record<string, string> }>("POST", "/api/admin/home/customerCase", {
      ...caseBody,
      title: "",
      link: "https://evil.example/",
      imageUrl: "//evil.example/x.png",
    });
    expect(invalid.code).toBe(500);
    expect(Object.keys(invalid.data.fields)).toEqual(expect.arrayContaining(["title", "link", "imageUrl"]));

    const created = await json<AdminHomeRow<"customerCase">>(
      "POST",
      "/api/admin/home/customerCase",
      { ...caseBody, imageUrl: "/files/case.webp" },
      tokens.editor,
    );
    expect(created.code).toBe(200);
    const id = created.data.id;
    const publicCases = async () => (await apiGet<CustomerCase[]>(app, "/api/v1/web/index/customerCase/list")).envelope.data;
    expect((await publicCases()).find((row) => row.id === id)).toMatchObject({
      titleEn: "An automotive parts maker",
      imageUrl: "/files/case.webp",
    });

    expect(
      (
        await json(
          "PUT",
          `/api/admin/home/customerCase/${id}`,
          { ...caseBody, imageUrl: "/files/case.webp", hidden: true, version: created.data.version },
          tokens.editor,
        )
      ).code,
    ).toBe(200);
    expect((await publicCases()).some((row) => row.id === id)).toBe(false);
    // The home page's loader reads the same source through the page context.
    expect((await app.services.homeContent.customerCases()).some((row) => row.id === id)).toBe(false);
    const consoleRows = await json<Array<AdminHomeRow<"customerCase">>>("GET", "/api/admin/home/customerCase", undefined, tokens.editor);
    expect(consoleRows.data.find((row) => row.id === id)?.hidden).toBe(true);

    const ids = consoleRows.data.map((row) => row.id);
    expect((await json("PUT", "/api/admin/home/customerCase/order", { ids: ids.slice(1) })).code).toBe(409);
    const reversed = ids.toReversed();
    const reordered = await json<Array<AdminHomeRow<"customerCase">>>("PUT", "/api/admin/home/customerCase/order", { ids: reversed });
    expect(reordered.data.map((row) => row.id)).toEqual(reversed);
    const again = await json<Array<AdminHomeRow<"customerCase">>>("GET", "/api/admin/home/customerCase");
    expect(again.data.map((row) => row.id)).toEqual(reversed);
    expect((await publicCases()).map((row) => row.id)).toEqual(reversed.filter((rowId) => rowId !== id));

    expect((await json("DELETE", `/api/admin/home/customerCase/${id}`, undefined, tokens.editor)).code).toBe(200);
    expect((await json("DELETE", `/api/admin/home/customerCase/${id}`, undefined, tokens.editor)).code).toBe(404);

    const recorded = [];
    for (const action of ["homeRowCreated", "homeRowChanged", "homeListReordered", "homeRowDeleted"]) {
      if ((await auditOf(action)).rows.length > 0) recorded.push(action);
    }
    expect(recorded).toEqual(["homeRowCreated", "homeRowChanged", "homeListReordered", "homeRowDeleted"]);
    const [update] = (await auditOf("homeRowChanged")).rows;
    expect(update?.detail).toEqual({ before: { hidden: 0 }, after: { hidden: 1 } });
  });

  it("home-list images accept only this site's stored files: an API path that would sign visitors out is refused (issue 25 item 7)", async () => {
    const bodies = { customerCase: caseBody, solution: solutionBody, qualification: qualificationBody } as const;
    const refused = [
      "/api/v1/web/account/logout?clientid=e5cd7e4891bf95d1d19206ce24a7b32e",
      "/api/v1/web/account/logout",
      "/files/../api/v1/web/account/logout",
      "/files/%2e%2e/api/v1/web/account/logout",
      "/files/1-0123456789abcdef/original.png?next=/api/v1/web/account/logout",
      "/redirect/api/v1/web/account/logout",
      "https://evil.example/x.png",
      "http://127.0.0.1:3000/api/v1/web/account/logout",
      "javascript:alert(1)",
      "data:image/png;base64,AAAA",
    ];
    for (const [list, body] of Object.entries(bodies)) {
      for (const imageUrl of refused) {
        const answer = await json<{ fields: Record<string, string> }>(
          "POST",
          `/api/admin/home/${list}`,
          { ...body, imageUrl },
          tokens.editor,
        );
        expect({ list, imageUrl, code: answer.code, field: answer.data?.fields?.imageUrl }).toEqual({
          list,
          imageUrl,
          code: 500,
          field: "图片须为本站上传的文件（/files/…）",
        });
      }
    }
    const stored = await json<AdminHomeRow<"solution">>(
      "POST",
      "/api/admin/home/solution",
      { ...solutionBody, imageUrl: " /files/12-0123456789abcdef/w960.webp " },
      tokens.editor,
    );
    expect([stored.code, stored.data.imageUrl]).toEqual([200, "/files/12-0123456789abcdef/w960.webp"]);
    // A row written before the rule (or by any other way) is shown without its image, never with the address.
    await database.handle.db
      .updateTable("home_solution")
      .set({ image_url: "/api/v1/web/account/logout" })
      .where("id", "=", stored.data.id)
      .execute();
    await app.services.contentChanges.bump();
    const solutions = (await apiGet<Solution[]>(app, "/api/v1/web/index/solution/list")).envelope.data;
    expect(solutions.find((row) => row.id === stored.data.id)?.imageUrl).toBeNull();
    await json("DELETE", `/api/admin/home/solution/${stored.data.id}`, undefined, tokens.editor);
  });

  it("dictionaries: disabled entries leave the public list, keep their label for leads; add with a unique value", async () => {
    const all = await json<AdminDictEntry[]>("GET", "/api/admin/dictionaries");
    const storage = all.data.find((entry) => entry.dictType === "web_demand_type" && entry.dictValue === "2");
    expect(storage?.enabled).toBe(true);
    const publicList = async (language = "zh_CN") =>
      (await apiGet<DictEntry[]>(app, "/api/v1/web/dict/data/type/web_demand_type", { headers: { "content-language": language } })).envelope
        .data;

    const changed = await json<AdminDictEntry>("PUT", `/api/admin/dictionaries/${storage?.id}`, {
      label: "对象存储 OSS",
      labelEn: "Object Storage (OSS)",
      enabled: false,
      version: storage?.version,
    });
    expect(changed.data).toMatchObject({ label: "对象存储 OSS", enabled: false });
    expect((await publicList()).map((entry) => entry.dictValue)).toEqual(["1", "3", "4", "5"]);
    expect(await app.services.dictionaries.labels("web_demand_type", "en_US")).toContainEqual(
      expect.objectContaining({ dictValue: "2", dictLabel: "Object Storage (OSS)" }),
    );

    const taken = await json("POST", "/api/admin/dictionaries", { dictType: "web_demand_type", dictValue: "3", label: "x", labelEn: "x" });
    expect(taken).toMatchObject({ code: 500, msg: "该类型下已有此值" });
    // Values stored as numbers elsewhere (a booking's demand type, an article's column 1-4) must be such numbers.
    for (const [dictType, dictValue] of [
      ["web_demand_type", "vip"],
      ["web_demand_type", "0"],
      ["web_news_column", "5"],
    ]) {
      const refused = await json("POST", "/api/admin/dictionaries", { dictType, dictValue, label: "x", labelEn: "x" });
      expect(refused).toMatchObject({ code: 500, msg: expect.stringMatching(/^此类型的值须为 1 到 (9999|4) 之间的整数$/) });
    }
    // Eight parallel adds of one new value: one is stored, the others are told it is taken.
    const burst = await Promise.all(
      Array.from({ length: 8 }, () =>
        json<AdminDictEntry>("POST", "/api/admin/dictionaries", {
          dictType: "web_demand_type",
          dictValue: "6",
          label: "GPU 算力",
          labelEn: "GPU compute",
        }),
      ),
    );
    expect(burst.filter((answer) => answer.code === 200)).toHaveLength(1);
    expect(burst.filter((answer) => answer.msg === "该类型下已有此值")).toHaveLength(7);
    const unknownType = await json("POST", "/api/admin/dictionaries", {
      dictType: "no_such_type",
      dictValue: "1",
      label: "x",
      labelEn: "x",
    });
    expect(unknownType.code).toBe(500);
    const added = burst.find((answer) => answer.code === 200);
    if (!added) throw new Error("no add succeeded");

    const typeIds = (await json<AdminDictEntry[]>("GET", "/api/admin/dictionaries")).data
      .filter((entry) => entry.dictType === "web_demand_type")
      .map((entry) => entry.id);
    const order = [added.data.id, ...typeIds.filter((entryId) => entryId !== added.data.id)];
    expect((await json("PUT", "/api/admin/dictionaries/order", { dictType: "web_demand_type", ids: order })).code).toBe(200);
    expect((await publicList("en_US")).map((entry) => entry.dictLabel)).toEqual([
      "GPU compute",
      "Cloud server",
      "Container service",
      "Database",
      "Other",
    ]);

    expect((await auditOf("dictEntryCreated")).rows[0]?.detail).toMatchObject({ dictType: "web_demand_type", dictValue: "6" });
    expect((await auditOf("dictEntryChanged")).rows.length).toBe(2);
  });

  it("refuses a stale order the same way on every hand-ordered list, and changes nothing", async () => {
    const dictionary = (await json<AdminDictEntry[]>("GET", "/api/admin/dictionaries")).data.filter(
      (entry) => entry.dictType === "web_demand_type",
    );
    const cases = (await json<Array<AdminHomeRow<"customerCase">>>("GET", "/api/admin/home/customerCase")).data;
    const announcements = (await json<InvestorDocumentRow[]>("GET", "/api/admin/investor")).data.filter(
      (row) => row.kind === "announcement",
    );
    const lists = [
      { path: "/api/admin/dictionaries/order", body: { dictType: "web_demand_type" }, ids: dictionary.map((entry) => entry.id) },
      { path: "/api/admin/home/customerCase/order", body: {}, ids: cases.map((row) => row.id) },
      { path: "/api/admin/investor-order", body: { kind: "announcement" }, ids: announcements.map((row) => row.id) },
    ];
    for (const list of lists) {
      expect(list.ids.length).toBeGreaterThan(1);
      const [first, ...rest] = list.ids as [number, ...number[]];
      // One row left out, one named twice, one of another list (or none at all).
      for (const ids of [rest, [first, first, ...rest.slice(1)], [...rest, 2_000_000_000]]) {
        const answer = await json<unknown>("PUT", list.path, { ...list.body, ids });
        expect({ path: list.path, code: answer.code, msg: answer.msg }).toEqual({
          path: list.path,
          code: 409,
          msg: "排序须包含此列表的全部条目，请刷新后重试",
        });
      }
    }
    expect(
      (await json<AdminDictEntry[]>("GET", "/api/admin/dictionaries")).data.filter((entry) => entry.dictType === "web_demand_type"),
    ).toEqual(dictionary);
    expect((await json<Array<AdminHomeRow<"customerCase">>>("GET", "/api/admin/home/customerCase")).data).toEqual(cases);
    expect((await json<InvestorDocumentRow[]>("GET", "/api/admin/investor")).data.filter((row) => row.kind === "announcement")).toEqual(
      announcements,
    );
  });
});
