import * as z from "zod/mini";
import { PERMISSIONS, STAFF_ROLES } from "../staff-roles.ts";
import { listSort, paging, searchText } from "./admin-fields.ts";
import { defineCall } from "./call.ts";
import { recordId, sixDigitCode } from "./fields.ts";

/** The console's accounts list: disable, enable, unlock and staff roles (admin only). */
const tag = "admin";
const invalid = { error: "invalidField" } as const;

export const USER_STATUSES = ["active", "disabled"] as const;
/** Staff: accounts holding a console role; visitors: the others. */
export const ACCOUNT_KINDS = ["staff", "visitor"] as const;

export const adminUserRow = z.object({
  id: z.number(),
  username: z.string(),
  nickname: z.string(),
  email: z.string(),
  phone: z.string(),
  status: z.enum(USER_STATUSES),
  /** Every role the account holds; the staff ones are those of common/staff-roles.ts. */
  roles: z.array(z.string()),
  /** Failed sign-ins currently counted against the account (from any address). */
  failedSignIns: z.number(),
  /** Locked from at least one address by its failed sign-ins (services/login-throttle.ts) until the window ends or an admin unlocks it. */
  locked: z.boolean(),
  twoStep: z.boolean(),
  createdAt: z.string(),
  lastLoginAt: z.nullable(z.string()),
});
export type AdminUserRow = z.output<typeof adminUserRow>;

export const USER_SORTS = ["createdAt", "username", "email", "status", "lastLoginAt"] as const;

export const userListCall = defineCall({
  method: "GET",
  path: "/admin/users",
  summary: "Console: accounts, searched by username, nickname, e-mail or phone, optionally by status; newest first unless sorted otherwise",
  tag,
  access: "session",
  permission: PERMISSIONS.userList,
  query: z.object({
    q: searchText(),
    status: z.optional(z.enum(USER_STATUSES, invalid)),
    kind: z.optional(z.enum(ACCOUNT_KINDS, invalid)),
    ...listSort(USER_SORTS, "createdAt"),
    ...paging,
  }),
  answer: { row: adminUserRow },
});

const staffRoleList = () => z.array(z.enum(STAFF_ROLES, invalid)).check(z.maxLength(STAFF_ROLES.length, invalid));

/**
 * The acting admin's proof, asked again where a change hands out the admin role: the password, or a
 * current code of the admin's own two-step sign-in. Checked behind the same limits as sign-in.
 */
export const reauthentication = {
  password: z.optional(z.string(invalid).check(z.maxLength(128, invalid))),
  twoStepCode: z.optional(sixDigitCode()),
};

export const userChangeBody = z
  .object({
    /** "disabled" ends every session of the account at once. */
    status: z.optional(z.enum(USER_STATUSES, invalid)),
    /** Clears the failed sign-ins that lock the account. */
    unlock: z.optional(z.literal(true, invalid)),
    /** The account's staff roles (replaces them; other roles are kept). */
    staffRoles: z.optional(staffRoleList()),
    /**
     * The staff roles the confirmation showed: the change is made only if the account still holds
     * exactly these (else code 409, nothing changed), so two admins cannot overwrite each other unseen.
     */
    previousRoles: z.optional(staffRoleList()),
    ...reauthentication,
  })
  .check(
    z.refine((body) => body.status !== undefined || body.unlock !== undefined || body.staffRoles !== undefined, invalid),
    z.refine((body) => body.staffRoles === undefined || body.previousRoles !== undefined, { error: "required", path: ["previousRoles"] }),
  );

export const userChangeCall = defineCall({
  method: "PATCH",
  path: "/admin/users/:id",
  summary:
    "Console: disable or enable an account (disabling ends its sessions), unlock it, or set its staff roles (the roles it had, and for the admin role the acting admin's password or two-step code, are required)",
  tag,
  access: "session",
  permission: PERMISSIONS.userEdit,
  params: z.object({ id: recordId() }),
  body: userChangeBody,
  answer: { data: adminUserRow },
});

export const TWO_STEP_RESET_REASON_MAX = 200;

export const twoStepResetBody = z.object({
  /** Why: kept in the audit log (how the person's identity was confirmed, what was lost). */
  reason: z
    .string({ error: "required" })
    .check(z.trim(), z.minLength(1, { error: "required" }), z.maxLength(TWO_STEP_RESET_REASON_MAX, invalid)),
});

export const twoStepResetCall = defineCall({
  method: "POST",
  path: "/admin/users/:id/reset-two-step",
  summary:
    "Console: turn off another account's two-step sign-in (authenticator and recovery codes) after it lost its device; its sessions end, the reason is logged",
  tag,
  access: "session",
  permission: PERMISSIONS.userEdit,
  params: z.object({ id: recordId() }),
  body: twoStepResetBody,
  answer: { data: adminUserRow },
});
