import * as z from "zod/mini";
import { ANALYTICS_EVENTS, FUNNEL_STEPS } from "../analytics.ts";
import { PERMISSIONS } from "../staff-roles.ts";
import { optionalDay } from "./admin-fields.ts";
import { defineCall } from "./call.ts";
import { recordId, requiredText } from "./fields.ts";

/**
 * The console's Traffic screen (docs/decisions/025-first-party-analytics.md): figures for a range
 * of the site's days against the range before it, from the daily rollups; funnels from raw views
 * and events within ANALYTICS_RAW_DAYS; leads by channel and campaign.
 */
const tag = "admin";
const invalid = { error: "invalidField" } as const;

/** First and last day (site time zone, inclusive); the last 28 days by default. */
export const trafficRange = z.object({ from: optionalDay(), to: optionalDay() });

const figures = {
  visitors: z.number(),
  visits: z.number(),
  views: z.number(),
  events: z.number(),
  bounces: z.number(),
  durationMs: z.number(),
};
export const trafficFigures = z.object(figures);
export type TrafficFigures = z.output<typeof trafficFigures>;

/** One value of a breakdown: a page, a channel ("search:baidu"), a referrer, a campaign, … */
export const breakdownRow = z.object({ value: z.string(), ...figures });
export type BreakdownRow = z.output<typeof breakdownRow>;

export const leadSourceRow = z.object({ value: z.string(), leads: z.number(), visits: z.number() });
export type LeadSourceRow = z.output<typeof leadSourceRow>;

export const trafficOverview = z.object({
  from: z.string(),
  to: z.string(),
  previousFrom: z.string(),
  previousTo: z.string(),
  current: trafficFigures,
  previous: trafficFigures,
  days: z.array(z.object({ day: z.string(), ...figures })),
  previousDays: z.array(z.object({ day: z.string(), ...figures })),
  pages: z.array(breakdownRow),
  entries: z.array(breakdownRow),
  channels: z.array(breakdownRow),
  referrers: z.array(breakdownRow),
  campaigns: z.array(breakdownRow),
  languages: z.array(breakdownRow),
  devices: z.array(breakdownRow),
  events: z.array(breakdownRow),
  leadsByChannel: z.array(leadSourceRow),
  leadsByCampaign: z.array(leadSourceRow),
  /** ANALYTICS_RAW_DAYS: how far back funnels can look. */
  rawDays: z.number(),
});
export type TrafficOverview = z.output<typeof trafficOverview>;

export const trafficOverviewCall = defineCall({
  method: "GET",
  path: "/admin/traffic",
  summary:
    "Console: visitors, visits, views, bounces and visit length per day and by page, channel, referrer, campaign, language, device and event, against the previous range; leads by channel and campaign",
  tag,
  access: "session",
  permission: PERMISSIONS.trafficView,
  query: trafficRange,
  answer: { data: trafficOverview },
});

const pathPattern = z.string(invalid).check(z.trim(), z.maxLength(200, invalid), z.regex(/^\/[^\s?#]*\*?$/, invalid));

/** A page step names paths without the /en prefix (a trailing * matches any path it begins); an event step names an event. */
export const funnelStep = z.union([
  z.object({ kind: z.literal("page"), paths: z.array(pathPattern).check(z.minLength(1, invalid), z.maxLength(20, invalid)) }),
  z.object({ kind: z.literal("event"), event: z.enum(ANALYTICS_EVENTS, invalid) }),
]);
export type FunnelStep = z.output<typeof funnelStep>;

export const funnelSteps = z.array(funnelStep).check(z.minLength(FUNNEL_STEPS.min, invalid), z.maxLength(FUNNEL_STEPS.max, invalid));

export const savedFunnel = z.object({
  id: z.number(),
  name: z.string(),
  steps: z.array(funnelStep),
  version: z.number(),
  updatedAt: z.string(),
});
export type SavedFunnel = z.output<typeof savedFunnel>;

export const funnelListCall = defineCall({
  method: "GET",
  path: "/admin/traffic/funnels",
  summary: "Console: the saved funnels",
  tag,
  access: "session",
  permission: PERMISSIONS.trafficView,
  answer: { data: z.array(savedFunnel) },
});

export const funnelBody = z.object({ name: requiredText("required", 100), steps: funnelSteps });

export const funnelCreateCall = defineCall({
  method: "POST",
  path: "/admin/traffic/funnels",
  summary: "Console: save a funnel of 2-8 steps",
  tag,
  access: "session",
  permission: PERMISSIONS.trafficView,
  body: funnelBody,
  answer: { data: savedFunnel },
});

export const funnelUpdateCall = defineCall({
  method: "PUT",
  path: "/admin/traffic/funnels/:id",
  summary: "Console: change a saved funnel; code 409 when it changed since `version` was read",
  tag,
  access: "session",
  permission: PERMISSIONS.trafficView,
  params: z.object({ id: recordId() }),
  body: z.extend(funnelBody, { version: z.number(invalid).check(z.int(invalid), z.minimum(1, invalid)) }),
  answer: { data: savedFunnel },
});

export const funnelDeleteCall = defineCall({
  method: "DELETE",
  path: "/admin/traffic/funnels/:id",
  summary: "Console: delete a saved funnel",
  tag,
  access: "session",
  permission: PERMISSIONS.trafficView,
  params: z.object({ id: recordId() }),
  answer: { data: z.null() },
});

export const funnelStepResult = z.object({ visits: z.number(), conversion: z.number(), dropOff: z.number() });

export const funnelReportCall = defineCall({
  method: "GET",
  path: "/admin/traffic/funnels/:id/report",
  summary:
    "Console: how many visits reached each step of a saved funnel in order, with conversion from the first step and drop-off from the one before (raw data: within ANALYTICS_RAW_DAYS)",
  tag,
  access: "session",
  permission: PERMISSIONS.trafficView,
  params: z.object({ id: recordId() }),
  query: trafficRange,
  answer: { data: z.object({ from: z.string(), to: z.string(), steps: z.array(funnelStepResult) }) },
});
