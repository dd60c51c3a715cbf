import type { Context } from "hono";
import { requestFacts, type RequestFacts } from "../services/analytics/request-facts.ts";
import { socketAddress } from "../security/client-ip.ts";

/** What analytics reads from an API request (server/services/analytics/request-facts.ts). */
export function visitorFacts(c: Context): RequestFacts {
  return requestFacts((name) => c.req.header(name), socketAddress(c));
}
