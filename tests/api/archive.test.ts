import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { WEB_CLIENT_ID } from "../../common/constants.ts";
import { createApp } from "../../server/app.ts";
import { loadConfig } from "../../server/config.ts";
import type { DatabaseKind } from "../../server/db/database.ts";
import { createLogger } from "../../server/logger.ts";
import { exportArchive, importArchive, type Manifest } from "../../server/operations/archive.ts";
import { hashPassword } from "../../server/security/passwords.ts";
import { createServices } from "../../server/services/container.ts";
import { localDiskStorage } from "../../server/storage/file-storage.ts";
import { encryptedPost, type ApiTarget } from "../support/api-client.ts";
import { samplePdf } from "../support/sample-files.ts";
import { signInStaff, STAFF_PASSWORD, staffHeaders, uploadRequest } from "../support/staff-session.ts";
import { createTestApp, manualClock, testEnvelopeKeys, type TestApp } from "../support/test-app.ts";
import { createTestDatabase, POSTGRES_ADMIN_URL } from "../support/test-database.ts";

/**
 * Issue 32: moving a site between SQLite and PostgreSQL is `export` then `import` into an empty
 * database of the other kind. Both moves: every table's count and checksum match (the target
 * exported again gives the same manifest), the public content and the console's leads are the
 * same, a visitor and a staff member sign in with their old passwords, files come back byte for byte.
 */
const VISITOR_PASSWORD = "Harbour2026";
const tables = (manifest: Manifest) => manifest.tables.map(({ name, rows, sha256 }) => ({ name, rows, sha256 }));

/** What a visitor's pages and the console show, read through the API. */
async function shownContent(app: ApiTarget, staffToken: string) {
  const get = async (url: string, headers: Record<string, string> = {}) => (await app.request(url, { headers })).json();
  const news = (await get("/api/v1/web/news/list?pageNum=1&pageSize=50")) as { rows: Array<{ id: number }> };
  return {
    news,
    article: await get(`/api/v1/web/news/${news.rows[0]?.id}`),
    cases: await get("/api/v1/web/index/customerCase/list"),
    solutions: await get("/api/v1/web/index/solution/list"),
    reports: await get("/api/v1/web/investor/reports"),
    announcements: await get("/api/v1/web/investor/announcements"),
    leads: await get("/api/admin/leads?pageNum=1&pageSize=50", staffHeaders(staffToken)),
  };
}

const signIn = (app: ApiTarget, username: string, password: string) =>
  encryptedPost<{ access_token: string }>(app, "/api/v1/web/user/login", { username, password }, { headers: { granttype: "password" } });

async function sourceSite(kind: DatabaseKind) {
  const database = await createTestDatabase(kind);
  const app = await createTestApp(database.handle, { TRUST_PROXY: "true" });
  const clock = app.services.clock;
  await database.handle.db
    .insertInto("web_user")
    .values({
      username: "mover",
      nickname: "Mover",
      email: "mover@example.test",
      password_hash: await hashPassword(VISITOR_PASSWORD),
      created_at: clock.now(),
    })
    .execute();
  const visitor = (await signIn(app, "mover", VISITOR_PASSWORD)).envelope.data.access_token;
  const booked = await app.request("/api/v1/web/user/booking", {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${visitor}`, clientid: WEB_CLIENT_ID },
    body: JSON.stringify({ username: "迁移访客", phone: "13800138000", company: "迁移测试公司", remark: "moving" }),
  });
  expect(((await booked.json()) as { code: number }).code).toBe(200);
  const staff = await signInStaff(app, "admin", "move_admin");
  const pdf = await samplePdf(`Moved from ${kind}`);
  const upload = (await (
    await app.request("/api/admin/files", uploadRequest(staff, pdf, "moved.pdf", { type: "application/pdf" }))
  ).json()) as {
    data: { url: string };
  };
  // Issue 26's publishing fields travel with their articles.
  await database.handle.db
    .updateTable("news")
    .set({
      seo_title: "迁移后的 SEO 标题",
      seo_description_en: "Moved description",
      cover_alt: "迁移封面",
      unpublish_at: clock.now() + 86_400_000,
    })
    .execute();
  return { database, app, staff, pdf, fileUrl: upload.data.url };
}

/** An app over an imported database: nothing seeded, its own file storage. */
async function importedSite(kind: DatabaseKind, archive: string) {
  const database = await createTestDatabase(kind);
  const storage = localDiskStorage(fs.mkdtempSync(path.join(os.tmpdir(), "site-imported-files-")));
  const manifest = await importArchive({ database: database.handle, storage, archive });
  const config = loadConfig({ NODE_ENV: "test", DATA_DIR: "/tmp/unused", TRUST_PROXY: "true" });
  const logger = createLogger("silent");
  const envelopeKeys = await testEnvelopeKeys();
  const services = createServices({ config, database: database.handle, logger, envelopeKeys, clock: manualClock(), storage });
  await services.siteSettings.load();
  const app: TestApp = Object.assign(createApp({ config, database: database.handle, logger, version: "0.0.0-test", services }), {
    services,
    envelopeKeys,
  });
  return { database, app, storage, manifest };
}

describe.skipIf(!POSTGRES_ADMIN_URL)("moving the site between databases", () => {
  it.each([
    ["sqlite", "postgres"],
    ["postgres", "sqlite"],
  ] as const)("from %s to %s keeps every row, password and file", async (from, to) => {
    const work = fs.mkdtempSync(path.join(os.tmpdir(), "site-archive-"));
    const source = await sourceSite(from);
    const target = await importedSite(
      to,
      await (async () => {
        const archive = path.join(work, "site.tar.gz");
        await exportArchive({ database: source.database.handle, storage: source.app.services.storage, out: archive });
        return archive;
      })(),
    );
    try {
      const again = await exportArchive({
        database: target.database.handle,
        storage: target.storage,
        out: path.join(work, "again.tar.gz"),
      });
      expect(tables(again)).toEqual(tables(target.manifest));
      expect(again.files).toEqual(target.manifest.files);
      expect(target.manifest.tables.find((table) => table.name === "booking")?.rows).toBe(1);
      expect(target.manifest.files.length).toBeGreaterThan(1);

      const staffThere = (await signIn(target.app, "move_admin", STAFF_PASSWORD)).envelope;
      expect(staffThere.code).toBe(200);
      const shown = await shownContent(target.app, staffThere.data.access_token);
      expect(shown).toEqual(await shownContent(source.app, source.staff));
      expect(shown.article).toMatchObject({
        data: {
          news: { seo: { zh: { title: "迁移后的 SEO 标题" }, en: { description: "Moved description" } }, coverAlt: { zh: "迁移封面" } },
        },
      });
      expect((await signIn(target.app, "mover", VISITOR_PASSWORD)).envelope.code).toBe(200);
      expect((await signIn(target.app, "mover", "Wrong2026x")).envelope.code).not.toBe(200);

      const file = await target.app.request(source.fileUrl);
      expect(file.status).toBe(200);
      expect(Buffer.from(await file.arrayBuffer()).equals(source.pdf)).toBe(true);
      // New rows take ids after the imported ones (PostgreSQL's identity columns were moved on).
      const next = await target.database.handle.db
        .insertInto("audit_log")
        .values({ actor_id: 0, actor_name: "test", action: "moved", target: "site", detail: "{}", ip: "192.0.2.1", created_at: Date.now() })
        .returning("id")
        .executeTakeFirstOrThrow();
      expect(next.id).toBeGreaterThan(target.manifest.tables.find((table) => table.name === "audit_log")?.rows ?? 0);

      await expect(
        importArchive({ database: target.database.handle, storage: target.storage, archive: path.join(work, "again.tar.gz") }),
      ).rejects.toThrow(/not empty/);
    } finally {
      await source.database.drop();
      await target.database.drop();
      fs.rmSync(work, { recursive: true, force: true });
    }
  });
});
