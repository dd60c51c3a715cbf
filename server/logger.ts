import { pino, type DestinationStream, type Logger } from "pino";

export type { Logger };

/**
 * Field names that hold secrets or a visitor's personal data. No code path logs them today; the
 * redaction makes sure a future `logger.info({ body })` or an error carrying its input cannot
 * write them either. Error codes ("ECONNRESET") stay readable: only verification-code fields are named.
 */
const SECRET_FIELDS = [
  "password",
  "confirmPassword",
  "oldPassword",
  "newPassword",
  "emailCode",
  "smsCode",
  "verifyCode",
  "twoStepCode",
  "recoveryCode",
  "captcha",
  "token",
  "access_token",
  "accessToken",
  "refresh_token",
  "id_token",
  "resetToken",
  "uniqueKey",
  "authorization",
  "cookie",
  "set-cookie",
  "secret",
  "clientSecret",
  "privateKey",
  "privateKeyPkcs8",
  "key",
];
const PERSONAL_FIELDS = [
  "phone",
  "phonenumber",
  "mobile",
  "email",
  "recipient",
  "name",
  "username",
  "company",
  "posts",
  "remark",
  "other",
  "otherDesc",
];
// Message texts carry codes and lead details; a PostgreSQL error's detail quotes the row's values.
const CONTENT_FIELDS = ["subject", "body", "text", "detail"];

export const REDACTED_PATHS = [...SECRET_FIELDS, ...PERSONAL_FIELDS, ...CONTENT_FIELDS].flatMap((field) => {
  const key = /^[a-z_]\w*$/i.test(field) ? field : `["${field}"]`;
  const nested = key.startsWith("[") ? key : `.${key}`;
  return [key, `*${nested}`, `*.*${nested}`];
});

/**
 * JSON lines on stdout through pino's asynchronous destination (a busy server writes in batches
 * instead of one blocking write per request; call `logger.flush()` before the process exits), or
 * to the destination given (tests).
 */
export function createLogger(level: string, destination: DestinationStream = pino.destination({ sync: false })): Logger {
  return pino(
    { level, base: undefined, timestamp: pino.stdTimeFunctions.isoTime, redact: { paths: REDACTED_PATHS, censor: "[redacted]" } },
    destination,
  );
}

/** What an access-log line holds: fixed fields, none of them personal (the path has no query). */
export interface AccessLine {
  id?: string;
  method: string;
  path: string | undefined;
  status: number;
  elapsedMs?: number;
  cache?: "hit";
  /** One line stands for this many requests. */
  sampled?: number;
}

/**
 * The access log, a line per request. Its fields are fixed by `AccessLine`, so it skips the
 * redaction: walking the 120 redacted paths cost 50 µs a line, where the line itself costs 1 µs
 * (docs/decisions/010-page-speed-budgets.md). Every other line is still redacted.
 */
export function createAccessLog(logger: Logger): (line: AccessLine) => void {
  const unredacted = logger.child({}, { redact: [] });
  return (line) => unredacted.info(line.path && PREVIEW_TOKEN.test(line.path) ? { ...line, path: pathForLog(line.path) } : line, "request");
}

const PREVIEW_TOKEN = /^(\/en)?\/preview\/[^/]+/;

/** A request's path as a log line may hold it: a share-preview link's token is a secret (it opens an unpublished article). */
export function pathForLog(path: string): string {
  return path.replace(PREVIEW_TOKEN, "$1/preview/[redacted]");
}
