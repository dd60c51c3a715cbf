import type { reportsZipCall } from "./contracts/content.ts";

/** The zip of every report, relative to the API base (spec section 7 zip download). */
export const REPORTS_ZIP_PATH: (typeof reportsZipCall)["path"] = "/v1/web/investor/reports/zip";
