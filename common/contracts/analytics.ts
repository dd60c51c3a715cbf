import * as z from "zod/mini";
import { BEACON_EVENTS } from "../analytics.ts";
import { BEACON_PATH, MAX_TRACKED_URL_LENGTH } from "../beacon.ts";
import { defineCall } from "./call.ts";

/**
 * The analytics beacon (docs/decisions/025-first-party-analytics.md): `navigator.sendBeacon` posts
 * it as text, same origin. Page loads are counted by the server; the beacon reports client-side
 * navigations, a prerendered page shown, and what only the browser sees. Server events (a booking
 * sent, a sign-in) are not accepted here: they cannot be faked from a browser.
 */
const invalid = { error: "invalidField" } as const;
const pagePath = () => z.string(invalid).check(z.maxLength(MAX_TRACKED_URL_LENGTH, invalid), z.regex(/^\/(?!\/)/, invalid));

export const beaconBody = z.union([
  z.object({
    /** A page view: its path and query (UTM values are read from it). */
    t: z.literal("view"),
    p: pagePath(),
    /** document.referrer, sent only for a page that was prerendered before it was shown. */
    r: z.optional(z.string(invalid).check(z.maxLength(MAX_TRACKED_URL_LENGTH, invalid))),
  }),
  z.object({
    t: z.literal("event"),
    p: pagePath(),
    e: z.enum(BEACON_EVENTS, invalid),
    /** An outbound link's host. */
    d: z.optional(z.string(invalid).check(z.maxLength(253, invalid))),
  }),
]);

export const beaconCall = defineCall({
  method: "POST",
  path: BEACON_PATH.replace(/^\/api/, ""),
  summary: "Analytics beacon: a client-side page view or a browser event (text/plain JSON, as sendBeacon sends it); sets no cookie",
  tag: "analytics",
  access: "public",
  body: beaconBody,
  answer: { data: z.null() },
});
