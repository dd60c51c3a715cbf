import { searchStatsCall } from "../../common/contracts/admin-searches.ts";
import type { Services } from "../services/container.ts";
import { callRouter } from "./call-router.ts";
import { paged } from "./envelope.ts";

/** The console's "Searches" screen (issue 29): what visitors searched, week by week. */
export function adminSearchRoutes(services: Services) {
  const { app, handle } = callRouter(services);
  handle(searchStatsCall, async (c, { query }) => paged(c, await services.searchStatistics.list(query)));
  return app;
}
