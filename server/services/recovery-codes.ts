import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { sha256 } from "../security/tokens.ts";
import type { Clock } from "./clock.ts";

/** How many a staff member is given at enrolment and at each renewal (GitHub and Google give ten too). */
export const RECOVERY_CODE_COUNT = 10;
/**
 * Crockford's base32: no I, L, O or U, so a code read off paper is not misread; what is typed is
 * read leniently (case, spaces and dashes ignored, O as 0, I and L as 1).
 */
const ALPHABET = "0123456789abcdefghjkmnpqrstvwxyz";
/** 80 random bits a code: 16 characters, shown in groups of four ("7k2m-q9xd-4hwc-ev3p"). */
const CODE_BYTES = 10;
const CODE_LENGTH = 16;

function newCode(): string {
  const bytes = randomBytes(CODE_BYTES);
  let bits = 0n;
  for (const byte of bytes) bits = (bits << 8n) | BigInt(byte);
  let code = "";
  for (let index = 0; index < CODE_LENGTH; index += 1) {
    code = ALPHABET[Number(bits & 31n)] + code;
    bits >>= 5n;
  }
  return code;
}

const shown = (code: string) => code.match(/.{4}/g)!.join("-");

/** The code as it was issued, or null when what was typed cannot be one. */
export function normalisedRecoveryCode(typed: string): string | null {
  const code = typed.toLowerCase().replace(/[\s-]/g, "").replace(/o/g, "0").replace(/[il]/g, "1");
  return code.length === CODE_LENGTH && [...code].every((char) => ALPHABET.includes(char)) ? code : null;
}

/** Salted with the account, so one table of hashes does not serve every account's codes. */
const hashOf = (userId: number, code: string) => sha256(`two-step-recovery:${userId}:${code}`);

/**
 * Two-step sign-in's recovery codes (table two_step_recovery_code, migration 017; decision 027):
 * only their hashes are stored, each is used once by one conditional update.
 */
export function createRecoveryCodes(db: Kysely<Database>, clock: Clock) {
  return {
    /** A new set in place of the account's old one (all of it, used or not): the codes, shown once. */
    async replace(userId: number, executor: Kysely<Database> = db): Promise<string[]> {
      const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newCode);
      const now = clock.now();
      await executor.deleteFrom("two_step_recovery_code").where("user_id", "=", userId).execute();
      await executor
        .insertInto("two_step_recovery_code")
        .values(codes.map((code) => ({ user_id: userId, code_hash: hashOf(userId, code), created_at: now, used_at: null })))
        .execute();
      return codes.map(shown);
    },

    /**
     * Uses the code if it is one of the account's unused ones: true for exactly one request, on any
     * instance, because only one update can find it unused.
     */
    async use(userId: number, typed: string): Promise<boolean> {
      const code = normalisedRecoveryCode(typed);
      if (code === null) return false;
      const used = await db
        .updateTable("two_step_recovery_code")
        .set({ used_at: clock.now() })
        .where("user_id", "=", userId)
        .where("code_hash", "=", hashOf(userId, code))
        .where("used_at", "is", null)
        .executeTakeFirst();
      return Number(used.numUpdatedRows) === 1;
    },

    async left(userId: number): Promise<number> {
      const row = await db
        .selectFrom("two_step_recovery_code")
        .select((eb) => eb.fn.countAll<number | string>().as("count"))
        .where("user_id", "=", userId)
        .where("used_at", "is", null)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },
  };
}

export type RecoveryCodes = ReturnType<typeof createRecoveryCodes>;
