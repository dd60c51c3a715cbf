import type { Logger } from "./logger.ts";

export interface ShutdownHook {
  /** Names the hook in the log line of a failure or a hook that ran out of time. */
  name: string;
  run(): void | Promise<void>;
}

/**
 * What must happen before the process exits, once no request is in flight any more: background
 * jobs stopped, whatever a service batches in memory written out (an analytics buffer, a queue),
 * then the render threads and the database closed (docs/decisions/028-production-operations.md).
 * A service registers its hook when it is built; hooks run in the reverse order of registration,
 * so what was opened first (the database) is closed last, after everything that writes to it.
 */
export function createShutdownHooks() {
  const hooks: ShutdownHook[] = [];
  return {
    register(name: string, run: ShutdownHook["run"]): void {
      hooks.push({ name, run });
    },

    /**
     * Runs every hook, the last registered first, each given what is left of `deadlineMs`. A hook
     * that fails or runs out of time is logged and the others still run; the result says whether
     * all of them finished.
     */
    async runAll(logger: Logger, deadlineMs: number): Promise<boolean> {
      let allFinished = true;
      for (const hook of hooks.toReversed()) {
        const left = Math.max(0, deadlineMs - Date.now());
        let timer: NodeJS.Timeout | undefined;
        const outOfTime = new Promise<"timeout">((resolve) => (timer = setTimeout(() => resolve("timeout"), left)));
        try {
          const outcome = await Promise.race([Promise.resolve().then(hook.run), outOfTime]);
          if (outcome === "timeout") {
            allFinished = false;
            logger.error({ hook: hook.name }, "shutdown step ran out of time");
          }
        } catch (error) {
          allFinished = false;
          logger.error({ err: error, hook: hook.name }, "shutdown step failed");
        } finally {
          clearTimeout(timer);
        }
      }
      return allFinished;
    },
  };
}

export type ShutdownHooks = ReturnType<typeof createShutdownHooks>;
