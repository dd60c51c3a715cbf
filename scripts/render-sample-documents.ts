import fs from "node:fs";
import path from "node:path";
import { investorContent } from "../content/pages/investor.ts";
import { renderAnnouncement, sampleAnnouncements } from "../server/db/seed/investor-documents.ts";
import { renderReport } from "../server/db/seed/reports.ts";
import { builtSampleFile, SAMPLE_DOCUMENTS_DIR } from "../server/db/seed/sample-documents.ts";

// Part of `npm run build`: the seed's sample announcements and report stand-ins, rendered once
// here instead of at every fresh start (docs/decisions/010-page-speed-budgets.md).
fs.rmSync(SAMPLE_DOCUMENTS_DIR, { recursive: true, force: true });
const write = (file: string, pdf: Buffer) => {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, pdf);
};
for (const item of sampleAnnouncements()) write(builtSampleFile("announcements", item.id), await renderAnnouncement(item));
for (const report of investorContent.en_US.reports) write(builtSampleFile("reports", report.id), await renderReport(report));
