import type { Clock } from "./clock.ts";
import type { RateLimits } from "./rate-limits.ts";

/**
 * Log-in limits after OWASP's authentication cheat sheet (decision 012). Every attempt is counted
 * *before* the password is checked, in one atomic statement per counter, and a success takes its
 * count back: so a burst of N parallel attempts counts as N, and only the first few get as far as
 * the (expensive) password check.
 *
 * - account + address: 5 failures lock this account *from this address* for the rest of the
 *   15-minute window; the owner elsewhere is not locked out.
 * - address: a captcha from the 4th failure; a lock only after 100 failures (all accounts), so an
 *   office behind one NAT address is slowed by captchas, not shut out.
 * - account, from any address: a captcha from the 11th failure (password spraying from many
 *   addresses), never a lock, so a stranger cannot lock the owner out.
 */
export const THROTTLE = {
  windowMs: 15 * 60 * 1000,
  maxFailuresPerAccountAndIp: 5,
  maxFailuresPerIp: 100,
  captchaAfterFailuresPerIp: 3,
  captchaAfterFailuresPerAccount: 10,
} as const;

export interface Admission {
  /** > 0: refuse without checking anything. */
  lockedForMs: number;
  captchaRequired: boolean;
}

// Grouped by account (rate-limits.ts), so that an admin can lift the account's locks from every address.
const PAIR_KIND = "login-pair";
const pairKey = (ip: string, accountKey: string) => `${PAIR_KIND}:${accountKey}\n${ip}`;
const addressKey = (ip: string) => `login-ip:${ip}`;
const accountCounterKey = (accountKey: string) => `login-account:${accountKey}`;
/** An address that tried an account needing a captcha is shown the captcha too (GET /auth/code knows only the address). */
const owedKey = (ip: string) => `login-captcha-owed:${ip}`;

export function createLoginThrottle(rateLimits: RateLimits, clock: Clock) {
  return {
    /** Counts this attempt as a failure until `succeeded` says otherwise, and says whether it may go on. */
    async admit(ip: string, accountKey: string): Promise<Admission> {
      const [pair, perIp, perAccount] = await Promise.all([
        rateLimits.hit(pairKey(ip, accountKey), THROTTLE.windowMs),
        rateLimits.hit(addressKey(ip), THROTTLE.windowMs),
        rateLimits.hit(accountCounterKey(accountKey), THROTTLE.windowMs),
      ]);
      const now = clock.now();
      let lockedForMs = 0;
      if (pair.count > THROTTLE.maxFailuresPerAccountAndIp) lockedForMs = pair.resetAt - now;
      if (perIp.count > THROTTLE.maxFailuresPerIp) lockedForMs = Math.max(lockedForMs, perIp.resetAt - now);
      const accountNeedsCaptcha = perAccount.count > THROTTLE.captchaAfterFailuresPerAccount;
      if (accountNeedsCaptcha) await rateLimits.hit(owedKey(ip), THROTTLE.windowMs);
      return { lockedForMs, captchaRequired: perIp.count > THROTTLE.captchaAfterFailuresPerIp || accountNeedsCaptcha };
    },

    /** A success: this account's failures from this address are forgiven, and the attempt is taken back. */
    async succeeded(ip: string, accountKey: string): Promise<void> {
      await Promise.all([
        rateLimits.clear(pairKey(ip, accountKey)),
        rateLimits.refund(addressKey(ip)),
        rateLimits.refund(accountCounterKey(accountKey)),
      ]);
    },

    /** Failed attempts at this account in the current window, from every address. */
    failures(accountKey: string): Promise<number> {
      return rateLimits.peek(accountCounterKey(accountKey));
    },

    /** Whether this account is locked from at least one address now (what the console shows as "locked"). */
    async locked(accountKey: string): Promise<boolean> {
      return (await rateLimits.groupMax(PAIR_KIND, accountKey)) >= THROTTLE.maxFailuresPerAccountAndIp;
    },

    /** The console's "unlock": this account's locks from every address and its failure count are gone. */
    async unlock(accountKey: string): Promise<void> {
      await Promise.all([rateLimits.clearGroup(PAIR_KIND, accountKey), rateLimits.clear(accountCounterKey(accountKey))]);
    },

    /** Whether the next attempt from this address must carry a captcha (GET /auth/code). */
    async captchaRequired(ip: string): Promise<boolean> {
      const [failures, owed] = await Promise.all([rateLimits.peek(addressKey(ip)), rateLimits.peek(owedKey(ip))]);
      return failures >= THROTTLE.captchaAfterFailuresPerIp || owed > 0;
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
