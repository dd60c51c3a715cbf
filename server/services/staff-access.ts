import type { TrustProxy } from "../security/client-ip.ts";
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
export function createStaffAccess(
  db: Kysely<Database>,
  options: {
    trustProxy: TrustProxy;
    /** Whether the session has passed two-step sign-in where the account needs it (two-step.ts). */
    secondFactor: (userId: number, totpSecret: string | null, sessionHash: string) => Promise<boolean>;
  },
) {
  async function staffMember(userId: number, ip: string) {
    const user = await db
      .selectFrom("web_user")
      .select(["id", "username", "roles", "permissions", "status", "totp_secret"])
      .where("id", "=", userId)
      .executeTakeFirst();
    if (!user || user.status !== "active") throw new ServiceError(401, "sessionExpired");
    const roles = staffRolesOf(splitList(user.roles));
    if (roles.length === 0) throw new ServiceError(403, "forbidden");
    const member: StaffMember = {
      userId: user.id,
      username: user.username,
      ip,
      roles,
      permissions: permissionsOf(roles, splitList(user.permissions)),
    };
    return { member, totpSecret: user.totp_secret };
  }

  return {
    /** Whether the client's address is read from X-Forwarded-For (server/security/client-ip.ts). */
    trustProxy: options.trustProxy,
    /** A console call: a staff role with this permission, and two-step sign-in passed where needed. */
    async require(userId: number, permission: string, ip: string, sessionHash: string): Promise<StaffMember> {
      const { member, totpSecret } = await staffMember(userId, ip);
      if (!hasPermi(member.permissions, permission)) throw new ServiceError(403, "forbidden");
      if (!(await options.secondFactor(userId, totpSecret, sessionHash))) {
        throw new ServiceError(403, "twoStepRequired", { data: { twoStep: totpSecret === null ? "enrol" : "verify" } });
      }
      return member;
    },

    /** The two-step calls themselves: any staff role, before the second step. */
    async requireRole(userId: number, ip: string): Promise<StaffMember> {
      return (await staffMember(userId, ip)).member;
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
