import type { Kysely } from "kysely";
import { hasPermi } from "../../common/permissions.ts";
import { permissionsOf, staffRolesOf, type StaffRole } from "../../common/staff-roles.ts";
import type { Database } from "../db/schema.ts";
import { splitList } from "./accounts.ts";
import type { Actor, AuditLog } from "./audit-log.ts";
import { ServiceError } from "./service-error.ts";

export interface StaffMember extends Actor {
  roles: StaffRole[];
  permissions: string[];
}

/**
 * The console's gate, behind the session guard: the account is read on every call, so a changed
 * role or a disabled account counts at once, on every instance.
 */
export function createStaffAccess(db: Kysely<Database>, options: { trustProxy: boolean }) {
  return {
    /** Whether the client's address is read from X-Forwarded-For (server/security/client-ip.ts). */
    trustProxy: options.trustProxy,
    async require(userId: number, permission: string, ip: string): Promise<StaffMember> {
      const user = await db
        .selectFrom("web_user")
        .select(["id", "username", "roles", "permissions", "status"])
        .where("id", "=", userId)
        .executeTakeFirst();
      if (!user || user.status !== "active") throw new ServiceError(401, "sessionExpired");
      const roles = staffRolesOf(splitList(user.roles));
      const permissions = permissionsOf(roles, splitList(user.permissions));
      if (roles.length === 0 || !hasPermi(permissions, permission)) throw new ServiceError(403, "forbidden");
      return { userId: user.id, username: user.username, ip, roles, permissions };
    },

    /** For the accounts service: a staff member's sign-in goes into the audit log. */
    recordSignIn(audit: AuditLog) {
      return async (user: { id: number; username: string; roles: string }, ip: string, method: string) => {
        if (staffRolesOf(splitList(user.roles)).length === 0) return;
        await audit.record({ userId: user.id, username: user.username, ip }, "signIn", "session", { method });
      };
    },
  };
}

export type StaffAccess = ReturnType<typeof createStaffAccess>;
