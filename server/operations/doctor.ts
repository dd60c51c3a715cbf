import net from "node:net";
import { sql } from "kysely";
import type { Config } from "../config.ts";
import { pendingMigrations, type DatabaseHandle } from "../db/database.ts";
import { migrations } from "../db/migrations/index.ts";
import { createLogger } from "../logger.ts";
import { createAuditLog } from "../services/audit-log.ts";
import { systemClock } from "../services/clock.ts";
import { createContentChanges } from "../services/content-changes.ts";
import { createInvestorDocuments } from "../services/investor-documents.ts";
import { createSearchIndex } from "../search/search-index.ts";
import { createSiteSettings, settingDefaults } from "../services/site-settings.ts";
import { createRecordVersions } from "../services/record-versions.ts";
import type { FileStorage } from "../storage/file-storage.ts";
import { FORWARDED_UNTRUSTED_KEY, fingerprint, recordedInstances } from "./instance-facts.ts";

export type Outcome = "pass" | "warn" | "fail";
export interface Check {
  name: string;
  outcome: Outcome;
  detail: string;
}

/** PostgreSQL releases still supported by their project; older ones get no security fixes. */
export const OLDEST_SUPPORTED_POSTGRES = 14;
/** Instances that started within this long are compared (an instance records itself at each start). */
const RECENT_INSTANCES_MS = 30 * 24 * 60 * 60 * 1000;
const NETWORK_TIMEOUT_MS = 5_000;

/** The placeholders the configuration ships with (server/config.ts): a live site must not show them. */
const PLACEHOLDER = /X{3,}|example\.(com|org|net)\b/i;

export interface DoctorDeps {
  config: Config;
  database: DatabaseHandle;
  /** Undefined when FILE_STORAGE could not even be set up (the reason is then in `storageError`). */
  storage: FileStorage | undefined;
  storageError?: string;
  now?: number;
}

const check = (name: string, outcome: Outcome, detail: string): Check => ({ name, outcome, detail });

/** A TCP connection to the URL's host and port, closed at once: no message is sent. */
function reachable(url: string): Promise<true | string> {
  const target = new URL(url);
  const port = Number(target.port) || (target.protocol === "https:" ? 443 : 80);
  return new Promise((resolve) => {
    const socket = net.connect({ host: target.hostname, port, timeout: NETWORK_TIMEOUT_MS });
    socket.once("connect", () => (socket.destroy(), resolve(true)));
    socket.once(
      "timeout",
      () => (socket.destroy(), resolve(`no answer from ${target.hostname}:${port} within ${NETWORK_TIMEOUT_MS / 1000} s`)),
    );
    socket.once("error", (error) => resolve(`${target.hostname}:${port}: ${error.message}`));
  });
}

async function smtpAnswers(smtpUrl: string): Promise<true | string> {
  const { createTransport } = await import("nodemailer");
  const transport = createTransport({ url: smtpUrl, connectionTimeout: NETWORK_TIMEOUT_MS, greetingTimeout: NETWORK_TIMEOUT_MS });
  try {
    await transport.verify();
    return true;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  } finally {
    transport.close();
  }
}

/** Messages of a channel waiting in the outbox (none can be sent without its transport). */
async function waiting(database: DatabaseHandle, channel: "email" | "sms"): Promise<number> {
  const row = await database.db
    .selectFrom("outbox")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("channel", "=", channel)
    .where("status", "=", "pending")
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

async function transportCheck(name: string, url: string | undefined, pending: number, probe: (url: string) => Promise<true | string>) {
  if (!url) {
    return pending > 0
      ? check(name, "fail", `unset while ${pending} message(s) wait in the outbox`)
      : check(name, "warn", "unset: nothing can be delivered (nothing waits yet)");
  }
  const answer = await probe(url);
  return answer === true ? check(name, "pass", "reachable") : check(name, "fail", `unreachable: ${answer}`);
}

/**
 * `npm run admin -- doctor`: what a production instance would run with, checked (issue 32). Each
 * check passes, warns or fails; the command exits non-zero on a fail. Secrets never appear in
 * the details: only the names of the settings.
 */
export async function runDoctor(deps: DoctorDeps): Promise<Check[]> {
  const { config, database } = deps;
  const now = deps.now ?? Date.now();
  const checks: Check[] = [];

  try {
    await database.ping();
    checks.push(check("database", "pass", `${database.kind} answers`));
  } catch (error) {
    checks.push(check("database", "fail", `${database.kind} does not answer: ${error instanceof Error ? error.message : String(error)}`));
    return checks;
  }
  const pending = await pendingMigrations(database.db);
  const applied = Object.keys(migrations).length - pending.length;
  if (applied === 0) {
    checks.push(check("migrations", "fail", "the database was never set up: start the server once, or import an archive into it"));
    return checks;
  }
  checks.push(
    pending.length === 0
      ? check("migrations", "pass", "every migration has run")
      : check("migrations", "warn", `${pending.length} migration(s) run at the next start: ${pending.join(", ")}`),
  );

  if (database.kind === "postgres") {
    const { rows } = await sql<{ server_version_num: string }>`show server_version_num`.execute(database.db);
    const major = Math.floor(Number(rows[0]?.server_version_num) / 10_000);
    checks.push(
      major >= OLDEST_SUPPORTED_POSTGRES
        ? check("postgresql version", "pass", `PostgreSQL ${major}`)
        : check("postgresql version", "fail", `PostgreSQL ${major} is older than ${OLDEST_SUPPORTED_POSTGRES}, the oldest still supported`),
    );
  }

  // The effective operator facts: the console's saved settings over the environment's defaults.
  const silent = createLogger("silent");
  const audit = createAuditLog(database.db, systemClock);
  const contentChanges = createContentChanges({ db: database.db, clock: systemClock, logger: silent, checkIntervalMs: 60_000 });
  const versions = createRecordVersions(config.SITE_TIME_ZONE);
  const settings = createSiteSettings({
    db: database.db,
    clock: systemClock,
    audit,
    contentChanges,
    defaults: settingDefaults(config),
    versions,
  });
  await settings.load();
  const placeholders = Object.entries({
    ...settings.current(),
    siteOrigin: config.SITE_ORIGIN,
    mailFrom: config.MAIL_FROM,
    privacyContact: config.SITE_PRIVACY_CONTACT,
  })
    .filter(([, value]) => PLACEHOLDER.test(value))
    .map(([key]) => key);
  checks.push(
    placeholders.length === 0
      ? check("placeholders", "pass", "no operator fact is a placeholder")
      : check("placeholders", "fail", `still placeholders (set them in the environment or at /admin/settings): ${placeholders.join(", ")}`),
  );

  if (deps.storage) {
    const samples = await createInvestorDocuments({
      db: database.db,
      searchIndex: createSearchIndex(database.kind),
      storage: deps.storage,
      audit,
      clock: systemClock,
      contentChanges,
      logger: silent,
      versions,
    }).countPublishedSamples();
    checks.push(
      samples === 0
        ? check("sample documents", "pass", "no investor document shows a sample PDF")
        : check(
            "sample documents",
            "warn",
            `${samples} published investor document(s) still show the seed's sample PDFs: replace them at /admin/investor`,
          ),
    );
  }

  checks.push(
    new URL(config.SITE_ORIGIN).protocol === "https:"
      ? check("site origin", "pass", config.SITE_ORIGIN)
      : check("site origin", "fail", `SITE_ORIGIN ${config.SITE_ORIGIN} is not https: cookies are not Secure and links are wrong`),
  );

  checks.push(await transportCheck("smtp", config.SMTP_URL, await waiting(database, "email"), smtpAnswers));
  checks.push(await transportCheck("sms webhook", config.SMS_WEBHOOK_URL, await waiting(database, "sms"), reachable));

  const forwarded = await database.db.selectFrom("site_meta").select("value").where("key", "=", FORWARDED_UNTRUSTED_KEY).executeTakeFirst();
  checks.push(
    config.TRUST_PROXY.kind !== "none"
      ? check("trust proxy", "pass", "TRUST_PROXY is set")
      : forwarded
        ? check(
            "trust proxy",
            "fail",
            `TRUST_PROXY is unset, but requests came with X-Forwarded-For (first ${forwarded.value}): every visitor shares the proxy's limits`,
          )
        : check("trust proxy", "pass", "unset, and no request came through a proxy"),
  );

  const shared = database.kind === "postgres";
  const generated = [
    ...(config.ENCRYPT_PUBLIC_KEY && config.ENCRYPT_PRIVATE_KEY ? [] : ["ENCRYPT_PUBLIC_KEY/ENCRYPT_PRIVATE_KEY"]),
    ...(config.PROOF_OF_WORK_SECRET ? [] : ["PROOF_OF_WORK_SECRET"]),
  ];
  checks.push(
    generated.length === 0
      ? check("pinned keys", "pass", "set in the environment")
      : check(
          "pinned keys",
          shared ? "warn" : "pass",
          shared
            ? `generated into the database, not pinned: ${generated.join(", ")} (a restore into another database would change them; set them for every instance)`
            : `generated into the database (one instance): ${generated.join(", ")}`,
        ),
  );

  const instances = await recordedInstances(database.db, now - RECENT_INSTANCES_MS);
  const differing = (field: "proofOfWork" | "encryptKey") => new Set(instances.map((instance) => instance[field])).size > 1;
  const mine = config.PROOF_OF_WORK_SECRET ? fingerprint(config.PROOF_OF_WORK_SECRET) : undefined;
  const names = [
    ...(differing("proofOfWork") || (mine && instances.some((instance) => instance.proofOfWork !== mine))
      ? ["the proof-of-work secret"]
      : []),
    ...(differing("encryptKey") ? ["the encryption key"] : []),
  ];
  checks.push(
    names.length === 0
      ? check("secrets across instances", "pass", `${instances.length} instance(s) started in the last 30 days use the same secrets`)
      : check(
          "secrets across instances",
          "fail",
          `instances use different ${names.join(" and ")} (${instances.map((instance) => instance.instance).join(", ")}): give every instance the same values`,
        ),
  );

  if (config.FILE_STORAGE === "local" && shared) {
    checks.push(
      check("file storage", "fail", "FILE_STORAGE=local with a PostgreSQL database: each instance has its own files; use FILE_STORAGE=s3"),
    );
  } else if (!deps.storage) {
    checks.push(check("file storage", "fail", deps.storageError ?? "not configured"));
  } else {
    const stored = await deps.storage.check().then(
      () => true as const,
      (error: unknown) => (error instanceof Error ? error.message : String(error)),
    );
    checks.push(
      stored === true
        ? check("file storage", "pass", `${config.FILE_STORAGE} is reachable and writable`)
        : check("file storage", "fail", `${config.FILE_STORAGE} is not reachable: ${stored}`),
    );
  }

  checks.push(
    config.METRICS_TOKEN ? check("metrics", "pass", "/metrics is on") : check("metrics", "warn", "METRICS_TOKEN unset: /metrics is off"),
  );

  // Retention of personal data: sent messages, and analytics' raw rows (the daily rollups stay).
  const longKept = [
    ...(config.SENT_MAIL_RETENTION_DAYS > 90 ? [`sent messages ${config.SENT_MAIL_RETENTION_DAYS} days (SENT_MAIL_RETENTION_DAYS)`] : []),
    ...(config.ANALYTICS_ENABLED && config.ANALYTICS_RAW_DAYS > 180
      ? [`raw analytics rows ${config.ANALYTICS_RAW_DAYS} days (ANALYTICS_RAW_DAYS)`]
      : []),
  ];
  checks.push(
    longKept.length === 0
      ? check(
          "retention",
          "pass",
          `sent messages kept ${config.SENT_MAIL_RETENTION_DAYS} days; analytics ${config.ANALYTICS_ENABLED ? `on, raw rows kept ${config.ANALYTICS_RAW_DAYS} days` : "off"}`,
        )
      : check("retention", "warn", `kept longer than a site needs: ${longKept.join(", ")}`),
  );
  return checks;
}

/** One line per check, then a summary. */
export function formatChecks(checks: Check[]): string {
  const width = Math.max(...checks.map((entry) => entry.name.length));
  const lines = checks.map((entry) => `${entry.outcome.toUpperCase().padEnd(4)}  ${entry.name.padEnd(width)}  ${entry.detail}`);
  const count = (outcome: Outcome) => checks.filter((entry) => entry.outcome === outcome).length;
  return `${lines.join("\n")}\n\n${count("pass")} passed, ${count("warn")} warned, ${count("fail")} failed\n`;
}
