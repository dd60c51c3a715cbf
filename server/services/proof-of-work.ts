import { createChallenge, randomInt, verifySolution, type Payload } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import type { proofOfWorkCall } from "../../common/contracts/auth.ts";
import type { CallData } from "../../common/contracts/call.ts";
import type { OneTimeKeys } from "./one-time-keys.ts";
import { ServiceError } from "./service-error.ts";

export { PROOF_OF_WORK_HEADER } from "../../common/constants.ts";

export const PROOF_OF_WORK_TTL_MS = 5 * 60 * 1000;
/**
 * The solver tries counters from 0 up to a secret one between these: on average 7,500 SHA-256
 * digests, a fraction of a second in a browser, a real bill for thousands of bot requests.
 */
const COUNTER_MIN = 3_000;
const COUNTER_MAX = 12_000;

const refuse = () => new ServiceError(500, "proofOfWorkRequired", { data: { proofOfWorkRequired: true } });

/**
 * Proof-of-work before the calls bots love (registration, sending a code, partner applications):
 * ALTCHA, self-hosted (altcha-lib), no third-party service. Challenges are HMAC-signed with a
 * secret every instance shares, so any instance can check them; a solved challenge is recorded
 * as a one-time key and cannot be used twice.
 */
export function createProofOfWork(deps: { oneTimeKeys: OneTimeKeys; secret: string }) {
  const keySecret = `${deps.secret}:key`;
  return {
    async challenge(): Promise<CallData<typeof proofOfWorkCall>> {
      const { parameters, signature } = await createChallenge({
        algorithm: "SHA-256",
        cost: 1,
        counter: randomInt(COUNTER_MIN, COUNTER_MAX),
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
      // One use per solution: the nonce is recorded; a second insert of it fails on the key.
      const nonce = payload.challenge.parameters.nonce;
      try {
        await deps.oneTimeKeys.issue("proof-of-work", null, PROOF_OF_WORK_TTL_MS, `pow:${nonce}`);
      } catch (error) {
        if (await deps.oneTimeKeys.peek("proof-of-work", `pow:${nonce}`)) throw refuse();
        throw error;
      }
    },
  };
}

export type ProofOfWork = ReturnType<typeof createProofOfWork>;
