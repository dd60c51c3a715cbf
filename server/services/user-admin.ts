import type { Kysely, Selectable } from "kysely";
import type { AdminUserRow, userChangeCall, userListCall } from "../../common/contracts/admin-users.ts";
import type { ParsedBody, ParsedQuery } from "../../common/contracts/call.ts";
import { hasPermi } from "../../common/permissions.ts";
import { isStaffRole, PERMISSIONS, permissionsOf, type StaffRole } from "../../common/staff-roles.ts";
import { isValidEmail, isValidPassword, isValidUsername } from "../../common/validate.ts";
import type { Database, WebUserTable } from "../db/schema.ts";
import { hashPassword } from "../security/passwords.ts";
import { loginThrottleKey, splitList } from "./accounts.ts";
import { isActiveAdmin, lockActiveAdmins } from "./active-admins.ts";
import type { AuditLog } from "./audit-log.ts";
import type { Clock } from "./clock.ts";
import type { LoginThrottle } from "./login-throttle.ts";
import { containsText } from "./search-text.ts";
import { sortedPage } from "./sorted-page.ts";
import { ServiceError } from "./service-error.ts";
import type { Sessions } from "./sessions.ts";
import type { StaffMember } from "./staff-access.ts";
import { normaliseTarget } from "./verification-codes.ts";

type WebUser = Selectable<WebUserTable>;

type UserChange = ParsedBody<typeof userChangeCall>;

/** What a failed sign-in of this account is counted under, whichever of its names was typed (accounts.ts). */
const accountKey = (user: Pick<WebUser, "id">) => loginThrottleKey(user, "");

/** Replaces the staff roles in a role list, keeping any other role the account holds. */
function withStaffRoles(roles: string, staffRoles: readonly StaffRole[]): string {
  const others = splitList(roles).filter((role) => !isStaffRole(role));
  return [...new Set([...others, ...staffRoles])].join(",");
}

function toRow(user: WebUser, failures: Map<number, number>): AdminUserRow {
  return {
    id: user.id,
    username: user.username,
    nickname: user.nickname,
    email: user.email ?? "",
    phone: user.phone ?? "",
    status: user.status,
    roles: splitList(user.roles),
    failedSignIns: failures.get(user.id) ?? 0,
    twoStep: user.totp_secret !== null,
    createdAt: new Date(user.created_at).toISOString(),
    lastLoginAt: user.last_login_at === null ? null : new Date(user.last_login_at).toISOString(),
  };
}

/** Accounts as the console's admins see and change them, and the operator command that makes staff. */
export function createUserAdmin(deps: {
  db: Kysely<Database>;
  clock: Clock;
  sessions: Sessions;
  audit: AuditLog;
  throttle: LoginThrottle;
}) {
  const { db, clock } = deps;

  /** Failed sign-ins of each account in the current window (login-throttle.ts), by account id. */
  async function failedSignIns(users: WebUser[]): Promise<Map<number, number>> {
    const counts = await Promise.all(users.map((user) => deps.throttle.failures(accountKey(user))));
    return new Map(users.map((user, index) => [user.id, counts[index]!]));
  }

  async function rowOf(id: number): Promise<AdminUserRow> {
    const user = await db.selectFrom("web_user").selectAll().where("id", "=", id).executeTakeFirst();
    if (!user) throw new ServiceError(404, "notFound");
    return toRow(user, await failedSignIns([user]));
  }

  return {
    async list(query: ParsedQuery<typeof userListCall>) {
      let base = db.selectFrom("web_user");
      if (query.status) base = base.where("status", "=", query.status);
      const q = query.q;
      if (q) base = base.where((eb) => eb.or(["username", "nickname", "email", "phone"].map((column) => containsText(column, q))));
      const { rows: users, total } = await sortedPage(base, query, {
        createdAt: "created_at",
        username: "username",
        email: "email",
        status: "status",
        lastLoginAt: "last_login_at",
      });
      const failures = await failedSignIns(users);
      return { total, rows: users.map((user) => toRow(user, failures)) };
    },

    async change(id: number, change: UserChange, actor: StaffMember): Promise<AdminUserRow> {
      const user = await db.selectFrom("web_user").selectAll().where("id", "=", id).executeTakeFirst();
      if (!user) throw new ServiceError(404, "notFound");
      // An admin cannot lock themselves out of the console by accident.
      if (id === actor.userId && (change.status === "disabled" || (change.staffRoles && !change.staffRoles.includes("admin")))) {
        throw new ServiceError(500, "cannotChangeOwnAccess");
      }
      const detail: Record<string, unknown> = {};
      if (change.unlock) {
        // The counters live outside this transaction (rate-limits.ts); lifted first, recorded below.
        detail.unlocked = await deps.throttle.failures(accountKey(user));
        await deps.throttle.unlock(accountKey(user));
      }
      await db.transaction().execute(async (trx) => {
        // Read again behind the admins' lock: two admins demoting each other at once must not both win.
        const admins = await lockActiveAdmins(trx);
        const [current, actorNow] = await Promise.all([
          trx.selectFrom("web_user").selectAll().where("id", "=", id).executeTakeFirstOrThrow(),
          trx.selectFrom("web_user").select(["status", "roles", "permissions"]).where("id", "=", actor.userId).executeTakeFirst(),
        ]);
        // The actor's right was checked before the lock; a change that took it meanwhile counts.
        if (
          actorNow?.status !== "active" ||
          !hasPermi(permissionsOf(splitList(actorNow.roles), splitList(actorNow.permissions)), PERMISSIONS.userEdit)
        ) {
          throw new ServiceError(403, "forbidden");
        }
        const status = change.status ?? current.status;
        const roles = change.staffRoles === undefined ? current.roles : withStaffRoles(current.roles, change.staffRoles);
        if (admins.includes(id) && !isActiveAdmin({ status, roles }) && admins.length === 1) throw new ServiceError(500, "lastAdmin");
        if (status !== current.status) {
          await trx.updateTable("web_user").set({ status }).where("id", "=", id).execute();
          // Its sessions end now, not at their expiry, and a sign-in under way cannot start one.
          if (status === "disabled") await deps.sessions.endAllOf(id, { executor: trx });
          detail.status = { from: current.status, to: status };
        }
        if (roles !== current.roles) {
          await trx.updateTable("web_user").set({ roles }).where("id", "=", id).execute();
          detail.roles = { from: splitList(current.roles), to: splitList(roles) };
        }
        await deps.audit.record(actor, "userChanged", `user:${id}`, detail, trx);
      });
      return rowOf(id);
    },

    /**
     * `npm run admin -- create-user`: creates a staff account, or gives an existing one (found by
     * username) this role in place of its staff roles; an existing account keeps its password.
     */
    async createOrUpdateStaff(input: { username: string; password: string; email: string; role: StaffRole }) {
      const username = input.username.trim();
      const email = normaliseTarget("email", input.email);
      if (!isValidUsername(username)) throw new Error("The username must be 4-20 letters, digits, Chinese characters, _ or -.");
      if (!isValidEmail(email)) throw new Error("The e-mail address is not valid.");
      if (!isValidPassword(input.password)) {
        throw new Error("The password must be 8-32 characters with a digit, a lower-case and an upper-case letter.");
      }
      const existing = await db.selectFrom("web_user").selectAll().where("username", "=", username).executeTakeFirst();
      if (existing) {
        await db
          .updateTable("web_user")
          .set({ roles: withStaffRoles(existing.roles, [input.role]) })
          .where("id", "=", existing.id)
          .execute();
        return { userId: existing.id, created: false };
      }
      const emailOwner = await db.selectFrom("web_user").select("username").where("email", "=", email).executeTakeFirst();
      if (emailOwner) throw new Error(`The e-mail address already belongs to account "${emailOwner.username}".`);
      const created = await db
        .insertInto("web_user")
        .values({
          username,
          nickname: username,
          email,
          password_hash: await hashPassword(input.password),
          roles: withStaffRoles("web_user", [input.role]),
          created_at: clock.now(),
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      return { userId: created.id, created: true };
    },
  };
}

export type UserAdmin = ReturnType<typeof createUserAdmin>;
