import { customerCasesCall, qualificationsCall, solutionsCall } from "../../common/contracts/home-content.ts";
import type { Services } from "../services/container.ts";
import { callRouter } from "./call-router.ts";
import { ok } from "./envelope.ts";

/**
 * The home page's lists: public, no token. Every row carries `field` and `fieldEn`; the browser
 * maps English itself (spec section 7).
 */
export function homeContentRoutes(services: Services) {
  const { app, handle } = callRouter(services);
  handle(customerCasesCall, async (c) => ok(c, await services.homeContent.customerCases()));
  handle(solutionsCall, async (c) => ok(c, await services.homeContent.solutions()));
  handle(qualificationsCall, async (c) => ok(c, await services.homeContent.qualifications()));
  return app;
}
