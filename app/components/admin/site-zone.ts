import { useStore } from "zustand";
import { createStore } from "zustand/vanilla";
import { DEFAULT_SITE_TIME_ZONE } from "../../../common/site-time.ts";

/**
 * The site's time zone (SITE_TIME_ZONE), which the server gives the console with its staff
 * session (use-staff-access.ts): every time the console shows, and every day it filters by, is
 * this zone's, whatever the browser's own zone, so "today" means the same to everyone.
 */
export const siteZoneStore = createStore<{ timeZone: string }>(() => ({ timeZone: DEFAULT_SITE_TIME_ZONE }));

export function useSiteZone(): string {
  return useStore(siteZoneStore, (state) => state.timeZone);
}
