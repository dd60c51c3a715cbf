import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SIGNED_IN_COOKIE, TOKEN_COOKIE, WEB_CLIENT_ID } from "../../common/constants.ts";
import { PARTNER_AGREEMENT_VERSION } from "../../content/pages/partner.ts";
import { hashPassword } from "../../server/security/passwords.ts";
import { encryptedPost, type Envelope } from "../support/api-client.ts";
import { proofOfWorkHeader } from "../support/proof-of-work.ts";
import { createTestApp, manualClock, type TestApp } from "../support/test-app.ts";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../support/test-database.ts";

const PASSWORD = "Sunrise2026";
const SITE = "https://www.site.test";
const EVIL = "https://evil.example";

/** The Set-Cookie line of one cookie, split into its lower-cased attributes. */
function cookieOf(headers: Headers, name: string) {
  const line = headers.getSetCookie().find((cookie) => cookie.startsWith(`${name}=`));
  if (!line) return undefined;
  const [pair, ...attributes] = line.split(";").map((part) => part.trim());
  return { value: pair!.slice(name.length + 1), attributes: attributes.map((attribute) => attribute.toLowerCase()) };
}

const booking = {
  username: "王小明",
  phone: "13800138000",
  email: "wang@example.test",
  company: "示例科技",
  posts: "CTO",
  demandType: 1,
  otherDesc: "",
  remark: "",
};

const application = {
  name: "李华",
  phone: "021-12345678",
  email: "li.hua@example.test",
  company: "合作伙伴公司",
  other: "",
  agreed: true,
  agreementVersion: PARTNER_AGREEMENT_VERSION,
  website: "",
};

describe.each(databaseKinds)("browser session cookie and cross-site writes on %s", (kind) => {
  let database: TestDatabase;
  const rowsIn = async (table: "booking" | "partner_application") =>
    (await database.handle.db.selectFrom(table).select("id").execute()).length;
  let app: TestApp;
  let ipCounter = 0;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    app = await createTestApp(database.handle, { SITE_ORIGIN: SITE, TRUST_PROXY: "true" }, manualClock());
    await database.handle.db
      .insertInto("web_user")
      .values({
        username: "cookie_user",
        nickname: "Cookie",
        email: "cookie@example.test",
        password_hash: await hashPassword(PASSWORD),
        created_at: 0,
      })
      .execute();
  });
  afterAll(async () => {
    await app.services.outbox.stop();
    await database.drop();
  });

  async function login() {
    ipCounter += 1;
    const answer = await encryptedPost<{ access_token: string }>(
      app,
      "/api/v1/web/user/login",
      { username: "cookie_user", password: PASSWORD },
      { ip: `198.51.100.${ipCounter}`, headers: { granttype: "password", origin: SITE } },
    );
    expect(answer.envelope.code).toBe(200);
    const token = cookieOf(answer.headers, TOKEN_COOKIE)!;
    return { answer, token, cookie: `${TOKEN_COOKIE}=${token.value}; ${SIGNED_IN_COOKIE}=1` };
  }

  async function postJson(path: string, body: unknown, headers: Record<string, string>) {
    ipCounter += 1;
    const response = await app.request(path, {
      method: "POST",
      headers: { "content-type": "application/json", clientid: WEB_CLIENT_ID, "x-forwarded-for": `198.51.100.${ipCounter}`, ...headers },
      body: JSON.stringify(body),
    });
    return { response, envelope: (await response.json()) as Envelope };
  }

  it("sets the token as an HttpOnly, SameSite=Lax, Secure cookie on https and a readable flag beside it", async () => {
    const { answer, token } = await login();
    expect(token.value).toBe(answer.envelope.data.access_token);
    expect(token.attributes).toEqual(expect.arrayContaining(["httponly", "samesite=lax", "secure", "path=/", "max-age=604800"]));
    const flag = cookieOf(answer.headers, SIGNED_IN_COOKIE)!;
    expect(flag.value).toBe("1");
    expect(flag.attributes).not.toContain("httponly");
    expect(flag.attributes).toEqual(expect.arrayContaining(["samesite=lax", "secure"]));
  });

  it("leaves Secure off when the site is plain http", async () => {
    const plain = await createTestApp(database.handle, { SITE_ORIGIN: "http://127.0.0.1:3000", TRUST_PROXY: "true" }, manualClock());
    const answer = await encryptedPost(
      plain,
      "/api/v1/web/user/login",
      { username: "cookie_user", password: PASSWORD },
      { ip: "192.0.2.77", headers: { granttype: "password" } },
    );
    const token = cookieOf(answer.headers, TOKEN_COOKIE)!;
    expect(token.attributes).toEqual(expect.arrayContaining(["httponly", "samesite=lax"]));
    expect(token.attributes).not.toContain("secure");
    await plain.services.outbox.stop();
  });

  it("opens the session from the cookie alone, and logout clears both cookies and ends it", async () => {
    const { cookie } = await login();
    const info = await app.request("/api/v1/web/account/user-info", { headers: { clientid: WEB_CLIENT_ID, cookie } });
    expect(((await info.json()) as Envelope<{ webUser: string }>).data.webUser).toBe("cookie_user");
    const logout = await app.request("/api/v1/web/account/logout", { headers: { clientid: WEB_CLIENT_ID, cookie } });
    expect(((await logout.json()) as Envelope).code).toBe(200);
    expect(cookieOf(logout.headers, TOKEN_COOKIE)!.attributes).toContain("max-age=0");
    expect(cookieOf(logout.headers, SIGNED_IN_COOKIE)!.attributes).toContain("max-age=0");
    const after = await app.request("/api/v1/web/account/user-info", { headers: { clientid: WEB_CLIENT_ID, cookie } });
    expect(((await after.json()) as Envelope).code).toBe(401);
    // The dead cookie is cleared, so the page stops showing the visitor as signed in.
    expect(cookieOf(after.headers, SIGNED_IN_COOKIE)!.attributes).toContain("max-age=0");
  });

  it("still accepts a bearer token from API clients, without Origin", async () => {
    const { answer } = await login();
    const booked = await postJson("/api/v1/web/user/booking", booking, { authorization: `Bearer ${answer.envelope.data.access_token}` });
    expect(booked.envelope.code).toBe(200);
  });

  it("refuses a booking posted from another site, or with the cookie but no Origin", async () => {
    const { cookie } = await login();
    const before = await rowsIn("booking");
    const crossSite = await postJson("/api/v1/web/user/booking", { ...booking, remark: "cross" }, { cookie, origin: EVIL });
    expect(crossSite.envelope).toMatchObject({ code: 403, msg: "请求来源不是本站，已拒绝。请在本站页面中操作" });
    const nullOrigin = await postJson("/api/v1/web/user/booking", { ...booking, remark: "null" }, { cookie, origin: "null" });
    expect(nullOrigin.envelope.code).toBe(403);
    const noOrigin = await postJson("/api/v1/web/user/booking", { ...booking, remark: "none" }, { cookie });
    expect(noOrigin.envelope.code).toBe(403);
    const fetchSite = await postJson(
      "/api/v1/web/user/booking",
      { ...booking, remark: "fetch" },
      { cookie, "sec-fetch-site": "cross-site" },
    );
    expect(fetchSite.envelope.code).toBe(403);
    expect(await rowsIn("booking")).toBe(before);
    const sameSite = await postJson("/api/v1/web/user/booking", { ...booking, remark: "same" }, { cookie, origin: SITE });
    expect(sameSite.envelope.code).toBe(200);
    expect(await rowsIn("booking")).toBe(before + 1);
  });

  it("refuses a partner application posted from another site", async () => {
    const before = await rowsIn("partner_application");
    const crossSite = await postJson("/api/v1/web/partner/apply", application, { origin: EVIL, "content-language": "en_US" });
    expect(crossSite.envelope).toMatchObject({ code: 403, msg: expect.stringContaining("did not come from this site") });
    const sameSite = await postJson("/api/v1/web/partner/apply", application, { origin: SITE, ...(await proofOfWorkHeader(app)) });
    expect(sameSite.envelope.code).toBe(200);
    expect(await rowsIn("partner_application")).toBe(before + 1);
  });

  it("refuses cross-site writes on every API path, known or not, and lets reads through", async () => {
    for (const path of ["/api/auth/register", "/api/v1/web/user/login", "/api/admin/anything", "/api/v1/web/user/booking"]) {
      const { envelope } = await postJson(path, {}, { origin: EVIL });
      expect({ path, code: envelope.code }).toEqual({ path, code: 403 });
    }
    const read = await app.request("/api/auth/code", { headers: { origin: EVIL } });
    expect(((await read.json()) as Envelope).code).toBe(200);
  });
});
