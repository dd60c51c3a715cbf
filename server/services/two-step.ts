import type { Kysely } from "kysely";
import QRCode from "qrcode";
import { generateSecret, generateURI, verify } from "otplib";
import type { Database } from "../db/schema.ts";
import type { Actor, AuditLog } from "./audit-log.ts";
import type { Clock } from "./clock.ts";
import type { OneTimeKeys } from "./one-time-keys.ts";
import type { RateLimits } from "./rate-limits.ts";
import { ServiceError } from "./service-error.ts";
import { SESSION_ABSOLUTE_MS } from "./sessions.ts";
import type { StaffMember } from "./staff-access.ts";

const SETUP_TTL_MS = 10 * 60 * 1000;
/** Guesses at a six-digit code: five per quarter hour per account. */
const VERIFY_LIMIT = { attempts: 5, windowMs: 15 * 60 * 1000 } as const;
/** One 30-second step either side, for phones whose clock drifts. */
const TOLERANCE_SECONDS = 30;

export interface TwoStepState {
  required: boolean;
  enrolled: boolean;
  verified: boolean;
}

/**
 * Two-step sign-in for staff (TOTP, RFC 6238, with an authenticator app): once a staff account has
 * a secret, or when ADMIN_TOTP_REQUIRED makes it mandatory, each session must be confirmed with a
 * current code before the console's calls answer. The confirmation is a record keyed by the
 * session (in one_time_key, expiring with the session), so every instance sees it.
 */
export function createTwoStep(deps: {
  db: Kysely<Database>;
  clock: Clock;
  oneTimeKeys: OneTimeKeys;
  rateLimits: RateLimits;
  audit: AuditLog;
  required: boolean;
  /** The name authenticator apps show: the brand in the site settings in use. */
  issuer: () => string;
}) {
  const { db, clock, oneTimeKeys } = deps;

  const secretOf = async (userId: number) =>
    (await db.selectFrom("web_user").select("totp_secret").where("id", "=", userId).executeTakeFirst())?.totp_secret ?? null;

  const codeMatches = async (secret: string, code: string) =>
    /^\d{6}$/.test(code) && (await verify({ secret, token: code, epoch: clock.now() / 1000, epochTolerance: TOLERANCE_SECONDS })).valid;

  async function markVerified(sessionHash: string, userId: number) {
    if (await oneTimeKeys.peek("totp-session", sessionHash)) return;
    try {
      await oneTimeKeys.issue("totp-session", { userId }, SESSION_ABSOLUTE_MS, sessionHash);
    } catch (error) {
      // The same session confirmed twice at once: the other request stored it.
      if (!(await oneTimeKeys.peek("totp-session", sessionHash))) throw error;
    }
  }

  async function guardGuesses(actor: Actor) {
    const allowed = await deps.rateLimits.take(`two-step:${actor.userId}`, VERIFY_LIMIT.attempts, VERIFY_LIMIT.windowMs);
    if (!allowed.allowed) {
      throw new ServiceError(429, "tooManyRequests", {
        limit: "two-step",
        data: { retryAfterSeconds: Math.ceil(allowed.retryAfterMs / 1000) },
      });
    }
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
      const secret = await secretOf(actor.userId);
      const confirmed = await oneTimeKeys.peek<{ userId: number }>("totp-session", sessionHash);
      return { required: deps.required, enrolled: secret !== null, verified: confirmed?.userId === actor.userId };
    },

    /** A new secret to scan, held for ten minutes until a code from it confirms it. */
    async setup(actor: StaffMember) {
      if ((await secretOf(actor.userId)) !== null) throw new ServiceError(500, "twoStepAlreadyOn");
      const secret = generateSecret();
      const uri = generateURI({ issuer: deps.issuer(), label: actor.username, secret });
      const setupKey = await oneTimeKeys.issue("totp-setup", { userId: actor.userId, secret }, SETUP_TTL_MS);
      const qrSvg = await QRCode.toString(uri, { type: "svg", margin: 1, errorCorrectionLevel: "M" });
      return { setupKey, secret, uri, qrSvg };
    },

    async enable(actor: StaffMember, sessionHash: string, input: { setupKey: string; code: string }) {
      const pending = await oneTimeKeys.peek<{ userId: number; secret: string }>("totp-setup", input.setupKey);
      if (!pending || pending.userId !== actor.userId) throw new ServiceError(500, "twoStepSetupExpired");
      await guardGuesses(actor);
      if (!(await codeMatches(pending.secret, input.code))) throw new ServiceError(500, "twoStepCodeWrong");
      if (!(await oneTimeKeys.consume("totp-setup", input.setupKey))) throw new ServiceError(500, "twoStepSetupExpired");
      await db.updateTable("web_user").set({ totp_secret: pending.secret }).where("id", "=", actor.userId).execute();
      await markVerified(sessionHash, actor.userId);
      await deps.audit.record(actor, "twoStepEnabled", `user:${actor.userId}`);
    },

    async verify(actor: StaffMember, sessionHash: string, code: string) {
      const secret = await secretOf(actor.userId);
      if (secret === null) throw new ServiceError(500, "twoStepNotOn");
      await guardGuesses(actor);
      if (!(await codeMatches(secret, code))) throw new ServiceError(500, "twoStepCodeWrong");
      await markVerified(sessionHash, actor.userId);
      await deps.audit.record(actor, "signIn", "session", { method: "two-step" });
    },

    /** A current code asked again before a change that hands out power (reauthentication.ts); the session is not touched. */
    async confirmCode(actor: Actor, code: string) {
      const secret = await secretOf(actor.userId);
      if (secret === null) throw new ServiceError(500, "twoStepNotOn");
      await guardGuesses(actor);
      if (!(await codeMatches(secret, code))) throw new ServiceError(500, "twoStepCodeWrong");
    },
  };
}

export type TwoStep = ReturnType<typeof createTwoStep>;
