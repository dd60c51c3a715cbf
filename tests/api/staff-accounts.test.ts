import { generate } from "otplib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AuditRow } from "../../common/contracts/admin-audit.ts";
import type { InvitationRow } from "../../common/contracts/admin-invitations.ts";
import type { AdminUserRow } from "../../common/contracts/admin-users.ts";
import { PASSWORD_CHECKS } from "../../server/services/account-settings.ts";
import { INVITATION_TTL_MS } from "../../server/services/staff-invitations.ts";
import { TWO_STEP_GUESSES } from "../../server/services/two-step.ts";
import { hashPassword } from "../../server/security/passwords.ts";
import { encryptedPost } from "../support/api-client.ts";
import { startSmtpCapture, type SmtpCapture } from "../support/smtp-capture.ts";
import { signInStaff, STAFF_PASSWORD, staffHeaders } from "../support/staff-session.ts";
import { createTestApp, manualClock, type TestApp } from "../support/test-app.ts";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../support/test-database.ts";

/** Tuesday 3 November 2026, 02:30 in Beijing (Monday 18:30 UTC): a day filter in UTC would put it on the 2nd. */
const TUESDAY_0230_BEIJING = Date.UTC(2026, 10, 2, 18, 30);
const ORIGIN = "https://console.example.test";
const MINUTE = 60_000;

interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
  rows: T extends unknown[] ? T : never;
  total: number;
}

/** The token of the invitation link in an e-mail. */
const linkIn = (text: string) => {
  const match = /(https:\/\/console\.example\.test\/admin\/invitation#([\w-]+))/.exec(text);
  if (!match) throw new Error(`No invitation link in: ${text}`);
  return match[2]!;
};

describe.each(databaseKinds)("staff accounts on %s", (kind) => {
  let database: TestDatabase;
  let app: TestApp;
  let smtp: SmtpCapture;
  const clock = manualClock(Date.UTC(2026, 9, 26, 1, 0));
  let admin = "";
  /** The admin's authenticator secret, once it has turned two-step sign-in on. */
  let adminSecret = "";
  let visitorCount = 0;

  async function api<T>(method: string, path: string, body?: unknown, token = admin, language = "zh_CN", on: TestApp = app) {
    const response = await on.request(`/api${path}`, {
      method,
      headers: { ...staffHeaders(token, language), ...(body === undefined ? {} : { "content-type": "application/json" }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    expect(response.status).toBe(200);
    return (await response.json()) as Envelope<T>;
  }

  /** The e-mails whose codes were used already (an address gets another at its next enrolment). */
  const readMails = new Set<Awaited<ReturnType<SmtpCapture["waitFor"]>>>();

  /** Two-step enrolment as the console does it: the code e-mailed to the account first (issue 25), then the secret. */
  async function authenticatorSetup(username: string, token = admin) {
    expect((await api("POST", "/admin/two-step/enrol-code", undefined, token)).code).toBe(200);
    await app.services.outbox.dispatch();
    const mail = await smtp.waitFor(`${username}@staff.test`, (message) => !readMails.has(message) && /\b\d{6}\b/.test(message.text));
    readMails.add(mail);
    return api<{ setupKey: string; secret: string }>("POST", "/admin/two-step/setup", { emailCode: smtp.codeIn(mail) }, token);
  }

  async function createVisitor(username = `visitor${(visitorCount += 1)}`) {
    const row = await database.handle.db
      .insertInto("web_user")
      .values({
        username,
        nickname: username,
        email: `${username}@example.test`,
        password_hash: await hashPassword(STAFF_PASSWORD),
        created_at: clock.now(),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /** A change of a lead from the version it has now (every console write carries the version it was made from). */
  async function changeLead(id: number, change: Record<string, unknown>) {
    const { version } = await database.handle.db.selectFrom("lead").select("version").where("id", "=", id).executeTakeFirstOrThrow();
    return api("PATCH", `/admin/leads/${id}`, { ...change, version });
  }

  const rolesOf = async (id: number) =>
    (await database.handle.db.selectFrom("web_user").select("roles").where("id", "=", id).executeTakeFirstOrThrow()).roles;
  const audit = async (query: string, language = "zh_CN") => api<AuditRow[]>("GET", `/admin/audit?${query}`, undefined, admin, language);

  /** A sign-in from an address of its own (failures from one address raise the captcha there). */
  let addresses = 0;
  async function signIn(username: string, password = STAFF_PASSWORD, ip = `198.51.100.${(addresses += 1)}`) {
    const { envelope } = await encryptedPost<{ access_token: string }>(
      app,
      "/api/v1/web/user/login",
      { username, password },
      { ip, headers: { granttype: "password" } },
    );
    return envelope;
  }

  const codeNow = () => generate({ secret: adminSecret, epoch: clock.now() / 1000 });

  /** A new session of the admin (sessions idle out when the clock moves by days), through two-step sign-in once it is on. */
  async function signInAdmin() {
    admin = await signInStaff(app, "admin", "chief_admin");
    if (!adminSecret) return;
    clock.advance(MINUTE);
    expect((await api("POST", "/admin/two-step/verify", { code: await codeNow() })).code).toBe(200);
  }

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    smtp = await startSmtpCapture();
    app = await createTestApp(database.handle, { SMTP_URL: smtp.url, SITE_ORIGIN: ORIGIN, TRUST_PROXY: "true" }, clock);
    admin = await signInStaff(app, "admin", "chief_admin");
  });
  afterAll(async () => {
    await app.services.outbox.stop();
    await smtp.close();
    await database.drop();
  });

  /** Enrolment to its end, a first or a new authenticator: its secret, and the recovery codes shown. */
  async function enableAuthenticator(username: string, token: string) {
    const setup = await authenticatorSetup(username, token);
    const code = await generate({ secret: setup.data.secret, epoch: clock.now() / 1000 });
    const enabled = await api<{ recoveryCodes: string[] }>(
      "POST",
      "/admin/two-step/enable",
      { setupKey: setup.data.setupKey, code },
      token,
    );
    expect(enabled.code).toBe(200);
    return { secret: setup.data.secret, codes: enabled.data.recoveryCodes };
  }

  /** A staff member who turned two-step sign-in on: the session that did it, the secret and the codes shown. */
  async function enrolledStaff(username: string) {
    const token = await signInStaff(app, "editor", username);
    const { secret, codes } = await enableAuthenticator(username, token);
    const { id } = await database.handle.db.selectFrom("web_user").select("id").where("username", "=", username).executeTakeFirstOrThrow();
    return { id, token, secret, codes };
  }

  /** A new session that has passed the password only (the gate asks for the second step). */
  const passwordOnly = (username: string) => signInStaff(app, "editor", username);
  const recover = (token: string, recoveryCode: string, on: TestApp = app) =>
    api<{ recoveryCodesLeft: number }>("POST", "/admin/two-step/recover", { recoveryCode }, token, "zh_CN", on);
  describe("role changes", () => {
    it("refuses to grant admin without the granting admin's password or code, and with a wrong one", async () => {
      const id = await createVisitor();
      const without = await api("PATCH", `/admin/users/${id}`, { staffRoles: ["admin"], previousRoles: [] });
      expect(without).toMatchObject({ code: 403, msg: "授予管理员角色前，请再次输入您的密码或动态验证码" });
      const wrong = await api("PATCH", `/admin/users/${id}`, { staffRoles: ["admin"], previousRoles: [], password: "Wrong-Pass1" });
      expect(wrong).toMatchObject({ code: 500, msg: "当前密码不正确" });
      expect(await rolesOf(id)).toBe("web_user");

      const granted = await api<AdminUserRow>("PATCH", `/admin/users/${id}`, {
        staffRoles: ["admin"],
        previousRoles: [],
        password: STAFF_PASSWORD,
      });
      expect(granted).toMatchObject({ code: 200, data: { roles: ["web_user", "admin"] } });
      const logged = (await audit(`targetKind=user&targetId=${id}`)).rows[0]!;
      expect(logged.detail).toMatchObject({ reauthenticated: "password", roles: { from: ["web_user"], to: ["web_user", "admin"] } });
      expect(logged.sentence).toBe(`chief_admin 授予账号 visitor${visitorCount} 管理员角色（操作前已再次验证身份）`);
    });

    it("grants sales and editor roles without asking again, and takes a role back", async () => {
      const id = await createVisitor();
      expect(await api("PATCH", `/admin/users/${id}`, { staffRoles: ["sales"], previousRoles: [] })).toMatchObject({ code: 200 });
      expect(await api("PATCH", `/admin/users/${id}`, { staffRoles: ["sales", "editor"], previousRoles: ["sales"] })).toMatchObject({
        code: 200,
      });
      expect(await api("PATCH", `/admin/users/${id}`, { staffRoles: ["editor"], previousRoles: ["sales", "editor"] })).toMatchObject({
        code: 200,
      });
      expect(await rolesOf(id)).toBe("web_user,editor");
      const sentences = (await audit(`targetKind=user&targetId=${id}`, "en_US")).rows.map((row) => row.sentence);
      expect(sentences).toEqual([
        `chief_admin removed the Sales role from the account visitor${visitorCount}`,
        `chief_admin gave the account visitor${visitorCount} the Editor role`,
        `chief_admin gave the account visitor${visitorCount} the Sales role`,
      ]);
    });

    it("refuses a role change made over roles another admin changed meanwhile (409), changing nothing", async () => {
      const id = await createVisitor();
      await api("PATCH", `/admin/users/${id}`, { staffRoles: ["sales"], previousRoles: [] });
      // A second admin's screen still shows the visitor without a role.
      const stale = await api("PATCH", `/admin/users/${id}`, { staffRoles: ["editor"], previousRoles: [] });
      expect(stale).toMatchObject({ code: 409, msg: "该账号刚被其他管理员修改，请刷新后再试" });
      expect(await rolesOf(id)).toBe("web_user,sales");
      expect(await api("PATCH", `/admin/users/${id}`, { staffRoles: ["editor"] })).toMatchObject({ code: 500 });
    });

    it("accepts the granting admin's current two-step code instead of the password", async () => {
      const setup = await authenticatorSetup("chief_admin");
      adminSecret = setup.data.secret;
      const enabled = await api("POST", "/admin/two-step/enable", { setupKey: setup.data.setupKey, code: await codeNow() });
      expect(enabled.code).toBe(200);
      const id = await createVisitor();
      const wrong = await api("PATCH", `/admin/users/${id}`, { staffRoles: ["admin"], previousRoles: [], twoStepCode: "000000" });
      expect(wrong).toMatchObject({ code: 500 });
      expect(await rolesOf(id)).toBe("web_user");
      clock.advance(MINUTE);
      const granted = await api("PATCH", `/admin/users/${id}`, {
        staffRoles: ["admin"],
        previousRoles: [],
        twoStepCode: await codeNow(),
      });
      expect(granted.code).toBe(200);
      expect((await audit(`targetKind=user&targetId=${id}`)).rows[0]!.detail).toMatchObject({ reauthenticated: "twoStepCode" });
    });

    it("counts the password asked again like the account page's: a burst over two instances gets only its checks", async () => {
      clock.advance(16 * MINUTE);
      const other = await createTestApp(database.handle, { SMTP_URL: smtp.url, SITE_ORIGIN: ORIGIN, TRUST_PROXY: "true" }, clock);
      try {
        const id = await createVisitor();
        const answers = await Promise.all(
          Array.from({ length: 30 }, (_, index) =>
            api<unknown>(
              "PATCH",
              `/admin/users/${id}`,
              { staffRoles: ["admin"], previousRoles: [], password: `Wrong-Pass${index}` },
              admin,
              "zh_CN",
              index % 2 === 0 ? app : other,
            ),
          ),
        );
        const codes = answers.map((answer) => answer.code);
        expect(codes.filter((code) => code === 500)).toHaveLength(PASSWORD_CHECKS.limit);
        expect(codes.filter((code) => code === 429)).toHaveLength(30 - PASSWORD_CHECKS.limit);
        // The right password waits for the window too.
        const right = await api("PATCH", `/admin/users/${id}`, { staffRoles: ["admin"], previousRoles: [], password: STAFF_PASSWORD });
        expect(right.code).toBe(429);
        expect(await rolesOf(id)).toBe("web_user");
      } finally {
        await other.services.outbox.stop();
        clock.advance(PASSWORD_CHECKS.windowMs);
      }
    });
  });

  describe("two-step reset by an admin", () => {
    it("turns off another account's two-step sign-in, ends its sessions, and logs the reason", async () => {
      const username = "lost_phone";
      const { id, token } = await enrolledStaff(username);

      expect(await api("POST", `/admin/users/${id}/reset-two-step`, { reason: "  " })).toMatchObject({ code: 500 });
      expect((await api("POST", `/admin/users/${id}/reset-two-step`, { reason: "x" }, token)).code).toBe(403);
      const reset = await api<AdminUserRow>("POST", `/admin/users/${id}/reset-two-step`, { reason: "Phone lost; confirmed by a call" });
      expect(reset).toMatchObject({ code: 200, data: { twoStep: false } });
      // Its recovery codes go with the authenticator.
      expect(await database.handle.db.selectFrom("two_step_recovery_code").select("id").where("user_id", "=", id).execute()).toEqual([]);
      // The session on the lost phone ends with it.
      expect((await api("GET", "/admin/files", undefined, token)).code).toBe(401);
      const logged = (await audit(`action=twoStepReset&targetKind=user&targetId=${id}`, "en_US")).rows[0]!;
      expect(logged.sentence).toBe(
        `chief_admin reset two-step sign-in of the account ${username}; reason: “Phone lost; confirmed by a call”`,
      );
      expect(await api("POST", `/admin/users/${id}/reset-two-step`, { reason: "again" })).toMatchObject({ code: 500 });
      // Its password still signs it in, and no code is asked (two-step sign-in is not required here).
      const again = await signInStaff(app, "editor", username);
      expect((await api("GET", "/admin/files", undefined, again)).code).toBe(200);
    });
  });

  describe("recovery codes", () => {
    const RECOVERY_CODE = /^[0-9a-hjkmnp-tv-z]{4}(-[0-9a-hjkmnp-tv-z]{4}){3}$/;
    interface TwoStepState {
      verified: boolean;
      enrolled: boolean;
      recovered: boolean;
      recoveryCodesLeft: number;
    }

    const stateOf = (token: string) => api<TwoStepState>("GET", "/admin/two-step", undefined, token);

    it("shows ten readable codes once at enrolment and stores only their hashes, in no table in plain text", async () => {
      const { id, codes } = await enrolledStaff("codes_at_rest");
      expect(codes).toHaveLength(10);
      for (const code of codes) expect(code).toMatch(RECOVERY_CODE);
      expect(new Set(codes).size).toBe(10);
      const rows = await database.handle.db.selectFrom("two_step_recovery_code").selectAll().where("user_id", "=", id).execute();
      expect(rows).toHaveLength(10);
      for (const row of rows) expect(row.code_hash).toMatch(/^[0-9a-f]{64}$/);
      // Every row of every table, read back as text: no code appears, with or without its dashes.
      const tables = await database.handle.db.introspection.getTables();
      let everything = "";
      for (const table of tables) {
        const all = await database.handle.db
          .selectFrom(table.name as "web_user")
          .selectAll()
          .execute();
        everything += JSON.stringify(all);
      }
      for (const code of codes) {
        expect(everything).not.toContain(code);
        expect(everything).not.toContain(code.replaceAll("-", ""));
      }
    });

    it("signs in once with a code, then asks for a new authenticator, whose enrolment replaces every old code", async () => {
      const username = "lost_device";
      const { id, codes } = await enrolledStaff(username);
      const session = await passwordOnly(username);
      expect((await api("GET", "/admin/files", undefined, session)).code).toBe(403);
      expect(await stateOf(session)).toMatchObject({ data: { verified: false, recovered: false, recoveryCodesLeft: 10 } });

      // Typed from paper: capitals and spaces for dashes are the same code.
      const recovered = await recover(session, codes[0]!.toUpperCase().replaceAll("-", " "));
      expect(recovered).toMatchObject({
        code: 200,
        data: { recoveryCodesLeft: 9 },
        msg: "已用恢复码登录，剩余 9 个恢复码，请重新设置身份验证器",
      });
      expect((await api("GET", "/admin/files", undefined, session)).code).toBe(200);
      expect(await stateOf(session)).toMatchObject({ data: { verified: true, recovered: true, enrolled: true, recoveryCodesLeft: 9 } });
      const signedIn = (await audit(`action=signIn&actor=${username}`, "en_US")).rows[0]!;
      expect(signedIn.sentence).toBe(`${username} signed in (two-step recovery code)`);

      // Used once: another session cannot use it again.
      const again = await passwordOnly(username);
      expect(await recover(again, codes[0]!)).toMatchObject({ code: 500, msg: "恢复码错误或已使用过" });
      expect((await api("GET", "/admin/files", undefined, again)).code).toBe(403);
      // A session that has not passed the second step cannot put its own authenticator in place of the account's.
      expect((await api("POST", "/admin/two-step/enrol-code", undefined, again)).code).toBe(403);

      // The recovered session sets up a new authenticator (the e-mailed code first, as at enrolment).
      clock.advance(2 * MINUTE);
      const renewed = await enableAuthenticator(username, session);
      expect(renewed.codes).toHaveLength(10);
      expect(renewed.codes).not.toContain(codes[1]);
      expect(await stateOf(session)).toMatchObject({ data: { verified: true, recovered: false, recoveryCodesLeft: 10 } });
      expect(
        (await database.handle.db.selectFrom("web_user").select("totp_secret").where("id", "=", id).executeTakeFirstOrThrow()).totp_secret,
      ).toBe(renewed.secret);
      const later = await passwordOnly(username);
      expect(await recover(later, codes[1]!)).toMatchObject({ code: 500 });
      expect(await recover(later, renewed.codes[0]!)).toMatchObject({ code: 200 });
      const enabled = (await audit(`action=twoStepEnabled&targetKind=user&targetId=${id}`)).rows[0]!;
      expect(enabled.sentence).toBe(`${username} 更换了两步验证的身份验证器（恢复码已重新生成）`);
    });

    it("makes new codes only after the password or a current code is given again, and the old ones stop working", async () => {
      const username = "renews_codes";
      const { id, token, secret, codes } = await enrolledStaff(username);
      expect(await api("POST", "/admin/two-step/recovery-codes", {}, token)).toMatchObject({ code: 403 });
      expect(await api("POST", "/admin/two-step/recovery-codes", { password: "Wrong-Pass1" }, token)).toMatchObject({ code: 500 });
      const byPassword = await api<{ recoveryCodes: string[] }>(
        "POST",
        "/admin/two-step/recovery-codes",
        { password: STAFF_PASSWORD },
        token,
      );
      expect(byPassword).toMatchObject({ code: 200, msg: "已生成新的恢复码，旧恢复码已失效" });
      clock.advance(MINUTE);
      const twoStepCode = await generate({ secret, epoch: clock.now() / 1000 });
      const byCode = await api<{ recoveryCodes: string[] }>("POST", "/admin/two-step/recovery-codes", { twoStepCode }, token);
      expect(byCode.code).toBe(200);
      expect(await database.handle.db.selectFrom("two_step_recovery_code").select("id").where("user_id", "=", id).execute()).toHaveLength(
        10,
      );

      const session = await passwordOnly(username);
      expect(await recover(session, codes[2]!)).toMatchObject({ code: 500 });
      expect(await recover(session, byPassword.data.recoveryCodes[0]!)).toMatchObject({ code: 500 });
      expect(await recover(session, byCode.data.recoveryCodes[0]!)).toMatchObject({ code: 200 });
      // Asked of a session that has not passed the second step, there is nothing to renew from.
      expect((await api("POST", "/admin/two-step/recovery-codes", { password: STAFF_PASSWORD }, await passwordOnly(username))).code).toBe(
        403,
      );
      const logged = (await audit(`action=recoveryCodesRenewed&targetKind=user&targetId=${id}`, "en_US")).rows;
      expect(logged.map((row) => row.sentence)).toEqual([
        `${username} made new two-step recovery codes`,
        `${username} made new two-step recovery codes`,
      ]);
      expect(logged.map((row) => row.detail)).toEqual([{ reauthenticated: "twoStepCode" }, { reauthenticated: "password" }]);
    });

    it("lets one code sent to two instances at once sign in once", async () => {
      const username = "parallel_code";
      const { codes } = await enrolledStaff(username);
      const other = await createTestApp(database.handle, { SMTP_URL: smtp.url, SITE_ORIGIN: ORIGIN, TRUST_PROXY: "true" }, clock);
      try {
        // As many sessions as one address may guess without a captcha, half on each instance.
        const sessions: string[] = [];
        for (let index = 0; index < TWO_STEP_GUESSES.captchaAfterFailuresPerAccountAndIp; index += 1) {
          sessions.push(await passwordOnly(username));
        }
        const answers = await Promise.all(sessions.map((session, index) => recover(session, codes[0]!, index % 2 === 0 ? app : other)));
        expect(answers.filter((answer) => answer.code === 200)).toHaveLength(1);
        expect(answers.filter((answer) => answer.msg === "恢复码错误或已使用过")).toHaveLength(sessions.length - 1);
        const passed = await Promise.all(sessions.map(async (session) => (await stateOf(session)).data.verified));
        expect(passed.filter(Boolean)).toHaveLength(1);
      } finally {
        await other.services.outbox.stop();
      }
    });

    it("counts wrong codes with the authenticator's: a burst over two instances checks three, then asks a captcha, then locks, the right code too", async () => {
      const username = "guessed_codes";
      const { secret, codes } = await enrolledStaff(username);
      const other = await createTestApp(database.handle, { SMTP_URL: smtp.url, SITE_ORIGIN: ORIGIN, TRUST_PROXY: "true" }, clock);
      try {
        const session = await passwordOnly(username);
        const answers = await Promise.all(
          Array.from({ length: 30 }, (_, index) =>
            recover(session, `aaaa-bbbb-cccc-${String(index).padStart(4, "0")}`, index % 2 === 0 ? app : other),
          ),
        );
        const checked = answers.filter((answer) => answer.msg === "恢复码错误或已使用过");
        const captcha = answers.filter((answer) => (answer.data as { captchaRequired?: boolean } | null)?.captchaRequired);
        const locked = answers.filter((answer) => answer.code === 429);
        expect([checked.length, captcha.length, locked.length]).toEqual([
          TWO_STEP_GUESSES.captchaAfterFailuresPerAccountAndIp,
          TWO_STEP_GUESSES.maxFailuresPerAccountAndIp - TWO_STEP_GUESSES.captchaAfterFailuresPerAccountAndIp,
          30 - TWO_STEP_GUESSES.maxFailuresPerAccountAndIp,
        ]);
        // The right recovery code, and the authenticator's code, wait for the window from this address.
        expect(await recover(session, codes[0]!)).toMatchObject({ code: 429 });
        const code = await generate({ secret, epoch: clock.now() / 1000 });
        expect(await api("POST", "/admin/two-step/verify", { code }, session)).toMatchObject({ code: 429 });
        clock.advance(TWO_STEP_GUESSES.windowMs);
        expect(await recover(session, codes[0]!)).toMatchObject({ code: 200 });
      } finally {
        await other.services.outbox.stop();
      }
    });
  });

  describe("accounts screen", () => {
    it("lists staff and visitors apart", async () => {
      const staff = await api<AdminUserRow[]>("GET", "/admin/users?kind=staff&pageSize=100");
      const visitors = await api<AdminUserRow[]>("GET", "/admin/users?kind=visitor&pageSize=100");
      const all = await api<AdminUserRow[]>("GET", "/admin/users?pageSize=100");
      expect(staff.rows.length).toBeGreaterThan(0);
      expect(visitors.rows.length).toBeGreaterThan(0);
      expect(staff.rows.every((row) => row.roles.some((role) => ["admin", "sales", "editor"].includes(role)))).toBe(true);
      expect(visitors.rows.every((row) => !row.roles.some((role) => ["admin", "sales", "editor"].includes(role)))).toBe(true);
      expect(staff.total + visitors.total).toBe(all.total);
    });

    it("shows an account locked by failed sign-ins as locked, with its count, until it is unlocked", async () => {
      const username = `locked${(visitorCount += 1)}`;
      const id = await createVisitor(username);
      for (let attempt = 0; attempt < 7; attempt += 1) expect((await signIn(username, "Wrong-Pass1", "198.51.100.250")).code).not.toBe(200);
      const locked = (await api<AdminUserRow[]>("GET", `/admin/users?q=${username}`)).rows[0]!;
      expect(locked).toMatchObject({ locked: true, failedSignIns: 7, status: "active" });
      const unlocked = await api<AdminUserRow>("PATCH", `/admin/users/${id}`, { unlock: true });
      expect(unlocked.data).toMatchObject({ locked: false, failedSignIns: 0 });
      expect((await signIn(username)).code).toBe(200);
    });
  });

  const accept = (token: string, username: string, password = "Invited-2026") =>
    api<{ username: string }>("POST", "/staff-invitation/accept", { token, username, password, confirmPassword: password }, "");

  async function invite(email: string, role = "editor", extra: Record<string, unknown> = {}) {
    const answer = await api<InvitationRow>("POST", "/admin/invitations", { email, role, language: "en_US", ...extra });
    expect(answer).toMatchObject({ code: 200 });
    const mail = await smtp.waitFor(email, (message) => message.text.includes(ORIGIN));
    return { row: answer.data, token: linkIn(mail.text), mail };
  }

  describe("invitations", () => {
    it("e-mails a link that creates an account with the role once, then signs in; only the token's hash is stored", async () => {
      const { token, mail, row } = await invite("new.editor@example.test");
      expect(mail.subject).toContain("invited to the operator console");
      expect(mail.text).toContain("within 72 hours");
      const stored = await database.handle.db.selectFrom("staff_invitation").selectAll().where("id", "=", row.id).executeTakeFirstOrThrow();
      expect(JSON.stringify(stored)).not.toContain(token);

      const view = await api("POST", "/staff-invitation/view", { token }, "");
      expect(view).toMatchObject({ code: 200, data: { email: "new.editor@example.test", role: "editor", twoStepRequired: false } });
      expect(await accept(token, "new_editor")).toMatchObject({ code: 200, data: { username: "new_editor" } });
      expect(await accept(token, "second_try")).toMatchObject({
        code: 500,
        msg: "邀请链接无效、已使用、已撤销或已过期，请联系管理员重新邀请",
      });

      const session = await signIn("new_editor", "Invited-2026");
      expect(session.code).toBe(200);
      const token2 = (session.data as { access_token: string }).access_token;
      expect((await api("GET", "/admin/files", undefined, token2)).code).toBe(200);
      expect((await api("GET", "/admin/leads", undefined, token2)).code).toBe(403);
      const sentence = (await audit("action=invitationAccepted", "en_US")).rows[0]!.sentence;
      expect(sentence).toBe("new_editor accepted chief_admin’s invitation and joined as Editor");
    });

    it("lets one of many simultaneous acceptances of a link through", async () => {
      const { token } = await invite("racer@example.test", "sales");
      const answers = await Promise.all(Array.from({ length: 12 }, (_, index) => accept(token, `racer_${index}`)));
      expect(answers.filter((answer) => answer.code === 200)).toHaveLength(1);
      const accounts = await database.handle.db.selectFrom("web_user").select("roles").where("email", "=", "racer@example.test").execute();
      expect(accounts).toEqual([{ roles: "web_user,sales" }]);
    });

    it("expires 72 hours after it was sent", async () => {
      const { token } = await invite("late@example.test");
      clock.advance(INVITATION_TTL_MS - 2 * MINUTE);
      // The test's sessions idled past their 24 hours.
      await signInAdmin();
      expect((await api("POST", "/staff-invitation/view", { token }, "")).code).toBe(200);
      const listed = (await api<InvitationRow[]>("GET", "/admin/invitations")).data.find((row) => row.email === "late@example.test");
      expect(listed?.status).toBe("pending");
      clock.advance(2 * MINUTE);
      expect((await api("POST", "/staff-invitation/view", { token }, "")).code).toBe(500);
      expect((await accept(token, "late_comer")).code).toBe(500);
      const expired = (await api<InvitationRow[]>("GET", "/admin/invitations")).data.find((row) => row.email === "late@example.test");
      expect(expired?.status).toBe("expired");
    });

    it("stops working once revoked, or once replaced by a newer invitation to the address", async () => {
      const first = await invite("twice@example.test");
      const second = await invite("twice@example.test", "sales");
      expect((await accept(first.token, "twice_old")).code).toBe(500);
      const revoked = await api("DELETE", `/admin/invitations/${second.row.id}`);
      expect(revoked).toMatchObject({ code: 200, msg: "邀请已撤销" });
      expect((await accept(second.token, "twice_new")).code).toBe(500);
      expect((await api<InvitationRow[]>("GET", "/admin/invitations")).data.some((row) => row.email === "twice@example.test")).toBe(false);
      expect((await api("DELETE", `/admin/invitations/${second.row.id}`)).code).toBe(404);
      expect((await audit("action=invitationRevoked")).rows[0]!.sentence).toBe("chief_admin 撤销了对 twice@example.test 的邀请");
    });

    it("asks again for the admin role, and refuses an address that already has an account", async () => {
      const refused = await api("POST", "/admin/invitations", { email: "boss@example.test", role: "admin", language: "zh_CN" });
      expect(refused.code).toBe(403);
      const { token } = await invite("boss@example.test", "admin", { password: STAFF_PASSWORD });
      expect((await accept(token, "new_boss")).code).toBe(200);
      expect(
        (await database.handle.db.selectFrom("web_user").select("roles").where("username", "=", "new_boss").executeTakeFirstOrThrow())
          .roles,
      ).toBe("web_user,admin");
      const taken = await api("POST", "/admin/invitations", { email: "new.editor@example.test", role: "sales", language: "zh_CN" });
      expect(taken).toMatchObject({ code: 500, msg: "该邮箱已属于账号 new_editor：请在账号列表中为该账号分配角色" });
    });
  });

  describe("audit log", () => {
    let leadId = 0;
    let otherLeadId = 0;
    let salesId = 0;

    beforeAll(async () => {
      await signInStaff(app, "sales", "sales_lisi");
      const ids = await database.handle.db.selectFrom("web_user").select(["id", "username"]).execute();
      salesId = ids.find((row) => row.username === "sales_lisi")!.id;
      const adminId = ids.find((row) => row.username === "chief_admin")!.id;
      await database.handle.db.updateTable("web_user").set({ nickname: "李四" }).where("id", "=", salesId).execute();
      await database.handle.db.updateTable("web_user").set({ nickname: "张三" }).where("id", "=", adminId).execute();
      const booker = await createVisitor();
      const book = async (company: string) => {
        const { bookingId } = await app.services.leads.createBooking(
          booker,
          {
            username: "王小明",
            phone: "13800138000",
            email: "buyer@example.test",
            company,
            posts: "CTO",
            demandType: 1,
            otherDesc: "",
            remark: "",
          },
          { ip: "198.51.100.7", language: "zh_CN" },
        );
        const lead = await database.handle.db
          .selectFrom("lead")
          .select("id")
          .where("kind", "=", "booking")
          .where("source_id", "=", bookingId)
          .executeTakeFirstOrThrow();
        return lead.id;
      };
      leadId = await book("示例科技");
      otherLeadId = await book("另一家公司");
    });

    it("reads each entry as a sentence in the console's language, with names for ids", async () => {
      // 02:30 in Beijing on Tuesday 3 November, once signed in again.
      clock.advance(TUESDAY_0230_BEIJING - MINUTE - clock.now());
      await signInAdmin();
      expect((await changeLead(leadId, { ownerId: salesId })).code).toBe(200);
      clock.advance(MINUTE);
      expect((await changeLead(leadId, { status: "contacted" })).code).toBe(200);
      clock.advance(MINUTE);
      expect((await changeLead(otherLeadId, { status: "lost" })).code).toBe(200);

      const zh = (await audit(`targetKind=lead&targetId=${leadId}&action=leadChanged`)).rows.map((row) => row.sentence);
      expect(zh).toEqual([`张三 将线索 #${leadId} 的状态从 新线索 改为 已联系`, `张三 将线索 #${leadId} 指派给 李四`]);
      const en = (await audit(`targetKind=lead&targetId=${leadId}&action=leadChanged`, "en_US")).rows;
      expect(en.map((row) => row.sentence)).toEqual([
        `张三 changed lead #${leadId} status from New to Contacted`,
        `张三 assigned lead #${leadId} to 李四`,
      ]);
      // The raw values stay with every entry.
      expect(en[1]!.detail).toEqual({ ownerId: { from: null, to: salesId } });
      expect(en[1]!.targetLabel).toBe(`lead #${leadId}`);
    });

    it("filters by target: one lead's entries, or every lead's", async () => {
      const one = await audit(`targetKind=lead&targetId=${leadId}&pageSize=100`);
      expect(one.total).toBeGreaterThan(0);
      expect(new Set(one.rows.map((row) => row.target))).toEqual(new Set([`lead:${leadId}`]));
      const leads = await audit("targetKind=lead&pageSize=100");
      expect(new Set(leads.rows.map((row) => row.target))).toEqual(new Set([`lead:${leadId}`, `lead:${otherLeadId}`]));
      const accounts = await audit("targetKind=user&pageSize=100");
      expect(accounts.rows.every((row) => row.target.startsWith("user:"))).toBe(true);
      expect((await audit("targetKind=planet")).code).toBe(500);
    });

    it("filters by days of the site's time zone: 02:30 in Beijing is that day, not the UTC day before", async () => {
      const query = `targetKind=lead&targetId=${leadId}&action=leadChanged`;
      expect((await audit(`${query}&from=2026-11-03&to=2026-11-03`)).total).toBe(2);
      expect((await audit(`${query}&from=2026-11-02&to=2026-11-02`)).total).toBe(0);
      expect((await audit(`${query}&to=2026-11-02`)).total).toBe(0);
      expect((await audit(`${query}&from=2026-11-04`)).total).toBe(0);
      expect(await audit(`${query}&from=2026-11-04&to=2026-11-03`)).toMatchObject({ code: 500 });
    });

    it("exports the filtered entries as CSV with their sentences, and logs the export", async () => {
      const response = await app.request(`/api/admin/audit/export?targetKind=lead&targetId=${leadId}`, {
        headers: staffHeaders(admin, "en_US"),
      });
      expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
      const bytes = new Uint8Array(await response.arrayBuffer());
      expect(Array.from(bytes.slice(0, 3))).toEqual([0xef, 0xbb, 0xbf]);
      const text = new TextDecoder().decode(bytes);
      const lines = text.trim().split("\r\n");
      expect(lines[0]).toBe('"Time (Asia/Shanghai)","Actor","What happened","Action","Target","Raw detail","Address"');
      const filtered = await audit(`targetKind=lead&targetId=${leadId}&pageSize=100`);
      expect(lines).toHaveLength(filtered.total + 1);
      expect(text).toContain(`"2026-11-03 02:31:00","chief_admin","张三 changed lead #${leadId} status from New to Contacted"`);
      const exported = (await audit("action=auditExported", "en_US")).rows[0]!;
      expect(exported.detail).toMatchObject({ rows: filtered.total, filter: { targetKind: "lead", targetId: leadId } });
      expect(exported.sentence).toBe(`张三 exported ${filtered.total} audit log entries (CSV)`);
    });

    it("filters by actor, by the username kept with the entry or by today's name", async () => {
      expect((await audit("actor=chief_admin&pageSize=1")).total).toBeGreaterThan(0);
      const byName = await audit("actor=张三&pageSize=100");
      expect(byName.total).toBeGreaterThan(0);
      expect(byName.rows.every((row) => row.actorName === "chief_admin")).toBe(true);
    });
  });
});
