import { defineConfig } from "vitest/config";
import { encryptedCallRoutes } from "./common/contracts/all-calls.ts";

/** Starts one production server that a project's files share (they must not change its data). */
const sharedServer = "tests/support/shared-server.ts";

export default defineConfig({
  // As the build defines it (vite.config.ts), for the request layer's unit tests.
  define: { "import.meta.env.ENCRYPTED_CALLS": JSON.stringify(encryptedCallRoutes()) },
  test: {
    reporters: ["default", "./tests/support/summary-reporter.ts"],
    // Vitest's default is one worker fewer than the cores: a single worker on a 2-core machine.
    // Most files wait on a server, a database or a browser, so two run side by side.
    maxWorkers: 2,
    projects: [
      { test: { name: "unit", include: ["tests/unit/**/*.test.ts"], environment: "node" } },
      {
        // A file's setup creates a database, migrates and seeds it (the sample announcement PDFs
        // take a second or more): Vitest's 10 s for a hook ran out on a loaded machine.
        test: { name: "api", include: ["tests/api/**/*.test.ts"], environment: "node", testTimeout: 30_000, hookTimeout: 60_000 },
      },
      {
        // What a server answers, read over HTTP without a browser: status codes, redirects, headers,
        // server-rendered HTML. Needs the build.
        test: {
          name: "http",
          include: ["tests/http/**/*.test.ts"],
          environment: "node",
          testTimeout: 30_000,
          hookTimeout: 60_000,
          globalSetup: [sharedServer],
        },
      },
      {
        // What only a browser can prove: hydration, client-side navigation, focus, layout, axe. Needs the build.
        test: {
          name: "e2e",
          include: ["tests/e2e/**/*.test.ts"],
          environment: "node",
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // expect.poll waits for what the page shows after a request: Vitest's 1 s ran out on a
          // loaded machine (the sessions list of the account page once took longer).
          expect: { poll: { timeout: 10_000 } },
          fileParallelism: false,
          globalSetup: [sharedServer],
        },
      },
    ],
  },
});
