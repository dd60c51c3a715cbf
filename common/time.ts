/** RuoYi's parseTime: formats a date-like value with {y}-{m}-{d} style tokens, in local time. */

export type TimeInput = Date | string | number | null | undefined;

const DEFAULT_PATTERN = "{y}-{m}-{d} {h}:{i}:{s}";
// A repeated letter such as {yyyy} is one token; the capture keeps the last letter.
const TOKEN = /\{(y|m|d|h|i|s|a)+\}/g;
const WEEKDAY_NAMES = "日一二三四五六";
const SECONDS_TIMESTAMP_DIGITS = 10;

type NumericToken = "y" | "m" | "d" | "h" | "i" | "s";

function toDate(time: Exclude<TimeInput, null | undefined>): Date {
  if (time instanceof Date) return time;
  let value: string | number = time;
  if (typeof value === "string") {
    // Safari cannot parse "2024-01-05 03:04:05.123", hence the rewrite to "2024/01/05 03:04:05".
    value = /^\d+$/.test(value)
      ? Number.parseInt(value, 10)
      : value
          .replace(/-/g, "/")
          .replace("T", " ")
          .replace(/\.\d{3}/g, "");
  }
  if (typeof value === "number" && value.toString().length === SECONDS_TIMESTAMP_DIGITS) {
    value *= 1000;
  }
  return new Date(value);
}

/**
 * Returns null for a falsy input (0 included, as in RuoYi) and, unlike RuoYi, for an unparsable
 * one instead of "NaN-NaN-NaN".
 */
export function parseTime(time: TimeInput, pattern: string = DEFAULT_PATTERN): string | null {
  if (!time) return null;
  const date = toDate(time);
  if (Number.isNaN(date.getTime())) return null;
  const fields: Readonly<Record<NumericToken, number>> = {
    y: date.getFullYear(),
    m: date.getMonth() + 1,
    d: date.getDate(),
    h: date.getHours(),
    i: date.getMinutes(),
    s: date.getSeconds(),
  };
  return pattern.replace(TOKEN, (_match, token: string) => {
    if (token === "a") return WEEKDAY_NAMES.charAt(date.getDay());
    const value = fields[token as NumericToken];
    return value < 10 ? `0${value}` : String(value);
  });
}
