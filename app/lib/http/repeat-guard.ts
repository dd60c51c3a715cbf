import { REPEAT_SUBMIT_WINDOW_MS } from "../../../common/constants.ts";

/** The session record of spec section 3 ("last-submission record": url, data, time). */
export const REPEAT_SUBMIT_STORAGE_KEY = "sessionObj";

export interface SubmissionRecord {
  url: string;
  data: string;
  time: number;
}

/** What the guard needs of sessionStorage. */
export interface SessionLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** Objects are compared by their JSON, anything else by its string form (as RuoYi does). */
export function serializeSubmission(data: unknown): string {
  if (data === undefined || data === null) return "";
  return typeof data === "object" ? JSON.stringify(data) : String(data);
}

function readRecord(storage: SessionLike): SubmissionRecord | null {
  try {
    const saved = JSON.parse(storage.getItem(REPEAT_SUBMIT_STORAGE_KEY) ?? "null") as Partial<SubmissionRecord> | null;
    if (saved && typeof saved.url === "string" && typeof saved.data === "string" && typeof saved.time === "number") {
      return saved as SubmissionRecord;
    }
  } catch {
    // A corrupt record guards nothing.
  }
  return null;
}

/** Pure decision: the same URL and body within the window of the previous submission. */
export function isRepeatSubmission(
  previous: SubmissionRecord | null,
  next: SubmissionRecord,
  windowMs: number = REPEAT_SUBMIT_WINDOW_MS,
): boolean {
  return (
    previous !== null &&
    previous.url === next.url &&
    previous.data === next.data &&
    next.time - previous.time < windowMs &&
    next.time >= previous.time
  );
}

/**
 * Spec section 5: returns true when the submission must be rejected; otherwise records it as the
 * latest one. A storage that refuses the write (quota, private mode) simply disables the guard.
 */
export function guardSubmission(storage: SessionLike, url: string, data: unknown, now: number): boolean {
  const next: SubmissionRecord = { url, data: serializeSubmission(data), time: now };
  if (isRepeatSubmission(readRecord(storage), next)) return true;
  try {
    storage.setItem(REPEAT_SUBMIT_STORAGE_KEY, JSON.stringify(next));
  } catch {
    // ignored: see above
  }
  return false;
}

/**
 * Drops the record of a submission the server refused (a conflict, a validation error, a network
 * failure): nothing was done, so sending it again at once is a retry, not a duplicate. A record of
 * another submission made meanwhile stays.
 */
export function forgetSubmission(storage: SessionLike, url: string, data: unknown): void {
  const record = readRecord(storage);
  if (record?.url !== url || record.data !== serializeSubmission(data)) return;
  try {
    storage.removeItem(REPEAT_SUBMIT_STORAGE_KEY);
  } catch {
    // ignored: see guardSubmission
  }
}
