import fs from "node:fs";
import autocannon from "autocannon";
import { pages } from "../../app/page-registry.ts";
import { startServer } from "../support/server-process.ts";

/**
 * Issue 32: resident memory of one instance with its default render threads after 10,000 renders
 * of varied pages. Every visitor page in both languages, as a document and as React Router's
 * loader data (a client navigation), the news list by column and page and every article, rendered
 * on a server started as `npm start` starts it, its page cache off so that each request is a render
 * (the cache adds at most PAGE_CACHE_MAX_BYTES on top; decision 028). BENCH_MEMORY_THREADS=1,2,4
 * measures with those RENDER_THREADS too, one server each (what the README says a thread adds).
 */
export const RENDERS = Number(process.env.BENCH_MEMORY_RENDERS ?? 10_000);
const CONNECTIONS = 8;
const BROWSER_USER_AGENT = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36";

export interface MemoryResult {
  renderThreads: string;
  renders: number;
  /** Resident memory (MB) after start and after the renders. */
  startRssMb: number;
  afterRendersRssMb: number;
  errors: number;
}

const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);

/** The process's resident set from /proc (what the kernel counts against the machine). */
function residentBytes(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = Number(/^VmRSS:\s+(\d+) kB$/m.exec(status)?.[1] ?? Number.NaN);
  return kb * 1024;
}

/** URLs that each render a page: visitor pages, their loader data, news lists and articles. */
async function variedUrls(origin: string): Promise<string[]> {
  const list = (await (await fetch(`${origin}/api/v1/web/news/list?pageNum=1&pageSize=50`)).json()) as { rows: Array<{ id: number }> };
  const articles = list.rows.map((row) => `/newsDetail/${row.id}`);
  const visitorPages = pages
    .filter((page) => !["redirect", "callback", "callbackSuccess", "unauthorized", "newsDetail"].includes(page.id))
    .map((page) => page.path);
  const newsLists = ["/news?type=1", "/news?type=2", "/news?type=3"];
  const documents = [...visitorPages, ...articles, ...newsLists];
  const withData = documents.flatMap((url) => {
    const [pathname, search] = url.split("?");
    return [url, `${pathname}.data${search ? `?${search}` : ""}`];
  });
  return withData.flatMap((url) => [url, `/en${url}`]);
}

export async function measureMemory(renderThreads?: number): Promise<MemoryResult> {
  const env = { LOG_LEVEL: "warn", PAGE_CACHE_TTL_MS: "0", ...(renderThreads ? { RENDER_THREADS: String(renderThreads) } : {}) };
  const server = await startServer(env);
  const pid = server.process.pid as number;
  try {
    const urls = await variedUrls(server.origin);
    const startRss = residentBytes(pid);
    let next = 0;
    const renders = await autocannon({
      url: server.origin,
      connections: CONNECTIONS,
      amount: RENDERS,
      headers: { "user-agent": BROWSER_USER_AGENT, "accept-encoding": "gzip, br" },
      requests: [{ setupRequest: (request) => ({ ...request, path: urls[next++ % urls.length] }) }],
    });
    const afterRenders = residentBytes(pid);
    return {
      renderThreads: renderThreads ? String(renderThreads) : (process.env.RENDER_THREADS ?? "default"),
      renders: renders.requests.total,
      startRssMb: mb(startRss),
      afterRendersRssMb: mb(afterRenders),
      errors: renders.errors + renders.non2xx,
    };
  } finally {
    await server.stop();
  }
}
