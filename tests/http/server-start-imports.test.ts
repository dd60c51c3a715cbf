import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { startServer } from "../support/server-process.ts";

const serverBuild = path.resolve(import.meta.dirname, "..", "..", "build", "server");

/** The console's libraries: the server never draws what uses them, so a start must not load them. */
const CONSOLE_ONLY = ["@tanstack/react-table", "@tanstack/table-core", "@tiptap/", "prosemirror-", "uplot"];

/** Every module the page build loads when the server imports it: static imports, followed through its own chunks. */
function loadedAtStart(file: string, found = new Map<string, string>()): Map<string, string> {
  const source = fs.readFileSync(file, "utf8");
  for (const [, specifier] of source.matchAll(/^import\s+(?:[^'"]*?\s+from\s+)?["']([^"']+)["']/gm)) {
    if (!specifier) continue;
    if (!specifier.startsWith(".")) {
      found.set(specifier, file);
      continue;
    }
    const chunk = path.resolve(path.dirname(file), specifier);
    if (!found.has(chunk)) {
      found.set(chunk, file);
      loadedAtStart(chunk, found);
    }
  }
  return found;
}

describe("the server's start", () => {
  const loaded = [...loadedAtStart(path.join(serverBuild, "index.js")).keys()];

  it("loads React and the page build's own chunks (so the check below can fail)", () => {
    expect(loaded).toContain("react-dom/server");
    expect(loaded.some((module) => module.includes(`${path.sep}assets${path.sep}`))).toBe(true);
  });

  it("loads none of the console's libraries: they come with the screens that draw them", () => {
    expect(loaded.filter((module) => CONSOLE_ONLY.some((name) => module.includes(name)))).toEqual([]);
  });
});

/** Libraries only some requests need, loaded with the first of them (decision 028, memory). */
const LOADED_WHEN_USED = ["/node_modules/undici/", "/node_modules/file-type/", "/node_modules/openid-client/"];

describe("the server process's start", () => {
  it("loads no library that only webhooks, uploads or third-party sign-in use", async () => {
    const log = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "module-log-")), "modules.txt");
    const hook = path.resolve(import.meta.dirname, "..", "support", "module-log.ts");
    const server = await startServer({ NODE_OPTIONS: `--import ${hook}`, MODULE_LOG: log });
    try {
      expect((await fetch(`${server.origin}/index`)).status).toBe(200);
      const loaded = fs.readFileSync(log, "utf8").split("\n");
      // The log works: the server's own modules and a library every start needs are in it.
      expect(loaded.some((url) => url.endsWith("/server/start-server.ts"))).toBe(true);
      expect(loaded.some((url) => url.includes("/node_modules/kysely/"))).toBe(true);
      expect(loaded.filter((url) => LOADED_WHEN_USED.some((library) => url.includes(library)))).toEqual([]);
    } finally {
      await server.stop();
    }
  });
});
