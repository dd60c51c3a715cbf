import { auditExportCall, auditListCall } from "../../common/contracts/admin-audit.ts";
import {
  leadBulkCall,
  leadChangeCall,
  leadDetailCall,
  leadExportCall,
  leadListCall,
  leadOwnersCall,
  leadPulseCall,
  leadStatsCall,
} from "../../common/contracts/admin-leads.ts";
import {
  assignmentRuleChangeCall,
  assignmentRuleCreateCall,
  assignmentRuleDeleteCall,
  assignmentRuleListCall,
  deliveryListCall,
  deliveryRetryCall,
  destinationChangeCall,
  destinationCreateCall,
  destinationDeleteCall,
  destinationListCall,
  destinationTestCall,
} from "../../common/contracts/admin-routing.ts";
import { savedFilterDeleteCall, savedFilterListCall, savedFilterSaveCall } from "../../common/contracts/admin-saved-filters.ts";
import {
  recoveryCodesRenewCall,
  twoStepCaptchaCall,
  twoStepEnableCall,
  twoStepEnrolCodeCall,
  twoStepRecoverCall,
  twoStepSetupCall,
  twoStepStateCall,
  twoStepVerifyCall,
} from "../../common/contracts/admin-two-step.ts";
import { twoStepResetCall, userChangeCall, userListCall } from "../../common/contracts/admin-users.ts";
import {
  invitationAcceptCall,
  invitationCreateCall,
  invitationListCall,
  invitationRevokeCall,
  invitationViewCall,
} from "../../common/contracts/admin-invitations.ts";
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

  // The invitee's calls answer before there is a session, and are as personal as the console's.
  app.use("/staff-invitation/*", async (c, next) => {
    await next();
    c.header("Cache-Control", "no-store");
  });

  handle(leadListCall, async (c, { query: { pageNum, pageSize, ...filter } }) =>
    paged(c, await services.leadInbox.list(filter, { pageNum, pageSize }, c.get("staff"))),
  );
  // Registered before /admin/leads/:id, whose id would not parse.
  handle(leadPulseCall, async (c, { query }) => ok(c, await services.leadInbox.pulse(query.after)));
  handle(leadBulkCall, async (c, { body }) => {
    const result = await services.leadInbox.bulk(body, c.get("staff"));
    return ok(c, result, "leadsUpdated", { count: result.updated.length });
  });

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

  handle(twoStepResetCall, async (c, { params, body }) =>
    ok(c, await services.userAdmin.resetTwoStep(params.id, body.reason, c.get("staff")), "twoStepReset"),
  );

  const invitations = services.staffInvitations;
  handle(invitationListCall, async (c) => ok(c, await invitations.list()));
  handle(invitationCreateCall, async (c, { body }) => ok(c, await invitations.invite(body, c.get("staff")), "invitationSent"));
  handle(invitationRevokeCall, async (c, { params }) => {
    await invitations.revoke(params.id, c.get("staff"));
    return ok(c, null, "invitationRevoked");
  });
  // The invitee's two calls: no session yet, the link's token is the credential.
  handle(invitationViewCall, async (c, { body }) => ok(c, await invitations.view(body.token)));
  handle(invitationAcceptCall, async (c, { body }) =>
    ok(c, await invitations.accept(body, clientIp(c, services.staff.trustProxy)), "invitationAccepted"),
  );

  handle(auditListCall, async (c, { query }) => paged(c, await services.auditReader.list(query, requestLanguage(c))));
  handle(auditExportCall, async (c, { query }) => {
    return attachment(c, await services.auditReader.export(query, requestLanguage(c), c.get("staff")));
  });

  const routing = services.notificationDestinations;
  handle(destinationListCall, async (c) => ok(c, await routing.list()));
  handle(destinationCreateCall, async (c, { body }) => ok(c, await routing.create(body, c.get("staff")), "destinationSaved"));
  handle(destinationChangeCall, async (c, { params, body }) =>
    ok(c, await routing.change(params.id, body, c.get("staff")), "destinationSaved"),
  );
  handle(destinationDeleteCall, async (c, { params }) => {
    await routing.remove(params.id, c.get("staff"));
    return ok(c, null, "destinationDeleted");
  });
  handle(destinationTestCall, async (c, { params }) => ok(c, await routing.test(params.id, c.get("staff"))));
  handle(deliveryListCall, async (c, { params, query }) => paged(c, await routing.deliveries(params.id, query)));
  handle(deliveryRetryCall, async (c, { params }) => ok(c, await routing.retry(params.id, params.deliveryId, c.get("staff"))));

  const rules = services.leadAssignment;
  handle(assignmentRuleListCall, async (c) => ok(c, await rules.list()));
  handle(assignmentRuleCreateCall, async (c, { body }) => ok(c, await rules.create(body, c.get("staff")), "assignmentRuleSaved"));
  handle(assignmentRuleChangeCall, async (c, { params, body }) =>
    ok(c, await rules.change(params.id, body, c.get("staff")), "assignmentRuleSaved"),
  );
  handle(assignmentRuleDeleteCall, async (c, { params }) => {
    await rules.remove(params.id, c.get("staff"));
    return ok(c, null, "assignmentRuleDeleted");
  });

  handle(savedFilterListCall, async (c, { query }) => ok(c, await services.savedFilters.list(c.get("staff").userId, query.screen)));
  handle(savedFilterSaveCall, async (c, { body }) =>
    ok(c, await services.savedFilters.save(c.get("staff").userId, body), "savedFilterSaved"),
  );
  handle(savedFilterDeleteCall, async (c, { params }) => {
    await services.savedFilters.remove(c.get("staff").userId, params.id);
    return ok(c, null, "savedFilterDeleted");
  });

  // Two-step sign-in: any staff role, before the second step is passed.
  const member = (c: ApiContext) => services.staff.requireRole(c.get("session").userId, clientIp(c, services.staff.trustProxy));
  handle(twoStepStateCall, async (c) =>
    ok(c, { ...(await services.twoStep.state(await member(c), sessionHash(c))), timeZone: services.siteTimeZone }),
  );
  handle(twoStepEnrolCodeCall, async (c) =>
    ok(c, await services.twoStep.sendEnrolCode(await member(c), sessionHash(c), requestLanguage(c)), "twoStepEnrolCodeSent"),
  );
  handle(twoStepSetupCall, async (c, { body }) => ok(c, await services.twoStep.setup(await member(c), sessionHash(c), body.emailCode)));
  handle(twoStepCaptchaCall, async (c) => ok(c, await services.twoStep.captcha((await member(c)).ip)));
  handle(twoStepEnableCall, async (c, { body }) =>
    ok(c, await services.twoStep.enable(await member(c), sessionHash(c), body), "twoStepEnabled"),
  );
  handle(twoStepRecoverCall, async (c, { body }) => {
    const recovered = await services.twoStep.recover(await member(c), sessionHash(c), body);
    return ok(c, recovered, "twoStepRecovered", { left: recovered.recoveryCodesLeft });
  });
  handle(recoveryCodesRenewCall, async (c, { body }) =>
    ok(c, await services.twoStep.renewRecoveryCodes(c.get("staff"), body), "recoveryCodesRenewed"),
  );
  handle(twoStepVerifyCall, async (c, { body }) => {
    await services.twoStep.verify(await member(c), sessionHash(c), body);
    return ok(c, null, "twoStepVerified");
  });

  return app;
}
