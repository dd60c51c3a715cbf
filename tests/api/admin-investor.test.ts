import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AuditRow } from "../../common/contracts/admin-audit.ts";
import type { AdminFile } from "../../common/contracts/admin-files.ts";
import type { InvestorDocumentRow } from "../../common/contracts/admin-investor.ts";
import type { InvestorDocumentEntry } from "../../common/contracts/content.ts";
import { investorContent } from "../../content/pages/investor.ts";
import { CJK_FONTS, renderAnnouncement } from "../../server/db/seed/investor-documents.ts";
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
    "renders the sample announcements in both languages with a Chinese font",
    async () => {
      const pdf = await renderAnnouncement({
        zh: "董事会会议决议公告",
        en: "Announcement of Board Resolutions",
        date: "2026-10-16",
      });
      const text = pdf.toString("latin1");
      // The embedded Chinese font's name is in the (uncompressed) font dictionary; Helvetica carries the English.
      expect(text).toMatch(/\/BaseFont \/[A-Z]{6}\+Noto\w*CJK/);
      expect(text).toContain("/BaseFont /Helvetica");
    },
  );

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
    expect((await publicList("announcements")).at(-1)).toMatchObject({ id, title: "临时公告", url: zh.url, date: "2026-11-20" });
    expect((await publicList("announcements", "en_US")).at(-1)).toMatchObject({ id, title: "Ad-hoc notice", url: en.url });

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
    expect((await publicList("announcements")).at(-1)?.url).toBe(newUrl);
    const old = await app.request(zh.url);
    expect([old.status, old.headers.get("location")]).toEqual([302, newUrl]);

    expect((await call("PUT", `/api/admin/investor/${id}`, { ...input, hidden: true })).code).toBe(200);
    expect((await publicList("announcements")).some((item) => item.id === id)).toBe(false);
    expect((await call("DELETE", `/api/admin/investor/${id}`)).code).toBe(200);
    expect((await call("DELETE", `/api/admin/files/${zh.id}`)).code).toBe(200);

    const audit = await call<never>("GET", "/api/admin/audit?pageSize=100", undefined, tokens.admin);
    const actions = (audit as unknown as { rows: AuditRow[] }).rows.map((row) => `${row.action} ${row.target}`);
    for (const action of ["investorDocumentCreated", "investorDocumentChanged", "investorDocumentDeleted"])
      expect(actions).toContain(`${action} investor:${id}`);
  });

  it("reorders and hides reports, and the public list and the zip follow what is stored", async () => {
    const rows = (await call<InvestorDocumentRow[]>("GET", "/api/admin/investor")).data.filter((row) => row.kind === "report");
    const reversed = rows.map((row) => row.id).toReversed();
    expect((await call("PUT", "/api/admin/investor-order", { kind: "report", ids: reversed.slice(1) })).code).toBe(400);
    expect((await call("PUT", "/api/admin/investor-order", { kind: "report", ids: reversed })).code).toBe(200);
    const hidden = rows[0]!;
    await call("PUT", `/api/admin/investor/${hidden.id}`, {
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
