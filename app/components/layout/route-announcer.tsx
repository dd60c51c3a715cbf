import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";

/**
 * After a client-side navigation to another page, a screen reader hears nothing and keyboard focus
 * stays on the link that was pressed (or on `body`). This moves focus to the new page's main
 * heading and announces its title, as a full page load would. Query and hash changes on the same
 * page (filters, paging, anchors) are left alone.
 */
export function RouteAnnouncer() {
  const { pathname } = useLocation();
  const shownPath = useRef(pathname);
  const [announcement, setAnnouncement] = useState("");

  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    // One frame later the new page's <title> and heading are in the document.
    const frame = requestAnimationFrame(() => {
      const heading = document.querySelector<HTMLElement>("main h1") ?? document.querySelector<HTMLElement>("h1");
      if (heading) {
        if (!heading.hasAttribute("tabindex")) heading.tabIndex = -1;
        heading.focus({ preventScroll: true });
      }
      setAnnouncement(document.title);
    });
    return () => cancelAnimationFrame(frame);
  }, [pathname]);

  return (
    <p className="visually-hidden" aria-live="polite" aria-atomic="true" data-route-announcer="">
      {announcement}
    </p>
  );
}
