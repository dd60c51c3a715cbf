import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { inject } from "vitest";

const projectRoot = path.resolve(import.meta.dirname, "..", "..");

export interface RunningServer {
  origin: string;
  dataDir: string;
  process: ChildProcess;
  /** Everything the server printed, for assertions and for failure messages. */
  output(): string;
  stop(signal?: NodeJS.Signals): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * The V8 options and environment `npm start` gives the server (package.json; docs/decisions/022-v8-heap-sizes.md, 028),
 * so that what tests and the bench measure runs as it runs in production.
 */
function startScript(): { nodeOptions: string[]; env: Record<string, string> } {
  const { scripts } = JSON.parse(fs.readFileSync(path.join(projectRoot, "package.json"), "utf8")) as { scripts: { start: string } };
  const words = scripts.start.split(/\s+/);
  // The variables the script sets before `exec node` (MALLOC_ARENA_MAX, decision 028), and node's options.
  const env = Object.fromEntries(
    words
      .slice(0, words.indexOf("node"))
      .filter((word) => word.includes("="))
      .map((word) => word.split("=", 2) as [string, string]),
  );
  return { nodeOptions: words.filter((word) => word.startsWith("--") && !word.startsWith("--env-file")), env };
}

/**
 * A test file's own server (started in a Vitest worker) renders on one thread, where production
 * starts one per core: two files run side by side on the 2-core machine, each beside a browser or
 * other servers, and each start loaded the page build into every thread (the http project: 112 ->
 * 89 CPU-seconds with one). The server the http and e2e files share starts in Vitest's main process
 * (tests/support/shared-server.ts) and the bench's outside Vitest: both keep the default, so
 * rendering on several threads stays tested and measured.
 */
const renderThreadsOfTestFiles: Record<string, string> = process.env.VITEST_WORKER_ID ? { RENDER_THREADS: "1" } : {};

/**
 * Starts the production server (`node server/main.ts` with the options of `npm start`, as the
 * systemd unit does) on a free port with its own data directory, and waits until /api/health
 * answers. The build must exist.
 */
export function startServer(env: Record<string, string> = {}, dataDir?: string, fixedPort?: number): Promise<RunningServer> {
  const start = startScript();
  return launchServer(process.execPath, [...start.nodeOptions, "server/main.ts"], { ...start.env, ...env }, { dataDir, fixedPort });
}

/**
 * Starts the server as the README does, with `npm start`, so that a signal to npm is a signal to
 * the server (a process manager or a container runtime signals the process it started). npm leads
 * a process group of its own: `serverProcessesLeft` tells whether anything of it outlived npm.
 */
export function startServerWithNpm(env: Record<string, string> = {}): Promise<RunningServer> {
  const nodeOfTheTests = path.dirname(process.execPath);
  const searchPath = `${nodeOfTheTests}${path.delimiter}${process.env.PATH ?? ""}`;
  return launchServer("npm", ["start"], { PATH: searchPath, ...env }, { ownProcessGroup: true });
}

/** Whether a process of the group that `startServerWithNpm` started is still running. */
export function serverProcessesLeft(server: RunningServer): boolean {
  if (server.process.pid === undefined) return false;
  try {
    process.kill(-server.process.pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function launchServer(
  command: string,
  args: string[],
  env: Record<string, string>,
  { dataDir, fixedPort, ownProcessGroup = false }: { dataDir?: string; fixedPort?: number; ownProcessGroup?: boolean },
): Promise<RunningServer> {
  if (!fs.existsSync(path.join(projectRoot, "build", "server", "index.js"))) {
    throw new Error("No build found: run `npm run build` before the end-to-end tests.");
  }
  const port = fixedPort ?? (await freePort());
  const dir = dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), "site-test-"));
  const origin = `http://127.0.0.1:${port}`;
  let output = "";
  const child = spawn(command, args, {
    cwd: projectRoot,
    env: {
      ...process.env,
      HOST: "127.0.0.1",
      PORT: String(port),
      DATA_DIR: dir,
      SITE_ORIGIN: origin,
      LOG_LEVEL: "warn",
      ...renderThreadsOfTestFiles,
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
    detached: ownProcessGroup,
  });
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));

  // Generous: on a loaded shared machine a start has taken over 30 s.
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`Server exited with ${child.exitCode}:\n${output}`);
    try {
      const response = await fetch(`${origin}/api/health`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      if (ownProcessGroup) killProcessGroup(child);
      throw new Error(`Server did not become healthy within 60 s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }

  return {
    origin,
    dataDir: dir,
    process: child,
    output: () => output,
    stop: (signal = "SIGTERM") =>
      new Promise((resolve) => {
        const stopped = () => {
          // A server that outlived npm (a failed test of the signal's path) is not left running.
          if (ownProcessGroup) killProcessGroup(child);
          resolve();
        };
        if (child.exitCode !== null || child.signalCode !== null) return stopped();
        child.once("exit", stopped);
        child.kill(signal);
      }),
  };
}

function killProcessGroup(leader: ChildProcess): void {
  // Without a pid (spawn failed) there is no group; -0 would be the tests' own.
  if (leader.pid === undefined) return;
  try {
    process.kill(-leader.pid, "SIGKILL");
  } catch {
    // the group is already empty
  }
}

/**
 * A data directory that a real start of this server migrated and seeded (SQLite, local files), for
 * `seededDataDir` to copy: the global setup of the projects that start servers makes it once per
 * run (tests/support/shared-server.ts). The seed reads no configuration, so a copy serves any
 * configuration on SQLite with local files.
 */
export async function seededTemplate(): Promise<string> {
  // Made in Vitest's main process, where servers render on a thread per core: it only seeds.
  const server = await startServer({ LOG_LEVEL: "error", DATABASE_URL: "", RENDER_THREADS: "1" });
  await server.stop();
  return server.dataDir;
}

/**
 * A new data directory holding a copy of the run's seeded template: a server started on it skips
 * the seed (sample images and PDFs, search index), which was about 40 % of a start's CPU. The
 * shared server and the files about starting still start on an empty directory.
 */
export function seededDataDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "site-test-"));
  fs.cpSync(inject("seededDataTemplate"), dir, { recursive: true });
  return dir;
}
