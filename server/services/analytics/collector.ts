import { randomBytes } from "node:crypto";
import { sql, type Kysely } from "kysely";
import type * as z from "zod/mini";
import { VISIT_IDLE_MS, type AnalyticsEvent, type Device } from "../../../common/analytics.ts";
import { TOKEN_COOKIE, type Language } from "../../../common/constants.ts";
import { readCookie } from "../../../common/cookies.ts";
import { resolveLanguage } from "../../../common/language.ts";
import { addDays, dayInZone, dayStartInZone } from "../../../common/site-time.ts";
import { staffRolesOf } from "../../../common/staff-roles.ts";
import type { beaconBody } from "../../../common/contracts/analytics.ts";
import type { Database } from "../../db/schema.ts";
import type { Logger } from "../../logger.ts";
import { resolveClientIp, type TrustProxy } from "../../security/client-ip.ts";
import { sha256 } from "../../security/tokens.ts";
import { splitList } from "../accounts.ts";
import type { Clock } from "../clock.ts";
import { acquisitionOf, deviceOf, isRobot, NO_UTM, utmOf, type Acquisition, type Utm } from "./acquisition.ts";
import { isPrefetch, pageOfPath, requestFacts, type HeaderOf, type RequestFacts } from "./request-facts.ts";
import { truncatedAddress, visitorHash, type Salts } from "./visitor-hash.ts";

/** How often the batch is written, and how many hits one transaction writes. */
const FLUSH_INTERVAL_MS = 1_000;
const CHUNK = 1_000;
/** Hits waiting beyond this are dropped (and counted in the log): a flood cannot grow memory. */
const MAX_PENDING = 50_000;
/**
 * Hits one client (address and browser) may add in a minute. Nobody reads a page a second for a
 * minute: beyond it, the rest of the minute is a robot or a load test, and not written.
 */
const HITS_PER_CLIENT_PER_MINUTE = 60;
const CLIENTS_TRACKED = 100_000;
/** How long "this session is (not) staff" is believed; a role change counts after this. */
const STAFF_CACHE_MS = 5 * 60 * 1000;
const CACHE_ENTRIES = 10_000;

type BeaconBody = z.output<typeof beaconBody>;

interface PendingHit {
  at: number;
  kind: "view" | "event";
  event: AnalyticsEvent | null;
  detail: string | null;
  /** Path and query: the page viewed, or the page an event happened on. */
  url: string;
  /** The referrer that says where a visit came from; undefined inside the site. */
  referrer: string | undefined;
  facts: RequestFacts;
}

/** A hit ready to be written, before the visit is known. */
interface PreparedHit {
  pending: PendingHit;
  day: string;
  dayStart: number;
  path: string;
  language: Language;
  device: Device;
  acquisition: Acquisition;
  utm: Utm;
  network: string;
  userAgent: string;
  sessionHash: string | undefined;
  visitorHash: string | null;
  visitId: string | null;
}

/** Visits and views a lead carries (decision 025): never the visitor hash itself. */
export interface LeadAttribution {
  channel: string;
  source: string;
  referrerDomain: string | null;
  utm: Utm;
  landingPage: string;
  visitPages: number;
}

const acquisitionColumns = (hit: PreparedHit) => ({
  channel: hit.acquisition.channel,
  source: hit.acquisition.source,
  referrer_domain: hit.acquisition.referrerDomain,
  utm_source: hit.utm.source,
  utm_medium: hit.utm.medium,
  utm_campaign: hit.utm.campaign,
  utm_content: hit.utm.content,
  utm_term: hit.utm.term,
  language: hit.language,
  device: hit.device,
});
/** A bounded map that forgets its oldest entries. */
function boundedCache<V>(limit = CACHE_ENTRIES) {
  const entries = new Map<string, V>();
  return {
    get: (key: string) => entries.get(key),
    set(key: string, value: V) {
      if (entries.size >= limit) entries.delete(entries.keys().next().value as string);
      entries.set(key, value);
      return value;
    },
    clear: () => entries.clear(),
  };
}

/** The path and query of a Referer from this site (its public host, or the host the call came to); "" otherwise. */
function sameSitePage(referer: string | undefined, requestUrl: string, siteHost: string): string {
  if (!referer) return "";
  try {
    const url = new URL(referer);
    return url.hostname === siteHost || url.host === new URL(requestUrl).host ? url.pathname + url.search : "";
  } catch {
    return "";
  }
}

const newVisitId = () => randomBytes(16).toString("base64url");
const larger = (a: string, b: string) => sql<number>`case when ${sql.ref(a)} > ${sql.ref(b)} then ${sql.ref(a)} else ${sql.ref(b)} end`;

/**
 * Counts page views and events without cookies (docs/decisions/025-first-party-analytics.md). The
 * request path only appends the request's header strings to a bounded in-memory batch; every
 * second the batch is filtered (robots, signed-in staff), hashed (daily salt, /24 or /48 network,
 * user agent), sorted into visits and written in one transaction. The visit of a visitor hash is
 * decided by one upsert, so instances sharing a database agree on it. `flush` is the seam for
 * shutdown: it writes whatever waits.
 */
export function createAnalyticsCollector(deps: {
  db: Kysely<Database>;
  clock: Clock;
  logger: Logger;
  salts: Salts;
  enabled: boolean;
  timeZone: string;
  siteHost: string;
  trustProxy: TrustProxy;
}) {
  const { db, clock, salts } = deps;
  const pending: PendingHit[] = [];
  let dropped = 0;
  let capped = 0;
  /** Hits per client in the current minute: in memory only, never written, forgotten every minute. */
  let perClient = new Map<string, number>();
  let minuteEnds = 0;
  let flushing: Promise<void> | undefined;
  let timer: NodeJS.Timeout | undefined;
  const agents = boundedCache<{ robot: boolean; device: Device }>();
  const staffSessions = boundedCache<{ staff: boolean; until: number }>();
  const hashes = boundedCache<string>();
  let currentDay = { day: "", start: 0, end: 0 };

  function dayOf(at: number) {
    if (at < currentDay.start || at >= currentDay.end) {
      const day = dayInZone(at, deps.timeZone);
      currentDay = {
        day,
        start: dayStartInZone(day, deps.timeZone).getTime(),
        end: dayStartInZone(addDays(day, 1), deps.timeZone).getTime(),
      };
      hashes.clear();
    }
    return currentDay;
  }

  function agentOf(userAgent: string | undefined) {
    const key = userAgent ?? "";
    return agents.get(key) ?? agents.set(key, { robot: isRobot(userAgent), device: deviceOf(key) });
  }

  function push(hit: PendingHit) {
    if (!deps.enabled) return;
    if (pending.length >= MAX_PENDING) {
      dropped += 1;
      return;
    }
    pending.push(hit);
    if (pending.length === CHUNK) setImmediate(() => void flush());
  }

  /** Counts a hit against its client's minute (what is not a page, such as loader data, never counts). */
  function overCap(hit: PendingHit): boolean {
    if (hit.at >= minuteEnds || perClient.size >= CLIENTS_TRACKED) {
      perClient = new Map();
      minuteEnds = hit.at + 60_000;
    }
    const client = `${hit.facts.forwardedFor ?? ""}|${hit.facts.socketAddress ?? ""}|${hit.facts.userAgent ?? ""}`;
    const seen = (perClient.get(client) ?? 0) + 1;
    perClient.set(client, seen);
    if (seen <= HITS_PER_CLIENT_PER_MINUTE) return false;
    capped += 1;
    return true;
  }

  /** Parses and filters one hit; undefined when it is not counted. */
  function prepare(hit: PendingHit): PreparedHit | undefined {
    const agent = agentOf(hit.facts.userAgent);
    if (agent.robot) return undefined;
    const queryStart = hit.url.indexOf("?");
    const pathname = queryStart === -1 ? hit.url : hit.url.slice(0, queryStart);
    // A page view must be of a public page; an event without a known page is kept with none.
    const path = pageOfPath(pathname) ?? (hit.kind === "event" ? "" : undefined);
    if (path === undefined || overCap(hit)) return undefined;
    const utm = hit.kind === "view" && queryStart !== -1 ? utmOf(hit.url.slice(queryStart)) : NO_UTM;
    const userAgent = hit.facts.userAgent ?? "";
    const token = hit.facts.issuedToken ?? readCookie(hit.facts.cookie, TOKEN_COOKIE);
    const { day, start } = dayOf(hit.at);
    return {
      pending: hit,
      day,
      dayStart: start,
      path,
      language: resolveLanguage(pathname, hit.facts.cookie ?? null),
      device: agent.device,
      utm,
      acquisition: acquisitionOf({ utm, referrer: hit.referrer, userAgent, siteHost: deps.siteHost }),
      network: truncatedAddress(resolveClientIp(hit.facts.socketAddress, hit.facts.forwardedFor, deps.trustProxy)),
      userAgent,
      sessionHash: token ? sha256(token) : undefined,
      visitorHash: null,
      visitId: null,
    };
  }

  /** Drops the hits of signed-in staff: one query for the sessions this instance has not seen lately. */
  async function withoutStaff(hits: PreparedHit[], now: number): Promise<PreparedHit[]> {
    const unknown = [
      ...new Set(hits.map((hit) => hit.sessionHash).filter((hash): hash is string => hash !== undefined && !isFresh(hash, now))),
    ];
    if (unknown.length > 0) {
      const rows = await db
        .selectFrom("web_session")
        .innerJoin("web_user", "web_user.id", "web_session.user_id")
        .select(["web_session.token_hash", "web_user.roles"])
        .where("web_session.token_hash", "in", unknown)
        .where("web_session.revoked_at", "is", null)
        .where("web_session.expires_at", ">", now)
        .execute();
      const staff = new Set(rows.filter((row) => staffRolesOf(splitList(row.roles)).length > 0).map((row) => row.token_hash));
      for (const hash of unknown) staffSessions.set(hash, { staff: staff.has(hash), until: now + STAFF_CACHE_MS });
    }
    return hits.filter((hit) => !hit.sessionHash || !staffSessions.get(hit.sessionHash)?.staff);
  }
  const isFresh = (hash: string, now: number) => (staffSessions.get(hash)?.until ?? 0) > now;

  /**
   * Each hit's visitor hash under its day's salt. In the first half hour of a day, a visitor whose
   * visit under yesterday's salt is still open keeps yesterday's hash, so a visit is not cut in two
   * at midnight (as Plausible does); after that the two days cannot be linked.
   */
  async function hashVisitors(hits: PreparedHit[], now: number): Promise<void> {
    const carryOver = new Map<string, PreparedHit[]>();
    // Looked up once per day of the batch: in the first half hour of a day, not once per hit.
    const yesterdays = new Map<string, Promise<Buffer | undefined>>();
    for (const hit of hits) {
      if (hit.pending.facts.optOut) continue;
      const key = `${hit.day}\n${hit.network}\n${hit.userAgent}`;
      hit.visitorHash = hashes.get(key) ?? hashes.set(key, visitorHash(await salts.forDay(hit.day, now), hit.network, hit.userAgent));
      if (hit.pending.at - hit.dayStart < VISIT_IDLE_MS) {
        let lookup = yesterdays.get(hit.day);
        if (!lookup) yesterdays.set(hit.day, (lookup = salts.existing(addDays(hit.day, -1))));
        const yesterday = await lookup;
        if (!yesterday) continue;
        const previous = visitorHash(yesterday, hit.network, hit.userAgent);
        carryOver.set(previous, [...(carryOver.get(previous) ?? []), hit]);
      }
    }
    if (carryOver.size === 0) return;
    const open = await db
      .selectFrom("analytics_visitor")
      .select(["visitor_hash", "last_seen_at"])
      .where("visitor_hash", "in", [...carryOver.keys()])
      .execute();
    for (const row of open) {
      for (const hit of carryOver.get(row.visitor_hash) ?? []) {
        if (hit.pending.at - row.last_seen_at <= VISIT_IDLE_MS) hit.visitorHash = row.visitor_hash;
      }
    }
  }

  /**
   * Assigns visits and writes everything in one transaction. A visitor's hits are cut into runs at
   * 30-minute gaps (a batch rarely holds more than one); each round upserts one run per visitor in
   * hash order, so that two instances lock rows in the same order and never deadlock. The upsert
   * keeps the stored visit unless the run starts after it ended, and returns the visit that won.
   */
  async function write(hits: PreparedHit[]): Promise<void> {
    const byVisitor = new Map<string, PreparedHit[]>();
    for (const hit of hits) {
      if (hit.visitorHash) byVisitor.set(hit.visitorHash, [...(byVisitor.get(hit.visitorHash) ?? []), hit]);
    }
    const runsOf = new Map<string, PreparedHit[][]>();
    for (const [hash, own] of byVisitor) {
      const runs: PreparedHit[][] = [];
      for (const hit of own.toSorted((a, b) => a.pending.at - b.pending.at)) {
        const run = runs.at(-1);
        const last = run?.at(-1);
        if (run && last && hit.pending.at - last.pending.at <= VISIT_IDLE_MS) run.push(hit);
        else runs.push([hit]);
      }
      runsOf.set(hash, runs);
    }
    const visitorHashes = [...runsOf.keys()].toSorted();

    await db.transaction().execute(async (trx) => {
      for (let round = 0; ; round += 1) {
        const proposals = visitorHashes.flatMap((hash) => {
          const run = runsOf.get(hash)?.[round];
          const [first] = run ?? [];
          const last = run?.at(-1);
          return first && last && run
            ? [{ run, row: { visitor_hash: hash, visit_id: newVisitId(), started_at: first.pending.at, last_seen_at: last.pending.at } }]
            : [];
        });
        if (proposals.length === 0) break;
        const decided = await trx
          .insertInto("analytics_visitor")
          .values(proposals.map(({ row }) => row))
          .onConflict((conflict) =>
            conflict.column("visitor_hash").doUpdateSet({
              visit_id: sql`case when excluded.started_at > analytics_visitor.last_seen_at + ${VISIT_IDLE_MS} then excluded.visit_id else analytics_visitor.visit_id end`,
              started_at: sql`case when excluded.started_at > analytics_visitor.last_seen_at + ${VISIT_IDLE_MS} then excluded.started_at else analytics_visitor.started_at end`,
              last_seen_at: larger("excluded.last_seen_at", "analytics_visitor.last_seen_at"),
            }),
          )
          .returning(["visitor_hash", "visit_id"])
          .execute();
        const winner = new Map(decided.map((row) => [row.visitor_hash, row.visit_id]));
        const visits = [];
        for (const { run, row } of proposals) {
          const visitId = winner.get(row.visitor_hash) ?? row.visit_id;
          for (const hit of run) hit.visitId = visitId;
          const [entry] = run;
          if (entry && visitId === row.visit_id) {
            visits.push({
              id: visitId,
              visitor_hash: row.visitor_hash,
              day: entry.day,
              started_at: entry.pending.at,
              path: entry.path,
              ...acquisitionColumns(entry),
            });
          }
        }
        if (visits.length > 0) await trx.insertInto("analytics_visit").values(visits).execute();
      }
      await trx
        .insertInto("analytics_hit")
        .values(
          hits.map((hit) => ({
            at: hit.pending.at,
            day: hit.day,
            kind: hit.pending.kind,
            event: hit.pending.event,
            detail: hit.pending.detail,
            path: hit.path,
            visit_id: hit.visitId,
            ...acquisitionColumns(hit),
          })),
        )
        .execute();
    });
  }

  async function writeChunk(chunk: PendingHit[]): Promise<void> {
    const now = clock.now();
    const prepared = chunk.map(prepare).filter((hit): hit is PreparedHit => hit !== undefined);
    if (prepared.length === 0) return;
    const counted = await withoutStaff(prepared, now);
    if (counted.length === 0) return;
    await hashVisitors(counted, now);
    await write(counted);
  }

  /** Writes every hit waiting now, a chunk per transaction; a failed chunk is logged and dropped. */
  function flush(): Promise<void> {
    if (flushing) return flushing;
    // With nothing waiting, the work below would finish before `flushing` is assigned and leave it
    // set for good: every later flush would then answer at once and write nothing.
    if (pending.length === 0) return Promise.resolve();
    flushing = (async () => {
      try {
        while (pending.length > 0) {
          const chunk = pending.splice(0, CHUNK);
          try {
            await writeChunk(chunk);
          } catch (error) {
            deps.logger.error({ err: error, hits: chunk.length }, "analytics batch not written");
          }
        }
        if (dropped > 0 || capped > 0) {
          deps.logger.warn({ dropped, capped }, "analytics hits not written: the batch was full, or a client passed its hits a minute");
          dropped = 0;
          capped = 0;
        }
      } finally {
        flushing = undefined;
      }
    })();
    return flushing;
  }

  function recordEvent(name: AnalyticsEvent, url: string, facts: RequestFacts, detail: string | null = null): void {
    push({ at: clock.now(), kind: "event", event: name, detail: detail?.slice(0, 253) ?? null, url, referrer: undefined, facts });
  }

  /** The current visitor's hash, or undefined when nothing may be tied to them. */
  async function hashOf(facts: RequestFacts, now: number): Promise<string | undefined> {
    if (!deps.enabled || facts.optOut || agentOf(facts.userAgent).robot) return undefined;
    const network = truncatedAddress(resolveClientIp(facts.socketAddress, facts.forwardedFor, deps.trustProxy));
    const { day, start } = dayOf(now);
    const today = visitorHash(await salts.forDay(day, now), network, facts.userAgent ?? "");
    if (now - start >= VISIT_IDLE_MS) return today;
    const yesterday = await salts.existing(addDays(day, -1));
    if (!yesterday) return today;
    const previous = visitorHash(yesterday, network, facts.userAgent ?? "");
    const open = await db.selectFrom("analytics_visitor").select("last_seen_at").where("visitor_hash", "=", previous).executeTakeFirst();
    return open && now - open.last_seen_at <= VISIT_IDLE_MS ? previous : today;
  }

  return {
    enabled: deps.enabled,

    /**
     * A page was answered, from the page cache on node:http or rendered: a view when it was a GET
     * answered 200 (or 304, the browser's copy still current) and not a speculative load. Only
     * header strings are taken here; which paths are pages is decided when the batch is written.
     */
    pageServed(
      answer: { method: string | undefined; url: string; status: number },
      header: HeaderOf,
      socketAddress: string | undefined,
    ): void {
      if (!deps.enabled || answer.method !== "GET" || (answer.status !== 200 && answer.status !== 304) || isPrefetch(header)) return;
      push({
        at: clock.now(),
        kind: "view",
        event: null,
        detail: null,
        url: answer.url,
        referrer: header("referer"),
        facts: requestFacts(header, socketAddress),
      });
    },

    /** A public page was viewed (tests and the bench call this directly). */
    view(url: string, facts: RequestFacts): void {
      push({ at: clock.now(), kind: "view", event: null, detail: null, url, referrer: facts.referer, facts });
    },

    /**
     * What the beacon reports: a view (a client-side navigation, or a prerendered page shown, which
     * sends its document's referrer) or a browser event. Only the page a beacon names is taken from
     * it; the visitor is the request's, as for every other hit.
     */
    beacon(body: BeaconBody, facts: RequestFacts): void {
      if (body.t === "view") push({ at: clock.now(), kind: "view", event: null, detail: null, url: body.p, referrer: body.r, facts });
      else recordEvent(body.e, body.p, facts, body.d ?? null);
    },

    /**
     * An API call succeeded that is an event (common/contracts/call.ts `analyticsEvent`): counted on
     * the page the call was made from, as its same-origin Referer names it.
     */
    serverEvent(name: AnalyticsEvent, facts: RequestFacts, requestUrl: string): void {
      recordEvent(name, sameSitePage(facts.referer, requestUrl, deps.siteHost), facts);
    },

    /** An event on a page (`url` its path, from the beacon or the API call's Referer). */
    event: recordEvent,

    flush,

    /**
     * Where the visitor making this request came from: the first visit of their day (the salt lets
     * no earlier one be seen) and the pages of their current visit; null when they were not counted.
     */
    async attribution(facts: RequestFacts): Promise<LeadAttribution | null> {
      const now = clock.now();
      const hash = await hashOf(facts, now);
      if (!hash) return null;
      await flush();
      const [current, first] = await Promise.all([
        db.selectFrom("analytics_visitor").select("visit_id").where("visitor_hash", "=", hash).executeTakeFirst(),
        db.selectFrom("analytics_visit").selectAll().where("visitor_hash", "=", hash).orderBy("started_at").limit(1).executeTakeFirst(),
      ]);
      if (!current || !first) return null;
      const pages = await db
        .selectFrom("analytics_hit")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("visit_id", "=", current.visit_id)
        .where("kind", "=", "view")
        .executeTakeFirstOrThrow();
      return {
        channel: first.channel,
        source: first.source,
        referrerDomain: first.referrer_domain,
        utm: {
          source: first.utm_source,
          medium: first.utm_medium,
          campaign: first.utm_campaign,
          content: first.utm_content,
          term: first.utm_term,
        },
        landingPage: first.path,
        visitPages: Number(pages.n),
      };
    },

    start(): void {
      if (!deps.enabled) return;
      timer ??= setInterval(() => {
        if (pending.length > 0) void flush();
      }, FLUSH_INTERVAL_MS);
      timer.unref();
    },

    /** Stops the timer and writes what waits (the shutdown's flush). */
    async stop(): Promise<void> {
      if (timer) clearInterval(timer);
      timer = undefined;
      await flush();
    },

    /** Hits waiting to be written (tests and the bench). */
    waiting: () => pending.length,
  };
}

export type AnalyticsCollector = ReturnType<typeof createAnalyticsCollector>;
