import * as z from "zod/mini";
import { LANGUAGES } from "../constants.ts";
import { PERMISSIONS } from "../staff-roles.ts";
import { isDay } from "../site-time.ts";
import { listSort, paging, searchText } from "./admin-fields.ts";
import { defineCall } from "./call.ts";

const invalid = { error: "invalidField" } as const;

/** top: every query, most searched first; empty: the queries that found nothing. */
export const SEARCH_VIEWS = ["top", "empty"] as const;
export const SEARCH_STAT_SORTS = ["searches", "emptySearches", "query"] as const;

/** One query in one language over one week: how often it was searched and how often it found nothing. */
export const searchStatRow = z.object({
  language: z.enum(LANGUAGES),
  query: z.string(),
  searches: z.number(),
  emptySearches: z.number(),
});
export type SearchStatRow = z.output<typeof searchStatRow>;

export const searchStatsCall = defineCall({
  method: "GET",
  path: "/admin/searches",
  summary:
    "Console: what visitors searched in one week (Monday to Sunday in SITE_TIME_ZONE, this week when absent), both languages or one; every query, or those that found nothing. No address or visitor is stored.",
  tag: "admin",
  access: "session",
  permission: PERMISSIONS.searchStats,
  query: z.object({
    /** The week's Monday, YYYY-MM-DD. */
    week: z.optional(z.string(invalid).check(z.refine(isDay, invalid))),
    language: z.optional(z.enum(LANGUAGES, invalid)),
    view: z._default(z.optional(z.enum(SEARCH_VIEWS, invalid)), "top"),
    q: searchText(),
    ...listSort(SEARCH_STAT_SORTS, "searches"),
    ...paging,
  }),
  answer: { row: searchStatRow },
});
