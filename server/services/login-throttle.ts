import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import type { Clock } from "./clock.ts";

/**
 * Stops password and code guessing without letting anyone lock a stranger out: failures are
 * counted per account *and address* (the account stays open from other addresses) and per
 * address across all accounts. The captcha is raised for an address after a few failures.
 */
export const THROTTLE = {
  windowMs: 15 * 60 * 1000,
  lockMs: 15 * 60 * 1000,
  maxFailuresPerAccountAndIp: 5,
  maxFailuresPerIp: 20,
  captchaAfterFailuresPerIp: 3,
} as const;

export interface ThrottleState {
  lockedForMs: number;
  captchaRequired: boolean;
}

export function createLoginThrottle(db: Kysely<Database>, clock: Clock) {
  async function failures(ip: string, accountKey?: string) {
    let query = db
      .selectFrom("login_attempt")
      .select((eb) => [eb.fn.countAll<number>().as("count"), eb.fn.max("created_at").as("latest")])
      .where("ip", "=", ip)
      .where("succeeded", "=", 0)
      .where("created_at", ">", clock.now() - THROTTLE.windowMs);
    if (accountKey !== undefined) query = query.where("account_key", "=", accountKey);
    const row = await query.executeTakeFirstOrThrow();
    return { count: Number(row.count), latest: row.latest === null ? 0 : Number(row.latest) };
  }

  function lockRemaining(latest: number): number {
    return Math.max(0, latest + THROTTLE.lockMs - clock.now());
  }

  return {
    async state(ip: string, accountKey?: string): Promise<ThrottleState> {
      const perIp = await failures(ip);
      let lockedForMs = perIp.count >= THROTTLE.maxFailuresPerIp ? lockRemaining(perIp.latest) : 0;
      if (accountKey !== undefined) {
        const perAccount = await failures(ip, accountKey);
        if (perAccount.count >= THROTTLE.maxFailuresPerAccountAndIp) lockedForMs = Math.max(lockedForMs, lockRemaining(perAccount.latest));
      }
      return { lockedForMs, captchaRequired: perIp.count >= THROTTLE.captchaAfterFailuresPerIp };
    },
    async record(ip: string, accountKey: string, succeeded: boolean): Promise<void> {
      await db
        .insertInto("login_attempt")
        .values({ ip, account_key: accountKey, succeeded: succeeded ? 1 : 0, created_at: clock.now() })
        .execute();
      if (succeeded) {
        // A success clears this account's failures from this address.
        await db
          .deleteFrom("login_attempt")
          .where("ip", "=", ip)
          .where("account_key", "=", accountKey)
          .where("succeeded", "=", 0)
          .execute();
      }
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
