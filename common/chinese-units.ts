/**
 * Chinese units of more than one character (分钟, 小时, 万元, 千瓦 …) are one word to a reader, but
 * a browser may break a line between any two Chinese characters: "15 分 / 钟内响应". A word joiner
 * (U+2060, invisible, no break on either side) between their characters keeps them whole in
 * paragraphs, table cells and headings alike; a no-break space already keeps a number with its unit
 * (docs/decisions/015-visitor-polish.md). Longest first, so that 千瓦时 wins over 千瓦.
 */
export const CHINESE_UNITS = [
  "工作日",
  "千瓦时",
  "平方米",
  "分钟",
  "小时",
  "个月",
  "万元",
  "亿元",
  "千瓦",
  "兆瓦",
  "毫秒",
  "公里",
] as const;

const WORD_JOINER = "\u2060";
const UNIT_PATTERN = new RegExp(CHINESE_UNITS.join("|"), "g");

export function keepUnitsWhole(text: string): string {
  return text.replace(UNIT_PATTERN, (unit) => [...unit].join(WORD_JOINER));
}

/**
 * The same for HTML an editor wrote (a news article's body): only the text between tags changes,
 * never a tag or its attributes.
 */
export function keepUnitsWholeInHtml(html: string): string {
  return html.replace(/(^|>)([^<]+)/g, (_match, tagEnd: string, text: string) => tagEnd + keepUnitsWhole(text));
}

const joined = new WeakMap<object, unknown>();

/**
 * Page copy with every unit kept whole, computed once per content object. The `seo` texts stay as
 * written: they go into meta tags and search results, where nothing wraps.
 */
export function keepUnitsWholeIn<T>(content: T): T {
  if (typeof content === "string") return keepUnitsWhole(content) as T;
  if (typeof content !== "object" || content === null) return content;
  const cached = joined.get(content);
  if (cached) return cached as T;
  const result = Array.isArray(content)
    ? content.map((item: unknown) => keepUnitsWholeIn(item))
    : Object.fromEntries(Object.entries(content).map(([key, value]) => [key, key === "seo" ? value : keepUnitsWholeIn(value)]));
  joined.set(content, result);
  return result as T;
}
