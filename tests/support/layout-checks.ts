import type { Page } from "playwright-core";

/** The widths the layout must hold at (issue 14): phones, tablets, laptops, desktops. */
export const LAYOUT_WIDTHS = [360, 390, 768, 1024, 1080, 1280, 1366, 1440, 1920] as const;

/** Icons narrower than this have been squeezed by their neighbours (or are unreadable). */
const MIN_ICON_PX = 8;

/**
 * What a careful visitor would see as broken at the current viewport, read off the rendered page:
 * the page scrolling sideways, text running out of its box, and icons squeezed below 8 px. Each
 * problem names the element (tag, class, text) so that a failure says where to look.
 */
// The helpers below live inside the function given to page.evaluate: it is serialised into the
// page, so it must be self-contained.
/* oxlint-disable unicorn/consistent-function-scoping */
export function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate((minIconPx) => {
    const problems: string[] = [];
    const describe = (element: Element) => {
      const classes =
        typeof element.className === "string" && element.className ? `.${element.className.trim().split(/\s+/).join(".")}` : "";
      const text = (element.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 40);
      return `${element.tagName.toLowerCase()}${classes}${text ? ` "${text}"` : ""}`;
    };
    const shown = (element: Element) =>
      element.checkVisibility({ opacityProperty: true, visibilityProperty: true }) && !element.closest(".visually-hidden, [hidden]");
    // Elements inside a scroll container may extend past the viewport on purpose (wide tables).
    const inScroller = (element: Element) => {
      for (let node = element.parentElement; node && node !== document.body; node = node.parentElement) {
        const overflowX = getComputedStyle(node).overflowX;
        if (overflowX === "auto" || overflowX === "scroll") return true;
      }
      return false;
    };

    const viewport = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth > viewport + 1) {
      const culprits = [...document.body.querySelectorAll("*")]
        .filter((element) => shown(element) && !inScroller(element) && element.getBoundingClientRect().right > viewport + 1)
        .slice(-3)
        .map(describe);
      problems.push(`the page scrolls sideways (${document.documentElement.scrollWidth} > ${viewport} px): ${culprits.join("; ")}`);
    }

    for (const element of document.body.querySelectorAll("*")) {
      if (!shown(element)) continue;
      const style = getComputedStyle(element);
      const ownText = [...element.childNodes].filter((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim() !== "");
      if (ownText.length > 0 && style.textOverflow !== "ellipsis") {
        const box = element.getBoundingClientRect();
        const text = { left: Infinity, right: -Infinity };
        for (const node of ownText) {
          const range = document.createRange();
          range.selectNode(node);
          const rect = range.getBoundingClientRect();
          text.left = Math.min(text.left, rect.left);
          text.right = Math.max(text.right, rect.right);
        }
        if (box.width > 0 && (text.right > box.right + 1 || text.left < box.left - 1)) {
          problems.push(
            `text runs out of its box by ${Math.round(Math.max(text.right - box.right, box.left - text.left))} px: ${describe(element)}`,
          );
        }
      }
      if (element instanceof SVGSVGElement && !element.closest("svg svg")) {
        const width = element.getBoundingClientRect().width;
        if (width < minIconPx)
          problems.push(`icon ${Math.round(width * 10) / 10} px wide: in ${describe(element.parentElement ?? element)}`);
      }
    }
    return problems;
  }, MIN_ICON_PX);
}
