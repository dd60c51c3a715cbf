/**
 * Table types for Kysely. Times are stored as integer milliseconds since the epoch (BIGINT on
 * PostgreSQL, INTEGER on SQLite) so one query code returns the same JavaScript numbers on both.
 */
export interface SiteMetaTable {
  key: string;
  value: string;
  updated_at: number;
}

export interface Database {
  site_meta: SiteMetaTable;
}
