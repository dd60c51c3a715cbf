import * as z from "zod/mini";
import { isDay } from "../site-time.ts";
import { recordId } from "./fields.ts";

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

/** The longest list the console reorders at once. */
export const ORDER_MAX = 500;

/**
 * A list's new order: every id of the list, first to last. The server refuses an order that does
 * not name each row exactly once (a screen that missed an added or deleted row) with code 409.
 */
export const orderIds = () => z.array(recordId()).check(z.minLength(1, invalid), z.maxLength(ORDER_MAX, invalid));

/** The longest free-text search a list takes. */
export const SEARCH_TEXT_MAX = 100;

/** A free-text search, "" when absent. */
export const searchText = () => z._default(z.optional(z.string(invalid).check(z.trim(), z.maxLength(SEARCH_TEXT_MAX, invalid))), "");

/** yyyy-mm-dd, a real calendar day (of the site's time zone where it filters), optional. */
export const optionalDay = () => z.optional(z.string(invalid).check(z.refine(isDay, invalid)));
