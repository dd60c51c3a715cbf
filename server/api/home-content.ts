import { Hono } from "hono";
import type { HomeContentSource } from "../../common/home-content.ts";
import { ok } from "./envelope.ts";

/**
 * GET /api/v1/web/index/{customerCase,solution,qualification}/list: public, no token. Every row
 * carries `field` and `fieldEn`; the browser maps English itself (spec section 7).
 */
export function homeContentRoutes(homeContent: HomeContentSource) {
  return new Hono()
    .get("/customerCase/list", async (c) => ok(c, await homeContent.customerCases()))
    .get("/solution/list", async (c) => ok(c, await homeContent.solutions()))
    .get("/qualification/list", async (c) => ok(c, await homeContent.qualifications()));
}
