import fs from "node:fs";
import path from "node:path";
import { LANGUAGES } from "../common/constants.ts";
import { builtSampleFile, SAMPLE_DOCUMENTS_DIR, sampleEntries } from "../server/db/seed/sample-documents.ts";
import { CJK_FONTS, chineseFontOf, renderSamplePdf } from "../server/db/seed/sample-pdf.ts";

// Part of `npm run build`: the seed's sample reports and announcements in both languages, rendered
// once here instead of at every fresh start (docs/decisions/010-page-speed-budgets.md).
if (!chineseFontOf(CJK_FONTS)) {
  console.warn(
    `No font with Chinese glyphs (looked for ${CJK_FONTS.map((font) => font.file).join(", ")}): the Chinese sample ` +
      "documents are rendered in English. On Debian: apt-get install fonts-noto-cjk",
  );
}
fs.rmSync(SAMPLE_DOCUMENTS_DIR, { recursive: true, force: true });
for (const entry of sampleEntries()) {
  for (const language of LANGUAGES) {
    const file = builtSampleFile(entry.folder, entry.id, language);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, await renderSamplePdf(entry.document, language));
  }
}
