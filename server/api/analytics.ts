import { beaconCall } from "../../common/contracts/analytics.ts";
import {
  funnelCreateCall,
  funnelDeleteCall,
  funnelListCall,
  funnelReportCall,
  funnelUpdateCall,
  trafficOverviewCall,
} from "../../common/contracts/admin-traffic.ts";
import type { Services } from "../services/container.ts";
import { callRouter } from "./call-router.ts";
import { ok } from "./envelope.ts";
import { visitorFacts } from "./visitor-facts.ts";

/**
 * The analytics beacon (public, same origin) and the console's Traffic screen
 * (docs/decisions/025-first-party-analytics.md).
 */
export function analyticsRoutes(services: Services) {
  const { app, handle } = callRouter(services);

  app.use("/admin/*", async (c, next) => {
    await next();
    c.header("Cache-Control", "no-store");
  });

  handle(beaconCall, (c, { body }) => {
    services.analytics.beacon(body, visitorFacts(c));
    return ok(c, null);
  });

  handle(trafficOverviewCall, async (c, { query }) => ok(c, await services.traffic.overview(query)));
  handle(funnelListCall, async (c) => ok(c, await services.funnels.list()));
  handle(funnelCreateCall, async (c, { body }) => ok(c, await services.funnels.create(body, c.get("staff"))));
  handle(funnelUpdateCall, async (c, { params, body }) => ok(c, await services.funnels.update(params.id, body, c.get("staff"))));
  handle(funnelDeleteCall, async (c, { params }) => {
    await services.funnels.remove(params.id, c.get("staff"));
    return ok(c, null);
  });
  handle(funnelReportCall, async (c, { params, query }) => ok(c, await services.funnels.report(params.id, query)));

  return app;
}
