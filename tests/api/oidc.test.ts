import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TOKEN_COOKIE, WEB_CLIENT_ID } from "../../common/constants.ts";
import { hashPassword } from "../../server/security/passwords.ts";
import { apiGet, encryptedPost, type Envelope } from "../support/api-client.ts";
import { startOidcProvider, type OidcTestAccount } from "../support/oidc-provider.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../support/test-database.ts";

const SITE = "http://site.test";

const keyQuery = (uniqueKey: string) => `uniqueKey=${encodeURIComponent(uniqueKey)}&codeTokenType=oidc`;

/** Cookies of one browser: what the site set, sent back on the next calls. */
class CookieJar {
  private readonly cookies = new Map<string, string>();
  take(response: Response): void {
    for (const header of response.headers.getSetCookie()) {
      const [pair, ...attributes] = header.split(";");
      const [name, ...value] = (pair ?? "").split("=");
      if (!name) continue;
      if (attributes.some((attribute) => attribute.trim().toLowerCase() === "max-age=0")) this.cookies.delete(name.trim());
      else this.cookies.set(name.trim(), value.join("="));
    }
  }
  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }
  get(name: string): string | undefined {
    return this.cookies.get(name);
  }
}

/** Follows the provider's redirects like a browser would, keeping its cookies, until it sends us back to /callback. */
async function signInAtProvider(authorizeUrl: string): Promise<URL> {
  const jar = new CookieJar();
  let url = authorizeUrl;
  for (let hop = 0; hop < 10; hop += 1) {
    if (url.startsWith(`${SITE}/callback`)) return new URL(url);
    const response = await fetch(url, { redirect: "manual", headers: { cookie: jar.header() } });
    jar.take(response);
    const location = response.headers.get("location");
    if (!location) throw new Error(`Provider stopped at ${url} with ${response.status}: ${await response.text()}`);
    url = new URL(location, url).toString();
  }
  throw new Error("Too many redirects at the provider");
}

describe.each(databaseKinds)("third-party sign-in on %s", (kind) => {
  let database: TestDatabase;
  let provider: Awaited<ReturnType<typeof startOidcProvider>>;
  let app: TestApp;
  const ownerOf = async (subject: string) =>
    (await database.handle.db.selectFrom("user_connection").select("user_id").where("subject", "=", subject).executeTakeFirst())?.user_id;
  const account: OidcTestAccount = { sub: "oidc-user-1", email: "oidc.user@example.test", name: "Oidc User" };

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    provider = await startOidcProvider({ redirectUri: `${SITE}/callback`, account });
    app = await createTestApp(database.handle, {
      SITE_ORIGIN: SITE,
      OIDC_ISSUER: provider.issuer,
      OIDC_CLIENT_ID: provider.clientId,
      OIDC_CLIENT_SECRET: provider.clientSecret,
      OIDC_PROVIDER_NAME: "TestID",
    });
  });
  afterAll(async () => {
    await provider.close();
    await database.drop();
  });

  async function get<T>(path: string, jar: CookieJar) {
    const response = await app.request(path, { headers: { clientid: WEB_CLIENT_ID, cookie: jar.header() } });
    jar.take(response);
    return (await response.json()) as Envelope<T>;
  }

  /** The site's start, then the provider: the /callback address the provider sends the browser back to. */
  async function startAndAuthorize(redirect: string, jar: CookieJar, extra = "") {
    const start = await app.request(`/api/auth/oidc/authorize?redirect=${encodeURIComponent(redirect)}${extra}`, {
      headers: { cookie: jar.header() },
    });
    expect(start.status).toBe(302);
    jar.take(start);
    const callback = await signInAtProvider(start.headers.get("location") ?? "");
    expect(callback.searchParams.get("code")).toBeTruthy();
    return callback;
  }

  async function signIn(redirect: string, jar = new CookieJar()) {
    const callback = await startAndAuthorize(redirect, jar);
    return {
      jar,
      envelope: await get<{ uniqueKey: string; codeTokenType: string; redirect: string }>(`/api/auth/oidc/callback${callback.search}`, jar),
    };
  }

  it("creates an account on first sign-in, then exchanges the key for a session once", async () => {
    const { envelope, jar } = await signIn("/about");
    expect(envelope).toMatchObject({ code: 200, data: { codeTokenType: "oidc", redirect: "/about" } });
    const query = keyQuery(envelope.data.uniqueKey);
    const user = await get(`/api/v1/web/user/login/get-user?${query}`, jar);
    expect(user.data).toEqual({
      provider: "TestID",
      email: "oidc.user@example.test",
      nickname: "Oidc User",
      avatar: "",
      isNewAccount: true,
    });

    const token = await get<{ access_token: string }>(`/api/v1/web/user/login/code-token?${query}`, jar);
    expect(token.code).toBe(200);
    // The browser's session is its HttpOnly cookie, set by the exchange.
    expect(jar.get(TOKEN_COOKIE)).toBe(token.data.access_token);
    const info = await get("/api/v1/web/account/user-info", jar);
    expect(info).toMatchObject({
      code: 200,
      data: { webEmail: "oidc.user@example.test", webNickname: "Oidc User", authType: "TestID" },
    });
    expect((await get(`/api/v1/web/user/login/code-token?${query}`, jar)).code).toBe(500);
  });

  it("signs the same identity into the same account the second time", async () => {
    const first = await signIn("/index");
    const again = await get(`/api/v1/web/user/login/get-user?${keyQuery(first.envelope.data.uniqueKey)}`, first.jar);
    expect(again.data).toMatchObject({ isNewAccount: false });
  });

  it("refuses a forged state and keeps redirects on this site", async () => {
    const forged = await apiGet(app, "/api/auth/oidc/callback?code=abc&state=forged");
    expect(forged.envelope).toMatchObject({ code: 500, msg: "第三方登录失败，请重试" });
    const { envelope } = await signIn("//evil.example/path");
    expect(envelope.data.redirect).toBe("/index");
  });

  it("refuses a callback or a result key in another browser than the one that started the sign-in", async () => {
    const victim = new CookieJar();
    // The victim has a sign-in of its own under way, so its browser holds a binding too.
    victim.take(await app.request("/api/auth/oidc/authorize"));
    // The attacker signs in at the provider and hands the callback address to the victim (login CSRF).
    const attacker = new CookieJar();
    const attackerCallback = await startAndAuthorize("/index", attacker);
    expect((await get(`/api/auth/oidc/callback${attackerCallback.search}`, victim)).code).toBe(500);
    expect((await get(`/api/auth/oidc/callback${attackerCallback.search}`, new CookieJar())).code).toBe(500);
    // The refusals did not spend the state: the browser that started it still finishes.
    const finished = await get<{ uniqueKey: string }>(`/api/auth/oidc/callback${attackerCallback.search}`, attacker);
    expect(finished.code).toBe(200);
    // Nor does the one-time result work anywhere else.
    const query = keyQuery(finished.data.uniqueKey);
    expect((await get(`/api/v1/web/user/login/get-user?${query}`, victim)).code).toBe(500);
    expect((await get(`/api/v1/web/user/login/code-token?${query}`, victim)).code).toBe(500);
    expect(victim.get(TOKEN_COOKIE)).toBeUndefined();
    expect((await get(`/api/v1/web/user/login/code-token?${query}`, attacker)).code).toBe(200);
  });

  it("refuses a disabled account", async () => {
    const connection = await database.handle.db
      .selectFrom("user_connection")
      .select("user_id")
      .where("subject", "=", "oidc-user-1")
      .executeTakeFirstOrThrow();
    await database.handle.db.updateTable("web_user").set({ status: "disabled" }).where("id", "=", connection.user_id).execute();
    try {
      const { envelope, jar } = await signIn("/index");
      expect(envelope).toMatchObject({ code: 500, msg: "账号已停用，请联系客服" });
      expect(jar.get(TOKEN_COOKIE)).toBeUndefined();
    } finally {
      await database.handle.db.updateTable("web_user").set({ status: "active" }).where("id", "=", connection.user_id).execute();
    }
  });

  describe("linking to an existing account", () => {
    let localId: number;
    beforeAll(async () => {
      const row = await database.handle.db
        .insertInto("web_user")
        .values({
          username: "local_li",
          nickname: "Li",
          email: "li.local@example.test",
          password_hash: await hashPassword("Sunrise2026"),
          created_at: 0,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      localId = row.id;
    });

    it("does not link by an address the provider has not verified", async () => {
      Object.assign(account, { sub: "unverified-sub", email: "li.local@example.test", emailVerified: false });
      const { envelope } = await signIn("/index");
      expect(envelope.code).toBe(200);
      const owner = await ownerOf("unverified-sub");
      expect(owner).toBeDefined();
      expect(owner).not.toBe(localId);
    });

    it("links by a verified address", async () => {
      Object.assign(account, { sub: "verified-sub", email: "li.local@example.test", emailVerified: true });
      expect((await signIn("/index")).envelope.code).toBe(200);
      expect(await ownerOf("verified-sub")).toBe(localId);
    });

    it("links an unverified identity when the signed-in visitor asks for it", async () => {
      const jar = new CookieJar();
      const login = await encryptedPost(
        app,
        "/api/v1/web/user/login",
        { username: "local_li", password: "Sunrise2026" },
        { headers: { granttype: "password" } },
      );
      expect(login.envelope.code).toBe(200);
      jar.take(new Response(null, { headers: login.headers }));
      Object.assign(account, { sub: "explicit-sub", email: "someone.else@example.test", emailVerified: false });
      const callback = await startAndAuthorize("/index", jar, `&link=1&clientid=${WEB_CLIENT_ID}`);
      expect((await get(`/api/auth/oidc/callback${callback.search}`, jar)).code).toBe(200);
      expect(await ownerOf("explicit-sub")).toBe(localId);
      // Without a session there is nothing to link to.
      const anonymous = await app.request("/api/auth/oidc/authorize?link=1", { headers: { clientid: WEB_CLIENT_ID } });
      expect(((await anonymous.json()) as Envelope).code).toBe(401);
    });
  });
});
