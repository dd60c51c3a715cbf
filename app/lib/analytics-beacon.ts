import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import type { BeaconEvent } from "../../common/analytics.ts";
import { BEACON_PATH, MAX_TRACKED_URL_LENGTH } from "../../common/beacon.ts";

/**
 * The analytics beacon (docs/decisions/025-first-party-analytics.md). The server counts every page
 * it serves; this reports only what it cannot see: client-side navigations, a prerendered page
 * being shown, and a few actions in the page. It stores nothing in the browser and sends no
 * identifier: the server tells visitors apart as for any other request. Kept tiny: it is part of
 * every page's first load (at most 1 KB gzip, tests/http/first-load-size.test.ts).
 */
function send(body: { t: "view" | "event"; e?: BeaconEvent; d?: string; r?: string }, page = location.pathname + location.search) {
  if (!page.startsWith("/admin"))
    navigator.sendBeacon?.(BEACON_PATH, JSON.stringify({ ...body, p: page.slice(0, MAX_TRACKED_URL_LENGTH) }));
}

/** An action the server cannot see (decision 025's list in common/analytics.ts). */
export function trackEvent(event: BeaconEvent, detail?: string) {
  send({ t: "event", e: event, ...(detail ? { d: detail } : {}) });
}

/** Counts client-side navigations, a prerendered page when shown, and links that leave the site. */
export function useAnalyticsBeacon() {
  const { pathname, search } = useLocation();
  const loaded = useRef(false);

  useEffect(() => {
    const page = pathname + search;
    if (loaded.current) return send({ t: "view" }, page);
    loaded.current = true;
    // The server counted this load, unless it was a prerender (not counted): count it when shown.
    if ((document as { prerendering?: boolean }).prerendering) {
      document.addEventListener("prerenderingchange", () => send({ t: "view", r: document.referrer }, page), { once: true });
    }
  }, [pathname, search]);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.("a[href]") as HTMLAnchorElement | null;
      if (!link || link.host === location.host || !link.protocol.startsWith("http")) return;
      const named = link.dataset.event as BeaconEvent | undefined;
      trackEvent(named ?? "outbound_link", named ? undefined : link.hostname);
    };
    document.addEventListener("click", onClick, true);
    return () => document.removeEventListener("click", onClick, true);
  }, []);
}
