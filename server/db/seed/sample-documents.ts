import fs from "node:fs";
import path from "node:path";

/**
 * Where `npm run build` leaves the seed's sample PDFs (scripts/render-sample-documents.ts): loading
 * pdfkit and embedding a subset of a Chinese font in every announcement was most of a fresh start
 * (docs/decisions/010-page-speed-budgets.md). They name no operator: the build runs before the
 * site's name is configured.
 */
export const SAMPLE_DOCUMENTS_DIR = path.resolve(import.meta.dirname, "..", "..", "..", "build", "sample-documents");

export type SampleKind = "announcements" | "reports";

export const builtSampleFile = (kind: SampleKind, id: string) => path.join(SAMPLE_DOCUMENTS_DIR, kind, `${id}.pdf`);

/** The PDF the build rendered, or one rendered now (a checkout that was not built). */
export async function builtOrRendered(kind: SampleKind, id: string, render: () => Promise<Buffer>): Promise<Buffer> {
  try {
    return await fs.promises.readFile(builtSampleFile(kind, id));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    return render();
  }
}
