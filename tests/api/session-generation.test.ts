import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashPassword } from "../../server/security/passwords.ts";
import { apiGet, encryptedPost, type CallOptions, type Envelope } from "../support/api-client.ts";
import { heldPasswordChecks } from "../support/held-password-checks.ts";
import { signInStaff, staffHeaders } from "../support/staff-session.ts";
import { createTestApp, manualClock, type TestApp } from "../support/test-app.ts";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../support/test-database.ts";

/**
 * Issue 25 item 2: a sign-in whose password is still being checked must not outlive a disable, a
 * password change or a deletion that happens meanwhile. Each race is played in a fixed order: the
 * sign-in's password check is held (tests/support/held-password-checks.ts), the change is made and
 * answered, then the check is let go.
 */
const PASSWORD = "Sunrise2026";
const NEW_PASSWORD = "Moonrise2027";

describe.each(databaseKinds)("sessions and credential changes on %s", (kind) => {
  let database: TestDatabase;
  let app: TestApp;
  let adminToken = "";
  let ipCounter = 0;
  const held = heldPasswordChecks();

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    app = await createTestApp(database.handle, { TRUST_PROXY: "true" }, manualClock(), { passwords: held.checks });
    adminToken = await signInStaff(app, "admin");
  });
  afterAll(async () => {
    await app.services.outbox.stop();
    await database.drop();
  });

  async function createUser(username: string): Promise<number> {
    const row = await database.handle.db
      .insertInto("web_user")
      .values({
        username,
        nickname: username,
        email: `${username}@example.test`,
        password_hash: await hashPassword(PASSWORD),
        created_at: Date.now(),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    return row.id;
  }

  function login(username: string, password = PASSWORD) {
    ipCounter += 1;
    return encryptedPost<{ access_token?: string }>(
      app,
      "/api/v1/web/user/login",
      { username, password },
      { ip: `198.51.100.${ipCounter}`, headers: { granttype: "password" } },
    ).then(({ envelope }) => envelope);
  }

  /** Starts a sign-in and waits until its password has been checked and is held there. */
  async function signInHeld(username: string) {
    const hold = held.holdNext();
    const answer = login(username);
    await hold.reached;
    return { release: hold.release, answer };
  }

  const userInfo = (token: string) => apiGet(app, "/api/v1/web/account/user-info", { token }).then(({ envelope }) => envelope.code);
  const openSessions = (userId: number) =>
    database.handle.db
      .selectFrom("web_session")
      .select("token_hash")
      .where("user_id", "=", userId)
      .where("revoked_at", "is", null)
      .execute()
      .then((rows) => rows.length);

  async function changeAccount(path: string, body: unknown, session: CallOptions): Promise<Envelope> {
    return (await encryptedPost(app, `/api/v1/web/account/${path}`, body, session)).envelope;
  }

  it("an admin disables the account while its sign-in is checking the password: the sign-in gets no session", async () => {
    const userId = await createUser("race_disable");
    const inFlight = await signInHeld("race_disable");
    const disabled = await app.request(`/api/admin/users/${userId}`, {
      method: "PATCH",
      headers: { ...staffHeaders(adminToken), "content-type": "application/json" },
      body: JSON.stringify({ status: "disabled" }),
    });
    expect(((await disabled.json()) as Envelope).code).toBe(200);
    inFlight.release();
    const answer = await inFlight.answer;
    expect([answer.code, answer.msg, answer.data?.access_token]).toEqual([500, "账号已停用，请联系客服", undefined]);
    expect(await openSessions(userId)).toBe(0);
  });

  it("the owner changes the password while a sign-in with the old one is being checked: that sign-in gets no session, the owner's stays", async () => {
    const userId = await createUser("race_password");
    const owner = { token: (await login("race_password")).data.access_token ?? "", ip: "203.0.113.50" };
    const inFlight = await signInHeld("race_password");
    const changed = await changeAccount(
      "password",
      { oldPassword: PASSWORD, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
      owner,
    );
    expect(changed.code).toBe(200);
    inFlight.release();
    const answer = await inFlight.answer;
    expect([answer.code, answer.msg, answer.data?.access_token]).toEqual([500, "账号或密码错误", undefined]);
    expect(await userInfo(owner.token)).toBe(200);
    expect(await openSessions(userId)).toBe(1);
  });

  it("the owner deletes the account while a sign-in is being checked: the sign-in gets no session", async () => {
    const userId = await createUser("race_delete");
    const owner = { token: (await login("race_delete")).data.access_token ?? "", ip: "203.0.113.51" };
    const inFlight = await signInHeld("race_delete");
    expect((await changeAccount("delete", { password: PASSWORD }, owner)).code).toBe(200);
    inFlight.release();
    const answer = await inFlight.answer;
    expect([answer.code, answer.data?.access_token]).toEqual([500, undefined]);
    expect(await openSessions(userId)).toBe(0);
  });

  it("a session of an older credential generation, or of a disabled account, opens nothing even if it was never marked ended", async () => {
    const userId = await createUser("stale_session");
    const token = (await login("stale_session")).data.access_token ?? "";
    expect(await userInfo(token)).toBe(200);
    // As a change committed by another instance leaves it when that instance dies before marking sessions ended.
    await database.handle.db.updateTable("web_user").set({ status: "disabled" }).where("id", "=", userId).execute();
    expect(await userInfo(token)).toBe(401);
    await database.handle.db.updateTable("web_user").set({ status: "active" }).where("id", "=", userId).execute();
    expect(await userInfo(token)).toBe(200);
    await database.handle.db
      .updateTable("web_user")
      .set((eb) => ({ credential_generation: eb("credential_generation", "+", 1) }))
      .where("id", "=", userId)
      .execute();
    expect(await userInfo(token)).toBe(401);
  });
});
