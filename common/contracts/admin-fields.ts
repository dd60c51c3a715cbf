import * as z from "zod/mini";

/** Query fields shared by the console's lists. */
const invalid = { error: "invalidField" } as const;

export const pageNumber = (fallback: number, max: number) =>
  z._default(z.optional(z.coerce.number(invalid).check(z.int(invalid), z.minimum(1, invalid), z.maximum(max, invalid))), fallback);

export const ADMIN_PAGE_SIZE = 20;
export const ADMIN_PAGE_SIZE_MAX = 100;

export const paging = {
  pageNum: pageNumber(1, 100_000),
  pageSize: pageNumber(ADMIN_PAGE_SIZE, ADMIN_PAGE_SIZE_MAX),
};

export const SORT_ORDERS = ["asc", "desc"] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/**
 * A list's order: `sort` names one of its sortable columns, `order` the direction; every sortable
 * column sorts both ways (the console's list screens, app/components/admin/use-list-screen.ts).
 */
export const listSort = <const Columns extends readonly [string, ...string[]]>(
  columns: Columns,
  fallback: Columns[number],
  fallbackOrder: SortOrder = "desc",
) => ({
  sort: z._default(z.optional(z.enum(columns, invalid)), fallback),
  order: z._default(z.optional(z.enum(SORT_ORDERS, invalid)), fallbackOrder),
});

/** The longest free-text search a list takes. */
export const SEARCH_TEXT_MAX = 100;

/** A free-text search, "" when absent. */
export const searchText = () => z._default(z.optional(z.string(invalid).check(z.trim(), z.maxLength(SEARCH_TEXT_MAX, invalid))), "");

/** yyyy-mm-dd (UTC day), optional. */
export const optionalDay = () => z.optional(z.string(invalid).check(z.regex(/^\d{4}-\d{2}-\d{2}$/, invalid)));
