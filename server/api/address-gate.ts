import type { MiddlewareHandler } from "hono";
import { ENCRYPT_KEY_HEADER } from "../../common/envelope-crypto.ts";
import { clientIp, type TrustProxy } from "../security/client-ip.ts";
import { ServiceError } from "../services/service-error.ts";

/** Encrypted calls one address may have in progress on one instance (decision 012). */
export const MAX_ENCRYPTED_CALLS_IN_FLIGHT_PER_ADDRESS = 4;
/**
 * A refusal is answered after this pause: a flooder that waits for answers (every HTTP/1.1
 * connection does) then sends a few requests a second per connection instead of hundreds, and its
 * refusals stop crowding the event loop that other visitors' log-ins share.
 */
export const REFUSAL_PAUSE_MS = 1_000;
/** Refusals held in their pause per address; beyond that they are answered at once. */
const MAX_PAUSED_PER_ADDRESS = 256;

/**
 * Fair admission at the door: every encrypted call costs an RSA decryption and most a password
 * hash, both on the thread pool all visitors share. An address with more such calls in progress
 * than a person could make is told to slow down at once, before any of that work, so a flood from
 * one address cannot queue in front of everyone else. Per instance, like the thread pool it guards.
 */
export function encryptedCallsPerAddress(trust: TrustProxy): MiddlewareHandler {
  const inFlight = new Map<string, number>();
  const paused = new Map<string, number>();
  async function refuse(address: string): Promise<never> {
    const holding = paused.get(address) ?? 0;
    if (holding < MAX_PAUSED_PER_ADDRESS) {
      paused.set(address, holding + 1);
      await new Promise((resolve) => setTimeout(resolve, REFUSAL_PAUSE_MS));
      const left = (paused.get(address) ?? 1) - 1;
      if (left > 0) paused.set(address, left);
      else paused.delete(address);
    }
    throw new ServiceError(429, "tooManyRequests", { limit: "encrypted-calls-in-flight" });
  }
  return async (c, next) => {
    if (c.req.method === "GET" || !c.req.header(ENCRYPT_KEY_HEADER)) return next();
    const address = clientIp(c, trust);
    const running = inFlight.get(address) ?? 0;
    if (running >= MAX_ENCRYPTED_CALLS_IN_FLIGHT_PER_ADDRESS) return refuse(address);
    inFlight.set(address, running + 1);
    try {
      await next();
    } finally {
      const left = (inFlight.get(address) ?? 1) - 1;
      if (left > 0) inFlight.set(address, left);
      else inFlight.delete(address);
    }
  };
}
