/**
 * What the browser's analytics beacon needs (app/lib/analytics-beacon.ts), apart from the rest of
 * common/analytics.ts so that every page's first load carries only these two values.
 */

/** The beacon's endpoint (same origin: the policy's `connect-src 'self'` allows it). */
export const BEACON_PATH = "/api/analytics/beacon";
/** The longest page address the beacon sends or the server keeps. */
export const MAX_TRACKED_URL_LENGTH = 500;
