import type { Language } from "./constants.ts";

/** Operator facts shown on every page, taken from server configuration (see .env.example). */
export interface SiteSettings {
  origin: string;
  name: Record<Language, string>;
  brand: Record<Language, string>;
  hotline: string;
  complaintHotline: string;
  icpFiling: string;
  psbFiling: string;
  parentCompanyUrl: string;
  chatUrl: string;
  copyrightYearFrom: number;
}
