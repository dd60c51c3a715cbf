/**
 * Spec section 7: in English mode, every key ending in "En" is copied over the same key without
 * the suffix (titleEn -> title), at any depth. Bilingual records are stored as field (Chinese)
 * and fieldEn (English); the same function serves the browser's request layer and the server's
 * loaders. Returns a new value; the input is not changed.
 */
export function applyEnglishFields<T>(value: T): T {
  if (Array.isArray(value)) return value.map((item) => applyEnglishFields(item)) as T;
  if (value === null || typeof value !== "object" || value instanceof Date) return value;
  const result: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) result[key] = applyEnglishFields(field);
  for (const [key, field] of Object.entries(result)) {
    if (key.length > 2 && key.endsWith("En") && field !== null && field !== undefined && field !== "") {
      result[key.slice(0, -2)] = field;
    }
  }
  return result as T;
}
/** Drops the `...En` twins once a row has been mapped to one language, so a page ships one. */
export function withoutEnglishTwins<T extends object>(row: T): T {
  return Object.fromEntries(Object.entries(row).filter(([key]) => !(key.length > 2 && key.endsWith("En")))) as T;
}
