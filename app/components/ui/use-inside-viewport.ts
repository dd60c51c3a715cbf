import { useLayoutEffect, useState, type RefObject } from "react";

/** The least distance an open panel keeps from each edge of the screen. */
const EDGE_MARGIN_PX = 8;

/** How far a span from `start` to `end` must move to lie inside 0..size with the margin. */
const nudge = (start: number, end: number, size: number) =>
  start < EDGE_MARGIN_PX ? EDGE_MARGIN_PX - start : end > size - EDGE_MARGIN_PX ? size - EDGE_MARGIN_PX - end : 0;

/**
 * The style that moves an open panel back inside the viewport, 8 px from its edges, with the CSS
 * `translate` property (so the panel's own transform, which places it by its button, still
 * applies). A QR code placed by its button alone ran off a 360-390 px screen, corner square and
 * all, and could not be scanned (issue 33). Placed again when the window is resized while open.
 */
export function useInsideViewport(panel: RefObject<HTMLElement | null>, open: boolean): React.CSSProperties | undefined {
  const [shift, setShift] = useState<readonly [number, number]>([0, 0]);
  useLayoutEffect(() => {
    const element = panel.current;
    if (!open || !element) return;
    const place = () => {
      const box = element.getBoundingClientRect();
      const width = document.documentElement.clientWidth;
      const height = window.innerHeight;
      setShift((current) => {
        // Where the panel would be without the shift applied now.
        const [left, top] = [box.left - current[0], box.top - current[1]];
        const next = [nudge(left, left + box.width, width), nudge(top, top + box.height, height)] as const;
        return next[0] === current[0] && next[1] === current[1] ? current : next;
      });
    };
    place();
    window.addEventListener("resize", place);
    return () => window.removeEventListener("resize", place);
  }, [open, panel]);
  return open && (shift[0] !== 0 || shift[1] !== 0) ? { translate: `${shift[0]}px ${shift[1]}px` } : undefined;
}
