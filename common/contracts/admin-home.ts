import * as z from "zod/mini";
import { TITLE_MAX } from "../constants.ts";
import { sameOriginPath } from "../same-origin-path.ts";
import { PERMISSIONS } from "../staff-roles.ts";
import { orderIds } from "./admin-fields.ts";
import { defineCall } from "./call.ts";
import { imageUrl, recordId } from "./fields.ts";
import { recordVersion } from "./record-version.ts";
import { customerCase, qualification, qualificationCategories, solution } from "./home-content.ts";

/**
 * The home page's lists in the console (customer cases, solutions, qualifications): every field in
 * both languages, order, hidden (kept, never public) and an optional uploaded image.
 */
const tag = "admin";
const invalid = { error: "invalidField" } as const;

export const HOME_LISTS = ["customerCase", "solution", "qualification"] as const;
export type HomeList = (typeof HOME_LISTS)[number];

const text = (max: number) =>
  z.string({ error: "required" }).check(z.trim(), z.minLength(1, { error: "required" }), z.maxLength(max, { error: "tooLong" }));
/** A path on this site: the product page a row links to. */
const sitePath = () =>
  z.string({ error: "invalidField" }).check(
    z.trim(),
    z.maxLength(TITLE_MAX, { error: "tooLong" }),
    z.refine((value) => sameOriginPath(value) === value, invalid),
  );

const shared = { hidden: z.boolean(invalid), imageUrl: z.nullable(imageUrl()) };

export const homeBodies = {
  customerCase: z.object({
    industry: text(200),
    industryEn: text(200),
    title: text(300),
    titleEn: text(300),
    summary: text(2000),
    summaryEn: text(2000),
    challenge: text(2000),
    challengeEn: text(2000),
    solution: text(2000),
    solutionEn: text(2000),
    result: text(2000),
    resultEn: text(2000),
    link: sitePath(),
    ...shared,
  }),
  solution: z.object({
    title: text(300),
    titleEn: text(300),
    summary: text(2000),
    summaryEn: text(2000),
    highlights: text(2000),
    highlightsEn: text(2000),
    link: sitePath(),
    ...shared,
  }),
  qualification: z.object({
    category: z.enum(qualificationCategories, invalid),
    title: text(300),
    titleEn: text(300),
    summary: text(2000),
    summaryEn: text(2000),
    ...shared,
  }),
};
export type HomeBody<L extends HomeList> = z.output<(typeof homeBodies)[L]>;

/** A change of a row: its fields and the version they were edited from (409 when it changed since). */
export const homeChangeBodies = {
  customerCase: z.extend(homeBodies.customerCase, { version: recordVersion() }),
  solution: z.extend(homeBodies.solution, { version: recordVersion() }),
  qualification: z.extend(homeBodies.qualification, { version: recordVersion() }),
};
export type HomeChangeBody<L extends HomeList> = z.output<(typeof homeChangeBodies)[L]>;

const consoleFields = { hidden: z.boolean(), version: z.number() };
export const adminHomeRows = {
  customerCase: z.extend(customerCase, consoleFields),
  solution: z.extend(solution, consoleFields),
  qualification: z.extend(qualification, consoleFields),
};
export type AdminHomeRow<L extends HomeList> = z.output<(typeof adminHomeRows)[L]>;
/** One list's rows; for several lists at once, the rows of one of them (never a mix). */
export type AdminHomeRows<L extends HomeList> = L extends HomeList ? Array<AdminHomeRow<L>> : never;

const orderBody = z.object({ ids: orderIds() });
const params = z.object({ id: recordId() });
const access = { tag, access: "session", permission: PERMISSIONS.homeEdit } as const;

/** The five calls of one list; the paths name the list. */
function homeCalls<const L extends HomeList>(list: L) {
  const row = adminHomeRows[list];
  const base = `/admin/home/${list}` as const;
  return {
    list: defineCall({
      method: "GET",
      path: base,
      summary: `Console: the home page's ${list} rows, hidden ones included`,
      ...access,
      answer: { data: z.array(row) },
    }),
    create: defineCall({
      method: "POST",
      path: base,
      summary: `Console: add a ${list} row, last in order`,
      ...access,
      body: homeBodies[list],
      answer: { data: row },
    }),
    order: defineCall({
      method: "PUT",
      path: `${base}/order`,
      summary: `Console: the ${list} rows' order (every id, first to last)`,
      ...access,
      body: orderBody,
      answer: { data: z.array(row) },
    }),
    change: defineCall({
      method: "PUT",
      path: `${base}/:id`,
      summary: `Console: change a ${list} row; code 409 recordChanged when it changed after \`version\``,
      ...access,
      params,
      body: homeChangeBodies[list],
      answer: { data: row },
    }),
    remove: defineCall({
      method: "DELETE",
      path: `${base}/:id`,
      summary: `Console: delete a ${list} row`,
      ...access,
      params,
      answer: { data: z.null() },
    }),
  };
}

export const homeCallsOf = {
  customerCase: homeCalls("customerCase"),
  solution: homeCalls("solution"),
  qualification: homeCalls("qualification"),
};
