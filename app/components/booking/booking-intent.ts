/**
 * "Log in now" from the booking prompt remembers that the visitor was booking, so that coming
 * back from the log-in page opens the booking dialog instead of leaving them to find the button
 * again. Kept in sessionStorage: one tab, gone with it.
 */
const INTENT_KEY = "booking-intent";
/** An intent older than this is a forgotten one: the visitor has moved on. */
const INTENT_MAX_AGE_MS = 30 * 60 * 1000;

interface BookingIntent {
  path: string;
  demandType: string | undefined;
  at: number;
}

export function rememberBookingIntent(path: string, demandType: string | undefined): void {
  try {
    sessionStorage.setItem(INTENT_KEY, JSON.stringify({ path, demandType, at: Date.now() } satisfies BookingIntent));
  } catch {
    // Storage refused (private mode, quota): the visitor presses the button again, as before.
  }
}

/**
 * The intent for this page, taken once: the first booking button that asks gets it, so a page
 * with several buttons opens one dialog.
 */
export function takeBookingIntent(path: string): { demandType: string | undefined } | undefined {
  let intent: BookingIntent | undefined;
  try {
    const stored = sessionStorage.getItem(INTENT_KEY);
    if (!stored) return undefined;
    intent = JSON.parse(stored) as BookingIntent;
    if (intent.path !== path) return undefined;
    sessionStorage.removeItem(INTENT_KEY);
  } catch {
    return undefined;
  }
  return Date.now() - intent.at <= INTENT_MAX_AGE_MS ? { demandType: intent.demandType } : undefined;
}
