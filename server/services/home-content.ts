import type { Kysely, Selectable } from "kysely";
import type { CustomerCase, Qualification, QualificationCategory, Solution } from "../../common/contracts/home-content.ts";
import { imageUrl } from "../../common/image-url.ts";
import type { HomeContentSource } from "../../common/page-context.ts";
import type { Database, HomeCustomerCaseTable, HomeQualificationTable, HomeSolutionTable } from "../db/schema.ts";
import type { ContentChanges } from "./content-changes.ts";
import { untilContentChanges } from "./until-content-changes.ts";

export const customerCaseOf = (row: Selectable<HomeCustomerCaseTable>): CustomerCase => ({
  id: row.id,
  sort: row.sort,
  code: row.code,
  industry: row.industry,
  industryEn: row.industry_en,
  title: row.title,
  titleEn: row.title_en,
  summary: row.summary,
  summaryEn: row.summary_en,
  challenge: row.challenge,
  challengeEn: row.challenge_en,
  solution: row.solution,
  solutionEn: row.solution_en,
  result: row.result,
  resultEn: row.result_en,
  link: row.link,
  // A row stored before the image rule, or written another way, shows no image rather than any address.
  imageUrl: imageUrl(row.image_url),
});

export const solutionOf = (row: Selectable<HomeSolutionTable>): Solution => ({
  id: row.id,
  sort: row.sort,
  code: row.code,
  title: row.title,
  titleEn: row.title_en,
  summary: row.summary,
  summaryEn: row.summary_en,
  highlights: row.highlights,
  highlightsEn: row.highlights_en,
  link: row.link,
  imageUrl: imageUrl(row.image_url),
});

export const qualificationOf = (row: Selectable<HomeQualificationTable>): Qualification => ({
  id: row.id,
  sort: row.sort,
  code: row.code,
  category: row.category as QualificationCategory,
  title: row.title,
  titleEn: row.title_en,
  summary: row.summary,
  summaryEn: row.summary_en,
  imageUrl: imageUrl(row.image_url),
});

/** The home page's lists as visitors see them: rows not hidden, in their order (also what site search indexes). */
export async function shownHomeLists(db: Kysely<Database>) {
  const [customerCases, solutions, qualifications] = await Promise.all([
    db.selectFrom("home_customer_case").selectAll().where("hidden", "=", 0).orderBy("sort").orderBy("id").execute(),
    db.selectFrom("home_solution").selectAll().where("hidden", "=", 0).orderBy("sort").orderBy("id").execute(),
    db.selectFrom("home_qualification").selectAll().where("hidden", "=", 0).orderBy("sort").orderBy("id").execute(),
  ]);
  return {
    customerCases: customerCases.map(customerCaseOf),
    solutions: solutions.map(solutionOf),
    qualifications: qualifications.map(qualificationOf),
  };
}

/**
 * The home page's lists in display order, each row with both languages (`field`, `fieldEn`);
 * rows hidden in the console are left out. Used by the API routers and, through the page context,
 * by the home page loader. Read once and kept until published content changes: every render of the
 * home page needs all three (docs/decisions/010-page-speed-budgets.md).
 */
export function createHomeContent(db: Kysely<Database>, contentChanges: Pick<ContentChanges, "onChange">): HomeContentSource {
  const lists = untilContentChanges(contentChanges, () => shownHomeLists(db));
  return {
    customerCases: async () => (await lists()).customerCases,
    solutions: async () => (await lists()).solutions,
    qualifications: async () => (await lists()).qualifications,
  };
}
