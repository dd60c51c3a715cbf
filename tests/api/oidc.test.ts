import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiGet } from "../support/api-client.ts";
import { startOidcProvider } from "../support/oidc-provider.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../support/test-database.ts";

const SITE = "http://site.test";

/** Follows the provider's redirects like a browser would, keeping its cookies, until it sends us back to /callback. */
async function signInAtProvider(authorizeUrl: string): Promise<URL> {
  const cookies = new Map<string, string>();
  let url = authorizeUrl;
  for (let hop = 0; hop < 10; hop += 1) {
    if (url.startsWith(`${SITE}/callback`)) return new URL(url);
    const response = await fetch(url, { redirect: "manual", headers: { cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join("; ") } });
    for (const header of response.headers.getSetCookie()) {
      const [pair] = header.split(";");
      const [name, ...value] = (pair ?? "").split("=");
      if (name) cookies.set(name.trim(), value.join("="));
    }
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

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    provider = await startOidcProvider({
      redirectUri: `${SITE}/callback`,
      account: { sub: "oidc-user-1", email: "oidc.user@example.test", name: "Oidc User" },
    });
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

  async function signIn(redirect: string) {
    const start = await app.request(`/api/auth/oidc/authorize?redirect=${encodeURIComponent(redirect)}`);
    expect(start.status).toBe(302);
    const callback = await signInAtProvider(start.headers.get("location") ?? "");
    expect(callback.searchParams.get("code")).toBeTruthy();
    return apiGet<{ uniqueKey: string; codeTokenType: string; redirect: string }>(app, `/api/auth/oidc/callback${callback.search}`);
  }

  it("creates an account on first sign-in, then exchanges the key for a session once", async () => {
    const { envelope } = await signIn("/about");
    expect(envelope).toMatchObject({ code: 200, data: { codeTokenType: "oidc", redirect: "/about" } });
    const query = `uniqueKey=${encodeURIComponent(envelope.data.uniqueKey)}&codeTokenType=oidc`;
    const user = await apiGet(app, `/api/v1/web/user/login/get-user?${query}`);
    expect(user.envelope.data).toEqual({
      provider: "TestID",
      email: "oidc.user@example.test",
      nickname: "Oidc User",
      avatar: "",
      isNewAccount: true,
    });

    const token = await apiGet<{ access_token: string }>(app, `/api/v1/web/user/login/code-token?${query}`);
    expect(token.envelope.code).toBe(200);
    const info = await apiGet(app, "/api/v1/web/account/user-info", { token: token.envelope.data.access_token });
    expect(info.envelope).toMatchObject({
      code: 200,
      data: { webEmail: "oidc.user@example.test", webNickname: "Oidc User", authType: "TestID" },
    });
    expect((await apiGet(app, `/api/v1/web/user/login/code-token?${query}`)).envelope.code).toBe(500);
  });

  it("signs the same identity into the same account the second time", async () => {
    const first = await signIn("/index");
    const again = await apiGet(
      app,
      `/api/v1/web/user/login/get-user?uniqueKey=${encodeURIComponent(first.envelope.data.uniqueKey)}&codeTokenType=oidc`,
    );
    expect(again.envelope.data).toMatchObject({ isNewAccount: false });
  });

  it("refuses a forged or replayed state and keeps redirects on this site", async () => {
    const forged = await apiGet(app, "/api/auth/oidc/callback?code=abc&state=forged");
    expect(forged.envelope).toMatchObject({ code: 500, msg: "第三方登录失败，请重试" });
    const { envelope } = await signIn("//evil.example/path");
    expect(envelope.data.redirect).toBe("/index");
  });
});
