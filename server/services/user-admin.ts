import { sql, type Kysely, type Selectable, type SqlBool } from "kysely";
import type { AdminUserRow, userChangeCall, userListCall } from "../../common/contracts/admin-users.ts";
import type { ParsedBody, ParsedQuery } from "../../common/contracts/call.ts";
import { hasPermi } from "../../common/permissions.ts";
import { isStaffRole, PERMISSIONS, permissionsOf, STAFF_ROLES, staffRolesOf, type StaffRole } from "../../common/staff-roles.ts";
import { isValidEmail, isValidPassword, isValidUsername } from "../../common/validate.ts";
import type { Database, WebUserTable } from "../db/schema.ts";
import { hashPassword } from "../security/passwords.ts";
import { loginThrottleKey, splitList } from "./accounts.ts";
import { isActiveAdmin, lockActiveAdmins } from "./active-admins.ts";
import { OPERATOR_ACTOR, type Actor, type AuditLog } from "./audit-log.ts";
import type { Clock } from "./clock.ts";
import type { LoginThrottle } from "./login-throttle.ts";
import type { Reauthentication } from "./reauthentication.ts";
import { containsText } from "./search-text.ts";
import { sortedPage } from "./sorted-page.ts";
import { ServiceError } from "./service-error.ts";
import type { Sessions } from "./sessions.ts";
import { normaliseTarget } from "./verification-codes.ts";

type WebUser = Selectable<WebUserTable>;

type UserChange = ParsedBody<typeof userChangeCall>;

/** What a failed sign-in of this account is counted under, whichever of its names was typed (accounts.ts). */
const accountKey = (user: Pick<WebUser, "id">) => loginThrottleKey(user, "");

/** Replaces the staff roles in a role list, keeping any other role the account holds. */
export function withStaffRoles(roles: string, staffRoles: readonly StaffRole[]): string {
  const others = splitList(roles).filter((role) => !isStaffRole(role));
  return [...new Set([...others, ...staffRoles])].join(",");
}

/** Whether the comma-separated `roles` column holds this role (the same SQL on SQLite and PostgreSQL). */
function holdsRole(role: string) {
  return sql<SqlBool>`(',' || ${sql.ref("roles")} || ',') like ${`%,${role},%`}`;
}

const sameRoles = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((role) => b.includes(role));

interface SignInTrouble {
  failures: Map<number, number>;
  lockedIds: Set<number>;
}

function toRow(user: WebUser, { failures, lockedIds }: SignInTrouble): AdminUserRow {
  return {
    id: user.id,
    username: user.username,
    nickname: user.nickname,
    email: user.email ?? "",
    phone: user.phone ?? "",
    status: user.status,
    roles: splitList(user.roles),
    failedSignIns: failures.get(user.id) ?? 0,
    locked: lockedIds.has(user.id),
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
  /** Absent on the command line, which never changes roles through `change`: granting admin is then refused. */
  reauthentication?: Reauthentication;
}) {
  const { db, clock } = deps;

  /** Failed sign-ins of each account in the current window (login-throttle.ts), by account id, and the accounts locked by them. */
  async function signInTrouble(users: WebUser[]): Promise<SignInTrouble> {
    const [counts, locks] = await Promise.all([
      Promise.all(users.map((user) => deps.throttle.failures(accountKey(user)))),
      Promise.all(users.map((user) => deps.throttle.locked(accountKey(user)))),
    ]);
    return {
      failures: new Map(users.map((user, index) => [user.id, counts[index]!])),
      lockedIds: new Set(users.filter((_, index) => locks[index]).map((user) => user.id)),
    };
  }

  async function rowOf(id: number): Promise<AdminUserRow> {
    const user = await db.selectFrom("web_user").selectAll().where("id", "=", id).executeTakeFirst();
    if (!user) throw new ServiceError(404, "notFound");
    return toRow(user, await signInTrouble([user]));
  }

  return {
    async list(query: ParsedQuery<typeof userListCall>) {
      let base = db.selectFrom("web_user");
      if (query.status) base = base.where("status", "=", query.status);
      if (query.kind) {
        const staff = sql.join(STAFF_ROLES.map(holdsRole), sql` or `);
        base = base.where(query.kind === "staff" ? sql<SqlBool>`(${staff})` : sql<SqlBool>`not (${staff})`);
      }
      const q = query.q;
      if (q) base = base.where((eb) => eb.or(["username", "nickname", "email", "phone"].map((column) => containsText(column, q))));
      const { rows: users, total } = await sortedPage(base, query, {
        createdAt: "created_at",
        username: "username",
        email: "email",
        status: "status",
        lastLoginAt: "last_login_at",
      });
      const trouble = await signInTrouble(users);
      return { total, rows: users.map((user) => toRow(user, trouble)) };
    },

    async change(id: number, change: UserChange, actor: Actor): Promise<AdminUserRow> {
      const user = await db.selectFrom("web_user").selectAll().where("id", "=", id).executeTakeFirst();
      if (!user) throw new ServiceError(404, "notFound");
      // An admin cannot lock themselves out of the console by accident.
      if (id === actor.userId && (change.status === "disabled" || (change.staffRoles && !change.staffRoles.includes("admin")))) {
        throw new ServiceError(500, "cannotChangeOwnAccess");
      }
      const detail: Record<string, unknown> = {};
      if (change.staffRoles !== undefined) {
        // Checked again behind the lock below; refused here before the proof's hash.
        const held = staffRolesOf(splitList(user.roles));
        if (!change.previousRoles || !sameRoles(held, change.previousRoles)) throw new ServiceError(409, "accountChangedMeanwhile");
        // Handing out the admin role asks the acting admin to prove again who they are (server-enforced).
        if (change.staffRoles.includes("admin") && !held.includes("admin")) {
          if (!deps.reauthentication) throw new ServiceError(403, "reauthRequired");
          await deps.reauthentication.confirm(actor, change);
          detail.reauthenticated = change.twoStepCode ? "twoStepCode" : "password";
        }
      }
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
        // The actor's right was checked before the lock; a change that took it meanwhile counts. The
        // server's own actors (the command line, id 0) have no account whose right could have gone.
        if (
          actor.userId !== OPERATOR_ACTOR.userId &&
          (actorNow?.status !== "active" ||
            !hasPermi(permissionsOf(splitList(actorNow.roles), splitList(actorNow.permissions)), PERMISSIONS.userEdit))
        ) {
          throw new ServiceError(403, "forbidden");
        }
        // Over the roles the admin was shown: another admin's change in between is a 409, not overwritten.
        if (change.staffRoles !== undefined && !sameRoles(staffRolesOf(splitList(current.roles)), change.previousRoles ?? [])) {
          throw new ServiceError(409, "accountChangedMeanwhile");
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
     * A lost device (docs/decisions/027-staff-accounts.md): the account's authenticator secret and
     * recovery codes go, and its sessions end (the lost phone may hold one), in one transaction
     * with the audit entry and its reason. Where two-step sign-in is required, the account sets
     * it up again at its next sign-in.
     */
    async resetTwoStep(id: number, reason: string, actor: Actor): Promise<AdminUserRow> {
      await db.transaction().execute(async (trx) => {
        const reset = await trx
          .updateTable("web_user")
          .set({ totp_secret: null, totp_last_step: null })
          .where("id", "=", id)
          .where("totp_secret", "is not", null)
          .returning("id")
          .executeTakeFirst();
        if (!reset) {
          const exists = await trx.selectFrom("web_user").select("id").where("id", "=", id).executeTakeFirst();
          throw exists ? new ServiceError(500, "twoStepNotOn") : new ServiceError(404, "notFound");
        }
        await trx.deleteFrom("two_step_recovery_code").where("user_id", "=", id).execute();
        await deps.sessions.endAllOf(id, { executor: trx });
        await deps.audit.record(actor, "twoStepReset", `user:${id}`, { reason: reason.trim() }, trx);
      });
      return rowOf(id);
    },

    /** The command line's list: every account holding a staff role, by username. */
    async staff(): Promise<AdminUserRow[]> {
      const staff = sql.join(STAFF_ROLES.map(holdsRole), sql` or `);
      const users = await db
        .selectFrom("web_user")
        .selectAll()
        .where(sql<SqlBool>`(${staff})`)
        .orderBy("username")
        .execute();
      const trouble = await signInTrouble(users);
      return users.map((user) => toRow(user, trouble));
    },

    /** The command line's way to an account: by its username. */
    async idOf(username: string): Promise<number> {
      const user = await db.selectFrom("web_user").select("id").where("username", "=", username.trim()).executeTakeFirst();
      if (!user) throw new ServiceError(404, "notFound");
      return user.id;
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
