import type { MiddlewareHandler } from "hono";
import { clientIp } from "../security/client-ip.ts";
import type { StaffAccess } from "../services/staff-access.ts";
import type { ApiEnv } from "./api-env.ts";

/**
 * The console's guard, after the session guard (however that reads the session): code 403 unless
 * the signed-in account holds a staff role with this permission.
 */
export function requireStaff(staff: StaffAccess, permission: string): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    const session = c.get("session");
    c.set("staff", await staff.require(session.userId, permission, clientIp(c, staff.trustProxy), session.tokenHash));
    await next();
  };
}
