import type { Language } from "./constants.ts";

/**
 * Operator facts shown on every page: the site settings saved in the console, else the server
 * configuration (docs/decisions/020-site-settings-and-cache-invalidation.md).
 */
export interface SiteSettings {
  origin: string;
  name: Record<Language, string>;
  brand: Record<Language, string>;
  hotline: string;
  complaintHotline: string;
  icpFiling: string;
  psbFiling: string;
  parentCompanyUrl: string;
  chatUrl: string;
  copyrightYearFrom: number;
  /** Part of the QR codes' addresses: it changes when their texts do. */
  qrVersion: string;
  /** RSA public key (SPKI, base64) that wraps the key of encrypted requests. */
  encryptPublicKey: string;
  /** Display name of the third-party sign-in provider, or null when it is not configured. */
  thirdPartySignIn: string | null;
  /** The image captcha is always asked for at sign-in (it may also be raised after failures). */
  captchaEnabled: boolean;
  /** Entrance animations for page sections (spec section 3 `animationEnable`, default off). */
  animationEnable: boolean;
  /** What the privacy page states from the configuration (decision 025); only that page's loader sends it. */
  privacy: PrivacyFacts;
}

export interface PrivacyFacts {
  /** Whom visitors write to about their personal data (a site setting). */
  contact: string;
  analyticsEnabled: boolean;
  /** ANALYTICS_RAW_DAYS: raw page views and events. */
  analyticsRawDays: number;
  /** SENT_MAIL_RETENTION_DAYS: e-mails and text messages once sent. */
  sentMailRetentionDays: number;
  /** A session's absolute and idle limits (days, hours). */
  sessionDays: number;
  sessionIdleHours: number;
  /** How long a daily salt is kept (hours). */
  saltHours: number;
}
