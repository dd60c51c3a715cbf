import fs from "node:fs";
import path from "node:path";
import autocannon from "autocannon";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";
import { pages } from "../../app/page-registry.ts";
import { CHROME_PATH } from "../support/browser.ts";
import { FIRST_LOAD_BUDGET_BYTES, firstLoadJavaScript } from "../support/first-load.ts";
import { startServer } from "../support/server-process.ts";
import { measureLoginFlood } from "./login-flood.ts";

/**
 * `npm run bench [-- /index /about ...]`: first-load JavaScript, Lighthouse (mobile and desktop)
 * and a short loopback load test against the production server. Pages default to every public
 * page in both languages. BENCH_SKIP=lighthouse,load,limits skips parts. Figures also go to the
 * JSON file BENCH_JSON (default build/bench.json), merged into what is already there.
 */
const BROWSER_USER_AGENT = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36";
const clientDir = path.resolve(import.meta.dirname, "..", "..", "build", "client");
const skip = new Set((process.env.BENCH_SKIP ?? "").split(",").filter(Boolean));

const requested = process.argv.slice(2);
const publicPaths = pages.filter((page) => !("hidden" in page && page.hidden)).map((page) => page.path.replace(":id", "1"));
const basePaths = requested.length ? requested : publicPaths;
const urls = basePaths.flatMap((p) => [p, `/en${p}`]);

const server = await startServer({ LOG_LEVEL: "error" });
const kb = (bytes: number) => (bytes / 1024).toFixed(1);

try {
  console.log("\n## First-load JavaScript (gzip)\n");
  console.log(`| page | files | KB gzip | budget ${kb(FIRST_LOAD_BUDGET_BYTES)} KB |`);
  console.log("|---|---:|---:|---|");
  for (const url of urls) {
    const html = await (await fetch(server.origin + url, { headers: { "User-Agent": BROWSER_USER_AGENT } })).text();
    const { files, gzipBytes } = firstLoadJavaScript(html, clientDir);
    console.log(`| ${url} | ${files.length} | ${kb(gzipBytes)} | ${gzipBytes < FIRST_LOAD_BUDGET_BYTES ? "ok" : "OVER"} |`);
  }

  if (!skip.has("lighthouse")) {
    console.log("\n## Lighthouse\n");
    console.log("| page | form factor | performance | accessibility | best practices | SEO | LCP ms | CLS | TBT ms |");
    console.log("|---|---|---:|---:|---:|---:|---:|---:|---:|");
    const chrome = await chromeLauncher.launch({
      chromePath: CHROME_PATH,
      chromeFlags: [
        "--headless=new",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    });
    try {
      for (const url of urls) {
        for (const formFactor of ["mobile", "desktop"] as const) {
          // Lighthouse sometimes fails to record a trace (NO_NAVSTART ...): try such a run again, twice at most.
          let result: Awaited<ReturnType<typeof lighthouse>>;
          for (let attempt = 0; ; attempt++) {
            result = await lighthouse(
              server.origin + url,
              {
                port: chrome.port,
                output: "json",
                logLevel: "error",
                onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
              },
              formFactor === "desktop" ? desktopConfig : undefined,
            );
            if (!result?.lhr.runtimeError || attempt >= 2) break;
          }
          if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
          const { categories, audits } = result.lhr;
          const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
          const metric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
          console.log(
            `| ${url} | ${formFactor} | ${score("performance")} | ${score("accessibility")} | ${score("best-practices")} | ${score("seo")} | ${Math.round(metric("largest-contentful-paint"))} | ${metric("cumulative-layout-shift").toFixed(3)} | ${Math.round(metric("total-blocking-time"))} |`,
          );
          if (result.lhr.runtimeError) console.log(`  runtime error: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`);
          const failing = Object.values(audits).filter(
            (audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === "binary",
          );
          if (failing.length && process.env.BENCH_VERBOSE) console.log(`  failing: ${failing.map((audit) => audit.id).join(", ")}`);
        }
      }
    } finally {
      chrome.kill();
    }
  }

  if (!skip.has("load")) {
    console.log("\n## Load (loopback, 10 connections, 5 s each)\n");
    console.log("| target | requests/s | p50 ms | p99 ms | errors | non-2xx |");
    console.log("|---|---:|---:|---:|---:|---:|");
    for (const target of ["/api/health", "/index", "/en/about"]) {
      const result = await autocannon({
        url: server.origin + target,
        connections: 10,
        duration: 5,
        headers: { "user-agent": BROWSER_USER_AGENT, "accept-encoding": "br, gzip" },
      });
      console.log(
        `| ${target} | ${Math.round(result.requests.average)} | ${result.latency.p50} | ${result.latency.p99} | ${result.errors} | ${result.non2xx} |`,
      );
    }
  }
} finally {
  await server.stop();
}

if (!skip.has("limits")) {
  console.log(`\n## Log-in under a flood from another address (issue 10; its own server)\n`);
  const flood = await measureLoginFlood();
  console.log("| quiet median ms | flooded median ms | ratio | flood requests | flood connections |");
  console.log("|---:|---:|---:|---:|---:|");
  console.log(
    `| ${flood.quietMedianMs} | ${flood.floodedMedianMs} | ${flood.ratio} | ${flood.floodRequests} | ${flood.floodConnections} |`,
  );
  const jsonFile = process.env.BENCH_JSON ?? path.resolve(import.meta.dirname, "..", "..", "build", "bench.json");
  const previous = fs.existsSync(jsonFile) ? (JSON.parse(fs.readFileSync(jsonFile, "utf8")) as Record<string, unknown>) : {};
  fs.mkdirSync(path.dirname(jsonFile), { recursive: true });
  fs.writeFileSync(
    jsonFile,
    `${JSON.stringify({ ...previous, loginFlood: { ...flood, measuredAt: new Date().toISOString() } }, null, 2)}\n`,
  );
}
