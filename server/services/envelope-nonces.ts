import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { sha256 } from "../security/tokens.ts";
import type { Clock } from "./clock.ts";
import { ServiceError } from "./service-error.ts";

/** How far from the server's clock an encrypted request's time may be, either way. */
export const ENVELOPE_MAX_AGE_MS = 5 * 60 * 1000;

/**
 * Replay protection of encrypted calls (decision 012): the time and the one-time request key travel
 * inside the RSA-wrapped header (common/envelope-crypto.ts). A request made more than five minutes
 * from now is refused, with the server's time so the browser can correct its clock and try again;
 * a key already used is refused, whichever instance saw it first (one insert decides).
 */
export function createEnvelopeNonces(db: Kysely<Database>, clock: Clock) {
  return {
    async accept(key: string, issuedAt: number): Promise<void> {
      const now = clock.now();
      if (Math.abs(now - issuedAt) > ENVELOPE_MAX_AGE_MS) throw new ServiceError(500, "envelopeStale", { data: { serverTime: now } });
      const inserted = await db
        .insertInto("used_nonce")
        // Kept until the request would be stale anyway.
        .values({ nonce_hash: sha256(key), expires_at: issuedAt + ENVELOPE_MAX_AGE_MS })
        .onConflict((conflict) => conflict.column("nonce_hash").doNothing())
        .executeTakeFirst();
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0n) !== 1) throw new ServiceError(500, "envelopeReplayed");
    },
  };
}

export type EnvelopeNonces = ReturnType<typeof createEnvelopeNonces>;
