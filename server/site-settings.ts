import { createHash } from "node:crypto";
import type { SettingValues } from "../common/contracts/admin-settings.ts";
import type { SiteSettings } from "../common/site-settings.ts";
import type { Config } from "./config.ts";
import { SALT_LIFETIME_MS } from "./services/analytics/visitor-hash.ts";
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from "./services/sessions.ts";

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** Changes with the QR texts, so a browser never keeps an old code under a new page. */
export function qrVersionOf(values: Pick<SettingValues, "contactQrText" | "consultantQrText">): string {
  return createHash("sha256").update(`${values.contactQrText}\n${values.consultantQrText}`).digest("base64url").slice(0, 10);
}

/** What pages show: the site settings in use (console or environment) and the server's own facts. */
export function siteSettingsFrom(
  config: Config,
  values: Readonly<SettingValues>,
  runtime: { encryptPublicKey: string; thirdPartySignIn: string | null },
): SiteSettings {
  return {
    origin: config.SITE_ORIGIN.replace(/\/$/, ""),
    name: { zh_CN: values.name, en_US: values.nameEn },
    brand: { zh_CN: values.brand, en_US: values.brandEn },
    hotline: values.hotline,
    complaintHotline: values.complaintHotline,
    icpFiling: values.icpFiling,
    psbFiling: values.psbFiling,
    parentCompanyUrl: values.parentCompanyUrl,
    chatUrl: values.chatUrl,
    copyrightYearFrom: Number(values.copyrightYearFrom),
    qrVersion: qrVersionOf(values),
    animationEnable: config.SITE_ANIMATION_ENABLE,
    privacy: {
      contact: values.privacyContact,
      analyticsEnabled: config.ANALYTICS_ENABLED,
      analyticsRawDays: config.ANALYTICS_RAW_DAYS,
      sentMailRetentionDays: config.SENT_MAIL_RETENTION_DAYS,
      sessionDays: SESSION_ABSOLUTE_MS / DAY_MS,
      sessionIdleHours: SESSION_IDLE_MS / HOUR_MS,
      saltHours: SALT_LIFETIME_MS / HOUR_MS,
    },
    captchaEnabled: config.CAPTCHA_ENABLED,
    ...runtime,
  };
}
