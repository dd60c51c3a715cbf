import type { CustomerCaseSeed, QualificationCategory, QualificationSeed, SolutionSeed } from "../content/pages/home.ts";

export type { QualificationCategory };

/**
 * Rows of the home-page lists as GET /api/v1/web/index/{customerCase,solution,qualification}/list
 * return them: both languages in every row (`field` Chinese, `fieldEn` English); the browser and
 * the home loader map English with applyEnglishFields.
 */
export type CustomerCase = CustomerCaseSeed & { id: number };
export type Solution = SolutionSeed & { id: number };
export type Qualification = QualificationSeed & { id: number };

/** What the server gives the home page loader (through the page context). */
export interface HomeContentSource {
  customerCases(): Promise<CustomerCase[]>;
  solutions(): Promise<Solution[]>;
  qualifications(): Promise<Qualification[]>;
}

/** Drops the `...En` twins once a row has been mapped to one language, so a page ships one. */
export function withoutEnglishTwins<T extends object>(row: T): T {
  return Object.fromEntries(Object.entries(row).filter(([key]) => !(key.length > 2 && key.endsWith("En")))) as T;
}
