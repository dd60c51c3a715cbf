import type { MessagePort } from "node:worker_threads";
import path from "node:path";
import v8 from "node:v8";
import { pathToFileURL } from "node:url";
import { Piscina } from "piscina";
import type { PageContext } from "../common/page-context.ts";
import type { SiteSettings } from "../common/site-settings.ts";

/** The page data sources a render thread may call, and which of their methods. */
type Sources = Omit<PageContext, "site">;
export type SourceName = keyof Sources;
const SOURCE_METHODS = {
  homeContent: ["customerCases", "solutions", "qualifications"],
  news: ["columns", "list", "detail", "preview", "allIds"],
  investorDocuments: ["published"],
  search: ["query"],
} as const satisfies { [Name in SourceName]: ReadonlyArray<keyof Sources[Name]> };

/** A render thread asks for page data; the main thread answers on the same port. */
export interface SourceCall {
  id: number;
  source: SourceName;
  method: string;
  args: unknown[];
}
/** A failure keeps its stack: the error page's log line then shows where the service failed. */
export type SourceReply = { id: number; value: unknown } | { id: number; error: { message: string; stack?: string } };

/** What a render thread is given: the request as sent and the site settings of the moment. */
export interface RenderTask {
  url: string;
  method: string;
  headers: [string, string][];
  site: SiteSettings;
}

/** A render thread's first message: the port its page data calls come on. */
export interface DataPortMessage {
  dataPort: MessagePort;
}

/**
 * What it answers: the page as React Router rendered it, header names in lower case (as a
 * `Headers` lists them), the body's bytes moved from the render thread (null for a HEAD).
 */
export interface RenderedPage {
  status: number;
  headers: [string, string][];
  body: ArrayBuffer | null;
}

export interface RenderPoolOptions {
  buildDir: string;
  threads: number;
  /** Renders waiting for a thread beyond which a request is answered 503 at once. */
  maxQueued: number;
  /** What the server hands to route loaders, taken per render (the site settings change). */
  pageContext: () => PageContext;
  /** A thread failed (Piscina replaces it); before `ready`, it also rejects `ready`. */
  onThreadError: (error: unknown) => void;
  /** Told how long each render took, in seconds (/metrics). */
  onRendered?: (seconds: number) => void;
}

/**
 * A render thread's heap (docs/decisions/028-production-operations.md, memory): semi-spaces of
 * 2 MB instead of the main thread's 8, and an old generation capped at 64 MB, so that V8 collects
 * it from about 32 MB instead of letting it fill to the main thread's 128 MB first. A thread holds
 * 20-35 MB live (React, the page build, four renders). With 2 MB instead of 4, the renders'
 * garbage (the page's encoded chunks among it) is freed twice as often: about 20 MB less after
 * 10,000 renders with two threads, and a cache miss cost no more CPU (measured with decision
 * 028's other memory changes).
 */
const THREAD_SEMI_SPACE_MB = 2;
const THREAD_OLD_GENERATION_MB = 64;

/** Each thread renders this many pages at once: while one waits for its data, the others go on. */
const RENDERS_PER_THREAD = 4;

/** Plain text in both languages: the page's own layout is what could not be rendered. */
function busy(): RenderedPage {
  return {
    status: 503,
    headers: [
      ["content-type", "text/plain; charset=utf-8"],
      ["retry-after", "1"],
      ["cache-control", "no-store"],
    ],
    body: new TextEncoder().encode("服务繁忙，请稍后再试。\nThe server is busy: please try again in a moment.\n").buffer,
  };
}

/** Answers a render thread's call for page data with the main thread's service. */
async function answerSourceCall(port: MessagePort, sources: PageContext, call: SourceCall) {
  try {
    const methods: readonly string[] = SOURCE_METHODS[call.source] ?? [];
    if (!methods.includes(call.method)) throw new Error(`No page data source ${call.source}.${call.method}`);
    const source = sources[call.source] as unknown as Record<string, (...args: unknown[]) => Promise<unknown>>;
    port.postMessage({ id: call.id, value: await source[call.method]?.(...call.args) } satisfies SourceReply);
  } catch (error) {
    const failure = error instanceof Error ? { message: error.message, stack: error.stack } : { message: String(error) };
    port.postMessage({ id: call.id, error: failure } satisfies SourceReply);
  }
}

/**
 * Pages are rendered on worker threads (docs/decisions/021-render-threads.md): a render is about
 * 2 ms of JavaScript, and on the main thread every cached page, API call and log-in waited behind
 * the renders queued before it. Each thread loads the server build once; what a page reads from
 * the database comes from the main thread's services, which stay the only owners of the database
 * and its caches. Page routes have no actions (forms post to /api), so a request body is never read.
 */
export function createRenderPool(options: RenderPoolOptions) {
  // The command line's --max-semi-space-size (for the main thread, decision 022) would also size
  // every thread's young generation, and it overrides a Worker's resourceLimits. V8 reads the flag
  // when it sets up a heap, so the threads created below get this value; the main heap keeps its own.
  v8.setFlagsFromString(`--max-semi-space-size=${THREAD_SEMI_SPACE_MB}`);
  const pool = new Piscina({
    filename: pathToFileURL(path.join(import.meta.dirname, "render-worker.ts")).href,
    workerData: { buildFile: pathToFileURL(path.join(options.buildDir, "server", "index.js")).href },
    resourceLimits: { maxOldGenerationSizeMb: THREAD_OLD_GENERATION_MB },
    minThreads: options.threads,
    maxThreads: options.threads,
    idleTimeout: Number.POSITIVE_INFINITY,
    concurrentTasksPerWorker: RENDERS_PER_THREAD,
    // A thread waiting for work must still receive its renders' page data.
    atomics: "async",
  });
  // Each thread (and any that replaces one) sends its data port once it has loaded the build,
  // through Piscina's events: every thread's port means every thread can render.
  const ready = Promise.withResolvers<void>();
  let threadsUp = 0;
  let started = false;
  let refused = 0;
  pool.on("message", ({ dataPort }: DataPortMessage) => {
    dataPort.on("message", (call: SourceCall) => void answerSourceCall(dataPort, options.pageContext(), call));
    dataPort.unref();
    if (++threadsUp === options.threads) {
      started = true;
      ready.resolve();
    }
  });
  pool.on("error", (error: unknown) => {
    ready.reject(error);
    options.onThreadError(error);
  });

  return {
    /** Settles once every thread has loaded the page build, or one could not. */
    ready: ready.promise,

    /** Every thread loaded the page build, and threads are running (readiness). */
    up: () => started && pool.threads.length > 0,

    /** Renders waiting for a thread now, and those refused so far (/metrics). */
    stats: () => ({ queued: pool.queueSize, refused }),

    async render(request: Request): Promise<RenderedPage> {
      // A flood of distinct pages must not queue without bound (memory, and answers seconds late).
      if (pool.queueSize >= options.maxQueued) {
        refused += 1;
        return busy();
      }
      const startedAt = performance.now();
      const task: RenderTask = {
        url: request.url,
        method: request.method,
        headers: [...request.headers],
        site: options.pageContext().site,
      };
      const page = (await pool.run(task)) as RenderedPage;
      options.onRendered?.((performance.now() - startedAt) / 1000);
      return page;
    },

    close: () => pool.close(),
  };
}
