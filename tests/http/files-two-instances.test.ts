import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { samplePdf } from "../support/sample-files.ts";
import { startServer, type RunningServer } from "../support/server-process.ts";
import { signInStaffAt, uploadRequest } from "../support/staff-session.ts";
import { createTestDatabase, POSTGRES_ADMIN_URL, type TestDatabase } from "../support/test-database.ts";

/**
 * Issue 32: two instances on one PostgreSQL database with FILE_STORAGE=local. The second one used
 * to answer every file with 200, a length and a year of caching, then no body. A file is now opened
 * before any header goes out: what this instance's disk does not have is a 503 with a log line
 * naming the cause, never a cached empty 200.
 */
describe.skipIf(!POSTGRES_ADMIN_URL)("files on two instances with local storage and one PostgreSQL database", () => {
  let database: TestDatabase;
  let first: RunningServer;
  let second: RunningServer;

  beforeAll(async () => {
    database = await createTestDatabase("postgres");
    const env = { DATABASE_URL: database.url as string, FILE_STORAGE: "local" };
    first = await startServer(env);
    second = await startServer(env);
  });
  afterAll(async () => {
    await Promise.all([first?.stop(), second?.stop()]);
    await database?.drop();
  });

  it("warns at start-up on both", () => {
    for (const server of [first, second]) expect(server.output()).toContain("FILE_STORAGE=local with a PostgreSQL database");
  });

  it("a file uploaded on one is served there, and answered 503 by the other, never an empty 200", async () => {
    const token = await signInStaffAt(first.origin, database.handle.db, "editor", "files_editor");
    const pdf = await samplePdf("Two instances");
    const upload = await fetch(`${first.origin}/api/admin/files`, uploadRequest(token, pdf, "report.pdf", { type: "application/pdf" }));
    const { code, data } = (await upload.json()) as { code: number; data: { url: string } };
    expect(code).toBe(200);

    const there = await fetch(first.origin + data.url);
    expect(there.status).toBe(200);
    expect(Buffer.from(await there.arrayBuffer()).equals(pdf)).toBe(true);

    for (const method of ["GET", "HEAD"]) {
      const elsewhere = await fetch(second.origin + data.url, { method });
      expect(elsewhere.status).toBe(503);
      expect(elsewhere.headers.get("cache-control")).toBe("no-store");
      expect(elsewhere.headers.get("content-type")).not.toBe("application/pdf");
    }
    const logLine = second
      .output()
      .split("\n")
      .find((line) => line.includes("stored file cannot be read on this instance"));
    expect(logLine).toContain("FILE_STORAGE=local with a shared PostgreSQL database");
  });
});
