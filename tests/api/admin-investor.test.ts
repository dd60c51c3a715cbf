import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AuditRow } from "../../common/contracts/admin-audit.ts";
import type { AdminFile } from "../../common/contracts/admin-files.ts";
import type { InvestorDocumentRow, InvestorListOrders } from "../../common/contracts/admin-investor.ts";
import type { InvestorDocumentEntry } from "../../common/contracts/content.ts";
import { investorContent } from "../../content/pages/investor.ts";
import { seedInvestorDocuments } from "../../server/db/seed/investor-documents.ts";
import { CJK_FONTS, renderSamplePdf } from "../../server/db/seed/sample-pdf.ts";
import { sampleImage, samplePdf } from "../support/sample-files.ts";
import { signInStaff, staffHeaders, uploadRequest } from "../support/staff-session.ts";
import { createTestApp, manualClock, type TestApp } from "../support/test-app.ts";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../support/test-database.ts";
import { zipEntryNames } from "../support/zip-entries.ts";

interface Answer<T> {
  code: number;
  msg: string;
  data: T;
}

describe.each(databaseKinds)("console investor relations API on %s", (kind) => {
  let database: TestDatabase;
  let app: TestApp;
  const tokens = { editor: "", sales: "", admin: "" };

  async function call<T>(method: string, path: string, body?: unknown, token = tokens.editor) {
    const response = await app.request(path, {
      method,
      headers: { ...staffHeaders(token), ...(body === undefined ? {} : { "content-type": "application/json" }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return (await response.json()) as Answer<T>;
  }

  async function uploadPdf(text: string, name: string) {
    const response = await app.request("/api/admin/files", uploadRequest(tokens.editor, await samplePdf(text), name));
    return ((await response.json()) as Answer<AdminFile>).data;
  }

  const publicList = async (which: "reports" | "announcements", language = "zh_CN") =>
    (
      (await (await app.request(`/api/v1/web/investor/${which}`, { headers: { "content-language": language } })).json()) as Answer<
        InvestorDocumentEntry[]
      >
    ).data;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    app = await createTestApp(database.handle, { TRUST_PROXY: "true" }, manualClock());
    for (const role of ["editor", "sales", "admin"] as const) tokens[role] = await signInStaff(app, role);
  });
  afterAll(async () => {
    await app.services.outbox.stop();
    await database.drop();
  });

  it("carries the seeded announcements (each with a sample PDF) and reports over, and answers 401/403", async () => {
    expect((await call("GET", "/api/admin/investor", undefined, "")).code).toBe(401);
    expect((await call("GET", "/api/admin/investor", undefined, tokens.sales)).code).toBe(403);
    const rows = (await call<InvestorDocumentRow[]>("GET", "/api/admin/investor")).data;
    const announcements = rows.filter((row) => row.kind === "announcement");
    expect(announcements.map((row) => row.title)).toEqual(investorContent.zh_CN.announcements.map((item) => item.title));
    expect(announcements.map((row) => row.titleEn)).toEqual(investorContent.en_US.announcements.map((item) => item.title));
    expect(rows.filter((row) => row.kind === "report").map((row) => row.title)).toEqual(
      investorContent.zh_CN.reports.map((item) => item.title),
    );

    const [first] = await publicList("announcements", "en_US");
    expect(first).toMatchObject({
      title: investorContent.en_US.announcements[0]?.title,
      date: investorContent.en_US.announcements[0]?.date,
    });
    const pdf = await app.request(first?.url ?? "");
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect(pdf.headers.get("content-disposition")).toMatch(/^inline; /);
    const text = Buffer.from(await pdf.arrayBuffer()).toString("latin1");
    expect(text.startsWith("%PDF-")).toBe(true);
    expect(text.trimEnd().endsWith("%%EOF")).toBe(true);
  });

  it.runIf(CJK_FONTS.some((font) => fs.existsSync(font.file)))(
    "renders the Chinese sample with a subset of a Chinese font embedded, the English one with the built-in fonts",
    async () => {
      const document = {
        kind: "announcement" as const,
        date: "2026-10-16",
        title: { zh_CN: "董事会会议决议公告", en_US: "Announcement of Board Resolutions" },
      };
      // The embedded font's name is in the (uncompressed) font dictionary.
      const chinese = (await renderSamplePdf(document, "zh_CN")).toString("latin1");
      expect(chinese).toMatch(/\/BaseFont \/[A-Z]{6}\+Noto\w*CJK/);
      expect(chinese).not.toContain("/BaseFont /Helvetica");
      const english = (await renderSamplePdf(document, "en_US")).toString("latin1");
      expect(english).toContain("/BaseFont /Helvetica");
      expect(english).not.toMatch(/CJK/);
    },
  );

  it("seeds every document with a Chinese and an English sample, and counts the shown ones until each is replaced or hidden", async () => {
    const rows = (await call<InvestorDocumentRow[]>("GET", "/api/admin/investor")).data;
    expect(rows.length).toBe(investorContent.zh_CN.reports.length + investorContent.zh_CN.announcements.length);
    for (const row of rows) {
      expect([row.file.sample, row.fileEn?.sample]).toEqual([true, true]);
      expect(row.fileEn?.id).not.toBe(row.file.id);
    }
    const samples = app.services.investorDocuments;
    expect(await samples.countPublishedSamples()).toBe(rows.length);

    const [first, second] = rows.filter((row) => row.kind === "announcement");
    const replace = async (id: number, text: string) =>
      app.request(`/api/admin/files/${id}`, { ...uploadRequest(tokens.editor, await samplePdf(text), `${text}.pdf`), method: "PUT" });
    // Still a sample in English while only the Chinese PDF is the operator's.
    expect((await replace(first!.file.id, "正式公告")).status).toBe(200);
    expect(await samples.countPublishedSamples()).toBe(rows.length);
    expect((await replace(first!.fileEn!.id, "Official notice")).status).toBe(200);
    expect(await samples.countPublishedSamples()).toBe(rows.length - 1);
    const after = (await call<InvestorDocumentRow[]>("GET", "/api/admin/investor")).data.find((row) => row.id === first!.id);
    expect([after?.file.sample, after?.fileEn?.sample]).toEqual([false, false]);

    const hide = async (hidden: boolean) =>
      call("PUT", `/api/admin/investor/${second!.id}`, {
        version: (await call<InvestorDocumentRow[]>("GET", "/api/admin/investor")).data.find((row) => row.id === second!.id)?.version,
        kind: "announcement",
        title: second!.title,
        titleEn: second!.titleEn,
        date: second!.date,
        fileId: second!.file.id,
        fileIdEn: second!.fileEn!.id,
        hidden,
      });
    expect((await hide(true)).code).toBe(200);
    expect(await samples.countPublishedSamples()).toBe(rows.length - 2);
    expect((await hide(false)).code).toBe(200);
  });

  it("pairs a document seeded with one PDF with its English sample, unless the operator replaced its Chinese one", async () => {
    // As a database seeded before the English samples: documents with one (Chinese) PDF.
    const rows = (await call<InvestorDocumentRow[]>("GET", "/api/admin/investor")).data.filter((row) => row.kind === "report");
    const [untouched, replaced] = rows;
    await database.handle.db
      .updateTable("investor_document")
      .set({ file_id_en: null })
      .where("id", "in", [untouched!.id, replaced!.id])
      .execute();
    await database.handle.db.updateTable("stored_file").set({ sample: 0 }).where("id", "=", replaced!.file.id).execute();

    await seedInvestorDocuments(database.handle.db);
    const after = (await call<InvestorDocumentRow[]>("GET", "/api/admin/investor")).data;
    expect(after.find((row) => row.id === untouched!.id)?.fileEn?.id).toBe(untouched!.fileEn!.id);
    expect(after.find((row) => row.id === replaced!.id)?.fileEn).toBeNull();
    await database.handle.db.updateTable("stored_file").set({ sample: 1 }).where("id", "=", replaced!.file.id).execute();
    await database.handle.db
      .updateTable("investor_document")
      .set({ file_id_en: replaced!.fileEn!.id })
      .where("id", "=", replaced!.id)
      .execute();
  });

  it("creates an announcement with its own English PDF, edits, hides and deletes it; the public list follows", async () => {
    const zh = await uploadPdf("中文公告", "临时公告.pdf");
    const en = await uploadPdf("English announcement", "notice.pdf");
    const image = await app.request("/api/admin/files", uploadRequest(tokens.editor, await sampleImage("png", 20, 20), "a.png"));
    const imageId = ((await image.json()) as Answer<AdminFile>).data.id;
    const input = { kind: "announcement", title: "临时公告", titleEn: "Ad-hoc notice", date: "2026-11-20", fileId: zh.id, fileIdEn: en.id };

    expect((await call("POST", "/api/admin/investor", { ...input, fileId: imageId })).code).toBe(400);
    expect((await call("POST", "/api/admin/investor", { ...input, date: "2026-13-45" })).code).toBe(500);
    const created = await call<InvestorDocumentRow>("POST", "/api/admin/investor", input);
    expect(created.code).toBe(200);
    const id = created.data.id;
    expect((await publicList("announcements")).at(0)).toMatchObject({ id, title: "临时公告", url: zh.url, date: "2026-11-20" });
    expect((await publicList("announcements", "en_US")).at(0)).toMatchObject({ id, title: "Ad-hoc notice", url: en.url });

    // The file is in use: the files screen refuses to delete it and says where.
    const refused = await call<null>("DELETE", `/api/admin/files/${zh.id}`);
    expect(refused.code).toBe(409);
    expect(refused.msg).toContain("临时公告");
    const listed = await app.request("/api/admin/files?q=临时公告", { headers: staffHeaders(tokens.editor) });
    const fileRows = ((await listed.json()) as { rows: Array<{ id: number; usedBy: unknown[] }> }).rows;
    expect(fileRows.find((row) => row.id === zh.id)?.usedBy).toEqual([{ kind: "investorDocument", id, label: "临时公告", public: true }]);

    // Replacing the PDF keeps the document and gives it the new url; a link to the old one leads there.
    const replaced = await app.request(`/api/admin/files/${zh.id}`, {
      ...uploadRequest(tokens.editor, await samplePdf("新版"), "新版.pdf"),
      method: "PUT",
    });
    const newUrl = ((await replaced.json()) as Answer<AdminFile>).data.url;
    expect((await publicList("announcements")).at(0)?.url).toBe(newUrl);
    const old = await app.request(zh.url);
    expect([old.status, old.headers.get("location")]).toEqual([302, newUrl]);

    expect((await call("PUT", `/api/admin/investor/${id}`, { ...input, hidden: true, version: 1 })).code).toBe(200);
    expect((await publicList("announcements")).some((item) => item.id === id)).toBe(false);
    expect((await call("DELETE", `/api/admin/investor/${id}`)).code).toBe(200);
    expect((await call("DELETE", `/api/admin/files/${zh.id}`)).code).toBe(200);

    const audit = await call<never>("GET", "/api/admin/audit?pageSize=100", undefined, tokens.admin);
    const actions = (audit as unknown as { rows: AuditRow[] }).rows.map((row) => `${row.action} ${row.target}`);
    for (const action of ["investorDocumentCreated", "investorDocumentChanged", "investorDocumentDeleted"])
      expect(actions).toContain(`${action} investor:${id}`);
  });

  it("lists announcements by date, newest first: a new one lands at the top, an older one at its date, on the page and in the console", async () => {
    const pdf = await uploadPdf("公告", "公告.pdf");
    const before = await publicList("announcements");
    expect(before.length).toBeGreaterThan(10);
    const add = async (title: string, date: string) =>
      (
        await call<InvestorDocumentRow>("POST", "/api/admin/investor", {
          kind: "announcement",
          title,
          titleEn: title,
          date,
          fileId: pdf.id,
        })
      ).data.id;
    const newest = await add("最新公告", "2026-12-01");
    const middle = await add("补录公告", "2026-05-01");
    const sameDay = await add("同日公告", "2026-12-01");

    const shown = (await publicList("announcements")).map((item) => item.id);
    // Two of one date: the one added last first.
    expect(shown.slice(0, 2)).toEqual([sameDay, newest]);
    const dates = (await publicList("announcements")).map((item) => item.date);
    expect(dates).toEqual(dates.toSorted().toReversed());
    expect(shown.indexOf(middle)).toBe(2 + before.filter((item) => item.date > "2026-05-01").length);
    const consoleIds = (await call<InvestorDocumentRow[]>("GET", "/api/admin/investor")).data
      .filter((row) => row.kind === "announcement")
      .map((row) => row.id);
    expect(consoleIds).toEqual(shown);

    // A changed date moves the document to its new place.
    const moved = (await call<InvestorDocumentRow[]>("GET", "/api/admin/investor")).data.find((row) => row.id === middle)!;
    await call("PUT", `/api/admin/investor/${middle}`, {
      kind: "announcement",
      title: moved.title,
      titleEn: moved.titleEn,
      date: "2027-01-05",
      fileId: pdf.id,
      version: moved.version,
    });
    expect((await publicList("announcements")).at(0)?.id).toBe(middle);
    for (const id of [newest, middle, sameDay]) expect((await call("DELETE", `/api/admin/investor/${id}`)).code).toBe(200);
  });

  it("keeps a list arranged by hand (new entries first) until it goes back to date order, and says so in the audit log", async () => {
    const orders = async () => (await call<InvestorListOrders>("GET", "/api/admin/investor-order")).data;
    expect(await orders()).toEqual({
      report: { manual: false, arrangedAt: null, arrangedBy: null },
      announcement: { manual: false, arrangedAt: null, arrangedBy: null },
    });
    expect((await call("GET", "/api/admin/investor-order", undefined, tokens.sales)).code).toBe(403);
    expect((await call("DELETE", "/api/admin/investor-order/announcement", undefined, tokens.sales)).code).toBe(403);

    const byDate = (await publicList("announcements")).map((item) => item.id);
    const [first, second, ...rest] = byDate as [number, number, ...number[]];
    const arranged = [second, ...rest, first];
    expect((await call("PUT", "/api/admin/investor-order", { kind: "announcement", ids: arranged })).code).toBe(200);
    expect((await publicList("announcements")).map((item) => item.id)).toEqual(arranged);
    expect(await orders()).toMatchObject({
      report: { manual: false },
      announcement: { manual: true, arrangedAt: expect.stringMatching(/^\d{4}-/), arrangedBy: "staff_editor" },
    });

    // Arranged by hand, a new document (even an old one) starts at the top, and a new date moves nothing.
    const pdf = await uploadPdf("手动", "手动.pdf");
    const added = (
      await call<InvestorDocumentRow>("POST", "/api/admin/investor", {
        kind: "announcement",
        title: "旧公告补录",
        titleEn: "Late filing",
        date: "2020-01-01",
        fileId: pdf.id,
      })
    ).data;
    expect((await publicList("announcements")).map((item) => item.id)).toEqual([added.id, ...arranged]);
    await call("PUT", `/api/admin/investor/${added.id}`, {
      kind: "announcement",
      title: added.title,
      titleEn: added.titleEn,
      date: "2019-06-01",
      fileId: pdf.id,
      version: added.version,
    });
    expect((await publicList("announcements")).map((item) => item.id)).toEqual([added.id, ...arranged]);

    const back = await call<InvestorDocumentRow[]>("DELETE", "/api/admin/investor-order/announcement");
    expect(back.code).toBe(200);
    expect((await publicList("announcements")).map((item) => item.id)).toEqual([...byDate, added.id]);
    expect(back.data.filter((row) => row.kind === "announcement").map((row) => row.id)).toEqual([...byDate, added.id]);
    expect((await orders()).announcement.manual).toBe(false);

    const sentences = async (language: string) =>
      (
        (await (
          await app.request("/api/admin/audit?action=investorDocumentsDateOrder", {
            headers: { ...staffHeaders(tokens.admin), "content-language": language },
          })
        ).json()) as { rows: AuditRow[] }
      ).rows.map((row) => row.sentence);
    expect(await sentences("zh_CN")).toEqual(["staff_editor 将投资者关系公告恢复为按日期排序（最新在前）"]);
    expect(await sentences("en_US")).toEqual(["staff_editor put the investor announcements back in date order, newest first"]);
    // Already in date order: nothing to undo, nothing logged.
    expect((await call("DELETE", "/api/admin/investor-order/announcement")).code).toBe(200);
    expect(await sentences("zh_CN")).toHaveLength(1);
    expect((await call("DELETE", `/api/admin/investor/${added.id}`)).code).toBe(200);
  });

  it("reorders and hides reports, and the public list and the zip follow what is stored", async () => {
    const rows = (await call<InvestorDocumentRow[]>("GET", "/api/admin/investor")).data.filter((row) => row.kind === "report");
    const reversed = rows.map((row) => row.id).toReversed();
    expect((await call("PUT", "/api/admin/investor-order", { kind: "report", ids: reversed.slice(1) })).code).toBe(409);
    expect((await call("PUT", "/api/admin/investor-order", { kind: "report", ids: reversed })).code).toBe(200);
    const hidden = rows[0]!;
    await call("PUT", `/api/admin/investor/${hidden.id}`, {
      version: hidden.version,
      kind: "report",
      reportKind: hidden.reportKind,
      year: hidden.year,
      title: hidden.title,
      titleEn: hidden.titleEn,
      date: hidden.date,
      fileId: hidden.file.id,
      hidden: true,
    });
    const shown = await publicList("reports", "en_US");
    expect(shown.map((item) => item.id)).toEqual(reversed.filter((id) => id !== hidden.id));
    const zip = await app.request("/api/v1/web/investor/reports/zip", { headers: { "content-language": "en_US" } });
    expect(zipEntryNames(Buffer.from(await zip.arrayBuffer()))).toEqual(shown.map((item) => item.fileName));

    const audit = (await call<never>("GET", "/api/admin/audit?pageSize=100", undefined, tokens.admin)) as unknown as { rows: AuditRow[] };
    expect(audit.rows.some((row) => row.action === "investorDocumentsReordered" && row.target === "investor:report")).toBe(true);
  });
});
