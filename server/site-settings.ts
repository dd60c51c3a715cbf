import { createHash } from "node:crypto";
import type { SettingValues } from "../common/contracts/admin-settings.ts";
import type { SiteSettings } from "../common/site-settings.ts";
import type { Config } from "./config.ts";

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
    captchaEnabled: config.CAPTCHA_ENABLED,
    ...runtime,
  };
}
