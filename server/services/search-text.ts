import { sql, type RawBuilder, type SqlBool } from "kysely";

/**
 * Case-insensitive "column contains text" on SQLite and PostgreSQL alike: LIKE's wildcards in the
 * text match themselves (escaped with `\`, which SQLite needs spelled out).
 */
export function containsText(column: string, text: string): RawBuilder<SqlBool> {
  const pattern = `%${text.toLowerCase().replace(/[\\%_]/g, "\\$&")}%`;
  return sql<SqlBool>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`;
}
