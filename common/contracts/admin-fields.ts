import * as z from "zod/mini";
import { isDay } from "../site-time.ts";

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

/** A free-text search, "" when absent. */
export const searchText = () => z._default(z.optional(z.string(invalid).check(z.trim(), z.maxLength(100, invalid))), "");

/** yyyy-mm-dd, a real calendar day (of the site's time zone where it filters), optional. */
export const optionalDay = () => z.optional(z.string(invalid).check(z.refine(isDay, invalid)));
