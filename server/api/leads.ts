import { bookingCall, partnerCall } from "../../common/contracts/leads.ts";
import type { Config } from "../config.ts";
import { clientIp } from "../security/client-ip.ts";
import type { Services } from "../services/container.ts";
import { callRouter } from "./call-router.ts";
import { visitorFacts } from "./visitor-facts.ts";
import { ok, requestLanguage } from "./envelope.ts";

/** Demo bookings (login required) and partner applications (spec sections 1, 3-5). */
export function leadRoutes(services: Services, config: Config) {
  const { app, handle } = callRouter(services);

  handle(bookingCall, async (c, { body }) => {
    const context = { ip: clientIp(c, config.TRUST_PROXY), language: requestLanguage(c), visitor: visitorFacts(c) };
    return ok(c, await services.leads.createBooking(c.get("session").userId, body, context), "bookingReceived");
  });

  handle(partnerCall, async (c, { body }) => {
    const context = {
      ip: clientIp(c, config.TRUST_PROXY),
      userAgent: c.req.header("user-agent") ?? "",
      language: requestLanguage(c),
      visitor: visitorFacts(c),
    };
    return ok(c, await services.leads.createPartnerApplication(body, context), "applicationReceived");
  });

  return app;
}
