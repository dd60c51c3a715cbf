import * as z from "zod/mini";
import { defineCall } from "./call.ts";

/**
 * The home page's database-backed lists (GET /api/v1/web/index/{customerCase,solution,qualification}/list):
 * every row carries both languages (`field` Chinese, `fieldEn` English); the browser and the
 * home loader map English with applyEnglishFields (spec section 7). Rows come in display order; rows
 * hidden in the console are never listed.
 */
const tag = "home";

export const customerCase = z.object({
  id: z.number(),
  sort: z.number(),
  /** Stable slug. */
  code: z.string(),
  industry: z.string(),
  industryEn: z.string(),
  /** Anonymous customer description, e.g. "一家头部自动驾驶企业". */
  title: z.string(),
  titleEn: z.string(),
  summary: z.string(),
  summaryEn: z.string(),
  challenge: z.string(),
  challengeEn: z.string(),
  solution: z.string(),
  solutionEn: z.string(),
  result: z.string(),
  resultEn: z.string(),
  /** Internal spec path of the main product used. */
  link: z.string(),
  /** An uploaded picture (same-origin path), or null: the card as designed, without one. */
  imageUrl: z.nullable(z.string()),
});

export const solution = z.object({
  id: z.number(),
  sort: z.number(),
  code: z.string(),
  title: z.string(),
  titleEn: z.string(),
  summary: z.string(),
  summaryEn: z.string(),
  /** Key points separated by "；" (zh) and "; " (en). */
  highlights: z.string(),
  highlightsEn: z.string(),
  link: z.string(),
  imageUrl: z.nullable(z.string()),
});

export const qualificationCategories = ["licence", "certification", "compliance", "facility"] as const;

export const qualification = z.object({
  id: z.number(),
  sort: z.number(),
  code: z.string(),
  category: z.enum(qualificationCategories),
  title: z.string(),
  titleEn: z.string(),
  summary: z.string(),
  summaryEn: z.string(),
  imageUrl: z.nullable(z.string()),
});

export type CustomerCase = z.output<typeof customerCase>;
export type Solution = z.output<typeof solution>;
export type Qualification = z.output<typeof qualification>;
export type QualificationCategory = Qualification["category"];

export const customerCasesCall = defineCall({
  method: "GET",
  path: "/v1/web/index/customerCase/list",
  summary: "The home page's customer stories",
  tag,
  access: "public",
  answer: { data: z.array(customerCase) },
});

export const solutionsCall = defineCall({
  method: "GET",
  path: "/v1/web/index/solution/list",
  summary: "The home page's solutions",
  tag,
  access: "public",
  answer: { data: z.array(solution) },
});

export const qualificationsCall = defineCall({
  method: "GET",
  path: "/v1/web/index/qualification/list",
  summary: "The home page's licences, certifications and compliance records",
  tag,
  access: "public",
  answer: { data: z.array(qualification) },
});
