import type { Page } from "playwright-core";
import { CHINESE_UNITS } from "../../common/chinese-units.ts";
import { framesDrawn } from "./browser.ts";

/**
 * The widths the layout must hold at (issues 14 and 33): phones, tablets, laptops, desktops, and
 * 1400 px, where the side tool first stands beside the content.
 */
export const LAYOUT_WIDTHS = [360, 390, 768, 1024, 1080, 1280, 1366, 1400, 1440, 1920] as const;

/** Popovers keep at least this distance from the viewport's edges. */
const POPOVER_MARGIN_PX = 8;
/** The smallest text a figure (headline number, stat card) may set, its unit included. */
const MIN_FIGURE_TEXT_PX = 12;

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
  return page.evaluate(
    ({ minIconPx, units, minFigurePx }) => {
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
          // A box of 1 px or less is text hidden for the eye and kept for screen readers (clipped).
          if (box.width > 1 && (text.right > box.right + 1 || text.left < box.left - 1)) {
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
        if (ownText.length > 0 && element.closest(".figure, .stat-card") && Number.parseFloat(style.fontSize) < minFigurePx) {
          problems.push(`figure text at ${Math.round(Number.parseFloat(style.fontSize) * 10) / 10} px: ${describe(element)}`);
        }
      }

      // The side tool stands beside the content: it may not cover any part of a content column.
      const tools = document.querySelector(".floating-tools");
      if (tools && shown(tools)) {
        const tool = tools.getBoundingClientRect();
        if (tool.width < viewport / 2) {
          for (const container of document.querySelectorAll(".container")) {
            if (!shown(container)) continue;
            const box = container.getBoundingClientRect();
            const padding = getComputedStyle(container);
            const left = box.left + Number.parseFloat(padding.paddingLeft);
            const right = box.right - Number.parseFloat(padding.paddingRight);
            const crosses = tool.left < right && tool.right > left && tool.top < box.bottom && tool.bottom > box.top;
            if (crosses && box.height > 0) {
              problems.push(
                `the side tool (${Math.round(tool.left)}-${Math.round(tool.right)} px) covers the content column up to ${Math.round(right)} px`,
              );
              break;
            }
          }
        }
      }

      // Chinese units stay whole: every line fragment of the unit's characters on one line.
      if (document.documentElement.lang === "zh-CN") {
        const joiner = "\u2060";
        const pattern = new RegExp(units.map((unit) => [...unit].join(`${joiner}?`)).join("|"), "g");
        for (const block of document.body.querySelectorAll("h1, h2, h3, h4, p, li, td, th, dt, dd")) {
          if (!shown(block)) continue;
          const walker = document.createTreeWalker(block, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            if (node.parentElement?.closest("h1, h2, h3, h4, p, li, td, th, dt, dd") !== block) continue;
            for (const match of node.textContent!.matchAll(pattern)) {
              const range = document.createRange();
              range.setStart(node, match.index);
              range.setEnd(node, match.index + match[0].length);
              const tops = new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)));
              if (tops.size > 1) problems.push(`"${match[0].replaceAll(joiner, "")}" is split across lines: ${describe(block)}`);
            }
          }
        }
      }
      return problems;
    },
    { minIconPx: MIN_ICON_PX, units: CHINESE_UNITS, minFigurePx: MIN_FIGURE_TEXT_PX },
  );
}

/**
 * Opens every disclosure the visitor can reach at the current width (the consultant QR code, the
 * nav dropdowns, the language menu, and inside the phone menu its submenus) and reports a panel
 * that comes closer than 8 px to the viewport's left or right edge, or reaches past its top or bottom.
 * Each is closed again, so the page is as it was.
 */
export function popoverProblems(page: Page): Promise<string[]> {
  return page.evaluate(async (margin) => {
    // A click's state update is committed by React before the next task, and the panels are placed
    // by CSS alone (no transition, no script measuring): the layout read right after shows the open
    // panel. Two animation frames per click (about 33 ms) were most of the layout sweep's time.
    const committed = () => new Promise((resolve) => setTimeout(resolve, 0));
    const visible = (element: Element) => element.checkVisibility({ visibilityProperty: true });
    const problems: string[] = [];
    const check = async (button: HTMLButtonElement) => {
      button.click();
      await committed();
      const panel = document.getElementById(button.getAttribute("aria-controls") ?? "");
      if (panel && visible(panel)) {
        const box = panel.getBoundingClientRect();
        const width = document.documentElement.clientWidth;
        const name = `${button.textContent?.trim() || button.getAttribute("aria-label")}`;
        if (box.left < margin || box.right > width - margin)
          problems.push(`the "${name}" popover spans x ${Math.round(box.left)}-${Math.round(box.right)} of ${width} px`);
        if (box.top < 0 || box.bottom > window.innerHeight)
          problems.push(`the "${name}" popover spans y ${Math.round(box.top)}-${Math.round(box.bottom)} of ${window.innerHeight} px`);
      }
      button.click();
      await committed();
    };
    const disclosures = (root: ParentNode) =>
      [...root.querySelectorAll<HTMLButtonElement>("button[aria-controls][aria-expanded='false']")].filter(
        (button) => visible(button) && !button.classList.contains("mobile-toggle"),
      );
    for (const button of disclosures(document)) await check(button);
    const phoneMenu = document.querySelector<HTMLButtonElement>(".mobile-toggle");
    if (phoneMenu && visible(phoneMenu)) {
      phoneMenu.click();
      await committed();
      const menu = document.getElementById(phoneMenu.getAttribute("aria-controls") ?? "");
      if (menu) for (const button of disclosures(menu)) await check(button);
      phoneMenu.click();
      await committed();
    }
    return problems;
  }, POPOVER_MARGIN_PX);
}

/**
 * Every problem of `layoutProblems` and `popoverProblems` at each of LAYOUT_WIDTHS, named by its
 * width: one load, the viewport resized through the widths as a window would be. `atWidth` runs
 * after each width's checks (a screenshot).
 */
export async function problemsAtEveryWidth(page: Page, atWidth?: (width: number) => Promise<void>): Promise<string[]> {
  const problems: string[] = [];
  for (const width of LAYOUT_WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await framesDrawn(page);
    for (const problem of [...(await layoutProblems(page)), ...(await popoverProblems(page))]) problems.push(`${width} px: ${problem}`);
    await atWidth?.(width);
  }
  return problems;
}
