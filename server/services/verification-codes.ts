import type { Kysely } from "kysely";
import type { Language } from "../../common/constants.ts";
import type { CodePurpose as RequestablePurpose } from "../../common/contracts/auth.ts";
import type { Database } from "../db/schema.ts";
import type { Outbox } from "../mail/outbox.ts";
import { sha256, sixDigitCode } from "../security/tokens.ts";
import type { Clock } from "./clock.ts";
import type { RateLimits } from "./rate-limits.ts";
import { ServiceError } from "./service-error.ts";

/** What a code is for: the purposes anyone may ask for (the contract), and those only the server sends (two-step enrolment). */
export type CodePurpose = RequestablePurpose | "two-step-enrol";

export type CodeChannel = "email" | "sms";

/** Purposes whose code proves an address that must not belong to any account yet. */
function claimsNewAddress(purpose: CodePurpose): boolean {
  return purpose === "register" || purpose === "change-email" || purpose === "change-phone";
}

export const CODE_TTL_MS = 10 * 60 * 1000;
export const CODE_COOLDOWN_MS = 60 * 1000;
/** Guesses at one code, the right one included: the code is dead after the fifth. */
export const MAX_GUESSES_PER_CODE = 5;
export const SENDS_PER_IP_PER_HOUR = 20;
/** Code checks (any code, any purpose), per address and per e-mail address or phone number. */
export const CODE_CHECKS = { windowMs: 15 * 60 * 1000, perIp: 30, perTarget: 10 } as const;

export function normaliseTarget(channel: CodeChannel, target: string): string {
  return channel === "email" ? target.trim().toLowerCase() : target.replace(/[\s-]/g, "");
}

function codeHash(target: string, purpose: CodePurpose, code: string): string {
  return sha256(`${purpose}:${target}:${code}`);
}

function codeText(language: Language, brand: string, code: string, purpose: CodePurpose) {
  const minutes = CODE_TTL_MS / 60_000;
  if (language === "en_US") {
    const action = {
      login: "log in",
      register: "finish registering",
      reset: "reset your password",
      "change-email": "confirm this new e-mail address for your account",
      "change-phone": "confirm this new phone number for your account",
      "two-step-enrol":
        "set up two-step sign-in for your console account (if you did not ask for it, tell your site's admin: someone has your password)",
    }[purpose];
    return {
      subject: `${brand} verification code: ${code}`,
      body: `Your ${brand} verification code is ${code}. Use it within ${minutes} minutes to ${action}.\n\nIf you did not ask for it, ignore this message; nobody can use the code without access to this mailbox or phone.`,
    };
  }
  const action = {
    login: "登录",
    register: "完成注册",
    reset: "重置密码",
    "change-email": "确认账号的新邮箱",
    "change-phone": "确认账号的新手机号",
    "two-step-enrol": "为您的控制台账号启用两步验证（如非本人操作，请告知网站管理员：有人掌握了您的密码）",
  }[purpose];
  return {
    subject: `【${brand}】验证码：${code}`,
    body: `您的验证码是 ${code}，${minutes} 分钟内有效，用于${action}。\n\n如非本人操作，请忽略本消息；没有本邮箱或手机的人无法使用该验证码。`,
  };
}

function alreadyRegisteredText(language: Language, brand: string, channel: CodeChannel, purpose: CodePurpose) {
  const changing = purpose !== "register";
  if (language === "en_US") {
    const what = channel === "email" ? "e-mail address" : "phone number";
    const attempt = changing ? `add this ${what} to a ${brand} account` : `register a ${brand} account with this ${what}`;
    return {
      subject: `${brand}: this ${what} already has an account`,
      body: `Someone tried to ${attempt}, but it already belongs to an account. If it was you, log in with it or reset your password instead. If not, you can ignore this message.`,
    };
  }
  const what = channel === "email" ? "邮箱" : "手机号";
  const attempt = changing ? `将本${what}绑定到${brand}账号` : `使用本${what}注册${brand}账号`;
  return {
    subject: `【${brand}】该${what}已注册`,
    body: `有人尝试${attempt}，但该${what}已有账号。如是您本人，请直接用它登录或找回密码；如非本人操作，请忽略本消息。`,
  };
}

/**
 * Six-digit codes sent by e-mail or SMS: single use, valid ten minutes, one send per minute per
 * target. The answer never depends on whether an account exists: for an unknown account the
 * code is stored but sent nowhere; a registration attempt or an account's change of address to
 * a taken address gets a notice instead of a code.
 */
export function createVerificationCodes(
  db: Kysely<Database>,
  clock: Clock,
  outbox: Outbox,
  rateLimits: RateLimits,
  /** The brand the messages sign with: the site settings in use (read at each send). */
  brand: () => Record<Language, string>,
) {
  return {
    async send(input: {
      channel: CodeChannel;
      target: string;
      purpose: CodePurpose;
      accountExists: boolean;
      language: Language;
      ip: string;
    }): Promise<void> {
      const target = normaliseTarget(input.channel, input.target);
      const now = clock.now();
      // The sender's own limit first, then one send per target per minute, decided together: 20
      // parallel sends send one, and a sender refused by its own limit starts nobody's cooldown.
      const cooldownKey = `code-send-target:${target}`;
      const taken = await rateLimits.takeAll([
        { key: `code-send-ip:${input.ip}`, limit: SENDS_PER_IP_PER_HOUR, windowMs: 60 * 60 * 1000 },
        { key: cooldownKey, limit: 1, windowMs: CODE_COOLDOWN_MS },
      ]);
      if (!taken.allowed) {
        const seconds = Math.max(1, Math.ceil(taken.retryAfterMs / 1000));
        if (taken.refused.key === cooldownKey) {
          throw new ServiceError(429, "codeCooldown", {
            limit: "code-send-target",
            params: { seconds },
            data: { retryAfterSeconds: seconds },
          });
        }
        throw new ServiceError(429, "tooManyRequests", { limit: "code-send-ip", data: { retryAfterSeconds: seconds } });
      }

      const code = sixDigitCode();
      await db
        .insertInto("verification_code")
        .values({
          channel: input.channel,
          target,
          purpose: input.purpose,
          code_hash: codeHash(target, input.purpose, code),
          attempts: 0,
          created_at: now,
          expires_at: now + CODE_TTL_MS,
          consumed_at: null,
        })
        .execute();

      const brandName = brand()[input.language];
      if (claimsNewAddress(input.purpose) && input.accountExists) {
        const notice = alreadyRegisteredText(input.language, brandName, input.channel, input.purpose);
        await outbox.enqueue({ channel: input.channel, recipient: target, ...notice });
      } else if (claimsNewAddress(input.purpose) || input.accountExists) {
        await outbox.enqueue({ channel: input.channel, recipient: target, ...codeText(input.language, brandName, code, input.purpose) });
      }
    },

    /**
     * Succeeds once for the newest valid code. Each guess is counted by one conditional update
     * before the code is compared, so whatever the concurrency a code is compared at most five
     * times; checks are also limited per address and per target (decision 012).
     */
    async consume(input: { channel: CodeChannel; target: string; purpose: CodePurpose; code: string; ip: string }): Promise<void> {
      const target = normaliseTarget(input.channel, input.target);
      for (const [key, limit] of [
        [`code-check-ip:${input.ip}`, CODE_CHECKS.perIp],
        [`code-check-target:${target}`, CODE_CHECKS.perTarget],
      ] as const) {
        const allowed = await rateLimits.take(key, limit, CODE_CHECKS.windowMs);
        if (!allowed.allowed)
          throw new ServiceError(429, "tooManyRequests", {
            limit: key.slice(0, key.indexOf(":")),
            data: { retryAfterSeconds: Math.ceil(allowed.retryAfterMs / 1000) },
          });
      }
      const newest = await db
        .selectFrom("verification_code")
        .select("id")
        .where("target", "=", target)
        .where("purpose", "=", input.purpose)
        .where("consumed_at", "is", null)
        .where("expires_at", ">", clock.now())
        .orderBy("created_at", "desc")
        .orderBy("id", "desc")
        .limit(1)
        .executeTakeFirst();
      if (!newest) throw new ServiceError(500, "codeInvalid");
      const guess = await db
        .updateTable("verification_code")
        .set((eb) => ({ attempts: eb("attempts", "+", 1) }))
        .where("id", "=", newest.id)
        .where("consumed_at", "is", null)
        .where("attempts", "<", MAX_GUESSES_PER_CODE)
        .returning(["code_hash"])
        .executeTakeFirst();
      if (!guess || guess.code_hash !== codeHash(target, input.purpose, input.code.trim())) throw new ServiceError(500, "codeInvalid");
      const used = await db
        .updateTable("verification_code")
        .set({ consumed_at: clock.now() })
        .where("id", "=", newest.id)
        .where("consumed_at", "is", null)
        .executeTakeFirst();
      if (Number(used.numUpdatedRows) !== 1) throw new ServiceError(500, "codeInvalid");
    },
  };
}

export type VerificationCodes = ReturnType<typeof createVerificationCodes>;
