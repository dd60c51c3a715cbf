import { solveChallenge, type Challenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/web/pbkdf2";
import { PROOF_OF_WORK_HEADER } from "../../../common/constants.ts";
import type { proofOfWorkCall } from "../../../common/contracts/auth.ts";
import { callApi } from "../http/client.ts";

/**
 * Fetches a proof-of-work challenge and solves it in the page (ALTCHA: about 76 PBKDF2-SHA-256
 * derivations, run natively by Web Crypto): no action from the visitor, a fraction of a second. The answer is the
 * header to send with one registration, code request or partner application.
 */
export async function proofOfWorkHeaders(): Promise<Record<string, string>> {
  const { data } = await callApi<typeof proofOfWorkCall>("GET /auth/pow");
  const challenge = data as unknown as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) return {};
  return { [PROOF_OF_WORK_HEADER]: btoa(JSON.stringify({ challenge, solution })) };
}
