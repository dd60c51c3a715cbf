import { healthCall, livenessCall } from "../../common/contracts/content.ts";
import type { DatabaseHandle } from "../db/database.ts";
import type { Services } from "../services/container.ts";
import { callRouter } from "./call-router.ts";
import { fail, ok } from "./envelope.ts";

/**
 * /health is readiness (a load balancer sends no traffic to an instance whose database does not
 * answer: HTTP 503), /health/live is liveness (the process answers; restart it when it does not).
 */
export function healthRoutes(services: Services, database: DatabaseHandle, version: string) {
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
  return app;
}
