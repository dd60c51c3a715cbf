import * as z from "zod/mini";
import { LANGUAGES } from "../constants.ts";
import { PERMISSIONS, STAFF_ROLES } from "../staff-roles.ts";
import { passwordsMatch } from "./auth.ts";
import { reauthentication } from "./admin-users.ts";
import { defineCall } from "./call.ts";
import { email, newPassword, recordId, username } from "./fields.ts";

/**
 * Staff invited by e-mail (docs/decisions/027-staff-accounts.md): an admin invites an address with a
 * role; the link, valid 72 hours and once, lets the invitee choose a username and a password.
 */
const tag = "admin";
const invalid = { error: "invalidField" } as const;

export const INVITATION_STATUSES = ["pending", "expired"] as const;

export const invitationRow = z.object({
  id: z.number(),
  email: z.string(),
  role: z.enum(STAFF_ROLES),
  invitedBy: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
  /** Expired invitations stay listed until revoked or replaced, so the admin sees the link went unused. */
  status: z.enum(INVITATION_STATUSES),
});
export type InvitationRow = z.output<typeof invitationRow>;

export const invitationListCall = defineCall({
  method: "GET",
  path: "/admin/invitations",
  summary: "Console: invitations not yet accepted or revoked, newest first",
  tag,
  access: "session",
  permission: PERMISSIONS.userList,
  answer: { data: z.array(invitationRow) },
});

export const invitationCreateBody = z.object({
  email: email(),
  role: z.enum(STAFF_ROLES, invalid),
  /** The e-mail's language. */
  language: z.enum(LANGUAGES, invalid),
  /** Inviting an admin asks the acting admin's password or two-step code again, as granting the role does. */
  ...reauthentication,
});

export const invitationCreateCall = defineCall({
  method: "POST",
  path: "/admin/invitations",
  summary:
    "Console: invite an e-mail address as staff with a role (an open invitation to the same address is replaced); the link is e-mailed through the outbox",
  tag,
  access: "session",
  permission: PERMISSIONS.userEdit,
  body: invitationCreateBody,
  answer: { data: invitationRow },
});

export const invitationRevokeCall = defineCall({
  method: "DELETE",
  path: "/admin/invitations/:id",
  summary: "Console: revoke an invitation not yet accepted: its link stops working",
  tag,
  access: "session",
  permission: PERMISSIONS.userEdit,
  params: z.object({ id: recordId() }),
  answer: { data: z.null() },
});

/** The link's token (from the address's fragment, which never reaches a server log). */
const token = () => z.string(invalid).check(z.minLength(16, invalid), z.maxLength(128, invalid));

export const invitationViewCall = defineCall({
  method: "POST",
  path: "/staff-invitation/view",
  summary: "Invitee: what an invitation offers (address and role), while it is valid",
  tag,
  access: "public",
  body: z.object({ token: token() }),
  answer: { data: z.object({ email: z.string(), role: z.enum(STAFF_ROLES), expiresAt: z.string(), twoStepRequired: z.boolean() }) },
});

export const invitationAcceptBody = z
  .object({
    token: token(),
    username: username(),
    nickname: z.optional(z.string(invalid).check(z.trim(), z.maxLength(64, invalid))),
    password: newPassword(),
    confirmPassword: z.string({ error: "required" }).check(z.minLength(1, { error: "required" })),
  })
  .check(passwordsMatch);

export const invitationAcceptCall = defineCall({
  method: "POST",
  path: "/staff-invitation/accept",
  summary: "Invitee: create the staff account with a username and a password; the invitation is used up",
  tag,
  access: "public",
  body: invitationAcceptBody,
  answer: { data: z.object({ username: z.string() }) },
});
