import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";

/**
 * After a client-side navigation to another page, a screen reader hears nothing and keyboard focus
 * stays on the link that was pressed (or on `body`). This moves focus to the new page's main
 * heading and announces its title, as a full page load would (focus-new-page.ts). Query and hash
 * changes on the same page (filters, paging, anchors) are left alone.
 */
export function RouteAnnouncer() {
  const { pathname } = useLocation();
  const shownPath = useRef(pathname);
  const [announcement, setAnnouncement] = useState("");

  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    let current = true;
    void import("./focus-new-page.ts")
      .then(({ focusNewPage }) => focusNewPage())
      .then((title) => {
        if (current) setAnnouncement(title);
      });
    return () => {
      current = false;
    };
  }, [pathname]);

  return (
    <p className="visually-hidden" aria-live="polite" aria-atomic="true" data-route-announcer="">
      {announcement}
    </p>
  );
}
