import { randomInt } from "node:crypto";
import { createChallenge, verifySolution, type Payload } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import type { proofOfWorkCall } from "../../common/contracts/auth.ts";
import type { CallData } from "../../common/contracts/call.ts";
import type { OneTimeKeys } from "./one-time-keys.ts";
import type { RateLimits } from "./rate-limits.ts";
import { ServiceError } from "./service-error.ts";

export { PROOF_OF_WORK_HEADER } from "../../common/constants.ts";

export const PROOF_OF_WORK_TTL_MS = 5 * 60 * 1000;

/**
 * The work a challenge asks for (decision 017, updated for issue 25). Each try is one PBKDF2-SHA-256
 * derivation of `cost` iterations, which a browser runs natively (Web Crypto `deriveBits`), as
 * fast as a bot's native code per core; SHA-256 tried one digest at a time was ~15 times slower in
 * a page than in a bot's loop. The solver tries counters from 0 up to the secret one, drawn over
 * the whole range 0..COUNTER_MAX: no published lower bound to start from.
 *
 * At the base cost a page needs about 76 tries of ~2 ms (Chromium on the 2-core development
 * machine): ~0.15 s on average, 0.3 s at most; a phone a few times that.
 */
export const POW_WORK = {
  algorithm: "PBKDF2/SHA-256",
  baseCost: 5_000,
  counterMax: 150,
  /** Challenges an address may fetch per window at the base cost (a person needs one or two per form). */
  windowMs: 10 * 60 * 1000,
  freePerWindow: 20,
  /** Beyond the free ones the cost doubles every `doublingEvery` challenges, up to `maxFactor` times the base. */
  doublingEvery: 10,
  maxFactor: 32,
} as const;

/** The iterations of a challenge for the `volume`-th challenge an address fetched in the window. */
export function costFor(volume: number): number {
  const beyond = Math.max(0, volume - POW_WORK.freePerWindow);
  const factor = Math.min(POW_WORK.maxFactor, 2 ** Math.ceil(beyond / POW_WORK.doublingEvery));
  return POW_WORK.baseCost * factor;
}

/** The secret counter of a new challenge: uniform over the whole range, so every counter is as likely. */
export function secretCounter(): number {
  return randomInt(0, POW_WORK.counterMax + 1);
}

const refuse = () => new ServiceError(500, "proofOfWorkRequired", { data: { proofOfWorkRequired: true } });

/**
 * Proof-of-work before the calls bots love (registration, sending a code, partner applications):
 * ALTCHA, self-hosted (altcha-lib), no third-party service. Challenges are HMAC-signed with a
 * secret every instance shares, so any instance can check them (and their cost cannot be lowered);
 * a solved challenge is claimed as a one-time key and cannot be used twice. The cost grows with the
 * number of challenges the address fetched recently, so a flood pays seconds per request while a
 * person pays a fraction of one.
 */
export function createProofOfWork(deps: { oneTimeKeys: OneTimeKeys; rateLimits: RateLimits; secret: string }) {
  const keySecret = `${deps.secret}:key`;
  return {
    async challenge(ip: string): Promise<CallData<typeof proofOfWorkCall>> {
      const volume = await deps.rateLimits.hit(`pow-challenge:${ip}`, POW_WORK.windowMs);
      const { parameters, signature } = await createChallenge({
        algorithm: POW_WORK.algorithm,
        cost: costFor(volume.count),
        counter: secretCounter(),
        deriveKey,
        // altcha-lib checks expiry against the wall clock itself, so the injected clock has no say here.
        expiresAt: new Date(Date.now() + PROOF_OF_WORK_TTL_MS),
        hmacSignatureSecret: deps.secret,
        hmacKeySignatureSecret: keySecret,
      });
      // The contract's shape: the parameters as a plain record.
      return { parameters: { ...parameters }, signature };
    },

    /** Accepts a solved, unexpired challenge of ours once; anything else is code 500 "proofOfWorkRequired". */
    async verify(header: string | undefined): Promise<void> {
      if (!header || header.length > 4_000) throw refuse();
      let payload: Payload;
      try {
        payload = JSON.parse(Buffer.from(header, "base64").toString("utf8")) as Payload;
      } catch {
        throw refuse();
      }
      // Every challenge of ours expires: one without an expiry was not made here.
      if (typeof payload?.challenge?.parameters?.expiresAt !== "number") throw refuse();
      const result = await verifySolution({
        challenge: payload.challenge,
        solution: payload.solution,
        deriveKey,
        hmacSignatureSecret: deps.secret,
        hmacKeySignatureSecret: keySecret,
      }).catch(() => ({ verified: false }));
      if (!result.verified) throw refuse();
      // One use per solution, decided by one insert on any instance: a replay is refused like no work at all.
      if (!(await deps.oneTimeKeys.claim("proof-of-work", `pow:${payload.challenge.parameters.nonce}`, PROOF_OF_WORK_TTL_MS))) {
        throw refuse();
      }
    },
  };
}

export type ProofOfWork = ReturnType<typeof createProofOfWork>;
