import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { sha256 } from "../security/tokens.ts";
import { captchaPng, randomCaptchaText } from "./captcha-image.ts";
import type { Clock } from "./clock.ts";
import type { LoginThrottle } from "./login-throttle.ts";
import type { RateLimits } from "./rate-limits.ts";
import { ServiceError } from "./service-error.ts";

export const CAPTCHA_TTL_MS = 2 * 60 * 1000;
const CAPTCHAS_PER_IP_PER_MINUTE = 10;

function answerHash(answer: string): string {
  return sha256(answer.trim().toLowerCase());
}

export type CaptchaChallenge = { captchaEnabled: false } | { captchaEnabled: true; uuid: string; img: string };

interface CaptchaDeps {
  db: Kysely<Database>;
  clock: Clock;
  throttle: LoginThrottle;
  rateLimits: RateLimits;
  /** CAPTCHA_ENABLED: ask every time, not only after failed attempts. */
  alwaysOn: boolean;
}

/**
 * Image captchas: four characters in a distorted PNG (server/services/captcha-image.ts: a
 * raster, so there is no markup to read, bent so that template matching fails), single use, valid for two minutes, compared without regard to case. Asked for when
 * configured, or from an address after a few failed log-ins.
 */
export function createCaptchas({ db, clock, throttle, rateLimits, alwaysOn }: CaptchaDeps) {
  async function required(ip: string): Promise<boolean> {
    return alwaysOn || (await throttle.captchaRequired(ip));
  }

  async function issue(): Promise<{ uuid: string; png: Buffer; answer: string }> {
    const text = randomCaptchaText();
    const png = await captchaPng(text);
    const uuid = randomUUID().replaceAll("-", "");
    const now = clock.now();
    await db
      .insertInto("captcha")
      .values({ uuid, answer_hash: answerHash(text), created_at: now, expires_at: now + CAPTCHA_TTL_MS })
      .execute();
    return { uuid, png, answer: text };
  }

  /** A new captcha to show, at most CAPTCHAS_PER_IP_PER_MINUTE per address. */
  async function fresh(ip: string): Promise<{ uuid: string; img: string }> {
    const allowed = await rateLimits.take(`captcha:${ip}`, CAPTCHAS_PER_IP_PER_MINUTE, 60_000);
    if (!allowed.allowed)
      throw new ServiceError(429, "tooManyRequests", {
        limit: "captcha",
        data: { retryAfterSeconds: Math.ceil(allowed.retryAfterMs / 1000) },
      });
    const { uuid, png } = await issue();
    return { uuid, img: png.toString("base64") };
  }

  /** Consumes the captcha whatever the outcome, so that each one allows a single guess. */
  async function verify(uuid: string | undefined, answer: string | undefined): Promise<void> {
    if (!uuid || !answer) throw new ServiceError(500, "captchaRequired", { data: { captchaRequired: true } });
    const row = await db.deleteFrom("captcha").where("uuid", "=", uuid).returningAll().executeTakeFirst();
    if (!row || row.expires_at < clock.now()) throw new ServiceError(500, "captchaExpired", { data: { captchaRequired: true } });
    if (row.answer_hash !== answerHash(answer)) throw new ServiceError(500, "captchaWrong", { data: { captchaRequired: true } });
  }

  return {
    alwaysOn,
    issue,
    verify,
    required,

    /** GET /auth/code: a new captcha when this address needs one now, else "not needed". */
    async challenge(ip: string): Promise<CaptchaChallenge> {
      if (!(await required(ip))) return { captchaEnabled: false };
      return { captchaEnabled: true, ...(await fresh(ip)) };
    },

    fresh,

    /** Checks the answer when this address needs a captcha now; otherwise lets it through. */
    async checkIfRequired(ip: string, answer: { uuid?: string | undefined; code?: string | undefined }): Promise<void> {
      if (await required(ip)) await verify(answer.uuid, answer.code);
    },
  };
}

export type Captchas = ReturnType<typeof createCaptchas>;
