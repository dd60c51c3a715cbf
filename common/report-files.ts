import type { Language } from "./constants.ts";

/**
 * A downloadable investor-relations report, as GET /api/v1/web/investor/reports lists it: `ref`
 * is the report slug of content/pages/investor.ts, `ossId` the id for
 * GET /api/resource/oss/download/{ossId}.
 */
export interface ReportFile {
  ref: string;
  ossId: number;
  fileName: string;
  size: number;
}

/** What the server gives the investor-relations loader (through the page context). */
export interface ReportFileSource {
  reports(language: Language): Promise<ReportFile[]>;
}

/** The path of the zip of every report, relative to the API base (spec section 7 zip download). */
export const REPORTS_ZIP_PATH = "/v1/web/investor/reports/zip";
