/**
 * What a failed call rejects with. `message` is the text already shown to the visitor (or that
 * would have been, with feedback off), so callers can display it inline too.
 */
export type HttpErrorKind =
  /** The envelope's code was not 200 (500, 601, 403, 429 ...). */
  | "business"
  /** Code 401: the session is missing or expired. */
  | "unauthorized"
  /** Network failure, timeout, or an HTTP status outside 2xx. */
  | "transport"
  /** Spec section 5 repeat-submission guard. */
  | "repeat"
  /** The request could not be sealed or the answer could not be opened. */
  | "encryption"
  /** The caller aborted the request. */
  | "abort";

export class HttpError extends Error {
  readonly kind: HttpErrorKind;
  readonly code: number | undefined;
  readonly data: unknown;

  constructor(kind: HttpErrorKind, message: string, details: { code?: number; data?: unknown; cause?: unknown } = {}) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.name = "HttpError";
    this.kind = kind;
    this.code = details.code;
    this.data = details.data;
  }
}

export function isHttpError(error: unknown): error is HttpError {
  return error instanceof HttpError;
}
