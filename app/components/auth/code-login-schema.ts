import * as z from "zod/mini";
import { sendCodeBody } from "../../../common/contracts/auth.ts";
import { sixDigitCode } from "../../../common/contracts/fields.ts";

/**
 * Log-in by code, as its form checks it: where the code goes (checked as the send-code call checks
 * it) and the code itself (as the log-in call checks it). Loaded with the form's first focus.
 */
export const codeLoginSchema = z.intersection(sendCodeBody, z.object({ loginCode: sixDigitCode() }));
