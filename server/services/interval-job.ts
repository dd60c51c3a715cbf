/**
 * A job an instance runs on a timer (maintenance, the analytics rollups): never two runs at once,
 * the timer never keeps the process alive, and `stop` waits for a run in progress. `run` reports
 * its own outcome (a log line); what it throws is dropped, so a failed run never ends the process.
 */
export function intervalJob(run: () => Promise<void>, intervalMs: number) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;

  function tick(): void {
    if (running) return;
    running = run()
      .catch(() => undefined)
      .finally(() => {
        running = undefined;
      });
  }

  return {
    start(): void {
      timer ??= setInterval(tick, intervalMs);
      timer.unref();
    },
    async stop(): Promise<void> {
      if (timer) clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}
