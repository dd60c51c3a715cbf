import { extractText, getDocumentProxy } from "unpdf";

/** The text of a PDF (pdf.js through unpdf), pages joined, and how many pages it has. */
export async function pdfText(bytes: Buffer): Promise<{ pages: number; text: string }> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { totalPages, text } = await extractText(pdf, { mergePages: true });
  return { pages: totalPages, text };
}
