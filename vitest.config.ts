import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig } from "vitest/config";
import { encryptedCallRoutes } from "./common/contracts/all-calls.ts";
import LongestProjectsFirst from "./tests/support/longest-projects-first.ts";

/**
 * Starts one production server that the http and e2e files share (they must not change its data),
 * and seeds the data directory that a file with a server of its own copies: once per run.
 */
const sharedServer = "tests/support/shared-server.ts";
/** Migrates one SQLite and one PostgreSQL template per run, which each file's database copies. */
const databaseTemplates = "tests/support/database-templates.ts";
/**
 * The HTTP files run first, four at a time, and then the others, two at a time: most HTTP files
 * wait (a lease or a limit's window running out, servers starting), and two at a time they left a
 * core idle for most of their 40 s (decision 016).
 */
const HTTP_FIRST = { groupOrder: 0 };
const THEN_THE_OTHERS = { groupOrder: 1 };

/**
 * The run's temporary files (every test database, data directory, stored file and browser
 * profile) go to memory where the machine has it: no test is about the disk, and on the shared
 * disk each SQLite commit waited for its fsync (synchronous=FULL). The directory goes with the run.
 */
function temporaryFilesInMemory() {
  if (process.env.TMPDIR || !fs.existsSync("/dev/shm")) return;
  // The servers' compiled-module cache stays where it was (os.tmpdir() before the change), so
  // that it outlives the run as it did.
  process.env.NODE_COMPILE_CACHE ??= path.join(os.tmpdir(), "node-compile-cache");
  const directory = fs.mkdtempSync(path.join("/dev/shm", "site-tests-"));
  process.env.TMPDIR = directory;
  process.on("exit", () => fs.rmSync(directory, { recursive: true, force: true }));
}
temporaryFilesInMemory();

export default defineConfig({
  // As the build defines it (vite.config.ts), for the request layer's unit tests.
  define: { "import.meta.env.ENCRYPTED_CALLS": JSON.stringify(encryptedCallRoutes()) },
  test: {
    reporters: ["default", "./tests/support/summary-reporter.ts"],
    // Vitest's default is one worker fewer than the cores: a single worker on a 2-core machine.
    // Most files wait on a server, a database or a browser, so two run side by side, the browser's
    // files too, beside each other or beside the others (decision 016).
    maxWorkers: 2,
    sequence: { sequencer: LongestProjectsFirst },
    // A worker runs file after file instead of a new process per file: a file that changed shared
    // state restores it (stubs, timers, environment), and servers, databases and browser contexts
    // belong to one file. The API and unit files took 28 % less CPU (decision 016).
    isolate: false,
    projects: [
      { test: { name: "unit", include: ["tests/unit/**/*.test.ts"], environment: "node", sequence: THEN_THE_OTHERS } },
      {
        // A file's setup copies the run's migrated template database and seeds it (the sample
        // announcement PDFs take a second or more): Vitest's 10 s for a hook ran out on a loaded machine.
        test: {
          name: "api",
          include: ["tests/api/**/*.test.ts"],
          sequence: THEN_THE_OTHERS,
          environment: "node",
          testTimeout: 30_000,
          hookTimeout: 60_000,
          globalSetup: [databaseTemplates],
        },
      },
      {
        // What a server answers, read over HTTP without a browser: status codes, redirects, headers,
        // server-rendered HTML. Needs the build.
        test: {
          name: "http",
          include: ["tests/http/**/*.test.ts"],
          maxWorkers: 4,
          sequence: HTTP_FIRST,
          environment: "node",
          testTimeout: 30_000,
          hookTimeout: 60_000,
          globalSetup: [sharedServer, databaseTemplates],
        },
      },
      {
        // What only a browser can prove: hydration, client-side navigation, focus, layout, axe. Needs the build.
        test: {
          name: "e2e",
          include: ["tests/e2e/**/*.test.ts"],
          sequence: THEN_THE_OTHERS,
          environment: "node",
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // expect.poll waits for what the page shows after a request: Vitest's 1 s ran out on a
          // loaded machine (the sessions list of the account page once took longer).
          expect: { poll: { timeout: 10_000 } },
          globalSetup: [sharedServer],
        },
      },
    ],
  },
});
