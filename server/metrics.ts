import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";

/** Where the figures read at scrape time come from; each is connected once its owner exists. */
export interface MetricSources {
  /** What the page cache holds now (server/page-cache/page-cache.ts; its hits, misses and evictions come from its observer). */
  pageCache?: () => { bytes: number; entries: number };
  /** Renders waiting for a render thread, and those refused with 503 so far (server/render-pool.ts). */
  renderPool?: () => { queued: number; refused: number };
  /** Images being decoded now and uploads waiting for a decode (server/services/image-decode-gate.ts). */
  imageDecodes?: () => { decoding: number; queued: number };
  /** Requests being answered now (server/drain.ts). */
  inFlight?: () => number;
  /** Messages waiting or given up on, per kind, and when the oldest waiting one was stored (server/mail/outbox.ts). */
  outbox?: () => Promise<Array<{ kind: string; pending: number; failed: number; oldestPendingAt: number | null }>>;
}

const SECONDS_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const QUERY_BUCKETS = [0.0001, 0.00025, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1];

/** "2xx" for 204: a label with five values, whatever the routes answer. */
export const statusClass = (status: number) => `${Math.floor(status / 100)}xx`;

/**
 * The instance's Prometheus metrics (prom-client), served at /metrics behind METRICS_TOKEN
 * (server/api/metrics.ts; docs/decisions/028-production-operations.md). One registry per instance
 * (and per test app), never prom-client's global one. Requests are labelled by route pattern, never
 * by raw URL, so the number of series stays fixed whatever visitors ask for. Figures another part
 * of the server already keeps (the page cache's counts, the render queue, the outbox) are read at
 * scrape time instead of being counted twice on the hot path; the page cache's hits, misses and
 * evictions come from its observer (server/page-cache/page-cache.ts), connected in
 * server/start-server.ts.
 */
export function createMetrics(options: { version: string; now?: () => number }) {
  const now = options.now ?? Date.now;
  const registry = new Registry();
  const registers = [registry];
  const sources: MetricSources = {};
  // Process figures: resident memory, the main thread's heap, event-loop lag, handles, GC.
  collectDefaultMetrics({ register: registry });

  new Gauge({ name: "site_build_info", help: "The running version (value 1)", labelNames: ["version", "node"], registers }).set(
    { version: options.version, node: process.version },
    1,
  );
  const requests = new Histogram({
    name: "site_http_request_duration_seconds",
    help: "Requests answered, by method, route pattern and status class, and how long the answer took (to its headers)",
    labelNames: ["method", "route", "status_class"],
    buckets: SECONDS_BUCKETS,
    registers,
  });
  const limitRefusals = new Counter({
    name: "site_limit_refusals_total",
    help: "Requests refused by an abuse limit (answered code 429; image-decode: 503, too many images waiting), by limit",
    labelNames: ["kind"],
    registers,
  });
  const queries = new Histogram({
    name: "site_db_query_duration_seconds",
    help: "Database statements, by kind (select, insert, update, delete, other), and how long they took",
    labelNames: ["operation"],
    buckets: QUERY_BUCKETS,
    registers,
  });
  const renders = new Histogram({
    name: "site_render_duration_seconds",
    help: "Pages rendered by the render threads, and how long each took from the request to the rendered bytes",
    buckets: SECONDS_BUCKETS,
    registers,
  });

  /** A counter kept by its owner: the scrape reads the owner's running total. */
  const ownedCounter = (name: string, help: string, read: () => number | undefined) =>
    new Counter({
      name,
      help,
      registers,
      collect() {
        const value = read();
        if (value === undefined) return;
        this.reset();
        this.inc(value);
      },
    });
  const ownedGauge = (name: string, help: string, read: () => number | undefined) =>
    new Gauge({
      name,
      help,
      registers,
      collect() {
        const value = read();
        if (value !== undefined) this.set(value);
      },
    });

  const pageCacheHits = new Counter({ name: "site_page_cache_hits_total", help: "Pages answered from the page cache", registers });
  const pageCacheMisses = new Counter({
    name: "site_page_cache_misses_total",
    help: "Cacheable pages that were not kept and had to be rendered",
    registers,
  });
  const pageCacheEvictions = new Counter({
    name: "site_page_cache_evictions_total",
    help: "Pages dropped from the page cache, by reason (expired, memory: PAGE_CACHE_MAX_BYTES reached, replaced)",
    labelNames: ["reason"],
    registers,
  });
  ownedGauge("site_page_cache_bytes", "Memory the page cache holds, every copy counted", () => sources.pageCache?.().bytes);
  ownedGauge("site_page_cache_entries", "Pages the page cache holds", () => sources.pageCache?.().entries);
  ownedGauge("site_render_queue_depth", "Renders waiting for a render thread", () => sources.renderPool?.().queued);
  ownedCounter(
    "site_render_refused_total",
    "Pages answered 503 because RENDER_QUEUE_MAX renders were waiting",
    () => sources.renderPool?.().refused,
  );
  ownedGauge("site_image_decodes", "Images being decoded now (at most IMAGE_DECODE_CONCURRENCY)", () => sources.imageDecodes?.().decoding);
  ownedGauge(
    "site_image_decode_queue_depth",
    "Image uploads waiting for a decode (beyond IMAGE_DECODE_QUEUE they are answered 503)",
    () => sources.imageDecodes?.().queued,
  );
  ownedGauge("site_http_requests_in_flight", "Requests being answered now", () => sources.inFlight?.());

  // One query serves the three outbox gauges: a scrape collects them together, so the first to ask
  // starts it and the others share it.
  type OutboxRows = Awaited<ReturnType<NonNullable<MetricSources["outbox"]>>>;
  let outboxQuery: Promise<OutboxRows> | undefined;
  const outboxRows = () =>
    (outboxQuery ??= (sources.outbox?.() ?? Promise.resolve([])).finally(() => {
      outboxQuery = undefined;
    }));
  const outboxGauge = (name: string, help: string, value: (row: OutboxRows[number]) => number) =>
    new Gauge({
      name,
      help,
      labelNames: ["kind"],
      registers,
      async collect() {
        if (!sources.outbox) return;
        const rows = await outboxRows();
        this.reset();
        for (const row of rows) this.set({ kind: row.kind }, value(row));
      },
    });
  outboxGauge("site_outbox_pending", "Messages waiting to be sent, by kind", (row) => row.pending);
  outboxGauge("site_outbox_failed", "Messages given up on after every retry, by kind", (row) => row.failed);
  outboxGauge("site_outbox_oldest_pending_age_seconds", "Age of the oldest message still waiting, by kind (0 when none waits)", (row) =>
    row.oldestPendingAt === null ? 0 : Math.max(0, (now() - row.oldestPendingAt) / 1000),
  );

  return {
    registry,

    /** Connects the parts read at scrape time (each call adds to what was connected before). */
    connect(more: MetricSources): void {
      Object.assign(sources, more);
    },

    request(method: string, route: string, status: number, seconds: number): void {
      requests.observe({ method, route, status_class: statusClass(status) }, seconds);
    },

    limitRefused(kind: string): void {
      limitRefusals.inc({ kind });
    },

    query(operation: string, seconds: number): void {
      queries.observe({ operation }, seconds);
    },

    rendered(seconds: number): void {
      renders.observe(seconds);
    },

    /** The page cache's observer methods that count (server/page-cache/page-cache.ts). */
    pageCache: {
      hit: () => pageCacheHits.inc(),
      miss: () => pageCacheMisses.inc(),
      evicted: ({ reason }: { reason: string }) => pageCacheEvictions.inc({ reason }),
    },

    /** The text a scrape gets (its content type is `registry.contentType`). */
    text: () => registry.metrics(),
  };
}

export type Metrics = ReturnType<typeof createMetrics>;
