import fs from "node:fs";
import path from "node:path";
import { chromium } from "playwright-core";

/**
 * Takes full-page screenshots of the given paths in both languages at desktop and phone width:
 *   node scripts/screenshots.ts http://127.0.0.1:3000 /index /about
 * Output goes to tests/.artifacts/screenshots/.
 */
const [origin = "http://127.0.0.1:3000", ...paths] = process.argv.slice(2);
const outDir = path.resolve(import.meta.dirname, "..", "tests", ".artifacts", "screenshots");
fs.mkdirSync(outDir, { recursive: true });

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
});
const viewports = { desktop: { width: 1440, height: 900 }, phone: { width: 390, height: 844 } };
for (const [device, viewport] of Object.entries(viewports)) {
  for (const language of ["zh_CN", "en_US"]) {
    const context = await browser.newContext({ viewport, deviceScaleFactor: device === "phone" ? 2 : 1 });
    await context.addCookies([{ name: "language", value: language, url: origin }]);
    const page = await context.newPage();
    for (const pagePath of paths.length ? paths : ["/index"]) {
      await page.goto(origin + pagePath, { waitUntil: "networkidle" });
      const file = path.join(outDir, `${pagePath.replace(/[^a-zA-Z0-9]+/g, "_")}-${language}-${device}.png`);
      await page.screenshot({ path: file, fullPage: true });
      // A first-screen shot too: full phone pages are too tall to look at in one image.
      await page.screenshot({ path: file.replace(/\.png$/, "-fold.png") });
      console.log(file);
    }
    await context.close();
  }
}
await browser.close();
