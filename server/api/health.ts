import { healthCall, livenessCall, readinessCall } from "../../common/contracts/content.ts";
import { pendingMigrations, type DatabaseHandle } from "../db/database.ts";
import type { Services } from "../services/container.ts";
import { callRouter } from "./call-router.ts";
import { fail, ok } from "./envelope.ts";

/** What only the running server knows about itself (absent in API tests: never draining, no render threads). */
export interface Lifecycle {
  draining(): boolean;
  renderThreadsUp(): boolean;
}

/**
 * /health/live: the process answers (restart it when it does not). /health/ready: this instance
 * can serve (database reachable, every migration of this code run, file storage reachable,
 * render threads up) and is not draining: a balancer sends traffic only while it answers 200.
 * /health: the database answers (the original readiness check, kept for existing probes).
 */
export function healthRoutes(services: Services, database: DatabaseHandle, version: string, lifecycle?: Lifecycle) {
  const { app, handle } = callRouter(services);
  handle(healthCall, async (c) => {
    try {
      await database.ping();
    } catch {
      return fail(c, 503, "databaseUnavailable", { httpStatus: 503 });
    }
    return ok(c, { status: "up" as const, version, database: database.kind });
  });
  handle(livenessCall, (c) => ok(c, { status: "up" as const }));
  handle(readinessCall, async (c) => {
    // Nothing is checked: the instance is leaving, whatever the state of what it uses.
    if (lifecycle?.draining()) return fail(c, 503, "draining", { httpStatus: 503, data: { status: "draining" } });
    const [databaseUp, pending, storageUp] = await Promise.all([
      database.ping().then(
        () => true,
        () => false,
      ),
      pendingMigrations(database.db).catch(() => undefined),
      services.storage.check().then(
        () => true,
        () => false,
      ),
    ]);
    const checks = {
      database: databaseUp ? "ok" : "failed",
      migrations: pending === undefined ? "failed" : pending.length > 0 ? "pending" : "ok",
      storage: storageUp ? "ok" : "failed",
      renderThreads: lifecycle === undefined ? "none" : lifecycle.renderThreadsUp() ? "ok" : "down",
    } as const;
    const ready = checks.database === "ok" && checks.migrations === "ok" && checks.storage === "ok" && checks.renderThreads !== "down";
    if (!ready) return fail(c, 503, "notReady", { httpStatus: 503, data: { status: "unready", checks } });
    return ok(c, { status: "ready" as const, checks });
  });
  return app;
}
