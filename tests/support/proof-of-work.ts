import { solveChallenge, type Challenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import { PROOF_OF_WORK_HEADER } from "../../server/services/proof-of-work.ts";
import type { ApiTarget } from "./api-client.ts";

/** The calls that need a solved challenge, as the browser's forms send them. */
export const PROOF_OF_WORK_PATHS = [
  "/api/auth/register",
  "/api/v1/web/user/registered",
  "/api/v1/web/user/login/get-verify-code",
  "/api/v1/web/partner/apply",
];

/** Fetches a challenge and solves it, as the page does: the header to send with one such call. */
export async function proofOfWorkHeader(app: ApiTarget): Promise<Record<string, string>> {
  const response = await app.request("/api/auth/pow");
  const { data: challenge } = (await response.json()) as { data: Challenge };
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error("Could not solve the proof-of-work challenge");
  return { [PROOF_OF_WORK_HEADER]: Buffer.from(JSON.stringify({ challenge, solution })).toString("base64") };
}
