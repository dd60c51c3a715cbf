import * as z from "zod/mini";
import { PERMISSIONS, STAFF_ROLES } from "../staff-roles.ts";
import { listSort, paging, searchText } from "./admin-fields.ts";
import { defineCall } from "./call.ts";
import { recordId } from "./fields.ts";

/** The console's accounts list: disable, enable, unlock and staff roles (admin only). */
const tag = "admin";
const invalid = { error: "invalidField" } as const;

export const USER_STATUSES = ["active", "disabled"] as const;

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
  query: z.object({ q: searchText(), status: z.optional(z.enum(USER_STATUSES, invalid)), ...listSort(USER_SORTS, "createdAt"), ...paging }),
  answer: { row: adminUserRow },
});

export const userChangeBody = z
  .object({
    /** "disabled" ends every session of the account at once. */
    status: z.optional(z.enum(USER_STATUSES, invalid)),
    /** Clears the failed sign-ins that lock the account. */
    unlock: z.optional(z.literal(true, invalid)),
    /** The account's staff roles (replaces them; other roles are kept). */
    staffRoles: z.optional(z.array(z.enum(STAFF_ROLES, invalid)).check(z.maxLength(STAFF_ROLES.length, invalid))),
  })
  .check(z.refine((body) => body.status !== undefined || body.unlock !== undefined || body.staffRoles !== undefined, invalid));

export const userChangeCall = defineCall({
  method: "PATCH",
  path: "/admin/users/:id",
  summary: "Console: disable or enable an account (disabling ends its sessions), unlock it, or set its staff roles",
  tag,
  access: "session",
  permission: PERMISSIONS.userEdit,
  params: z.object({ id: recordId() }),
  body: userChangeBody,
  answer: { data: adminUserRow },
});
