import type { Language } from "../../common/constants.ts";

const locales: Record<Language, string> = { zh_CN: "zh-CN", en_US: "en-GB" };

/** Grouped digits in the page language ("23,000"); the same on the server and in the browser. */
export function formatNumber(value: number, language: Language, fractionDigits?: number): string {
  return new Intl.NumberFormat(
    locales[language],
    fractionDigits === undefined ? {} : { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits },
  ).format(value);
}
