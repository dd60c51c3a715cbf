import os from "node:os";
import path from "node:path";
import { z } from "zod";
import { DEFAULT_SITE_TIME_ZONE, isTimeZone } from "../common/site-time.ts";
import { parseTrustProxy, type TrustProxy } from "./security/client-ip.ts";

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === "" ? undefined : value))
  .optional();

const booleanText = z.enum(["true", "false", "1", "0", ""]).transform((value) => value === "true" || value === "1");

/**
 * Every setting the server reads, validated once at start-up. Operator facts the spec does not
 * give (company name, phone lines, filing numbers, links) default to visible placeholders made of
 * X characters so that nobody mistakes them for real values.
 */
const configSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  HOST: z.string().default("127.0.0.1"),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  DATA_DIR: z.string().default("./data"),
  DATABASE_URL: optionalText.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, "DATABASE_URL must be a postgres:// URL")
      .optional(),
  ),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  SITE_ORIGIN: z.url().default("http://127.0.0.1:3000"),
  SITE_NAME: z.string().default("示例云科技有限公司"),
  SITE_NAME_EN: z.string().default("Example Cloud Technology Co., Ltd."),
  SITE_BRAND: z.string().default("示例云"),
  SITE_BRAND_EN: z.string().default("Example Cloud"),
  SITE_HOTLINE: z.string().default("400-XXX-XXXX"),
  SITE_COMPLAINT_HOTLINE: z.string().default("400-XXX-XXXX"),
  SITE_ICP_FILING: z.string().default("京ICP备XXXXXXXX号"),
  SITE_PSB_FILING: z.string().default("京公网安备XXXXXXXXXXXXXX号"),
  SITE_PARENT_COMPANY_URL: z.url().default("https://example.com/"),
  SITE_CHAT_URL: z.url().default("https://example.com/chat"),
  SITE_CONTACT_QR_TEXT: z.string().min(1).default("https://example.com/contact"),
  SITE_CONSULTANT_QR_TEXT: z.string().min(1).default("https://example.com/consultant"),
  SITE_COPYRIGHT_YEAR_FROM: z.coerce.number().int().default(2012),
  /** Entrance animations of page sections (spec section 3 animationEnable); never under reduced motion. */
  SITE_ANIMATION_ENABLE: booleanText.default(false),
  /**
   * Whose X-Forwarded-For to believe (server/security/client-ip.ts): "" or "false" none; a number
   * of proxy hops ("true" = 1); or a comma list of the proxies' addresses or subnets.
   */
  TRUST_PROXY: z
    .string()
    .default("")
    .refine((value) => !(parseTrustProxy(value) instanceof Error), {
      message: "TRUST_PROXY must be empty, true/false, a number of hops, or a comma list of IP addresses or subnets",
    })
    .transform((value) => parseTrustProxy(value) as TrustProxy),
  /** Demo bookings one account, and one address, may file per hour (decision 012). */
  BOOKINGS_PER_ACCOUNT_PER_HOUR: z.coerce.number().int().min(1).default(5),
  BOOKINGS_PER_ADDRESS_PER_HOUR: z.coerce.number().int().min(1).default(10),
  /** Site searches (a query's result page) one address may ask for per minute (issue 29). */
  SEARCHES_PER_ADDRESS_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  /** What visitors searched is counted for the console per day and deleted after this many days. */
  SEARCH_QUERY_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
  /** How often the maintenance job prunes expired sessions, codes, captchas, limit windows and old sent mail. */
  MAINTENANCE_INTERVAL_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(60),
  /** Sent e-mail and SMS (with their personal data) are deleted from the outbox after this many days. */
  SENT_MAIL_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  /** First-party, cookie-free analytics (docs/decisions/025-first-party-analytics.md): page views, events, lead attribution. */
  ANALYTICS_ENABLED: booleanText.default(true),
  /** Raw page views and events are deleted after this many days; the daily rollups are kept. */
  ANALYTICS_RAW_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
  /** Whom visitors write to about their personal data (the privacy page); a placeholder until set. */
  SITE_PRIVACY_CONTACT: z.string().trim().min(1).max(200).default("privacy@example.com"),
  /** Always ask for the image captcha at log-in; otherwise it is raised after failed attempts. */
  CAPTCHA_ENABLED: booleanText.default(false),
  /** Signs proof-of-work challenges; every instance needs the same one. Generated into the database when unset. */
  PROOF_OF_WORK_SECRET: optionalText,
  /** Every staff account must use two-step sign-in (TOTP) before the console opens. */
  ADMIN_TOTP_REQUIRED: booleanText.default(false),
  SMTP_URL: optionalText,
  MAIL_FROM: z.string().default("Example Cloud <no-reply@example.com>"),
  /** A new lead nobody owns is "waiting" after this many hours: highlighted in the inbox, counted on the dashboard (a console setting overrides it). */
  LEAD_WAITING_HOURS: z.coerce.number().int().min(1).max(999).default(4),
  /** Lead notifications may reach loopback, private and link-local addresses (an intranet CRM; tests). Metadata addresses never. */
  WEBHOOK_ALLOW_PRIVATE: booleanText.default(false),
  /**
   * How long one lead notification may take (connection, redirects, answer) before it is retried
   * later; a message a stopped instance was sending goes again after twice this.
   */
  WEBHOOK_TIMEOUT_MS: z.coerce.number().int().min(1000).max(60_000).default(15_000),
  /** Where every demo booking and partner application is e-mailed. */
  SALES_EMAIL: z.email().default("sales@example.com"),
  SMS_WEBHOOK_URL: optionalText.pipe(z.url().optional()),
  /** The RSA key pair of the request encryption (base64 DER); when unset, the first instance generates one into the database and every instance uses it. */
  ENCRYPT_PUBLIC_KEY: optionalText,
  ENCRYPT_PRIVATE_KEY: optionalText,
  OIDC_ISSUER: optionalText.pipe(z.url().optional()),
  OIDC_CLIENT_ID: optionalText,
  OIDC_CLIENT_SECRET: optionalText,
  OIDC_PROVIDER_NAME: z.string().default("SSO"),
  /** How long a rendered page is reused (ms); 0 renders every request. */
  PAGE_CACHE_TTL_MS: z.coerce.number().int().min(0).default(60_000),
  /** Threads that render pages (server/render-pool.ts); by default one per core. */
  RENDER_THREADS: z.coerce
    .number()
    .int()
    .min(1)
    .max(64)
    .default(() => os.availableParallelism()),
  /** Renders that may wait for a render thread; beyond them a page is answered 503 with Retry-After. */
  RENDER_QUEUE_MAX: z.coerce.number().int().min(0).default(1024),
  /** The console's days and weeks (filters, exports, dashboard) are this zone's; instants stay UTC. */
  SITE_TIME_ZONE: z
    .string()
    .default(DEFAULT_SITE_TIME_ZONE)
    .refine(isTimeZone, "SITE_TIME_ZONE must be an IANA time zone, e.g. Asia/Shanghai"),
  /** How often an instance checks whether another one published content (ms): pages and settings follow within this. */
  CONTENT_CHECK_INTERVAL_MS: z.coerce.number().int().min(100).default(1_000),
  /** Memory the page cache may hold, every compressed copy counted (bytes). */
  PAGE_CACHE_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1_000_000)
    .default(64 * 1024 * 1024),
  /** Largest image and PDF the console accepts (bytes); the upload stops being read at the limit. */
  UPLOAD_MAX_IMAGE_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(10 * 1024 * 1024),
  /** Images one instance decodes at once (server/services/image-decode-gate.ts); each holds its pixels in memory. */
  IMAGE_DECODE_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(2),
  /** Image uploads that may wait for a decode; one more is answered 503 (try again later). */
  IMAGE_DECODE_QUEUE: z.coerce.number().int().min(0).max(1000).default(6),
  UPLOAD_MAX_DOCUMENT_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(30 * 1024 * 1024),
  /**
   * The bearer token a Prometheus scrape of /metrics must send; unset, /metrics answers 404.
   * At least 16 characters: it is the only thing between the internet and the instance's figures.
   */
  METRICS_TOKEN: optionalText.pipe(z.string().min(16, "METRICS_TOKEN must be at least 16 characters").optional()),
  /** How long a SIGTERM waits for the requests in flight before it closes their connections (ms). */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
  /** Where uploaded files live: "local" (DATA_DIR/files, one instance) or "s3" (shared by several instances). */
  FILE_STORAGE: z.enum(["local", "s3"]).default("local"),
  /** The S3-compatible service; empty for AWS itself. */
  S3_ENDPOINT: optionalText.pipe(z.url().optional()),
  S3_REGION: z.string().default("us-east-1"),
  S3_BUCKET: z.string().default(""),
  S3_ACCESS_KEY_ID: z.string().default(""),
  S3_SECRET_ACCESS_KEY: z.string().default(""),
  /** Bucket in the path rather than the host name (MinIO and most self-hosted services). */
  S3_FORCE_PATH_STYLE: booleanText.default(true),
});

export type Config = z.infer<typeof configSchema> & { dataDir: string };

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n  ${problems.join("\n  ")}`);
  }
  return { ...parsed.data, dataDir: path.resolve(parsed.data.DATA_DIR) };
}
