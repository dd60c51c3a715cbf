import fs from "node:fs";
import path from "node:path";
import { chromium } from "playwright-core";
import { illustrationUrl, type IllustrationName } from "../app/lib/images.ts";
import { fixedImageSources, illustrationSources } from "./illustrations.ts";

/**
 * `npm run images`: writes the illustrations the pages show as SVG into public/images/, and the
 * images other sites fetch (the social card, the logo for search engines), which must be raster,
 * as PNG rendered with Chromium's own encoder (no image library needed), their SVG sources in
 * assets/illustrations/. The output is committed.
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

async function renderPng(svgText: string, width: number, height: number): Promise<Buffer> {
  const dataUrl = await page.evaluate(
    async (job) => {
      const image = new Image();
      image.src = `data:image/svg+xml;base64,${btoa(unescape(encodeURIComponent(job.svgText)))}`;
      await image.decode();
      const canvas = document.createElement("canvas");
      canvas.width = job.width;
      canvas.height = job.height;
      canvas.getContext("2d")!.drawImage(image, 0, 0, job.width, job.height);
      return canvas.toDataURL("image/png");
    },
    { svgText, width, height },
  );
  return Buffer.from(dataUrl.slice(dataUrl.indexOf(",") + 1), "base64");
}

for (const [name, source] of Object.entries(illustrationSources)) {
  const file = path.join(root, "public", illustrationUrl(name as IllustrationName));
  fs.writeFileSync(file, source());
  console.log(`${path.relative(root, file)} ${(fs.statSync(file).size / 1024).toFixed(1)} KB`);
}
for (const { source, file } of Object.values(fixedImageSources)) {
  const svgText = source();
  const [, width, height] = /width="(\d+)" height="(\d+)"/.exec(svgText)!.map(Number) as [number, number, number];
  fs.writeFileSync(path.join(sourceDir, file.replace(/\.png$/, ".svg")), svgText);
  fs.writeFileSync(path.join(outDir, file), await renderPng(svgText, width, height));
  console.log(`public/images/${file}`);
}
await browser.close();
