import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import svgCaptcha from "svg-captcha";
import type { Database } from "../db/schema.ts";
import { sha256 } from "../security/tokens.ts";
import type { Clock } from "./clock.ts";
import { ServiceError } from "./service-error.ts";

export const CAPTCHA_TTL_MS = 2 * 60 * 1000;

function answerHash(answer: string): string {
  return sha256(answer.trim().toLowerCase());
}

/**
 * Image captchas: four characters drawn as SVG paths (not text, so the answer is not in the
 * markup), single use, valid for two minutes, compared without regard to case.
 */
export function createCaptchas(db: Kysely<Database>, clock: Clock) {
  return {
    async issue(): Promise<{ uuid: string; svg: string; answer: string }> {
      const { text, data } = svgCaptcha.create({
        size: 4,
        noise: 3,
        ignoreChars: "0oO1iIlL",
        color: true,
        background: "#f3f4f6",
        width: 120,
        height: 44,
      });
      const uuid = randomUUID().replaceAll("-", "");
      const now = clock.now();
      await db
        .insertInto("captcha")
        .values({ uuid, answer_hash: answerHash(text), created_at: now, expires_at: now + CAPTCHA_TTL_MS })
        .execute();
      // Expired captchas are worthless; clearing them here keeps the table small without a timer.
      await db.deleteFrom("captcha").where("expires_at", "<", now).execute();
      return { uuid, svg: data, answer: text };
    },

    /** Consumes the captcha whatever the outcome, so that each one allows a single guess. */
    async verify(uuid: string | undefined, answer: string | undefined): Promise<void> {
      if (!uuid || !answer) throw new ServiceError(500, "captchaRequired", { data: { captchaRequired: true } });
      const row = await db.deleteFrom("captcha").where("uuid", "=", uuid).returningAll().executeTakeFirst();
      if (!row || row.expires_at < clock.now()) throw new ServiceError(500, "captchaExpired", { data: { captchaRequired: true } });
      if (row.answer_hash !== answerHash(answer)) throw new ServiceError(500, "captchaWrong", { data: { captchaRequired: true } });
    },
  };
}

export type Captchas = ReturnType<typeof createCaptchas>;
