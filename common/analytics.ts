/**
 * The analytics vocabulary shared by the browser's beacon, the server and the console
 * (docs/decisions/025-first-party-analytics.md): event names, channels and device classes.
 */

/** Counted by the server when the API call succeeds: the browser cannot send them. */
export const SERVER_EVENTS = ["registration", "booking_sent", "partner_sent", "report_downloaded", "sign_in"] as const;
/** What only the browser sees, sent by the beacon. */
export const BEACON_EVENTS = ["booking_opened", "consultant_opened", "chat_opened", "outbound_link"] as const;
export const ANALYTICS_EVENTS = [...SERVER_EVENTS, ...BEACON_EVENTS] as const;

export type ServerEvent = (typeof SERVER_EVENTS)[number];
export type BeaconEvent = (typeof BEACON_EVENTS)[number];
export type AnalyticsEvent = (typeof ANALYTICS_EVENTS)[number];

export function isBeaconEvent(name: unknown): name is BeaconEvent {
  return typeof name === "string" && (BEACON_EVENTS as readonly string[]).includes(name);
}

export const CHANNELS = ["direct", "search", "social", "referral", "email", "campaign"] as const;
export type Channel = (typeof CHANNELS)[number];

export const DEVICES = ["desktop", "mobile", "tablet"] as const;
export type Device = (typeof DEVICES)[number];

/** A visit ends after this long without a view or event. */
export const VISIT_IDLE_MS = 30 * 60 * 1000;

/** Funnels have 2-8 steps; page steps name paths without the /en prefix, `*` at the end matches a prefix. */
export const FUNNEL_STEPS = { min: 2, max: 8 } as const;

/** The product pages of the default funnel "home → product page → booking opened → booking sent". */
export const PRODUCT_PAGES = ["/sunCloudAIProduct", "/AIDC", "/cloudProduct", "/sunCloudAIPro", "/networkService"] as const;

/** Views per visit, bounce rate (0-1) and average visit length of summed figures; 0 without visits. */
export function derivedFigures(figures: { visits: number; views: number; bounces: number; durationMs: number }) {
  const per = (value: number) => (figures.visits > 0 ? value / figures.visits : 0);
  return { viewsPerVisit: per(figures.views), bounceRate: per(figures.bounces), averageVisitMs: per(figures.durationMs) };
}
