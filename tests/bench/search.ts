import os from "node:os";
import { sql } from "kysely";
import type { Language } from "../../common/constants.ts";
import { newsSeed } from "../../content/pages/news-seed.ts";
import type { DatabaseKind } from "../../server/db/database.ts";
import { sanitizeRichText } from "../../server/services/rich-text.ts";
import { seededRandom } from "../support/seeded-random.ts";
import { createTestApp, manualClock } from "../support/test-app.ts";
import { createTestDatabase } from "../support/test-database.ts";

export interface SearchTimes {
  searches: number;
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
}

export interface SearchBenchResult {
  database: DatabaseKind;
  articles: number;
  /** Indexing every article in both languages from scratch (catchUp), seconds. */
  indexSeconds: number;
  /** The search tables and indexes on disk (MB): entries with their texts, and the full-text index. */
  entriesMb: number;
  fullTextMb: number;
  /** One search at a time: what one visitor waits. */
  single: SearchTimes;
  /** The same searches from CONCURRENT visitors at once (on SQLite they still run one after another: one thread). */
  concurrent: SearchTimes & { clients: number };
  /**
   * CPU time of this process per search, one at a time: on SQLite the whole search (it runs in this
   * thread), on PostgreSQL only this side of it. Unlike wall-clock times, barely moved by the load.
   */
  cpu: SearchTimes;
  /** The machine's load average (1 minute) when the searches ran: wall-clock times on a shared machine follow it. */
  loadAverage: number;
}

/** Visitor queries of the search test corpus (tests/api/site-search.test.ts): short and long, codes, both languages. */
export const QUERIES: Array<[string, Language]> = [
  ["云", "zh_CN"],
  ["冷", "zh_CN"],
  ["液冷", "zh_CN"],
  ["算力", "zh_CN"],
  ["机柜", "zh_CN"],
  ["数据中心", "zh_CN"],
  ["智算中心", "zh_CN"],
  ["算力租赁", "zh_CN"],
  ["华东智算中心", "zh_CN"],
  ["浸没式液冷", "zh_CN"],
  ["H100 租赁", "zh_CN"],
  ["H100", "zh_CN"],
  ["RTX 4090", "zh_CN"],
  ["8kW", "zh_CN"],
  ["PUE", "zh_CN"],
  ["雲端", "zh_CN"],
  ["琥珀量子霜冻", "zh_CN"],
  ["liquid cooling", "en_US"],
  ["data centre", "en_US"],
  ["GPU instances", "en_US"],
  ["rtx4090", "en_US"],
  ["ISO 27001", "en_US"],
  ["annual report", "en_US"],
  ["inference", "en_US"],
];
const ROUNDS = 5;
/** Visitors searching at once in the second measurement. */
const CONCURRENT = 4;

const percentile = (sorted: number[], share: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;
const round = (value: number) => Math.round(value * 10) / 10;

function summary(times: number[]): SearchTimes {
  const sorted = times.toSorted((a, b) => a - b);
  return {
    searches: sorted.length,
    p50Ms: round(percentile(sorted, 0.5)),
    p95Ms: round(percentile(sorted, 0.95)),
    maxMs: round(sorted.at(-1) ?? 0),
  };
}

/** The seed articles' paragraphs and headings in one language, as HTML. */
const paragraphsOf = (language: Language) =>
  newsSeed.flatMap((item) => item[language].body.split(/(?=<h2|<p)/).filter((part) => part.trim().length > 20));

/**
 * `count` published articles in both languages, written straight into the news table as an import
 * would: each a seed article's title with a number, and three to five paragraphs of seed articles'
 * bodies, published over five years. Real copy, so the words are as common as on the site.
 */
export function benchArticles(count: number, now: number) {
  const random = seededRandom(29);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)] as T;
  const zh = paragraphsOf("zh_CN");
  const en = paragraphsOf("en_US");
  const fiveYears = 5 * 365 * 24 * 60 * 60 * 1000;
  return Array.from({ length: count }, (_, index) => {
    const seed = pick(newsSeed);
    const size = 3 + Math.floor(random() * 3);
    const publishAt = now - Math.floor(random() * fiveYears);
    return {
      slug: `bench-${index}`,
      column_no: 1 + Math.floor(random() * 4),
      title: `${seed.zh_CN.title}（${index}）`,
      title_en: `${seed.en_US.title} (${index})`,
      summary: seed.zh_CN.summary,
      summary_en: seed.en_US.summary,
      body: sanitizeRichText(Array.from({ length: size }, () => pick(zh)).join("")),
      body_en: sanitizeRichText(Array.from({ length: size }, () => pick(en)).join("")),
      cover: "",
      publish_at: publishAt,
      created_at: publishAt,
      updated_at: publishAt,
      status: "published" as const,
    };
  });
}

/**
 * Issue 29's figure: search p95 per database with `count` news articles (20,000 by default) besides
 * the site's pages. The service is measured as a page's loader calls it (the query, the documents'
 * addresses, highlighting and snippets), every query of QUERIES five times, first and second pages.
 */
export async function measureSearch(
  kind: DatabaseKind,
  count = Number(process.env.BENCH_SEARCH_ARTICLES ?? 20_000),
): Promise<SearchBenchResult> {
  const database = await createTestDatabase(kind);
  try {
    const clock = manualClock(Date.UTC(2026, 10, 27, 8, 0, 0));
    const app = await createTestApp(database.handle, {}, clock);
    const { db } = database.handle;
    const rows = benchArticles(count, clock.now());
    for (let start = 0; start < rows.length; start += 200) {
      await db
        .insertInto("news")
        .values(rows.slice(start, start + 200))
        .execute();
    }
    const indexStarted = performance.now();
    await app.services.searchIndex.catchUp(db);
    const indexSeconds = (performance.now() - indexStarted) / 1000;

    let entriesBytes = 0;
    let fullTextBytes = 0;
    if (kind === "postgres") {
      const { rows: sizes } = await sql<{ entries: string; index: string }>`select
        pg_table_size('search_entry') as entries,
        pg_indexes_size('search_entry') as index`.execute(db);
      entriesBytes = Number(sizes[0]?.entries ?? 0);
      fullTextBytes = Number(sizes[0]?.index ?? 0);
    } else {
      const { rows: sizes } = await sql<{ name: string; bytes: number }>`select name, sum(pgsize) as bytes from dbstat
        where name like 'search_%' group by name`.execute(db);
      for (const { name, bytes } of sizes) {
        if (name.startsWith("search_fts_")) fullTextBytes += Number(bytes);
        else entriesBytes += Number(bytes);
      }
    }

    // Every query of QUERIES, ROUNDS times, first and second pages.
    const searches = Array.from({ length: ROUNDS }, (_, roundNumber) =>
      QUERIES.map(([query, language]) => ({ query, language, page: 1 + (roundNumber % 2) })),
    ).flat();
    const timed = async (search: (typeof searches)[number]) => {
      const started = performance.now();
      await app.services.siteSearch.query({ ...search, shortened: false });
      return performance.now() - started;
    };
    const loadAverage = os.loadavg()[0] ?? 0;
    const single: number[] = [];
    const cpu: number[] = [];
    for (const search of searches) {
      const before = process.cpuUsage();
      single.push(await timed(search));
      const used = process.cpuUsage(before);
      cpu.push((used.user + used.system) / 1000);
    }
    const concurrent: number[] = [];
    const queue = [...searches];
    await Promise.all(
      Array.from({ length: CONCURRENT }, async () => {
        for (let search = queue.shift(); search; search = queue.shift()) concurrent.push(await timed(search));
      }),
    );
    return {
      database: kind,
      articles: count,
      indexSeconds: round(indexSeconds),
      entriesMb: round(entriesBytes / 1024 / 1024),
      fullTextMb: round(fullTextBytes / 1024 / 1024),
      single: summary(single),
      concurrent: { ...summary(concurrent), clients: CONCURRENT },
      cpu: summary(cpu),
      loadAverage: round(loadAverage),
    };
  } finally {
    await database.drop();
  }
}
