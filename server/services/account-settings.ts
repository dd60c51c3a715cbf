import type { Kysely } from "kysely";
import type { AccountSession, UserInfo } from "../../common/contracts/account.ts";
import type { Database } from "../db/schema.ts";
import { hashPassword, passwordChecks, type PasswordChecks } from "../security/passwords.ts";
import type { Outbox } from "../mail/outbox.ts";
import type { AccountChangeNotices } from "./account-change-notices.ts";
import { toUserInfo } from "./accounts.ts";
import { lockActiveAdmins } from "./active-admins.ts";
import type { Clock } from "./clock.ts";
import type { RateLimits } from "./rate-limits.ts";
import { ServiceError } from "./service-error.ts";
import { SESSION_IDLE_MS, type SessionInfo, type Sessions } from "./sessions.ts";
import { normaliseTarget, type CodeChannel, type VerificationCodes } from "./verification-codes.ts";

/** Guesses at the current password from one account (password change, deletion) per window. */
export const PASSWORD_CHECKS = { limit: 10, windowMs: 15 * 60 * 1000 } as const;

/**
 * A username no visitor can register (the username rule has no colon), so freeing the real one
 * can never collide with an account that exists or will exist.
 */
export function deletedUsername(userId: number): string {
  return `deleted:${userId}`;
}

const BROWSERS: Array<[RegExp, string]> = [
  [/Edg(?:e|A|iOS)?\//, "Edge"],
  [/OPR\/|Opera/, "Opera"],
  [/MicroMessenger\//, "WeChat"],
  [/Firefox\/|FxiOS\//, "Firefox"],
  [/Chrome\/|CriOS\//, "Chrome"],
  [/Safari\//, "Safari"],
];
const SYSTEMS: Array<[RegExp, string]> = [
  [/Windows/, "Windows"],
  [/iPhone|iPad|iPod/, "iOS"],
  [/Android/, "Android"],
  [/Mac OS X|Macintosh/, "macOS"],
  [/CrOS/, "ChromeOS"],
  [/Linux/, "Linux"],
];

/** "Chrome · Windows" from a user agent: enough for a visitor to recognise a device, "" if nothing is known. */
export function deviceOf(userAgent: string): string {
  const browser = BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1];
  const system = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1];
  return [browser, system].filter(Boolean).join(" · ");
}

interface AccountSettingsDeps {
  db: Kysely<Database>;
  clock: Clock;
  codes: VerificationCodes;
  rateLimits: RateLimits;
  sessions: Sessions;
  notices: AccountChangeNotices;
  outbox: Pick<Outbox, "kick">;
  passwords?: PasswordChecks;
}

/**
 * The account page (issue 14): the signed-in visitor's own details, password, sessions and the
 * deletion of the account. A new e-mail address or phone number is proven by a code sent to it
 * (purposes change-email and change-phone) and needs the current password, like a new password;
 * like registration, a taken address never gets a code (its owner gets a notice) and is answered
 * like a wrong code. Each such change is told to the account's e-mail address before it
 * (account-change-notices.ts).
 */
export function createAccountSettings({
  db,
  clock,
  codes,
  rateLimits,
  sessions,
  notices,
  outbox,
  passwords = passwordChecks,
}: AccountSettingsDeps) {
  async function userRow(userId: number) {
    const user = await db.selectFrom("web_user").selectAll().where("id", "=", userId).executeTakeFirst();
    if (!user || user.status !== "active") throw new ServiceError(401, "sessionExpired");
    return user;
  }

  /** The current password, behind a per-account limit so a left-open session cannot be used to guess it. */
  async function checkPassword(userId: number, password: string, ip: string): Promise<void> {
    const allowed = await rateLimits.take(`password-check:${userId}`, PASSWORD_CHECKS.limit, PASSWORD_CHECKS.windowMs);
    if (!allowed.allowed)
      throw new ServiceError(429, "tooManyRequests", {
        limit: "password-check",
        data: { retryAfterSeconds: Math.ceil(allowed.retryAfterMs / 1000) },
      });
    const user = await userRow(userId);
    const valid = user.password_hash
      ? await passwords.verify(password, user.password_hash, ip)
      : await passwords.verifyAgainstNothing(password, ip);
    if (!valid) throw new ServiceError(500, "passwordWrong");
  }

  /**
   * The session alone does not change an address: a stolen session would become the account for
   * good (change the e-mail, then reset the password). The current password is asked first, and
   * the account's e-mail address before the change is told, with a link that undoes it.
   */
  async function changeAddress(
    userId: number,
    channel: CodeChannel,
    input: { target: string; code: string; password: string },
    ip: string,
  ): Promise<UserInfo> {
    const column = channel === "email" ? "email" : "phone";
    const value = normaliseTarget(channel, input.target);
    await checkPassword(userId, input.password, ip);
    const before = await userRow(userId);
    const owner = await db.selectFrom("web_user").select("id").where(column, "=", value).executeTakeFirst();
    if (owner) throw new ServiceError(500, "codeInvalid");
    await codes.consume({
      channel,
      target: input.target,
      purpose: channel === "email" ? "change-email" : "change-phone",
      code: input.code,
      ip,
    });
    try {
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable("web_user")
          .set(channel === "email" ? { email: value } : { phone: value })
          .where("id", "=", userId)
          .execute();
        if (channel === "sms") await notices.store(trx, before, { kind: "phone", to: value });
        else if (before.email) await notices.store(trx, before, { kind: "email", from: before.email, to: value });
      });
      outbox.kick();
    } catch (error) {
      // Lost a race for the same address to another account (the column is unique).
      if (await db.selectFrom("web_user").select("id").where(column, "=", value).where("id", "!=", userId).executeTakeFirst()) {
        throw new ServiceError(500, "codeInvalid");
      }
      throw error;
    }
    return toUserInfo(await userRow(userId));
  }

  /** Ends every open session of the account but `keep`; answers how many ended. */
  async function endOtherSessions(userId: number, keep: string): Promise<number> {
    const result = await db
      .updateTable("web_session")
      .set({ revoked_at: clock.now() })
      .where("user_id", "=", userId)
      .where("token_hash", "!=", keep)
      .where("revoked_at", "is", null)
      .where("expires_at", ">", clock.now())
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  return {
    /** The current password asked again (reauthentication.ts), behind the same per-account limit. */
    confirmPassword: checkPassword,

    async changeNickname(userId: number, nickname: string): Promise<UserInfo> {
      await userRow(userId);
      await db.updateTable("web_user").set({ nickname: nickname.trim() }).where("id", "=", userId).execute();
      return toUserInfo(await userRow(userId));
    },

    changeEmail: (userId: number, input: { email: string; code: string; password: string }, ip: string) =>
      changeAddress(userId, "email", { target: input.email, code: input.code, password: input.password }, ip),

    changePhone: (userId: number, input: { phone: string; code: string; password: string }, ip: string) =>
      changeAddress(userId, "sms", { target: input.phone, code: input.code, password: input.password }, ip),

    /** Whoever knew the old password must not stay signed in elsewhere, nor finish a sign-in under way; this session stays. */
    async changePassword(session: SessionInfo, input: { oldPassword: string; password: string }, ip: string): Promise<{ ended: number }> {
      await checkPassword(session.userId, input.oldPassword, ip);
      const passwordHash = await hashPassword(input.password, ip);
      const account = await userRow(session.userId);
      const ended = await db.transaction().execute(async (trx) => {
        await trx.updateTable("web_user").set({ password_hash: passwordHash }).where("id", "=", session.userId).execute();
        await notices.store(trx, account, { kind: "password" });
        return sessions.endAllOf(session.userId, { keep: session.tokenHash, executor: trx });
      });
      outbox.kick();
      return { ended };
    },

    async openSessions(session: SessionInfo): Promise<AccountSession[]> {
      const now = clock.now();
      const rows = await db
        .selectFrom("web_session")
        .select(["token_hash", "created_at", "last_seen_at", "ip", "user_agent"])
        .where("user_id", "=", session.userId)
        .where("revoked_at", "is", null)
        .where("expires_at", ">", now)
        .where("last_seen_at", ">", now - SESSION_IDLE_MS)
        .orderBy("last_seen_at", "desc")
        .execute();
      return rows.map((row) => ({
        createdAt: new Date(row.created_at).toISOString(),
        lastSeenAt: new Date(row.last_seen_at).toISOString(),
        device: deviceOf(row.user_agent),
        ip: row.ip,
        current: row.token_hash === session.tokenHash,
      }));
    },

    signOutElsewhere: async (session: SessionInfo): Promise<{ ended: number }> => ({
      ended: await endOtherSessions(session.userId, session.tokenHash),
    }),

    /**
     * The account row stays (demo bookings refer to it and are kept as business records, like
     * partner applications), anonymised and disabled: no name, address, number or password is
     * left, so the username, e-mail address and phone number are free for a new account. Its
     * sessions and third-party links are removed, so nothing can sign in to it again.
     */
    async deleteAccount(userId: number, password: string, ip: string): Promise<void> {
      await checkPassword(userId, password, ip);
      await db.transaction().execute(async (trx) => {
        // The console must keep an admin (active-admins.ts), even when the last one deletes their own account.
        const admins = await lockActiveAdmins(trx);
        if (admins.length === 1 && admins[0] === userId) throw new ServiceError(500, "lastAdmin");
        await trx
          .updateTable("web_user")
          .set({
            username: deletedUsername(userId),
            nickname: "",
            email: null,
            phone: null,
            password_hash: null,
            avatar: "",
            personal_auth_id: null,
            firm_auth_id: null,
            remark: "",
            roles: "",
            permissions: "",
            status: "disabled",
          })
          .where("id", "=", userId)
          .execute();
        await trx.deleteFrom("user_connection").where("user_id", "=", userId).execute();
        // A sign-in still checking the old password must not start a session either.
        await sessions.endAllOf(userId, { executor: trx });
        await trx.deleteFrom("web_session").where("user_id", "=", userId).execute();
      });
    },
  };
}

export type AccountSettings = ReturnType<typeof createAccountSettings>;
