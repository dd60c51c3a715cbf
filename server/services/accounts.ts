import type { Kysely, Selectable } from "kysely";
import type { Language } from "../../common/constants.ts";
import type { UserInfo } from "../../common/contracts/account.ts";
import type { sendCodeCall } from "../../common/contracts/auth.ts";
import type { ParsedBody } from "../../common/contracts/call.ts";
import type { Oidc } from "./oidc.ts";
import { permissionsOf } from "../../common/staff-roles.ts";
import { parseTime } from "../../common/time.ts";
import { isValidEmail, isValidPhone } from "../../common/validate.ts";
import type { Database, WebUserTable } from "../db/schema.ts";
import { hashPassword, passwordChecks, type PasswordChecks } from "../security/passwords.ts";
import type { Captchas } from "./captcha.ts";
import type { Clock } from "./clock.ts";
import type { LoginThrottle } from "./login-throttle.ts";
import type { OneTimeKeys } from "./one-time-keys.ts";
import { ServiceError } from "./service-error.ts";
import type { SessionInfo, Sessions } from "./sessions.ts";
import { CODE_COOLDOWN_MS, normaliseTarget, type CodeChannel, type VerificationCodes } from "./verification-codes.ts";

export type WebUser = Selectable<WebUserTable>;

export interface ClientContext {
  ip: string;
  userAgent: string;
  clientId: string;
  language: Language;
}

export interface LoginResult {
  access_token: string;
  expire_in: number;
  client_id: string;
}

const RESET_TICKET_TTL_MS = 15 * 60 * 1000;

/**
 * What the log-in limits count an attempt under (login-throttle.ts): the account, once the name
 * typed resolves to one, so its username, e-mail address and phone number (however written) share
 * one count; otherwise the name in a normalised form (an e-mail address lower-cased, a phone number
 * as its digits, a username lower-cased), so spellings of one unknown name share one count too.
 */
export function loginThrottleKey(user: Pick<WebUser, "id"> | undefined, typed: string): string {
  if (user) return `account:${user.id}`;
  const trimmed = typed.trim();
  if (isValidEmail(trimmed)) return `email:${normaliseTarget("email", trimmed)}`;
  if (isValidPhone(trimmed)) return `phone:${trimmed.replace(/\D/g, "")}`;
  return `name:${trimmed.toLowerCase()}`;
}

export function splitList(value: string): string[] {
  return value
    .split(",")
    .map((item) => item.trim())
    .filter(Boolean);
}

export function toUserInfo(user: WebUser): UserInfo {
  return {
    userId: user.id,
    personalAuthId: user.personal_auth_id,
    firmAuthId: user.firm_auth_id,
    webUser: user.username,
    webPhone: user.phone ?? "",
    webEmail: user.email ?? "",
    avatar: user.avatar,
    createTime: parseTime(user.created_at),
    webNickname: user.nickname,
    lastLoginTime: user.last_login_at === null ? null : parseTime(user.last_login_at),
    authType: user.auth_type,
    secAuthFlag: user.sec_auth_flag,
    remark: user.remark,
    dept: user.dept,
    roles: splitList(user.roles),
    permissions: permissionsOf(splitList(user.roles), splitList(user.permissions)),
  };
}

interface AccountDeps {
  db: Kysely<Database>;
  clock: Clock;
  sessions: Sessions;
  captchas: Captchas;
  throttle: LoginThrottle;
  codes: VerificationCodes;
  oneTimeKeys: OneTimeKeys;
  oidc: Oidc;
  /** Told of every sign-in (the console's audit log keeps those of staff). */
  onSignIn?: (user: WebUser, ip: string, method: string) => Promise<void>;
  passwords?: PasswordChecks;
}

export function createAccounts(deps: AccountDeps) {
  const { db, clock } = deps;
  const passwords = deps.passwords ?? passwordChecks;

  async function findByAccount(account: string): Promise<WebUser | undefined> {
    const trimmed = account.trim();
    let query = db.selectFrom("web_user").selectAll();
    if (isValidEmail(trimmed)) query = query.where("email", "=", normaliseTarget("email", trimmed));
    else if (isValidPhone(trimmed)) query = query.where("phone", "=", normaliseTarget("sms", trimmed));
    else query = query.where("username", "=", trimmed);
    return query.executeTakeFirst();
  }

  async function findByTarget(channel: CodeChannel, target: string): Promise<WebUser | undefined> {
    const column = channel === "email" ? "email" : "phone";
    return db.selectFrom("web_user").selectAll().where(column, "=", normaliseTarget(channel, target)).executeTakeFirst();
  }

  /**
   * Lock and captcha gates shared by every way of logging in, decided before any password or code
   * is checked: the attempt is counted first (login-throttle.ts), so a burst cannot slip past them.
   */
  async function guard(client: ClientContext, accountKey: string, captcha: { code?: string | undefined; uuid?: string | undefined }) {
    const admission = await deps.throttle.admit(client.ip, accountKey);
    if (admission.lockedForMs > 0) {
      const minutes = Math.ceil(admission.lockedForMs / 60_000);
      throw new ServiceError(429, "loginLocked", {
        limit: "login-lock",
        params: { minutes },
        data: { retryAfterSeconds: Math.ceil(admission.lockedForMs / 1000) },
      });
    }
    if (deps.captchas.alwaysOn || admission.captchaRequired) await deps.captchas.verify(captcha.uuid, captcha.code);
  }

  async function failLogin(client: ClientContext, key: "loginFailed" | "codeInvalid"): Promise<never> {
    throw new ServiceError(500, key, { data: { captchaRequired: await deps.captchas.required(client.ip) } });
  }

  /**
   * A session for `user` as read before its password or code was checked: refused when the account
   * was disabled, deleted or given a new password meanwhile (sessions.ts, credential generation).
   */
  async function newSession(user: WebUser, client: ClientContext, method: string, refused: () => Promise<never>): Promise<LoginResult> {
    if (user.status !== "active") throw new ServiceError(500, "accountDisabled");
    const session = await deps.sessions.create({
      userId: user.id,
      generation: user.credential_generation,
      clientId: client.clientId,
      ip: client.ip,
      userAgent: client.userAgent,
    });
    if (!session) {
      const now = await db.selectFrom("web_user").select("status").where("id", "=", user.id).executeTakeFirst();
      if (now?.status !== "active") throw new ServiceError(500, "accountDisabled");
      return refused();
    }
    await deps.onSignIn?.(user, client.ip, method);
    return { access_token: session.token, expire_in: session.expiresInSeconds, client_id: client.clientId };
  }

  async function startSession(user: WebUser, client: ClientContext, accountKey: string, method: "password" | "code"): Promise<LoginResult> {
    // The password or code checked was the account's before its credentials changed: a failure, as counted.
    const result = await newSession(user, client, method, () => failLogin(client, method === "password" ? "loginFailed" : "codeInvalid"));
    await deps.throttle.succeeded(client.ip, accountKey);
    return result;
  }

  return {
    /**
     * Sends a code behind the captcha (when this address needs one now). The answer never depends
     * on whether an account exists (verification-codes.ts decides what is actually sent).
     */
    async sendCode(
      input: ParsedBody<typeof sendCodeCall>,
      client: ClientContext,
      session: SessionInfo | undefined,
    ): Promise<{ cooldownSeconds: number }> {
      const channelOfPurpose = { "change-email": "email", "change-phone": "sms" } as const;
      // A change of address is asked for on the account page: only a signed-in visitor gets a code for one.
      if (input.purpose in channelOfPurpose && !session) throw new ServiceError(401, "unauthorized");
      if (input.purpose in channelOfPurpose && channelOfPurpose[input.purpose as keyof typeof channelOfPurpose] !== input.channel) {
        throw new ServiceError(500, "targetInvalid");
      }
      await deps.captchas.checkIfRequired(client.ip, input);
      const accountExists = Boolean(await findByTarget(input.channel, input.target));
      await deps.codes.send({
        channel: input.channel,
        target: input.target,
        purpose: input.purpose,
        accountExists,
        language: client.language,
        ip: client.ip,
      });
      return { cooldownSeconds: CODE_COOLDOWN_MS / 1000 };
    },

    async register(
      input: {
        username: string;
        password: string;
        email: string;
        emailCode: string;
        nickname?: string | undefined;
        phonenumber?: string | undefined;
        smsCode?: string | undefined;
      },
      client: Pick<ClientContext, "ip">,
    ): Promise<{ userId: number }> {
      // Availability first: a taken name must not use up the code the visitor will retry with.
      const taken = await db.selectFrom("web_user").select("id").where("username", "=", input.username).executeTakeFirst();
      if (taken) throw new ServiceError(500, "usernameTaken");
      // A taken address never got a code (its owner got a notice), so it answers like a wrong code:
      // the answer must not tell a stranger which addresses have accounts.
      if (await findByTarget("email", input.email)) throw new ServiceError(500, "codeInvalid");
      const phone = input.phonenumber ? { target: input.phonenumber, code: input.smsCode ?? "" } : undefined;
      // The same for a taken phone number: it got a notice by SMS, never a code.
      if (phone && (await findByTarget("sms", phone.target))) throw new ServiceError(500, "codeInvalid");
      await deps.codes.consume({ channel: "email", target: input.email, purpose: "register", code: input.emailCode, ip: client.ip });
      if (phone) await deps.codes.consume({ channel: "sms", target: phone.target, purpose: "register", code: phone.code, ip: client.ip });
      const passwordHash = await hashPassword(input.password, client.ip);
      try {
        const row = await db
          .insertInto("web_user")
          .values({
            username: input.username,
            nickname: input.nickname?.trim() || input.username,
            email: normaliseTarget("email", input.email),
            phone: phone ? normaliseTarget("sms", phone.target) : null,
            password_hash: passwordHash,
            created_at: clock.now(),
          })
          .returning("id")
          .executeTakeFirstOrThrow();
        return { userId: row.id };
      } catch (error) {
        // Lost a race for the same username or e-mail address.
        const again = await db.selectFrom("web_user").select("id").where("username", "=", input.username).executeTakeFirst();
        if (again) throw new ServiceError(500, "usernameTaken");
        if (await findByTarget("email", input.email)) throw new ServiceError(500, "codeInvalid");
        if (phone && (await findByTarget("sms", phone.target))) throw new ServiceError(500, "codeInvalid");
        throw error;
      }
    },

    async loginWithPassword(
      input: { account: string; password: string; code?: string | undefined; uuid?: string | undefined },
      client: ClientContext,
    ): Promise<LoginResult> {
      // A lookup, not a check: which account is tried decides which count the attempt goes into.
      const user = await findByAccount(input.account);
      const accountKey = loginThrottleKey(user, input.account);
      await guard(client, accountKey, input);
      const valid = user?.password_hash
        ? await passwords.verify(input.password, user.password_hash, client.ip)
        : await passwords.verifyAgainstNothing(input.password, client.ip);
      if (!user || !valid) return failLogin(client, "loginFailed");
      return startSession(user, client, accountKey, "password");
    },

    async loginWithCode(input: { channel: CodeChannel; target: string; code: string }, client: ClientContext): Promise<LoginResult> {
      const accountKey = loginThrottleKey(await findByTarget(input.channel, input.target), input.target);
      await guard(client, accountKey, {});
      try {
        await deps.codes.consume({ channel: input.channel, target: input.target, purpose: "login", code: input.code, ip: client.ip });
      } catch (error) {
        if (error instanceof ServiceError && error.key === "codeInvalid") return failLogin(client, "codeInvalid");
        throw error;
      }
      const user = await findByTarget(input.channel, input.target);
      if (!user) return failLogin(client, "codeInvalid");
      return startSession(user, client, accountKey, "code");
    },

    async verifyResetCode(
      input: { channel: CodeChannel; target: string; code: string },
      client: Pick<ClientContext, "ip">,
    ): Promise<{ resetToken: string; expiresInSeconds: number }> {
      await deps.codes.consume({ channel: input.channel, target: input.target, purpose: "reset", code: input.code, ip: client.ip });
      const user = await findByTarget(input.channel, input.target);
      if (!user) throw new ServiceError(500, "codeInvalid");
      const resetToken = await deps.oneTimeKeys.issue("password-reset", { userId: user.id }, RESET_TICKET_TTL_MS);
      return { resetToken, expiresInSeconds: RESET_TICKET_TTL_MS / 1000 };
    },

    async resetPassword(input: { resetToken: string; password: string }, client: Pick<ClientContext, "ip">): Promise<void> {
      const ticket = await deps.oneTimeKeys.consume<{ userId: number }>("password-reset", input.resetToken);
      if (!ticket) throw new ServiceError(500, "resetTokenInvalid");
      const passwordHash = await hashPassword(input.password, client.ip);
      // Whoever knew the old password must not stay logged in, nor finish a log-in already under way.
      await db.transaction().execute(async (trx) => {
        await trx.updateTable("web_user").set({ password_hash: passwordHash }).where("id", "=", ticket.userId).execute();
        await deps.sessions.endAllOf(ticket.userId, { executor: trx });
      });
    },

    async userInfo(userId: number): Promise<UserInfo> {
      const user = await db.selectFrom("web_user").selectAll().where("id", "=", userId).executeTakeFirst();
      if (!user) throw new ServiceError(401, "sessionExpired");
      return toUserInfo(user);
    },

    /** Third-party sign-in, last step: the one-time result becomes a session (once). */
    async sessionFromOidcResult(uniqueKey: string, binding: string | undefined, client: ClientContext): Promise<LoginResult> {
      const result = await deps.oidc.takeResult(uniqueKey, binding);
      if (!result) throw new ServiceError(500, "oneTimeKeyInvalid");
      const user = await db.selectFrom("web_user").selectAll().where("id", "=", result.userId).executeTakeFirst();
      if (!user) throw new ServiceError(500, "oneTimeKeyInvalid");
      return newSession(user, client, "third-party", () => Promise.reject(new ServiceError(500, "oneTimeKeyInvalid")));
    },

    /** Whom a third-party sign-in result belongs to (the /callback page shows it), without using it up. */
    async oidcResultOwner(uniqueKey: string, binding: string | undefined) {
      const result = await deps.oidc.peekResult(uniqueKey, binding);
      if (!result) throw new ServiceError(500, "oneTimeKeyInvalid");
      const { provider, email, nickname, avatar, isNewAccount } = result;
      return { provider, email, nickname, avatar, isNewAccount };
    },
  };
}

export type Accounts = ReturnType<typeof createAccounts>;
