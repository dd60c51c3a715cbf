import {
  investorCreateCall,
  investorDateOrderCall,
  investorDeleteCall,
  investorListCall,
  investorOrdersCall,
  investorReorderCall,
  investorUpdateCall,
} from "../../common/contracts/admin-investor.ts";
import type { Services } from "../services/container.ts";
import { callRouter } from "./call-router.ts";
import { ok } from "./envelope.ts";

/** The console's investor relations (/api/admin/investor): reports and announcements. */
export function adminInvestorRoutes(services: Services) {
  const { app, handle } = callRouter(services);
  const documents = services.investorDocuments;
  handle(investorListCall, async (c) => ok(c, await documents.list()));
  handle(investorCreateCall, async (c, { body }) => ok(c, await documents.create(body, c.get("staff")), "investorSaved"));
  handle(investorUpdateCall, async (c, { params, body }) =>
    ok(c, await documents.update(params.id, body, c.get("staff")), "investorSaved"),
  );
  handle(investorDeleteCall, async (c, { params }) => {
    await documents.remove(params.id, c.get("staff"));
    return ok(c, null, "investorDeleted");
  });
  handle(investorOrdersCall, async (c) => ok(c, await documents.orders()));
  handle(investorDateOrderCall, async (c, { params }) => ok(c, await documents.dateOrder(params.kind, c.get("staff")), "investorSaved"));
  handle(investorReorderCall, async (c, { body }) => ok(c, await documents.reorder(body.kind, body.ids, c.get("staff")), "investorSaved"));
  return app;
}
