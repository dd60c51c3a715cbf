import fs from "node:fs";
import path from "node:path";
import { renderAnnouncement, SAMPLE_ANNOUNCEMENTS_DIR, sampleAnnouncements } from "../server/db/seed/investor-documents.ts";

// Part of `npm run build`: the seed's sample announcements, rendered once here instead of at
// every fresh start (docs/decisions/010-page-speed-budgets.md).
fs.rmSync(SAMPLE_ANNOUNCEMENTS_DIR, { recursive: true, force: true });
fs.mkdirSync(SAMPLE_ANNOUNCEMENTS_DIR, { recursive: true });
for (const item of sampleAnnouncements()) {
  fs.writeFileSync(path.join(SAMPLE_ANNOUNCEMENTS_DIR, `${item.id}.pdf`), await renderAnnouncement(item));
}
