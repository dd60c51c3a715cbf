import { Hono } from "hono";
import { PARTNER_AGREEMENT_VERSION } from "../../content/pages/partner.ts";
import type { Config } from "../config.ts";
import { clientIp } from "../security/client-ip.ts";
import type { Services } from "../services/container.ts";
import { ServiceError } from "../services/service-error.ts";
import { ok, requestLanguage } from "./envelope.ts";
import { bookingSchema, partnerSchema } from "./lead-schemas.ts";
import { jsonBody, validate, type BodyVariables } from "./request-body.ts";
import { requireSession, type SessionVariables } from "./session-guard.ts";

const APPLICATIONS_PER_IP_PER_HOUR = 5;

/** Demo bookings (login required) and partner applications (spec sections 1, 3-5). */
export function leadRoutes(services: Services, config: Config) {
  const app = new Hono<{ Variables: BodyVariables & SessionVariables }>();

  app.post("/v1/web/user/booking", requireSession(services.sessions), jsonBody(), async (c) => {
    const body = validate(c, bookingSchema, c.get("body"));
    const result = await services.leads.createBooking(c.get("session").userId, body, requestLanguage(c));
    return ok(c, result, "bookingReceived");
  });

  app.post("/v1/web/partner/apply", jsonBody(), async (c) => {
    const body = validate(c, partnerSchema, c.get("body"));
    if (body.agreementVersion !== PARTNER_AGREEMENT_VERSION)
      throw new ServiceError(500, "agreementRequired", { data: { agreementVersion: PARTNER_AGREEMENT_VERSION } });
    const ip = clientIp(c, config.TRUST_PROXY);
    const allowed = await services.rateLimits.take(`partner-apply:${ip}`, APPLICATIONS_PER_IP_PER_HOUR, 60 * 60 * 1000);
    if (!allowed.allowed)
      throw new ServiceError(429, "tooManyRequests", { data: { retryAfterSeconds: Math.ceil(allowed.retryAfterMs / 1000) } });
    if (body.website !== "") {
      // A bot filled in the hidden field: answer as usual so it learns nothing, store nothing.
      return ok(c, { applicationId: 0, duplicate: false }, "applicationReceived");
    }
    const result = await services.leads.createPartnerApplication(body, {
      ip,
      userAgent: c.req.header("user-agent") ?? "",
      language: requestLanguage(c),
    });
    return ok(c, result, "applicationReceived");
  });

  return app;
}
