import { useMemo } from "react";
import { useRouteLoaderData } from "react-router";
import type { Language } from "../../../common/constants.ts";
import { adminCatalogs } from "../../i18n/admin-catalogs.ts";
import { settingsDefaults } from "../../stores/settings-store.ts";
import { useSiteZone } from "./site-zone.ts";

/**
 * The console's texts in the page's language (the root loader's, from the saved choice), and
 * times shown in the site's time zone (SITE_TIME_ZONE), the one its day filters use. The console
 * has one address for both languages.
 */
export function useConsoleTexts() {
  const language = useRouteLoaderData<{ language: Language }>("root")?.language ?? "zh_CN";
  const timeZone = useSiteZone();
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(language === "en_US" ? "en-GB" : "zh-CN", {
      dateStyle: "short",
      timeStyle: "short",
      timeZone,
    });
    return {
      language,
      timeZone,
      t: adminCatalogs[language],
      /** The site's theme colour (site settings, spec section 3): the console's charts use it. */
      theme: settingsDefaults.theme,
      formatTime: (iso: string | null) => (iso ? format.format(new Date(iso)) : "-"),
    };
  }, [language, timeZone]);
}
