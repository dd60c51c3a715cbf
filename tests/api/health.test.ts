import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../support/test-app.ts";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../support/test-database.ts";

describe.each(databaseKinds)("health and API fallbacks on %s", (kind) => {
  let database: TestDatabase;
  let app: TestApp;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    app = await createTestApp(database.handle);
  });
  afterAll(() => database.drop());

  it("reports status, version and the database kind in the envelope", async () => {
    const response = await app.request("/api/health");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      code: 200,
      msg: "操作成功",
      data: { status: "up", version: "0.0.0-test", database: kind },
    });
  });

  it("answers liveness without asking the database, and readiness with 503 once the database is gone", async () => {
    const doomed = await createTestDatabase(kind);
    const doomedApp = await createTestApp(doomed.handle);
    expect(await (await doomedApp.request("/api/health/live")).json()).toMatchObject({ code: 200, data: { status: "up" } });
    expect((await doomedApp.request("/api/health")).status).toBe(200);
    await doomed.drop();
    const ready = await doomedApp.request("/api/health");
    expect(ready.status).toBe(503);
    expect(await ready.json()).toMatchObject({ code: 503, msg: "数据库暂时无法访问" });
    expect(await (await doomedApp.request("/api/health/live")).json()).toMatchObject({ code: 200 });
  });

  it("answers readiness with every check, and 503 naming the failed ones once the database is gone", async () => {
    const ready = await app.request("/api/health/ready");
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({
      code: 200,
      data: { status: "ready", checks: { database: "ok", migrations: "ok", storage: "ok", renderThreads: "none" } },
    });
    const doomed = await createTestDatabase(kind);
    const doomedApp = await createTestApp(doomed.handle);
    await doomed.drop();
    const unready = await doomedApp.request("/api/health/ready", { headers: { "Content-Language": "en_US" } });
    expect(unready.status).toBe(503);
    expect(await unready.json()).toMatchObject({
      code: 503,
      msg: "The server is not ready",
      data: { status: "unready", checks: { database: "failed", migrations: "failed", storage: "ok" } },
    });
  });

  it("answers readiness 503 while a migration of this code has not run", async () => {
    await database.handle.db
      .deleteFrom("kysely_migration" as never)
      .where("name" as never, "=", "011-replaced-file-urls" as never)
      .execute();
    try {
      const answer = await app.request("/api/health/ready");
      expect(answer.status).toBe(503);
      expect(await answer.json()).toMatchObject({ data: { status: "unready", checks: { database: "ok", migrations: "pending" } } });
    } finally {
      await database.handle.db
        .insertInto("kysely_migration" as never)
        .values({ name: "011-replaced-file-urls", timestamp: new Date().toISOString() } as never)
        .execute();
    }
  });

  it("answers in the request's language", async () => {
    const response = await app.request("/api/health", { headers: { "Content-Language": "en_US" } });
    expect((await response.json()).msg).toBe("Success");
  });

  it("answers unknown API paths with a JSON 404 envelope, never the HTML app", async () => {
    for (const [method, path] of [
      ["GET", "/api/no-such-thing"],
      ["POST", "/api/v1/unknown"],
      ["DELETE", "/api/health/extra"],
    ] as const) {
      const response = await app.request(path, { method });
      expect(response.headers.get("content-type")).toMatch(/^application\/json/);
      expect(await response.json()).toMatchObject({ code: 404, msg: "访问资源不存在", data: null });
    }
  });

  it("serves the configured QR codes as SVG and 404s other names", async () => {
    const qrApp = await createTestApp(database.handle, { SITE_CONTACT_QR_TEXT: "https://contact.example/qr" });
    const response = await qrApp.request("/api/site/qr/contact.svg");
    expect(response.headers.get("content-type")).toMatch(/^image\/svg\+xml/);
    const svg = await response.text();
    expect(svg).toMatch(/^<svg[^>]*viewBox/);
    const other = await qrApp.request("/api/site/qr/consultant.svg");
    expect(await other.text()).not.toBe(svg);
    expect(await (await qrApp.request("/api/site/qr/secret.svg")).json()).toMatchObject({ code: 404 });
  });

  it("has run the migrations", async () => {
    // Tables exist and hold only what seeding writes: no key, secret or version before the server runs.
    const rows = await database.handle.db.selectFrom("site_meta").select("key").execute();
    expect(rows).toEqual([{ key: "investor-documents-seeded" }]);
  });
});
