import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrateToLatest, openDatabase, type DatabaseHandle } from "../../server/db/database.ts";
import { sha256 } from "../../server/security/tokens.ts";
import { createAuditReader } from "../../server/services/audit-reader.ts";
import { createAuditLog } from "../../server/services/audit-log.ts";
import { systemClock } from "../../server/services/clock.ts";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../support/test-database.ts";

const projectRoot = path.resolve(import.meta.dirname, "..", "..");
const PASSWORD = "Choose-A-Str0ng-One";

/** `npm run admin -- ...` as the README gives it: the same script, run by this Node. */
async function admin(env: Record<string, string>, ...args: string[]) {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, ["server/cli/admin.ts", ...args], {
      cwd: projectRoot,
      env: { ...process.env, NODE_ENV: "production", DATABASE_URL: "", ...env },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

/** A stack trace's frames ("    at main (file:...)"), which an operator must never see for a mistyped command. */
const STACK_FRAME = /^\s+at /m;

// The table's --help and unknown commands in general: tests/api/doctor.test.ts.
it("lists the account commands in its usage, and answers one without its username with the command's usage", async () => {
  const help = await admin({}, "--help");
  expect(help.code).toBe(0);
  for (const command of ["list-staff", "disable-user", "enable-user", "reset-two-step"]) expect(help.stdout).toContain(`  ${command} `);
  const own = await admin({}, "reset-two-step", "--help");
  expect(own).toMatchObject({ code: 0, stdout: expect.stringContaining("Usage: npm run admin -- reset-two-step --username <name>") });
  const missing = await admin({}, "reset-two-step");
  expect(missing.code).toBe(2);
  expect(missing.stderr).toContain("--username is required");
  expect(missing.stderr).toContain("Usage: npm run admin -- reset-two-step --username <name> [--reason <text>]");
  const badOption = await admin({}, "disable-user", "--username", "x", "--force");
  expect(badOption.code).toBe(2);
  for (const run of [help, own, missing, badOption]) expect(run.stdout + run.stderr).not.toMatch(STACK_FRAME);
});

describe.each(databaseKinds)("the operator command line on %s", (kind) => {
  let env: Record<string, string>;
  let db: DatabaseHandle;
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    if (kind === "postgres") {
      const database: TestDatabase = await createTestDatabase("postgres");
      env = { DATABASE_URL: database.url! };
      db = database.handle;
      cleanup = () => database.drop();
    } else {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "site-cli-"));
      env = { DATA_DIR: dataDir };
      db = openDatabase({ sqliteFile: path.join(dataDir, "site.db") });
      await migrateToLatest(db.db);
      cleanup = async () => {
        await db.close();
        fs.rmSync(dataDir, { recursive: true, force: true });
      };
    }
  });
  afterAll(() => cleanup());

  const account = (username: string) => db.db.selectFrom("web_user").selectAll().where("username", "=", username).executeTakeFirstOrThrow();
  const sentencesOf = async (action: string) =>
    (
      await createAuditReader({ db: db.db, audit: createAuditLog(db.db, systemClock), clock: systemClock, timeZone: "Asia/Shanghai" }).list(
        { action: action as "twoStepReset", actor: "", sort: "createdAt", order: "desc", pageNum: 1, pageSize: 10 },
        "zh_CN",
      )
    ).rows;

  it("creates staff and lists them, visitors left out", async () => {
    expect(
      (await admin(env, "create-user", "--username", "ops_admin", "--password", PASSWORD, "--email", "ops@example.test", "--role", "admin"))
        .code,
    ).toBe(0);
    expect(
      (
        await admin(
          env,
          "create-user",
          "--username",
          "ops_editor",
          "--password",
          PASSWORD,
          "--email",
          "ed@example.test",
          "--role",
          "editor",
        )
      ).code,
    ).toBe(0);
    await db.db
      .insertInto("web_user")
      .values({ username: "just_a_visitor", nickname: "访客", email: "v@example.test", created_at: Date.now() })
      .execute();
    const weak = await admin(
      env,
      "create-user",
      "--username",
      "weak_one",
      "--password",
      "weak",
      "--email",
      "w@example.test",
      "--role",
      "sales",
    );
    expect(weak.code).toBe(1);
    expect(weak.stderr).toContain("The password must be 8-32 characters");
    expect(weak.stderr).not.toMatch(STACK_FRAME);

    const listed = await admin(env, "list-staff");
    expect(listed.code).toBe(0);
    const lines = listed.stdout.trim().split("\n");
    expect(lines[0]).toMatch(/^id\s+username\s+name\s+e-mail\s+roles\s+status\s+two-step\s+last sign-in \(Asia\/Shanghai\)$/);
    expect(lines.slice(1).map((line) => line.split(/\s{2,}/).slice(1, 7))).toEqual([
      ["ops_admin", "ops_admin", "ops@example.test", "admin", "active", "off"],
      ["ops_editor", "ops_editor", "ed@example.test", "editor", "active", "off"],
    ]);
    expect(listed.stdout).not.toContain("just_a_visitor");
  });

  it("disables an account, ending its sessions, and says so in the audit log", async () => {
    const before = await account("ops_editor");
    const disabled = await admin(env, "disable-user", "--username", "ops_editor");
    expect(disabled).toMatchObject({ code: 0 });
    expect(disabled.stdout).toContain('Disabled account "ops_editor"');
    const after = await account("ops_editor");
    expect(after.status).toBe("disabled");
    // Every session of the account, and any sign-in under way, now belongs to an old generation.
    expect(after.credential_generation).toBe(before.credential_generation + 1);
    expect((await sentencesOf("userChanged"))[0]!.sentence).toBe("服务器命令行 停用了账号 ops_editor");
    expect((await admin(env, "list-staff")).stdout).toMatch(/ops_editor .* disabled /);
    expect((await admin(env, "enable-user", "--username", "ops_editor")).code).toBe(0);
    expect((await account("ops_editor")).status).toBe("active");

    const nobody = await admin(env, "disable-user", "--username", "nobody_here");
    expect(nobody).toMatchObject({ code: 1, stderr: expect.stringContaining("No account has that username.") });
  });

  it("resets the two-step sign-in of the only admin: secret and recovery codes gone, reason logged", async () => {
    const chief = await account("ops_admin");
    await db.db.updateTable("web_user").set({ totp_secret: "JBSWY3DPEHPK3PXP", totp_last_step: 1 }).where("id", "=", chief.id).execute();
    await db.db
      .insertInto("two_step_recovery_code")
      .values(["a", "b"].map((code) => ({ user_id: chief.id, code_hash: sha256(code), created_at: Date.now() })))
      .execute();
    expect((await admin(env, "list-staff")).stdout).toMatch(/ops_admin .* on /);

    const reset = await admin(env, "reset-two-step", "--username", "ops_admin", "--reason", "手机丢失，已当面核实");
    expect(reset.code).toBe(0);
    expect(reset.stdout).toContain('Two-step sign-in of "ops_admin" is off');
    const after = await account("ops_admin");
    expect(after).toMatchObject({ totp_secret: null, totp_last_step: null, credential_generation: chief.credential_generation + 1 });
    expect(await db.db.selectFrom("two_step_recovery_code").select("id").where("user_id", "=", chief.id).execute()).toEqual([]);
    const logged = (await sentencesOf("twoStepReset"))[0]!;
    expect(logged).toMatchObject({ actorName: "operator", target: `user:${chief.id}`, detail: { reason: "手机丢失，已当面核实" } });
    expect(logged.sentence).toBe("服务器命令行 重置了账号 ops_admin 的两步验证，原因：“手机丢失，已当面核实”");

    const again = await admin(env, "reset-two-step", "--username", "ops_admin");
    expect(again).toMatchObject({ code: 1, stderr: expect.stringContaining("Two-step sign-in is not on for this account") });
  });
});
