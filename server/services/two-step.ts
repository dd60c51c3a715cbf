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
import type { Proof } from "./reauthentication.ts";
import type { RecoveryCodes } from "./recovery-codes.ts";
import { sha256 } from "../security/tokens.ts";
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
  recoveryCodesLeft: number;
  recovered: boolean;
}

/**
 * The record that a session passed the second step. `recoveredFrom`: it passed with a recovery
 * code, while the account had the authenticator with this secret (its hash); the authenticator is
 * taken as lost until a new one replaces it.
 */
interface PassedStep {
  userId: number;
  recoveredFrom?: string;
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
 *   (TWO_STEP_GUESSES); recovery codes are guesses on the same counters.
 * - A recovery code passes the second step once, and the console then asks for a new
 *   authenticator. The old secret stays until a new one is confirmed (decision 027): clearing it
 *   would leave an account whose two-step sign-in is optional with its password alone.
 * - An account that has an authenticator enrols a new one (a new phone) only from a session that
 *   passed the second step, again with the e-mailed code first.
 */
export function createTwoStep(deps: {
  db: Kysely<Database>;
  clock: Clock;
  oneTimeKeys: OneTimeKeys;
  rateLimits: RateLimits;
  captchas: Captchas;
  codes: VerificationCodes;
  audit: AuditLog;
  recoveryCodes: RecoveryCodes;
  /** The password or a current code asked again (reauthentication.ts), before new recovery codes. */
  reauthenticate: (actor: Actor, proof: Proof) => Promise<void>;
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

  const passedStep = async (sessionHash: string, userId: number) => {
    const passed = await oneTimeKeys.peek<PassedStep>("totp-session", sessionHash);
    return passed?.userId === userId ? passed : undefined;
  };

  async function markVerified(sessionHash: string, userId: number, recoveredFrom?: string) {
    if (await oneTimeKeys.peek("totp-session", sessionHash)) return;
    try {
      const passed: PassedStep = recoveredFrom ? { userId, recoveredFrom } : { userId };
      await oneTimeKeys.issue("totp-session", passed, SESSION_ABSOLUTE_MS, sessionHash);
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

  /** A new authenticator where there is one already: from a session that passed the second step only. */
  async function enrollable(actor: StaffMember, sessionHash: string) {
    const account = await accountOf(actor.userId);
    if (account.totp_secret !== null && !(await passedStep(sessionHash, actor.userId))) {
      throw new ServiceError(403, "twoStepRequired", { data: { twoStep: "verify" } });
    }
    if (!account.email) throw new ServiceError(500, "twoStepNoEmail");
    return { ...account, email: account.email };
  }

  return {
    required: deps.required,

    /** Whether this session may use the console's calls (checked by the staff guard). */
    async isSatisfied(userId: number, totpSecret: string | null, sessionHash: string): Promise<boolean> {
      if (totpSecret === null && !deps.required) return true;
      return (await passedStep(sessionHash, userId)) !== undefined;
    },

    async state(actor: StaffMember, sessionHash: string): Promise<TwoStepState> {
      const { totp_secret: secret } = await accountOf(actor.userId);
      const passed = await passedStep(sessionHash, actor.userId);
      return {
        required: deps.required,
        enrolled: secret !== null,
        verified: passed !== undefined,
        recoveryCodesLeft: secret === null ? 0 : await deps.recoveryCodes.left(actor.userId),
        recovered: secret !== null && passed?.recoveredFrom === sha256(secret),
      };
    },

    /** Enrolment, first step: a code to the account's e-mail address (its masked form is answered). */
    async sendEnrolCode(actor: StaffMember, sessionHash: string, language: Language): Promise<{ email: string; cooldownSeconds: number }> {
      const account = await enrollable(actor, sessionHash);
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
    async setup(actor: StaffMember, sessionHash: string, emailCode: string) {
      const account = await enrollable(actor, sessionHash);
      await deps.codes.consume({ channel: "email", target: account.email, purpose: "two-step-enrol", code: emailCode, ip: actor.ip });
      const secret = generateSecret();
      const uri = generateURI({ issuer: deps.issuer(), label: actor.username, secret });
      const setupKey = await oneTimeKeys.issue("totp-setup", { userId: actor.userId, secret }, SETUP_TTL_MS);
      const qrSvg = await QRCode.toString(uri, { type: "svg", margin: 1, errorCorrectionLevel: "M" });
      return { setupKey, secret, uri, qrSvg };
    },

    /**
     * Confirms the new secret with a code from it: it becomes the account's authenticator (in place
     * of a lost one), with ten new recovery codes, answered this once.
     */
    async enable(
      actor: StaffMember,
      sessionHash: string,
      input: { setupKey: string; code: string } & CaptchaAnswer,
    ): Promise<{ recoveryCodes: string[] }> {
      const pending = await oneTimeKeys.peek<{ userId: number; secret: string }>("totp-setup", input.setupKey);
      if (!pending || pending.userId !== actor.userId) throw new ServiceError(500, "twoStepSetupExpired");
      const { totp_secret: replaced } = await enrollable(actor, sessionHash);
      await admitGuess(actor, input);
      const step = await matchingStep(pending.secret, input.code);
      if (step === null) throw new ServiceError(500, "twoStepCodeWrong");
      if (!(await oneTimeKeys.consume("totp-setup", input.setupKey))) throw new ServiceError(500, "twoStepSetupExpired");
      await guessSucceeded(actor);
      const recoveryCodes = await db.transaction().execute(async (trx) => {
        await trx
          .updateTable("web_user")
          .set({ totp_secret: pending.secret, totp_last_step: step })
          .where("id", "=", actor.userId)
          .execute();
        await deps.audit.record(actor, "twoStepEnabled", `user:${actor.userId}`, replaced === null ? {} : { replaced: true }, trx);
        return deps.recoveryCodes.replace(actor.userId, trx);
      });
      await markVerified(sessionHash, actor.userId);
      return { recoveryCodes };
    },

    /**
     * The second step with a recovery code instead of the authenticator: each code once (one
     * conditional update), guesses counted with the authenticator codes'. The session then counts
     * as recovered, and the console asks for a new authenticator.
     */
    async recover(actor: StaffMember, sessionHash: string, input: { recoveryCode: string } & CaptchaAnswer) {
      const { totp_secret: secret } = await accountOf(actor.userId);
      if (secret === null) throw new ServiceError(500, "twoStepNotOn");
      await admitGuess(actor, input);
      if (!(await deps.recoveryCodes.use(actor.userId, input.recoveryCode))) throw new ServiceError(500, "recoveryCodeWrong");
      await guessSucceeded(actor);
      await markVerified(sessionHash, actor.userId, sha256(secret));
      await deps.audit.record(actor, "signIn", "session", { method: "recovery-code" });
      return { recoveryCodesLeft: await deps.recoveryCodes.left(actor.userId) };
    },

    /** New recovery codes in place of all the old ones, after the password or a current code is asked again. */
    async renewRecoveryCodes(actor: StaffMember, proof: Proof): Promise<{ recoveryCodes: string[] }> {
      const { totp_secret: secret } = await accountOf(actor.userId);
      if (secret === null) throw new ServiceError(500, "twoStepNotOn");
      await deps.reauthenticate(actor, proof);
      const recoveryCodes = await db.transaction().execute(async (trx) => {
        const reauthenticated = proof.twoStepCode ? "twoStepCode" : "password";
        await deps.audit.record(actor, "recoveryCodesRenewed", `user:${actor.userId}`, { reauthenticated }, trx);
        return deps.recoveryCodes.replace(actor.userId, trx);
      });
      return { recoveryCodes };
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
