import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const testsDir = path.resolve(import.meta.dirname, "..");
const filesOf = (project: string) =>
  fs
    .readdirSync(path.join(testsDir, project))
    .filter((name) => name.endsWith(".test.ts"))
    .map((name) => ({ name: `${project}/${name}`, text: fs.readFileSync(path.join(testsDir, project, name), "utf8") }));

describe("test projects", () => {
  it("keeps every test that starts the production server (it needs the build) in a project that runs after the build: http or e2e", () => {
    // `npm run test:unit` and `test:api` run without a build; a server started from them would find none.
    const needingBuild = [...filesOf("unit"), ...filesOf("api")].filter(({ text }) => /\bstartServer\(|shared-server\.ts/.test(text));
    expect(needingBuild.map(({ name }) => name)).toEqual([]);
  });
});
