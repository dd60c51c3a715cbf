import fs from "node:fs";
import path from "node:path";
import { BaseSequencer, type TestSpecification } from "vitest/node";

/**
 * The projects in the order their files run, among those that run together (the HTTP files run
 * before them, on their own: vitest.config.ts): the browser's first, whose files are the longest and
 * use the most CPU, and the many short API files last, so that they fill the second worker while
 * the last long file ends. (Vitest's own order is alphabetical by project, which left the browser
 * files to run after the API's with nothing beside the last ones; with the unit files last, the
 * captcha solver's 10 s file ran alone at the end.)
 */
const PROJECT_ORDER = ["e2e", "unit", "api"];

/**
 * The files that take longest (about 10 s or more), in each project first. Vitest orders the rest
 * by how long each took last time, or, on a first run (a fresh clone, CI), by size, which started
 * the 80 s screen sweep, a short file, last of the browser's: it ran alone at the end (`npm test`
 * on a fresh clone 324 s against 300 s in a checkout that had run before).
 */
const LONGEST_FILES = [
  "tests/http/notification-durability.test.ts",
  "tests/http/search-limits.test.ts",
  "tests/http/news-head-tags.test.ts",
  "tests/http/analytics.test.ts",
  "tests/e2e/pages.test.ts",
  "tests/e2e/console-news.test.ts",
  "tests/e2e/console-news-editing.test.ts",
  "tests/e2e/auth-accounts.test.ts",
  "tests/e2e/lead-routing.test.ts",
  "tests/unit/captcha-image.test.ts",
  "tests/api/accounts.test.ts",
  "tests/api/abuse-limits.test.ts",
];

const rank = (file: TestSpecification) => PROJECT_ORDER.indexOf(file.project.name);

function longestFirst(file: TestSpecification): number {
  const index = LONGEST_FILES.indexOf(path.relative(file.project.config.root, file.moduleId));
  return index === -1 ? LONGEST_FILES.length : index;
}

export default class LongestProjectsFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const root = files[0]?.project.config.root ?? ".";
    const gone = LONGEST_FILES.filter((file) => !fs.existsSync(path.join(root, file)));
    if (gone.length > 0) throw new Error(`tests/support/longest-projects-first.ts names files that are gone: ${gone.join(", ")}`);
    // oxlint-disable-next-line unicorn/no-array-sort -- Vitest's BaseSequencer#sort, which returns a new array
    const vitestOrder = await super.sort(files);
    return vitestOrder.toSorted((a, b) => rank(a) - rank(b) || longestFirst(a) - longestFirst(b));
  }
}
