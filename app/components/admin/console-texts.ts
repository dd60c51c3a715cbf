import { useMemo } from "react";
import { useRouteLoaderData } from "react-router";
import type { Language } from "../../../common/constants.ts";
import { adminCatalogs } from "../../i18n/admin-catalogs.ts";
import { settingsDefaults } from "../../stores/settings-store.ts";
import { consoleTimeZone } from "./console-time-zone.ts";

/**
 * The console's texts in the page's language (the root loader's, from the saved choice), and
 * times shown on the site's clock (SITE_TIME_ZONE). The console has one address for both languages.
 */
export function useConsoleTexts() {
  const language = useRouteLoaderData<{ language: Language }>("root")?.language ?? "zh_CN";
  const timeZone = consoleTimeZone();
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(language === "en_US" ? "en-GB" : "zh-CN", {
      dateStyle: "short",
      timeStyle: "short",
      ...(timeZone ? { timeZone } : {}),
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
