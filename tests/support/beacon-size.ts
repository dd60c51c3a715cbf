import path from "node:path";
import zlib from "node:zlib";
import { build } from "rolldown";

const projectRoot = path.resolve(import.meta.dirname, "..", "..");

/**
 * The analytics beacon's cost to a page (docs/decisions/025-first-party-analytics.md): its module
 * bundled alone as the page build does (minified, React and React Router left out, as every page
 * already loads them), in gzip bytes at level 9 like the first-load budget counts.
 */
export async function beaconGzipBytes(): Promise<number> {
  const result = await build({
    input: path.join(projectRoot, "app/lib/analytics-beacon.ts"),
    external: ["react", "react-router"],
    output: { format: "esm", minify: true },
    write: false,
    logLevel: "silent",
  });
  const code = result.output.map((chunk) => ("code" in chunk ? chunk.code : "")).join("");
  return zlib.gzipSync(code, { level: 9 }).length;
}
