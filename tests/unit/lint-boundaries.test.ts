import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

/**
 * The house rule "app/ and server/ never import each other; both may import common/" is enforced
 * by the project's own lint configuration: run it on a throwaway tree that breaks the rule.
 */
const projectRoot = path.resolve(import.meta.dirname, "..", "..");
const oxlint = path.join(projectRoot, "node_modules", ".bin", "oxlint");

let tree: string;

function write(file: string, text: string) {
  fs.mkdirSync(path.dirname(path.join(tree, file)), { recursive: true });
  fs.writeFileSync(path.join(tree, file), text);
}

function lint(file: string): { status: number | null; output: string } {
  const result = spawnSync(oxlint, ["-c", ".oxlintrc.json", "--deny-warnings", file], { cwd: tree, encoding: "utf8" });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

beforeAll(() => {
  tree = fs.mkdtempSync(path.join(os.tmpdir(), "lint-boundaries-"));
  fs.copyFileSync(path.join(projectRoot, ".oxlintrc.json"), path.join(tree, ".oxlintrc.json"));
  write("common/shared.ts", "export const shared = 1;\n");
  write("server/secret.ts", "export const secret = 2;\n");
  write("app/page.ts", "export const page = 3;\n");
  write("app/crosses.ts", 'import { secret } from "../server/secret.ts";\n\nexport const crosses = secret;\n');
  write("server/crosses.ts", 'import { page } from "../app/page.ts";\n\nexport const crosses = page;\n');
  write("common/crosses.ts", 'import { secret } from "../server/secret.ts";\n\nexport const crosses = secret;\n');
  write("app/allowed.ts", 'import { shared } from "../common/shared.ts";\n\nexport const allowed = shared;\n');
  write("server/allowed.ts", 'import { shared } from "../common/shared.ts";\n\nexport const allowed = shared;\n');
});

afterAll(() => fs.rmSync(tree, { recursive: true, force: true }));

describe("import boundaries", () => {
  it.each([
    ["app/crosses.ts", "never import server/"],
    ["server/crosses.ts", "never import app/"],
    ["common/crosses.ts", "never import server/"],
  ])("%s fails the lint", (file, message) => {
    const { status, output } = lint(file);
    expect(status).not.toBe(0);
    expect(output).toContain(message);
  });

  it.each(["app/allowed.ts", "server/allowed.ts"])("%s, importing common/, passes", (file) => {
    const { status, output } = lint(file);
    expect(output).toContain("Found 0 warnings and 0 errors");
    expect(status).toBe(0);
  });
});
