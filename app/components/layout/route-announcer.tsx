import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";

/**
 * After a client-side navigation to another page, a screen reader hears nothing and keyboard focus
 * stays on the link that was pressed (or on `body`). This moves focus to the new page's main
 * heading and announces its title, as a full page load would (focus-new-page.ts). Query and hash
 * changes on the same page (filters, paging, anchors) are left alone, and so is a new address for
 * the screen being used (`state: KEEP_FOCUS`: a new article saved under its id while its editor
 * keeps the caret, and an IME composition in progress).
 */
export function RouteAnnouncer() {
  const { pathname, state } = useLocation();
  const shownPath = useRef(pathname);
  const [announcement, setAnnouncement] = useState("");
  const sameScreen = isKeepFocus(state);

  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    if (sameScreen) return;
    const focusedOnArrival = document.activeElement;
    let current = true;
    void import("./focus-new-page.ts")
      .then((module) => module.focusNewPage(focusedOnArrival))
      .then((title) => {
        if (current) setAnnouncement(title);
      });
    return () => {
      current = false;
    };
  }, [pathname, sameScreen]);

  return (
    <p className="visually-hidden" aria-live="polite" aria-atomic="true" data-route-announcer="">
      {announcement}
    </p>
  );
}

/** Navigation state for a new address of the screen being used: focus stays where it is. */
export const KEEP_FOCUS = { keepFocus: true } as const;

export function isKeepFocus(state: unknown): boolean {
  return (state as { keepFocus?: unknown } | null | undefined)?.keepFocus === true;
}
