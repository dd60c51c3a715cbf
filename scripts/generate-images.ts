import fs from "node:fs";
import path from "node:path";
import { chromium } from "playwright-core";
import { ILLUSTRATIONS, imageWidths, type IllustrationName } from "../app/lib/images.ts";
import { fixedImageSources, illustrationSources } from "./illustrations.ts";

/**
 * `npm run images`: writes the SVG sources to assets/illustrations/ and renders every
 * illustration at 1x, 1.5x and 2x as WebP (lossy, quality 0.8) and at 1x as PNG (the fallback) into
 * public/images/, with Chromium's own encoders (no image library needed). The output is committed.
 */
const root = path.resolve(import.meta.dirname, "..");
const sourceDir = path.join(root, "assets", "illustrations");
const outDir = path.join(root, "public", "images");
fs.mkdirSync(sourceDir, { recursive: true });
fs.mkdirSync(outDir, { recursive: true });

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu"],
});
const page = await browser.newPage();
await page.setContent("<!doctype html><title>render</title>");

async function render(svgText: string, width: number, height: number, type: "image/webp" | "image/png"): Promise<Buffer> {
  const dataUrl = await page.evaluate(
    async (job) => {
      const image = new Image();
      image.src = `data:image/svg+xml;base64,${btoa(unescape(encodeURIComponent(job.svgText)))}`;
      await image.decode();
      const canvas = document.createElement("canvas");
      canvas.width = job.width;
      canvas.height = job.height;
      canvas.getContext("2d")!.drawImage(image, 0, 0, job.width, job.height);
      return canvas.toDataURL(job.type, 0.8);
    },
    { svgText, width, height, type },
  );
  return Buffer.from(dataUrl.slice(dataUrl.indexOf(",") + 1), "base64");
}

for (const [name, source] of Object.entries(illustrationSources)) {
  const svgText = source();
  fs.writeFileSync(path.join(sourceDir, `${name}.svg`), svgText);
  const { width, height } = ILLUSTRATIONS[name as IllustrationName];
  for (const w of imageWidths(name as IllustrationName)) {
    const h = Math.round((height * w) / width);
    // PNG is only the fallback for browsers without WebP: one size is enough.
    for (const [format, type] of w === width
      ? ([
          ["webp", "image/webp"],
          ["png", "image/png"],
        ] as const)
      : ([["webp", "image/webp"]] as const)) {
      const file = path.join(outDir, `${name}-${w}.${format}`);
      fs.writeFileSync(file, await render(svgText, w, h, type));
      console.log(`${path.relative(root, file)} ${(fs.statSync(file).size / 1024).toFixed(1)} KB`);
    }
  }
}
for (const { source, file } of Object.values(fixedImageSources)) {
  const svgText = source();
  const [, width, height] = /width="(\d+)" height="(\d+)"/.exec(svgText)!.map(Number) as [number, number, number];
  fs.writeFileSync(path.join(sourceDir, file.replace(/\.png$/, ".svg")), svgText);
  fs.writeFileSync(path.join(outDir, file), await render(svgText, width, height, "image/png"));
  console.log(`public/images/${file}`);
}
await browser.close();
