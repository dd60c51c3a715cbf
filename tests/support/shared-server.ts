import type { TestProject } from "vitest/node";
import { startServer, type RunningServer } from "./server-process.ts";
import { SHARED_SERVER_ENV } from "./site-config.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** Origin of the production server the page-reading projects share (see tests/support/shared-server.ts). */
    sharedServerOrigin: string;
    /** Its data directory (SQLite database, keys, files): for reading only. */
    sharedServerDataDir: string;
  }
}

/**
 * Vitest loads a global setup file once for each project that lists it, as a module of its own, so
 * what the projects share lives on the main process's global object: the server, and how many
 * projects still use it.
 */
const run = ((globalThis as { siteTestsSharedServer?: { server?: Promise<RunningServer>; users: number } }).siteTestsSharedServer ??= {
  users: 0,
});

/**
 * Global setup of the projects that read pages (http and e2e): one production server (`node
 * server/main.ts` on the build) for all their files, started by the first of them and stopped after
 * the last, instead of one per file or one per project. Files that change the server's data or need
 * other configuration (mail, OpenID, animations) still start their own.
 */
export default async function setup(project: TestProject) {
  run.server ??= startServer(SHARED_SERVER_ENV);
  const server = await run.server;
  run.users += 1;
  project.provide("sharedServerOrigin", server.origin);
  project.provide("sharedServerDataDir", server.dataDir);
  return async () => {
    run.users -= 1;
    if (run.users > 0) return;
    run.server = undefined;
    await server.stop();
  };
}
