import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import * as client from "openid-client";
import { sameOriginPath } from "../../common/same-origin-path.ts";
import type { Database } from "../db/schema.ts";
import type { Clock } from "./clock.ts";
import type { OneTimeKeys } from "./one-time-keys.ts";
import { ServiceError } from "./service-error.ts";

export interface OidcSettings {
  issuer: string;
  clientId: string;
  clientSecret: string;
  providerName: string;
  /** Where the provider sends the browser back: the site's /callback page. */
  redirectUri: string;
}

interface PendingSignIn {
  codeVerifier: string;
  nonce: string;
  redirect: string;
}

export interface SignInResult {
  userId: number;
  provider: string;
  email: string | null;
  nickname: string;
  avatar: string;
  isNewAccount: boolean;
}

const STATE_TTL_MS = 10 * 60 * 1000;
const RESULT_TTL_MS = 5 * 60 * 1000;

/** Only same-site paths may be returned to after sign-in. */
export function safeRedirect(value: string | undefined): string {
  return (value && sameOriginPath(value)) || "/index";
}

/**
 * Third-party sign-in with OpenID Connect (authorization code + PKCE). The first sign-in links the
 * identity to the account with the same verified e-mail address, or creates an account.
 */
export function createOidc(db: Kysely<Database>, clock: Clock, oneTimeKeys: OneTimeKeys, settings: OidcSettings | undefined) {
  let configuration: Promise<client.Configuration> | undefined;

  function discover(): Promise<client.Configuration> {
    if (!settings) throw new ServiceError(500, "oidcNotConfigured");
    const insecure = settings.issuer.startsWith("http:");
    configuration ??= client
      .discovery(
        new URL(settings.issuer),
        settings.clientId,
        settings.clientSecret,
        undefined,
        insecure ? { execute: [client.allowInsecureRequests] } : undefined,
      )
      .catch((error: unknown) => {
        // Let the next attempt discover again instead of caching the failure.
        configuration = undefined;
        throw error;
      });
    return configuration;
  }

  async function userFor(provider: string, subject: string, email: string | null, emailVerified: boolean, name: string, picture: string) {
    const connection = await db
      .selectFrom("user_connection")
      .select("user_id")
      .where("provider", "=", provider)
      .where("subject", "=", subject)
      .executeTakeFirst();
    if (connection) return { userId: connection.user_id, isNewAccount: false };
    const byEmail =
      email && emailVerified
        ? await db.selectFrom("web_user").select("id").where("email", "=", email.toLowerCase()).executeTakeFirst()
        : undefined;
    let userId = byEmail?.id;
    const isNewAccount = userId === undefined;
    if (userId === undefined) {
      const row = await db
        .insertInto("web_user")
        .values({
          username: `u_${randomBytes(6).toString("hex")}`,
          nickname: name.slice(0, 64) || provider,
          email: email && emailVerified ? email.toLowerCase() : null,
          avatar: picture.slice(0, 500),
          auth_type: provider.slice(0, 32),
          created_at: clock.now(),
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      userId = row.id;
    }
    await db.insertInto("user_connection").values({ user_id: userId, provider, subject, email, created_at: clock.now() }).execute();
    return { userId, isNewAccount };
  }

  return {
    enabled: Boolean(settings),
    providerName: settings?.providerName ?? "",

    async authorizationUrl(redirect: string | undefined): Promise<string> {
      const config = await discover();
      const codeVerifier = client.randomPKCECodeVerifier();
      const state = client.randomState();
      const nonce = client.randomNonce();
      await oneTimeKeys.issue(
        "oidc-state",
        { codeVerifier, nonce, redirect: safeRedirect(redirect) } satisfies PendingSignIn,
        STATE_TTL_MS,
        state,
      );
      return client
        .buildAuthorizationUrl(config, {
          redirect_uri: (settings as OidcSettings).redirectUri,
          scope: "openid email profile",
          code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
          code_challenge_method: "S256",
          state,
          nonce,
        })
        .toString();
    },

    async completeSignIn(query: URLSearchParams): Promise<{ uniqueKey: string; codeTokenType: "oidc"; redirect: string }> {
      const config = await discover();
      const state = query.get("state") ?? "";
      const pending = await oneTimeKeys.consume<PendingSignIn>("oidc-state", state);
      if (!pending) throw new ServiceError(500, "oidcFailed");
      const callbackUrl = new URL((settings as OidcSettings).redirectUri);
      callbackUrl.search = query.toString();
      let claims: Record<string, unknown> & { sub: string };
      try {
        const tokens = await client.authorizationCodeGrant(config, callbackUrl, {
          pkceCodeVerifier: pending.codeVerifier,
          expectedState: state,
          expectedNonce: pending.nonce,
        });
        const idToken = tokens.claims();
        if (!idToken) throw new Error("no ID token");
        // Providers may keep e-mail and name out of the ID token; the UserInfo endpoint has them.
        claims = { ...(await client.fetchUserInfo(config, tokens.access_token, idToken.sub)), ...idToken };
      } catch {
        throw new ServiceError(500, "oidcFailed");
      }
      const provider = (settings as OidcSettings).providerName;
      const email = typeof claims.email === "string" ? claims.email : null;
      const name = typeof claims.name === "string" ? claims.name : typeof claims.nickname === "string" ? claims.nickname : "";
      const picture = typeof claims.picture === "string" ? claims.picture : "";
      const { userId, isNewAccount } = await userFor(provider, claims.sub, email, claims.email_verified === true, name, picture);
      const result: SignInResult = { userId, provider, email, nickname: name, avatar: picture, isNewAccount };
      const uniqueKey = await oneTimeKeys.issue("oidc-result", result, RESULT_TTL_MS);
      return { uniqueKey, codeTokenType: "oidc", redirect: pending.redirect };
    },

    peekResult: (uniqueKey: string) => oneTimeKeys.peek<SignInResult>("oidc-result", uniqueKey),
    takeResult: (uniqueKey: string) => oneTimeKeys.consume<SignInResult>("oidc-result", uniqueKey),
  };
}

export type Oidc = ReturnType<typeof createOidc>;
