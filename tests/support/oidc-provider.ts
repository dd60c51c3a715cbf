import http from "node:http";
import { Provider } from "oidc-provider";
import { freePort } from "./server-process.ts";

export interface OidcTestAccount {
  sub: string;
  email: string;
  name: string;
  /** What the provider says of the address; true unless set. */
  emailVerified?: boolean;
}

/**
 * A real OpenID Connect provider (oidc-provider) on loopback with one confidential client. Its
 * login and consent screens answer at once for the account given, as if the user had signed in.
 * The account is read at each sign-in, so a test may change it between sign-ins.
 */
export async function startOidcProvider(options: { redirectUri: string; account: OidcTestAccount; port?: number }) {
  // A port chosen beforehand lets a site server be started with the issuer before the provider.
  const port = options.port ?? (await freePort());
  const issuer = `http://127.0.0.1:${port}`;
  const client = { client_id: "website-test", client_secret: "website-test-secret-which-is-long-enough" };
  const provider = new Provider(issuer, {
    clients: [{ ...client, redirect_uris: [options.redirectUri], grant_types: ["authorization_code"], response_types: ["code"] }],
    claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["name"] },
    cookies: { keys: ["test-cookie-key-one-which-is-long"] },
    pkce: { required: () => true },
    findAccount: (_context, sub) =>
      sub === options.account.sub
        ? {
            accountId: sub,
            claims: () => ({
              sub,
              email: options.account.email,
              email_verified: options.account.emailVerified ?? true,
              name: options.account.name,
            }),
          }
        : undefined,
    interactions: { url: (_context, interaction) => `/interaction/${interaction.uid}` },
  });
  provider.on("server_error", (_context, error) => console.error("oidc-provider error", error));

  const callback = provider.callback();
  const server = http.createServer(async (req, res) => {
    if (!req.url?.startsWith("/interaction/")) return callback(req, res);
    try {
      const details = await provider.interactionDetails(req, res);
      if (details.prompt.name === "login") {
        await provider.interactionFinished(req, res, { login: { accountId: options.account.sub } }, { mergeWithLastSubmission: false });
        return;
      }
      const grant = new provider.Grant({ accountId: options.account.sub, clientId: client.client_id });
      grant.addOIDCScope("openid email profile");
      const grantId = await grant.save();
      await provider.interactionFinished(req, res, { consent: { grantId } }, { mergeWithLastSubmission: true });
    } catch (error) {
      res.statusCode = 500;
      res.end(String(error));
    }
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    issuer,
    clientId: client.client_id,
    clientSecret: client.client_secret,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
