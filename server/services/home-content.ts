import type { Kysely } from "kysely";
import type { CustomerCase, Qualification, QualificationCategory, Solution } from "../../common/contracts/home-content.ts";
import type { HomeContentSource } from "../../common/page-context.ts";
import type { Database } from "../db/schema.ts";

/**
 * The home page's lists in display order, each row with both languages (`field`, `fieldEn`).
 * Used by the API routers and, through the page context, by the home page loader.
 */
export function createHomeContent(db: Kysely<Database>): HomeContentSource {
  return {
    async customerCases(): Promise<CustomerCase[]> {
      const rows = await db.selectFrom("home_customer_case").selectAll().orderBy("sort").orderBy("id").execute();
      return rows.map((row) => ({
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
      }));
    },
    async solutions(): Promise<Solution[]> {
      const rows = await db.selectFrom("home_solution").selectAll().orderBy("sort").orderBy("id").execute();
      return rows.map((row) => ({
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
      }));
    },
    async qualifications(): Promise<Qualification[]> {
      const rows = await db.selectFrom("home_qualification").selectAll().orderBy("sort").orderBy("id").execute();
      return rows.map((row) => ({
        id: row.id,
        sort: row.sort,
        code: row.code,
        category: row.category as QualificationCategory,
        title: row.title,
        titleEn: row.title_en,
        summary: row.summary,
        summaryEn: row.summary_en,
      }));
    },
  };
}
