import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../server/config.ts";
import { migrateToLatest, openDatabase } from "../../server/db/database.ts";
import { runDoctor, type Check } from "../../server/operations/doctor.ts";
import { FORWARDED_UNTRUSTED_KEY, recordInstance } from "../../server/operations/instance-facts.ts";
import { fileStorageFrom } from "../../server/storage/storage-from-config.ts";
import { freePort } from "../support/server-process.ts";
import { startS3Server } from "../support/s3-server.ts";
import { startSmtpCapture, type SmtpCapture } from "../support/smtp-capture.ts";
import { createTestApp } from "../support/test-app.ts";
import { createTestDatabase, databaseKinds } from "../support/test-database.ts";

/** Port of this file's S3 server (file-storage.test.ts uses 3231). */
const S3_PORT = 3232;
const projectRoot = path.resolve(import.meta.dirname, "..", "..");

/** What a production instance should have: real operator facts, https, reachable transports. */
const GOOD_ENV = {
  SITE_ORIGIN: "https://www.cloud-provider.test",
  SITE_HOTLINE: "400-000-0000 (test line)",
  SITE_COMPLAINT_HOTLINE: "400-000-0001 (test line)",
  SITE_ICP_FILING: "ICP filing (test value)",
  SITE_PSB_FILING: "PSB filing (test value)",
  SITE_PARENT_COMPANY_URL: "https://group.cloud-provider.test/",
  SITE_CHAT_URL: "https://chat.cloud-provider.test/",
  SITE_CONTACT_QR_TEXT: "https://www.cloud-provider.test/contact",
  SITE_CONSULTANT_QR_TEXT: "https://www.cloud-provider.test/consultant",
  SALES_EMAIL: "sales@cloud-provider.test",
  MAIL_FROM: "Cloud <no-reply@cloud-provider.test>",
  SITE_PRIVACY_CONTACT: "privacy@cloud-provider.test",
  TRUST_PROXY: "127.0.0.1",
  PROOF_OF_WORK_SECRET: "a-pinned-proof-of-work-secret-0123456789",
  METRICS_TOKEN: "a-metrics-token-0123456789",
};

const outcomes = (checks: Check[]) => Object.fromEntries(checks.map((entry) => [entry.name, entry.outcome]));

let smtp: SmtpCapture;
let s3: Awaited<ReturnType<typeof startS3Server>>;
beforeAll(async () => {
  smtp = await startSmtpCapture();
  s3 = await startS3Server(S3_PORT);
});
afterAll(async () => {
  await smtp?.close();
  await s3?.stop();
});

describe.each(databaseKinds)("the doctor on %s", (kind) => {
  it("fails a configuration with placeholders, http, an unreachable SMTP, an untrusted proxy and differing secrets", async () => {
    const database = await createTestDatabase(kind);
    try {
      const closedPort = await freePort();
      const config = loadConfig({
        DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), "site-doctor-")),
        SMTP_URL: `smtp://127.0.0.1:${closedPort}`,
        SENT_MAIL_RETENTION_DAYS: "400",
        ANALYTICS_RAW_DAYS: "365",
      });
      // Seeded as at a first start: the sample investor documents are published.
      await createTestApp(database.handle);
      const db = database.handle.db;
      const now = Date.now();
      await db
        .insertInto("site_meta")
        .values({ key: FORWARDED_UNTRUSTED_KEY, value: new Date(now).toISOString(), updated_at: now })
        .execute();
      await db
        .insertInto("outbox")
        .values({
          channel: "sms",
          recipient: "13800138000",
          subject: "",
          body: "code",
          status: "pending",
          attempts: 0,
          next_attempt_at: now,
          last_error: null,
          created_at: now,
          sent_at: null,
        })
        .execute();
      await recordInstance(db, { instance: "web-1:3000", proofOfWorkSecret: "one secret", encryptPublicKey: "key" });
      await recordInstance(db, { instance: "web-2:3000", proofOfWorkSecret: "another secret", encryptPublicKey: "key" });

      const checks = await runDoctor({ config, database: database.handle, storage: await fileStorageFrom(config) });
      expect(outcomes(checks)).toMatchObject({
        database: "pass",
        migrations: "pass",
        placeholders: "fail",
        "site origin": "fail",
        smtp: "fail",
        "sms webhook": "fail",
        "trust proxy": "fail",
        "secrets across instances": "fail",
        "file storage": kind === "postgres" ? "fail" : "pass",
        metrics: "warn",
        retention: "warn",
        // The seed publishes its sample investor PDFs (issue 33) until the console replaces them.
        "sample documents": "warn",
      });
      expect(checks.find((entry) => entry.name === "placeholders")?.detail).toMatch(/hotline.*icpFiling.*parentCompanyUrl/);
      expect(checks.find((entry) => entry.name === "sms webhook")?.detail).toContain("1 message(s) wait");
      expect(checks.find((entry) => entry.name === "retention")?.detail).toMatch(/SENT_MAIL_RETENTION_DAYS.*ANALYTICS_RAW_DAYS/);
      expect(checks.find((entry) => entry.name === "postgresql version")?.outcome).toBe(kind === "postgres" ? "pass" : undefined);
    } finally {
      await database.drop();
    }
  });

  it("passes a production configuration", async () => {
    const database = await createTestDatabase(kind);
    try {
      const config = loadConfig({
        ...GOOD_ENV,
        ...(kind === "postgres" ? s3.env : {}),
        DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), "site-doctor-")),
        SMTP_URL: smtp.url,
        SMS_WEBHOOK_URL: `http://127.0.0.1:${S3_PORT}/sms`,
      });
      await recordInstance(database.handle.db, {
        instance: "web-1:3000",
        proofOfWorkSecret: GOOD_ENV.PROOF_OF_WORK_SECRET,
        encryptPublicKey: "key",
      });
      const checks = await runDoctor({ config, database: database.handle, storage: await fileStorageFrom(config) });
      expect(checks.filter((entry) => entry.outcome === "fail")).toEqual([]);
      expect(outcomes(checks)).toMatchObject({
        smtp: "pass",
        "sms webhook": "pass",
        "trust proxy": "pass",
        "file storage": "pass",
        placeholders: "pass",
      });
    } finally {
      await database.drop();
    }
  });
});

const admin = (args: string[], env: Record<string, string> = {}) =>
  spawnSync(process.execPath, ["server/cli/admin.ts", ...args], { cwd: projectRoot, env: { ...process.env, ...env }, encoding: "utf8" });

describe("npm run admin", () => {
  it("runs the doctor and exits 1 on a fail, printing each check", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "site-doctor-cli-"));
    const database = openDatabase({ sqliteFile: path.join(dataDir, "site.db") });
    await migrateToLatest(database.db);
    await database.close();
    const run = admin(["doctor"], { DATA_DIR: dataDir, DATABASE_URL: "", SITE_ORIGIN: "http://127.0.0.1:3000" });
    expect(run.status).toBe(1);
    expect(run.stdout).toMatch(/^FAIL\s+site origin\s+SITE_ORIGIN http:\/\/127\.0\.0\.1:3000 is not https/m);
    expect(run.stdout).toMatch(/^PASS\s+database\s+sqlite answers/m);
    expect(run.stdout).toMatch(/\d+ passed, \d+ warned, \d+ failed/);
  });

  it("lists its commands with --help, and answers an unknown command or option with usage, not a stack trace", () => {
    const listed = admin(["--help"]);
    expect(listed.status).toBe(0);
    for (const name of ["create-user", "doctor", "export", "import", "backup"]) expect(listed.stdout).toContain(`  ${name} `);
    const unknown = admin(["frobnicate"]);
    expect(unknown.status).toBe(2);
    expect(unknown.stderr).toContain('Unknown command "frobnicate"');
    const badOption = admin(["export", "--to", "x"]);
    expect(badOption.status).toBe(2);
    expect(badOption.stderr).toContain("Usage: npm run admin -- export --out");
    for (const run of [unknown, badOption]) expect(run.stderr).not.toMatch(/\n\s+at /);
  });
});
