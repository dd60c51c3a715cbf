import type { Kysely } from "kysely";
import { customerCaseSeed, qualificationSeed, solutionSeed } from "../../../content/pages/home-lists-seed.ts";
import type { Database } from "../schema.ts";

/**
 * Inserts the home-page seed rows (content/pages/home.ts) into each list that is still empty.
 * Idempotent: a table that has rows (seeded before, or edited by an operator) is left alone, and
 * `code` is unique, so two instances starting at once cannot insert a list twice.
 */
export async function seedHomeContent(db: Kysely<Database>, now: number = Date.now()): Promise<string[]> {
  const seeded: string[] = [];
  const isEmpty = async (table: "home_customer_case" | "home_solution" | "home_qualification") =>
    (await db.selectFrom(table).select("id").limit(1).execute()).length === 0;

  if (await isEmpty("home_customer_case")) {
    await insertIgnoringDuplicates(() =>
      db
        .insertInto("home_customer_case")
        .values(
          customerCaseSeed.map((row) => ({
            code: row.code,
            sort: row.sort,
            industry: row.industry,
            industry_en: row.industryEn,
            title: row.title,
            title_en: row.titleEn,
            summary: row.summary,
            summary_en: row.summaryEn,
            challenge: row.challenge,
            challenge_en: row.challengeEn,
            solution: row.solution,
            solution_en: row.solutionEn,
            result: row.result,
            result_en: row.resultEn,
            link: row.link,
            created_at: now,
          })),
        )
        .execute(),
    );
    seeded.push("home_customer_case");
  }
  if (await isEmpty("home_solution")) {
    await insertIgnoringDuplicates(() =>
      db
        .insertInto("home_solution")
        .values(
          solutionSeed.map((row) => ({
            code: row.code,
            sort: row.sort,
            title: row.title,
            title_en: row.titleEn,
            summary: row.summary,
            summary_en: row.summaryEn,
            highlights: row.highlights,
            highlights_en: row.highlightsEn,
            link: row.link,
            created_at: now,
          })),
        )
        .execute(),
    );
    seeded.push("home_solution");
  }
  if (await isEmpty("home_qualification")) {
    await insertIgnoringDuplicates(() =>
      db
        .insertInto("home_qualification")
        .values(
          qualificationSeed.map((row) => ({
            code: row.code,
            sort: row.sort,
            category: row.category,
            title: row.title,
            title_en: row.titleEn,
            summary: row.summary,
            summary_en: row.summaryEn,
            created_at: now,
          })),
        )
        .execute(),
    );
    seeded.push("home_qualification");
  }
  return seeded;
}

/**
 * One multi-row INSERT is atomic; if another instance seeded the same empty table at the same
 * moment, its rows win and the unique `code` rejects ours, which is fine.
 */
export async function insertIgnoringDuplicates(insert: () => Promise<unknown>): Promise<void> {
  try {
    await insert();
  } catch (error) {
    if (!/unique|duplicate/i.test(String((error as Error).message))) throw error;
  }
}
