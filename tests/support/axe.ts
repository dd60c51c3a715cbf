import { createRequire } from "node:module";
import type { Page } from "playwright-core";

const AXE_PATH = createRequire(import.meta.url).resolve("axe-core/axe.min.js");
/** WCAG 2.2 AA as axe-core tags it. */
const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

export interface AxeViolation {
  id: string;
  nodes: string[];
}

/**
 * axe-core's WCAG 2.2 AA violations on the page (or inside one part of it), in a compact form.
 * Only violations are collected: gathering the passing nodes too costs a third more time.
 */
export async function axeViolations(page: Page, selector?: string): Promise<AxeViolation[]> {
  if (!(await page.evaluate(() => "axe" in window))) await page.addScriptTag({ path: AXE_PATH });
  return page.evaluate(
    async ([tags, include]) => {
      const axe = (
        window as unknown as {
          axe: {
            run(
              context: unknown,
              options: object,
            ): Promise<{ violations: Array<{ id: string; nodes: Array<{ target: string[]; failureSummary: string }> }> }>;
          };
        }
      ).axe;
      const result = await axe.run(include ? { include: [include] } : document, {
        runOnly: { type: "tag", values: tags },
        resultTypes: ["violations"],
      });
      return result.violations.map((violation) => ({
        id: violation.id,
        nodes: violation.nodes.slice(0, 5).map((node) => `${node.target.join(" ")}: ${node.failureSummary}`),
      }));
    },
    [AXE_TAGS, selector] as const,
  );
}
