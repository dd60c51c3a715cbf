import path from "node:path";
import { z } from "zod";

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
  /** Behind a reverse proxy, take the client address from the last X-Forwarded-For entry. */
  TRUST_PROXY: booleanText.default(false),
  /** Always ask for the image captcha at log-in; otherwise it is raised after failed attempts. */
  CAPTCHA_ENABLED: booleanText.default(false),
  SMTP_URL: optionalText,
  MAIL_FROM: z.string().default("Example Cloud <no-reply@example.com>"),
  /** Where every demo booking and partner application is e-mailed. */
  SALES_EMAIL: z.email().default("sales@example.com"),
  SMS_WEBHOOK_URL: optionalText.pipe(z.url().optional()),
  /** The RSA key pair of the request encryption (base64 DER); generated into DATA_DIR when unset. */
  ENCRYPT_PUBLIC_KEY: optionalText,
  ENCRYPT_PRIVATE_KEY: optionalText,
  OIDC_ISSUER: optionalText.pipe(z.url().optional()),
  OIDC_CLIENT_ID: optionalText,
  OIDC_CLIENT_SECRET: optionalText,
  OIDC_PROVIDER_NAME: z.string().default("SSO"),
  /** How long a rendered page is reused (ms); 0 renders every request. */
  PAGE_CACHE_TTL_MS: z.coerce.number().int().min(0).default(60_000),
  /** Memory the page cache may hold, every compressed copy counted (bytes). */
  PAGE_CACHE_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1_000_000)
    .default(64 * 1024 * 1024),
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
