import type { ServerMessageKey } from "../i18n/server-messages.ts";

/**
 * A handled business outcome other than success: the API layer answers it as an envelope with
 * this code and the message in the request's language. Never used for programming errors.
 */
export class ServiceError extends Error {
  readonly code: number;
  readonly key: ServerMessageKey;
  readonly params: Record<string, string | number>;
  readonly data: unknown;
  /**
   * The HTTP status when it must not be 200: 413 for a body the server stopped reading, 415/400 for
   * a refused upload, 503 for an upload refused while the instance decodes its most images.
   */
  readonly httpStatus: 200 | 400 | 413 | 415 | 503;
  /** Which abuse limit refused the request (code 429, or 503 for image decoding): counted per limit in /metrics. */
  readonly limit: string | undefined;

  constructor(
    code: number,
    key: ServerMessageKey,
    options: { params?: Record<string, string | number>; data?: unknown; httpStatus?: 200 | 400 | 413 | 415 | 503; limit?: string } = {},
  ) {
    super(key);
    this.limit = options.limit;
    this.httpStatus = options.httpStatus ?? 200;
    this.code = code;
    this.key = key;
    this.params = options.params ?? {};
    this.data = options.data ?? null;
  }
}

export const CODE = { ok: 200, unauthorized: 401, failure: 500, throttled: 429, warning: 601 } as const;
