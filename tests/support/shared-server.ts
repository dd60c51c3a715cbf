import type { TestProject } from "vitest/node";
import fs from "node:fs";
import { seededTemplate, startServer, type RunningServer } from "./server-process.ts";
import { shareAcrossProjects } from "./shared-by-projects.ts";
import { SHARED_SERVER_ENV } from "./site-config.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** Origin of the production server the page-reading projects share (see tests/support/shared-server.ts). */
    sharedServerOrigin: string;
    /** Its data directory (SQLite database, keys, files): for reading only. */
    sharedServerDataDir: string;
    /** A seeded data directory that `seededDataDir` copies for a file's own server (tests/support/server-process.ts). */
    seededDataTemplate: string;
  }
}

interface Shared {
  server: RunningServer;
  template: string;
}

/** Both start side by side: each seeds an empty data directory. If one fails, the other server is stopped. */
async function startShared(): Promise<Shared> {
  const [server, template] = await Promise.allSettled([startServer(SHARED_SERVER_ENV), seededTemplate()]);
  if (server.status === "rejected") throw server.reason;
  if (template.status === "rejected") {
    await server.value.stop();
    throw template.reason;
  }
  return { server: server.value, template: template.value };
}

/**
 * Global setup of the projects that read pages (http and e2e): one production server (`node
 * server/main.ts` on the build) for all their files, started by the first of them and stopped after
 * the last, instead of one per file or one per project. Files that change the server's data or need
 * other configuration (mail, OpenID, animations) still start their own, on a copy of one seeded
 * data directory made once per run (each test worker made its own: up to six seeding starts).
 */
export default async function setup(project: TestProject) {
  const { value, leave } = await shareAcrossProjects("shared server", startShared, async ({ server, template }) => {
    await server.stop();
    fs.rmSync(template, { recursive: true, force: true });
  });
  project.provide("sharedServerOrigin", value.server.origin);
  project.provide("sharedServerDataDir", value.server.dataDir);
  project.provide("seededDataTemplate", value.template);
  return leave;
}
