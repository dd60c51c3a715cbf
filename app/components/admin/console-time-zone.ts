/**
 * The site's time zone (SITE_TIME_ZONE), which the server tells the console with its two-step
 * state (use-staff-access.ts): every time the console shows is on that zone's clock, whatever
 * the browser's zone, like the days its filters and exports use.
 */
let siteTimeZone: string | undefined;

export function setConsoleTimeZone(zone: string): void {
  siteTimeZone = zone;
}

export function consoleTimeZone(): string | undefined {
  return siteTimeZone;
}
