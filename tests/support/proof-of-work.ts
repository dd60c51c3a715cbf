import { solveChallenge, type Challenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { PROOF_OF_WORK_HEADER } from "../../server/services/proof-of-work.ts";
import type { ApiTarget } from "./api-client.ts";

/** The calls that need a solved challenge, as the browser's forms send them. */
export const PROOF_OF_WORK_PATHS = [
  "/api/auth/register",
  "/api/v1/web/user/registered",
  "/api/v1/web/user/login/get-verify-code",
  "/api/v1/web/partner/apply",
];

let fetches = 0;

/**
 * Fetches a challenge and solves it, as the page does: the header to send with one such call.
 * `from`: the address that asks (a challenge costs more the more its address asked for recently:
 * tests/api/proof-of-work.test.ts); by default each challenge is asked for from an address of its
 * own, so that tests of other limits pay the base cost however many calls they make.
 */
export async function proofOfWorkHeader(app: ApiTarget, from?: string): Promise<Record<string, string>> {
  fetches += 1;
  const address = from ?? `198.18.${Math.floor(fetches / 250) % 250}.${(fetches % 250) + 1}`;
  const response = await app.request("/api/auth/pow", { headers: { "x-forwarded-for": address } });
  const { data: challenge } = (await response.json()) as { data: Challenge };
  return { [PROOF_OF_WORK_HEADER]: await solvedHeader(challenge) };
}

/** The header value of a solved challenge. */
export async function solvedHeader(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error("Could not solve the proof-of-work challenge");
  return Buffer.from(JSON.stringify({ challenge, solution })).toString("base64");
}
