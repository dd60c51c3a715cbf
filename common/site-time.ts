/**
 * Calendar days and weeks in the site's time zone (`SITE_TIME_ZONE`, Asia/Shanghai by default).
 * Instants are stored in UTC; every date a person filters, exports or reads in the console is a
 * day of this zone, so a lead at 02:30 Beijing time on a Monday belongs to that Monday and its
 * week (weeks start on Monday). A day is written "YYYY-MM-DD".
 */

export const DEFAULT_SITE_TIME_ZONE = "Asia/Shanghai";

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

const formatters = new Map<string, Intl.DateTimeFormat>();

function partsFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

function wallClock(instant: number, timeZone: string): WallClock {
  const fields: Record<string, number> = {};
  for (const part of partsFormatter(timeZone).formatToParts(instant)) {
    if (part.type !== "literal") fields[part.type] = Number(part.value);
  }
  return {
    year: fields.year ?? 0,
    month: fields.month ?? 0,
    day: fields.day ?? 0,
    hour: fields.hour ?? 0,
    minute: fields.minute ?? 0,
    second: fields.second ?? 0,
  };
}

/** How far the zone's wall clock is ahead of UTC at that instant (ms; negative west of Greenwich). */
function zoneOffset(instant: number, timeZone: string): number {
  const wall = wallClock(instant, timeZone);
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  return asUtc - Math.floor(instant / 1000) * 1000;
}

const pad = (value: number, width = 2) => String(value).padStart(width, "0");

function toInstant(value: Date | number | string): number {
  return typeof value === "number" ? value : new Date(value).getTime();
}

/** Whether Intl knows the zone (used to validate `SITE_TIME_ZONE`). */
export function isTimeZone(timeZone: string): boolean {
  try {
    return partsFormatter(timeZone).resolvedOptions().timeZone !== "";
  } catch {
    return false;
  }
}

/** Whether a string is a real calendar day "YYYY-MM-DD" (not 2026-02-30). */
export function isDay(value: string): boolean {
  const match = DAY_PATTERN.exec(value);
  if (!match) return false;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The zone's calendar day of an instant. */
export function dayInZone(instant: Date | number | string, timeZone: string): string {
  const wall = wallClock(toInstant(instant), timeZone);
  return `${pad(wall.year, 4)}-${pad(wall.month)}-${pad(wall.day)}`;
}

/** The instant the zone's day begins (its first wall-clock moment, which DST may move off 00:00). */
export function dayStartInZone(day: string, timeZone: string): Date {
  if (!isDay(day)) throw new RangeError(`Not a day: ${day}`);
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  const midnightAsUtc = Date.UTC(year, month - 1, date);
  let start = midnightAsUtc - zoneOffset(midnightAsUtc, timeZone);
  // The offset at the guess can differ from the offset at the real start across a DST change.
  start = midnightAsUtc - zoneOffset(start, timeZone);
  // Where a DST change skips midnight, the day begins at the first hour that exists.
  for (let hour = 0; hour < 3 && dayInZone(start, timeZone) !== day; hour += 1) start += HOUR_MS;
  return new Date(start);
}

/** The calendar day `days` after (or before, when negative) `day`. */
export function addDays(day: string, days: number): string {
  if (!isDay(day)) throw new RangeError(`Not a day: ${day}`);
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The Monday of the week that holds `day`. */
export function weekStart(day: string): string {
  if (!isDay(day)) throw new RangeError(`Not a day: ${day}`);
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

/**
 * The half-open UTC range [start, end) of the zone's days `from` to `to`, both included: what a
 * console date filter "from … to …" selects. Either end may be left open.
 */
export function dayRangeInZone(
  range: { from?: string | undefined; to?: string | undefined },
  timeZone: string,
): { start?: Date; end?: Date } {
  return {
    ...(range.from ? { start: dayStartInZone(range.from, timeZone) } : {}),
    ...(range.to ? { end: dayStartInZone(addDays(range.to, 1), timeZone) } : {}),
  };
}

/** "YYYY-MM-DD HH:mm" (or with ":ss") of an instant on the zone's wall clock, for people to read. */
export function formatInZone(instant: Date | number | string, timeZone: string, options: { seconds?: boolean } = {}): string {
  const wall = wallClock(toInstant(instant), timeZone);
  const time = `${pad(wall.hour)}:${pad(wall.minute)}${options.seconds ? `:${pad(wall.second)}` : ""}`;
  return `${pad(wall.year, 4)}-${pad(wall.month)}-${pad(wall.day)} ${time}`;
}
