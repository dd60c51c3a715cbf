import { auditListCall } from "../../common/contracts/admin-audit.ts";
import {
  leadChangeCall,
  leadDetailCall,
  leadExportCall,
  leadListCall,
  leadOwnersCall,
  leadStatsCall,
} from "../../common/contracts/admin-leads.ts";
import { twoStepEnableCall, twoStepSetupCall, twoStepStateCall, twoStepVerifyCall } from "../../common/contracts/admin-two-step.ts";
import { userChangeCall, userListCall } from "../../common/contracts/admin-users.ts";
import { clientIp } from "../security/client-ip.ts";
import type { Services } from "../services/container.ts";
import type { ApiContext } from "./api-env.ts";
import { callRouter } from "./call-router.ts";
import { attachment, ok, paged, requestLanguage } from "./envelope.ts";

/** The session's key: two-step sign-in is passed per session. */
function sessionHash(c: ApiContext): string {
  return c.get("session").tokenHash;
}

/**
 * The operator console's API (/api/admin): the site's session plus a staff permission per call
 * (the router checks both: 401, then 403). Plain JSON, no envelope encryption; every answer is
 * personal data, which the call router marks no-store (refusals included).
 */
export function adminRoutes(services: Services) {
  const { app, handle } = callRouter(services);

  handle(leadListCall, async (c, { query: { pageNum, pageSize, ...filter } }) =>
    paged(c, await services.leadInbox.list(filter, { pageNum, pageSize })),
  );

  handle(leadExportCall, async (c, { query: { format, ...filter } }) => {
    return attachment(c, await services.leadExport.open(filter, format, requestLanguage(c), c.get("staff")));
  });

  handle(leadStatsCall, async (c, { query }) => ok(c, await services.leadInbox.stats(query)));
  handle(leadOwnersCall, async (c) => ok(c, await services.leadInbox.owners()));
  handle(leadDetailCall, async (c, { params }) => ok(c, await services.leadInbox.view(params.id, c.get("staff"))));
  handle(leadChangeCall, async (c, { params, body }) =>
    ok(c, await services.leadInbox.change(params.id, body, c.get("staff")), "leadUpdated"),
  );

  handle(userListCall, async (c, { query }) => paged(c, await services.userAdmin.list(query)));
  handle(userChangeCall, async (c, { params, body }) =>
    ok(c, await services.userAdmin.change(params.id, body, c.get("staff")), "userUpdated"),
  );

  handle(auditListCall, async (c, { query }) => paged(c, await services.audit.list(query)));

  // Two-step sign-in: any staff role, before the second step is passed.
  const member = (c: ApiContext) => services.staff.requireRole(c.get("session").userId, clientIp(c, services.staff.trustProxy));
  handle(twoStepStateCall, async (c) => ok(c, await services.twoStep.state(await member(c), sessionHash(c))));
  handle(twoStepSetupCall, async (c) => ok(c, await services.twoStep.setup(await member(c))));
  handle(twoStepEnableCall, async (c, { body }) => {
    await services.twoStep.enable(await member(c), sessionHash(c), body);
    return ok(c, null, "twoStepEnabled");
  });
  handle(twoStepVerifyCall, async (c, { body }) => {
    await services.twoStep.verify(await member(c), sessionHash(c), body.code);
    return ok(c, null, "twoStepVerified");
  });

  return app;
}
