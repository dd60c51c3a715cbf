import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { pages } from "../../app/page-registry.ts";
import { beaconGzipBytes } from "../support/beacon-size.ts";
import { BEACON_ALLOWANCE_BYTES, firstLoadBudgetBytes, firstLoadJavaScript } from "../support/first-load.ts";
import { fetchPage, sharedOrigin } from "../support/html.ts";

const clientDir = path.resolve(import.meta.dirname, "..", "..", "build", "client");

/**
 * Every page in both languages (the news detail with a concrete id), the standalone sign-in pages
 * included: they carry the request layer and forms. The redirect helper renders nothing.
 */
const measuredPaths = pages
  .filter((page) => page.id !== "redirect")
  .flatMap((page) => {
    const pagePath = page.path.replace(":id", "1");
    return [pagePath, `/en${pagePath}`];
  });

describe("first-load JavaScript budget", () => {
  const origin = sharedOrigin();

  it("covers every page in both languages", () => {
    expect(measuredPaths).toHaveLength(44);
  });

  it("grows only by the analytics beacon, which stays within 1 KB of gzip", async () => {
    const beacon = await beaconGzipBytes();
    expect(beacon).toBeLessThanOrEqual(BEACON_ALLOWANCE_BYTES);
    expect(BEACON_ALLOWANCE_BYTES).toBeLessThanOrEqual(1024);
  });

  it.each(measuredPaths)(
    "%s stays within its budget (125 KB home, 130 KB sign-in, 135 KB others, plus the beacon, gzip)",
    async (pagePath) => {
      const html = await (await fetchPage(origin, pagePath)).text();
      const { files, gzipBytes } = firstLoadJavaScript(html, clientDir);
      expect(files.some((file) => file.includes("entry.client"))).toBe(true);
      expect(gzipBytes).toBeGreaterThan(50 * 1024);
      expect(gzipBytes).toBeLessThanOrEqual(firstLoadBudgetBytes(pagePath));
    },
  );

  it("asks V8 to compile React DOM and React Router as they download, and nothing else the page loads", async () => {
    const html = await (await fetchPage(origin, "/index")).text();
    const hinted = firstLoadJavaScript(html, clientDir).files.filter((file) =>
      fs.readFileSync(path.join(clientDir, file), "utf8").startsWith("//# allFunctionsCalledOnLoad\n"),
    );
    expect(hinted.map((file) => path.basename(file).replace(/-[\w-]+\.js$/, ""))).toEqual(["client", "framework"]);
  });
});
