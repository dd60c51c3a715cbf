import type { SiteSettings } from "../common/site-settings.ts";
import type { Config } from "./config.ts";

export function siteSettingsFrom(config: Config, runtime: { encryptPublicKey: string; thirdPartySignIn: string | null }): SiteSettings {
  return {
    origin: config.SITE_ORIGIN.replace(/\/$/, ""),
    name: { zh_CN: config.SITE_NAME, en_US: config.SITE_NAME_EN },
    brand: { zh_CN: config.SITE_BRAND, en_US: config.SITE_BRAND_EN },
    hotline: config.SITE_HOTLINE,
    complaintHotline: config.SITE_COMPLAINT_HOTLINE,
    icpFiling: config.SITE_ICP_FILING,
    psbFiling: config.SITE_PSB_FILING,
    parentCompanyUrl: config.SITE_PARENT_COMPANY_URL,
    chatUrl: config.SITE_CHAT_URL,
    copyrightYearFrom: config.SITE_COPYRIGHT_YEAR_FROM,
    animationEnable: config.SITE_ANIMATION_ENABLE,
    captchaEnabled: config.CAPTCHA_ENABLED,
    ...runtime,
  };
}
