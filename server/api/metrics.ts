import { createHash, timingSafeEqual } from "node:crypto";
import { Hono } from "hono";
import type { Metrics } from "../metrics.ts";

const digest = (text: string) => createHash("sha256").update(text).digest();

/**
 * GET /metrics in Prometheus text format, for a scrape that sends `Authorization: Bearer
 * METRICS_TOKEN` (docs/decisions/028-production-operations.md). Without a token configured the
 * route does not exist (404); a wrong or missing token gets 401, compared in constant time.
 */
export function metricsRoutes(metrics: Metrics, token: string | undefined) {
  const app = new Hono();
  if (!token) return app;
  const expected = digest(`Bearer ${token}`);
  app.get("/metrics", async (c) => {
    if (!timingSafeEqual(digest(c.req.header("authorization") ?? ""), expected)) {
      return c.text("Unauthorized\n", 401, { "WWW-Authenticate": 'Bearer realm="metrics"', "Cache-Control": "no-store" });
    }
    return c.body(await metrics.text(), 200, { "Content-Type": metrics.registry.contentType, "Cache-Control": "no-store" });
  });
  return app;
}
