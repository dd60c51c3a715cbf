import type { TestProject } from "vitest/node";
import { startServer } from "./server-process.ts";
import { SHARED_SERVER_ENV } from "./site-config.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** Origin of the production server this project's files share (see tests/support/shared-server.ts). */
    sharedServerOrigin: string;
    /** Its data directory (SQLite database, keys, files): for reading only. */
    sharedServerDataDir: string;
  }
}

/**
 * Global setup of the projects that read pages: one production server (`node server/main.ts` on
 * the build) for all their files, instead of one per file. Files that change the server's data or
 * need other configuration (mail, OpenID, animations) still start their own.
 */
export default async function setup(project: TestProject) {
  const server = await startServer(SHARED_SERVER_ENV);
  project.provide("sharedServerOrigin", server.origin);
  project.provide("sharedServerDataDir", server.dataDir);
  return () => server.stop();
}
