import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import type * as OpenIdClient from "openid-client";
import { sameOriginPath } from "../../common/same-origin-path.ts";
import type { Database } from "../db/schema.ts";
import type { Clock } from "./clock.ts";
import type { OneTimeKeys } from "./one-time-keys.ts";
import { ServiceError } from "./service-error.ts";
import type { SessionInfo } from "./sessions.ts";
import { newToken, sha256 } from "../security/tokens.ts";

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
  /** SHA-256 of the browser binding: the random value of the HttpOnly cookie set with the state. */
  binding: string;
  /** Set when a signed-in visitor asked to link this identity to their account. */
  linkUserId?: number;
}

export interface SignInResult {
  userId: number;
  binding: string;
  provider: string;
  email: string | null;
  nickname: string;
  avatar: string;
  isNewAccount: boolean;
}

/** How long a started sign-in, and its browser-binding cookie, stays valid. */
export const STATE_TTL_MS = 10 * 60 * 1000;
const RESULT_TTL_MS = 5 * 60 * 1000;

/** Only same-site paths may be returned to after sign-in. */
export function safeRedirect(value: string | undefined): string {
  return (value && sameOriginPath(value)) || "/index";
}

/**
 * Third-party sign-in with OpenID Connect (authorization code + PKCE, state and nonce). Every step
 * after the start must come from the browser that started it: the start hands out a random
 * binding (kept by the caller in a short-lived HttpOnly cookie) whose hash the state and the
 * result carry, so a callback or a result key passed to another browser is refused (login CSRF).
 * The first sign-in links the identity to the account with the same e-mail address only when the
 * provider says the address is verified, or to the signed-in visitor's account when they asked to
 * link; otherwise it creates an account. Disabled accounts get no session.
 */
export function createOidc(db: Kysely<Database>, clock: Clock, oneTimeKeys: OneTimeKeys, settings: OidcSettings | undefined) {
  let configuration: Promise<{ client: typeof OpenIdClient; config: OpenIdClient.Configuration }> | undefined;

  /** The provider's configuration, and openid-client, loaded with the first sign-in (decision 028, memory). */
  function discover(): Promise<{ client: typeof OpenIdClient; config: OpenIdClient.Configuration }> {
    if (!settings) throw new ServiceError(500, "oidcNotConfigured");
    const insecure = settings.issuer.startsWith("http:");
    configuration ??= import("openid-client")
      .then(async (client) => ({
        client,
        config: await client.discovery(
          new URL(settings.issuer),
          settings.clientId,
          settings.clientSecret,
          undefined,
          insecure ? { execute: [client.allowInsecureRequests] } : undefined,
        ),
      }))
      .catch((error: unknown) => {
        // Let the next attempt discover again instead of caching the failure.
        configuration = undefined;
        throw error;
      });
    return configuration;
  }

  async function userFor(
    provider: string,
    subject: string,
    identity: { email: string | null; emailVerified: boolean; name: string; picture: string; linkUserId: number | undefined },
  ) {
    const { email, emailVerified, name, picture } = identity;
    const connection = await db
      .selectFrom("user_connection")
      .select("user_id")
      .where("provider", "=", provider)
      .where("subject", "=", subject)
      .executeTakeFirst();
    if (connection) {
      // An identity belongs to one account: linking it to a second one is refused.
      if (identity.linkUserId !== undefined && identity.linkUserId !== connection.user_id)
        throw new ServiceError(500, "oidcLinkedElsewhere");
      return { userId: connection.user_id, isNewAccount: false };
    }
    const byEmail =
      identity.linkUserId === undefined && email && emailVerified
        ? await db.selectFrom("web_user").select("id").where("email", "=", email.toLowerCase()).executeTakeFirst()
        : undefined;
    let userId = identity.linkUserId ?? byEmail?.id;
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

    /** The provider's address to send the browser to, and the binding the caller puts in the browser's cookie. */
    /** `link`: join the identity to the signed-in visitor's account, which needs a session; a plain sign-in needs none. */
    async authorizationUrl(
      redirect: string | undefined,
      link: boolean,
      session: SessionInfo | undefined,
    ): Promise<{ url: string; binding: string }> {
      if (link && !session) throw new ServiceError(401, "unauthorized");
      const linkUserId = link ? session?.userId : undefined;
      const { client, config } = await discover();
      const codeVerifier = client.randomPKCECodeVerifier();
      const state = client.randomState();
      const nonce = client.randomNonce();
      const binding = newToken();
      const pending: PendingSignIn = { codeVerifier, nonce, redirect: safeRedirect(redirect), binding: sha256(binding) };
      if (linkUserId !== undefined) pending.linkUserId = linkUserId;
      await oneTimeKeys.issue("oidc-state", pending, STATE_TTL_MS, state);
      const url = client
        .buildAuthorizationUrl(config, {
          redirect_uri: (settings as OidcSettings).redirectUri,
          scope: "openid email profile",
          code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
          code_challenge_method: "S256",
          state,
          nonce,
        })
        .toString();
      return { url, binding };
    },

    async completeSignIn(
      query: URLSearchParams,
      binding: string | undefined,
    ): Promise<{ uniqueKey: string; codeTokenType: "oidc"; redirect: string }> {
      const { client, config } = await discover();
      const state = query.get("state") ?? "";
      // Checked before the state is spent, so a forged callback cannot spoil the real browser's sign-in.
      const started = await oneTimeKeys.peek<PendingSignIn>("oidc-state", state);
      if (!started || !binding || started.binding !== sha256(binding)) throw new ServiceError(500, "oidcFailed");
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
      const { userId, isNewAccount } = await userFor(provider, claims.sub, {
        email,
        emailVerified: claims.email_verified === true,
        name,
        picture,
        linkUserId: pending.linkUserId,
      });
      const user = await db.selectFrom("web_user").select("status").where("id", "=", userId).executeTakeFirst();
      if (user?.status !== "active") throw new ServiceError(500, "accountDisabled");
      const result: SignInResult = { userId, binding: pending.binding, provider, email, nickname: name, avatar: picture, isNewAccount };
      const uniqueKey = await oneTimeKeys.issue("oidc-result", result, RESULT_TTL_MS);
      return { uniqueKey, codeTokenType: "oidc", redirect: pending.redirect };
    },

    /** The result of a sign-in, only for the browser that started it. */
    async peekResult(uniqueKey: string, binding: string | undefined): Promise<SignInResult | undefined> {
      const result = await oneTimeKeys.peek<SignInResult>("oidc-result", uniqueKey);
      return result && binding && result.binding === sha256(binding) ? result : undefined;
    },
    async takeResult(uniqueKey: string, binding: string | undefined): Promise<SignInResult | undefined> {
      const result = await oneTimeKeys.peek<SignInResult>("oidc-result", uniqueKey);
      if (!result || !binding || result.binding !== sha256(binding)) return undefined;
      return oneTimeKeys.consume<SignInResult>("oidc-result", uniqueKey);
    },
  };
}

export type Oidc = ReturnType<typeof createOidc>;
