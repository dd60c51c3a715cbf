import { crc32 } from "node:zlib";
// oxlint-disable-next-line import/no-named-as-default -- @types/pdfkit describes only the default export
import PDFDocument from "pdfkit";
import sharp from "sharp";

/** A gradient image of this size and format, made by sharp (real encoders, real headers). */
export async function sampleImage(format: "jpeg" | "png" | "webp" | "gif" | "avif", width: number, height: number): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const at = (y * width + x) * 3;
      pixels[at] = (x * 255) / width;
      pixels[at + 1] = (y * 255) / height;
      pixels[at + 2] = 128;
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .toFormat(format, format === "avif" ? { effort: 0 } : {})
    .toBuffer();
}

/** A one-page PDF with this text, as pdfkit writes it. */
export function samplePdf(text: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: "A4" });
    const chunks: Buffer[] = [];
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
    doc.text(text);
    doc.end();
  });
}

/** A valid PNG whose header claims width x height pixels: decoding it would need gigabytes. */
export async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(await sampleImage("png", 8, 8));
  // IHDR: length (4) + "IHDR" (4) at offset 8; width and height follow, then the CRC over type and data.
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}
