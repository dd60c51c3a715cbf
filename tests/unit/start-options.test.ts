import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const projectRoot = path.resolve(import.meta.dirname, "..", "..");
const read = (file: string) => fs.readFileSync(path.join(projectRoot, file), "utf8");

/** The environment variables set before `node`, and node's options (server/main.ts excluded). */
function startOf(command: string) {
  const words = command.trim().split(/\s+/);
  const node = words.findIndex((word) => word === "node" || word.endsWith("/node"));
  return {
    env: words.slice(0, node).filter((word) => word.includes("=")),
    options: words.slice(node + 1).filter((word) => word.startsWith("--") && !word.startsWith("--env-file")),
  };
}

describe("the process the server runs as", () => {
  it("is the same from `npm start` and from the systemd unit: V8's heap sizes and malloc's settings (decisions 022, 028)", () => {
    const { scripts } = JSON.parse(read("package.json")) as { scripts: { start: string } };
    const fromNpm = startOf(scripts.start);
    const unit = read("deploy/site@.service");
    const execStart = /^ExecStart=(.*)$/m.exec(unit)?.[1] ?? "";
    const unitEnv = [...unit.matchAll(/^Environment=(.*)$/gm)].flatMap(([, line]) => (line ?? "").split(/\s+/));
    expect(startOf(execStart).options).toEqual(fromNpm.options);
    expect(fromNpm.env.length).toBeGreaterThan(0);
    for (const variable of fromNpm.env) expect(unitEnv).toContain(variable);
  });
});
