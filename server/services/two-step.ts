import type { Kysely } from "kysely";
import QRCode from "qrcode";
import { generateSecret, generateURI, verify } from "otplib";
import type { Language } from "../../common/constants.ts";
import type { Database } from "../db/schema.ts";
import type { Actor, AuditLog } from "./audit-log.ts";
import type { Captchas } from "./captcha.ts";
import type { Clock } from "./clock.ts";
import type { OneTimeKeys } from "./one-time-keys.ts";
import type { RateLimits } from "./rate-limits.ts";
import { ServiceError } from "./service-error.ts";
import { SESSION_ABSOLUTE_MS } from "./sessions.ts";
import type { StaffMember } from "./staff-access.ts";
import type { VerificationCodes } from "./verification-codes.ts";

const SETUP_TTL_MS = 10 * 60 * 1000;
/**
 * Guesses at a six-digit code, per quarter hour (after login-throttle.ts): counted per account and
 * address, so that someone holding the password guesses from their own address only. From that
 * address a captcha comes first, a lock only after many; from all addresses together the account
 * asks for a captcha, never a lock, so nobody can lock the real admin out of the console.
 */
export const TWO_STEP_GUESSES = {
  windowMs: 15 * 60 * 1000,
  captchaAfterFailuresPerAccountAndIp: 3,
  maxFailuresPerAccountAndIp: 10,
  captchaAfterFailuresPerAccount: 10,
} as const;
/** One 30-second step either side, for phones whose clock drifts. */
const TOLERANCE_SECONDS = 30;

export interface TwoStepState {
  required: boolean;
  enrolled: boolean;
  verified: boolean;
}

export interface CaptchaAnswer {
  captcha?: string | undefined;
  captchaUuid?: string | undefined;
}

const pairKey = (userId: number, ip: string) => `two-step-pair:${userId}\n${ip}`;
const accountKey = (userId: number) => `two-step-account:${userId}`;

/**
 * Two-step sign-in for staff (TOTP, RFC 6238, with an authenticator app): once a staff account has
 * a secret, or when ADMIN_TOTP_REQUIRED makes it mandatory, each session must be confirmed with a
 * current code before the console's calls answer. The confirmation is a record keyed by the
 * session (in one_time_key, expiring with the session), so every instance sees it.
 *
 * - Enrolment needs a code sent to the account's e-mail address first: whoever holds only the
 *   password of a staff account that has no authenticator yet cannot make theirs the one.
 * - A code is accepted once: the last accepted time step is kept (web_user.totp_last_step) and a
 *   code of that step or an earlier one is refused, decided by one conditional update.
 * - Wrong guesses are limited per account and address, with a captcha before the lock
 *   (TWO_STEP_GUESSES).
 */
export function createTwoStep(deps: {
  db: Kysely<Database>;
  clock: Clock;
  oneTimeKeys: OneTimeKeys;
  rateLimits: RateLimits;
  captchas: Captchas;
  codes: VerificationCodes;
  audit: AuditLog;
  required: boolean;
  /** The name authenticator apps show: the brand in the site settings in use. */
  issuer: () => string;
}) {
  const { db, clock, oneTimeKeys } = deps;

  const accountOf = async (userId: number) =>
    db.selectFrom("web_user").select(["totp_secret", "email"]).where("id", "=", userId).executeTakeFirstOrThrow();

  /** The time step the code belongs to (now, or one either side), or null when it is not the secret's. */
  async function matchingStep(secret: string, code: string): Promise<number | null> {
    if (!/^\d{6}$/.test(code)) return null;
    const result = await verify({ secret, token: code, epoch: clock.now() / 1000, epochTolerance: TOLERANCE_SECONDS });
    // The functional verify answers for HOTP and TOTP alike; a TOTP match carries its time step.
    return result.valid && "timeStep" in result ? result.timeStep : null;
  }

  /** Takes the step as the last one used: true once per step, for the first request on any instance. */
  async function claimStep(userId: number, step: number): Promise<boolean> {
    const claimed = await db
      .updateTable("web_user")
      .set({ totp_last_step: step })
      .where("id", "=", userId)
      .where((eb) => eb.or([eb("totp_last_step", "is", null), eb("totp_last_step", "<", step)]))
      .executeTakeFirst();
    return Number(claimed.numUpdatedRows) === 1;
  }

  async function markVerified(sessionHash: string, userId: number) {
    if (await oneTimeKeys.peek("totp-session", sessionHash)) return;
    try {
      await oneTimeKeys.issue("totp-session", { userId }, SESSION_ABSOLUTE_MS, sessionHash);
    } catch (error) {
      // The same session confirmed twice at once: the other request stored it.
      if (!(await oneTimeKeys.peek("totp-session", sessionHash))) throw error;
    }
  }

  /**
   * Counts this guess before it is checked (one atomic count per counter, as log-ins do) and
   * decides whether it may go on: locked from this address, or a captcha first (a form that
   * cannot show one, such as the reauthentication, is refused at that point).
   */
  async function admitGuess(actor: Actor, captcha: CaptchaAnswer): Promise<void> {
    const [pair, account] = await Promise.all([
      deps.rateLimits.hit(pairKey(actor.userId, actor.ip), TWO_STEP_GUESSES.windowMs),
      deps.rateLimits.hit(accountKey(actor.userId), TWO_STEP_GUESSES.windowMs),
    ]);
    if (pair.count > TWO_STEP_GUESSES.maxFailuresPerAccountAndIp) {
      throw new ServiceError(429, "tooManyRequests", {
        limit: "two-step",
        data: { retryAfterSeconds: Math.max(1, Math.ceil((pair.resetAt - clock.now()) / 1000)) },
      });
    }
    if (
      pair.count > TWO_STEP_GUESSES.captchaAfterFailuresPerAccountAndIp ||
      account.count > TWO_STEP_GUESSES.captchaAfterFailuresPerAccount
    ) {
      await deps.captchas.verify(captcha.captchaUuid, captcha.captcha);
    }
  }

  /** A right code: this address's failures are forgiven and the guess is taken back. */
  async function guessSucceeded(actor: Actor): Promise<void> {
    await Promise.all([deps.rateLimits.clear(pairKey(actor.userId, actor.ip)), deps.rateLimits.refund(accountKey(actor.userId))]);
  }

  return {
    required: deps.required,

    /** Whether this session may use the console's calls (checked by the staff guard). */
    async isSatisfied(userId: number, totpSecret: string | null, sessionHash: string): Promise<boolean> {
      if (totpSecret === null && !deps.required) return true;
      const confirmed = await oneTimeKeys.peek<{ userId: number }>("totp-session", sessionHash);
      return confirmed?.userId === userId;
    },

    async state(actor: StaffMember, sessionHash: string): Promise<TwoStepState> {
      const { totp_secret: secret } = await accountOf(actor.userId);
      const confirmed = await oneTimeKeys.peek<{ userId: number }>("totp-session", sessionHash);
      return { required: deps.required, enrolled: secret !== null, verified: confirmed?.userId === actor.userId };
    },

    /** Enrolment, first step: a code to the account's e-mail address (its masked form is answered). */
    async sendEnrolCode(actor: StaffMember, language: Language): Promise<{ email: string; cooldownSeconds: number }> {
      const account = await accountOf(actor.userId);
      if (account.totp_secret !== null) throw new ServiceError(500, "twoStepAlreadyOn");
      if (!account.email) throw new ServiceError(500, "twoStepNoEmail");
      await deps.codes.send({
        channel: "email",
        target: account.email,
        purpose: "two-step-enrol",
        accountExists: true,
        language,
        ip: actor.ip,
      });
      return { email: maskedEmail(account.email), cooldownSeconds: 60 };
    },

    /** With the e-mailed code: a new secret to scan, held for ten minutes until a code from it confirms it. */
    async setup(actor: StaffMember, emailCode: string) {
      const account = await accountOf(actor.userId);
      if (account.totp_secret !== null) throw new ServiceError(500, "twoStepAlreadyOn");
      if (!account.email) throw new ServiceError(500, "twoStepNoEmail");
      await deps.codes.consume({ channel: "email", target: account.email, purpose: "two-step-enrol", code: emailCode, ip: actor.ip });
      const secret = generateSecret();
      const uri = generateURI({ issuer: deps.issuer(), label: actor.username, secret });
      const setupKey = await oneTimeKeys.issue("totp-setup", { userId: actor.userId, secret }, SETUP_TTL_MS);
      const qrSvg = await QRCode.toString(uri, { type: "svg", margin: 1, errorCorrectionLevel: "M" });
      return { setupKey, secret, uri, qrSvg };
    },

    async enable(actor: StaffMember, sessionHash: string, input: { setupKey: string; code: string } & CaptchaAnswer) {
      const pending = await oneTimeKeys.peek<{ userId: number; secret: string }>("totp-setup", input.setupKey);
      if (!pending || pending.userId !== actor.userId) throw new ServiceError(500, "twoStepSetupExpired");
      await admitGuess(actor, input);
      const step = await matchingStep(pending.secret, input.code);
      if (step === null) throw new ServiceError(500, "twoStepCodeWrong");
      if (!(await oneTimeKeys.consume("totp-setup", input.setupKey))) throw new ServiceError(500, "twoStepSetupExpired");
      await guessSucceeded(actor);
      await db.updateTable("web_user").set({ totp_secret: pending.secret, totp_last_step: step }).where("id", "=", actor.userId).execute();
      await markVerified(sessionHash, actor.userId);
      await deps.audit.record(actor, "twoStepEnabled", `user:${actor.userId}`);
    },

    async verify(actor: StaffMember, sessionHash: string, input: { code: string } & CaptchaAnswer) {
      const { totp_secret: secret } = await accountOf(actor.userId);
      if (secret === null) throw new ServiceError(500, "twoStepNotOn");
      await admitGuess(actor, input);
      const step = await matchingStep(secret, input.code);
      if (step === null) throw new ServiceError(500, "twoStepCodeWrong");
      // A code seen once (over a shoulder, in a proxy) is spent, also within its ±30 s.
      if (!(await claimStep(actor.userId, step))) throw new ServiceError(500, "twoStepCodeUsed");
      await guessSucceeded(actor);
      await markVerified(sessionHash, actor.userId);
      await deps.audit.record(actor, "signIn", "session", { method: "two-step" });
    },

    /**
     * A current code asked again before a change that hands out power (reauthentication.ts); the
     * session is not touched. The same limits and the same once-only rule as the second step.
     */
    async confirmCode(actor: Actor, code: string) {
      const { totp_secret: secret } = await accountOf(actor.userId);
      if (secret === null) throw new ServiceError(500, "twoStepNotOn");
      await admitGuess(actor, {});
      const step = await matchingStep(secret, code);
      if (step === null) throw new ServiceError(500, "twoStepCodeWrong");
      if (!(await claimStep(actor.userId, step))) throw new ServiceError(500, "twoStepCodeUsed");
      await guessSucceeded(actor);
    },

    /** A captcha for the two-step form once it needs one (rate-limited per address like the log-in's). */
    captcha: (ip: string) => deps.captchas.fresh(ip),
  };
}

/** "a***@example.com": enough for its owner to recognise, not to read someone's address off a screen. */
function maskedEmail(email: string): string {
  const at = email.lastIndexOf("@");
  return `${email.slice(0, Math.min(1, at))}***${email.slice(at)}`;
}

export type TwoStep = ReturnType<typeof createTwoStep>;
