/** Whether a write was refused by a unique index or key (SQLite's and PostgreSQL's wording). */
export function isUniqueViolation(error: unknown): boolean {
  return /unique|duplicate/i.test(String((error as Error | undefined)?.message));
}
