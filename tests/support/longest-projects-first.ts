import { BaseSequencer, type TestSpecification } from "vitest/node";

/**
 * The projects in the order their files run, among those that run together (the HTTP files run
 * before them, on their own: vitest.config.ts): the browser's first, whose files are the longest and
 * use the most CPU, and the many short API files last, so that they fill the second worker while
 * the last long file ends. (Vitest's own order is alphabetical by project, which left the browser
 * files to run after the API's with nothing beside the last ones; with the unit files last, the
 * captcha solver's 10 s file ran alone at the end.) Within a project, Vitest's order stands: the
 * longest last time first, or the largest file on a first run.
 */
const PROJECT_ORDER = ["e2e", "unit", "api"];

const rank = (file: TestSpecification) => PROJECT_ORDER.indexOf(file.project.name);

export default class LongestProjectsFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    // oxlint-disable-next-line unicorn/no-array-sort -- Vitest's BaseSequencer#sort, which returns a new array
    const vitestOrder = await super.sort(files);
    return vitestOrder.toSorted((a, b) => rank(a) - rank(b));
  }
}
