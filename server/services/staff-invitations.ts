import type { Kysely, Selectable } from "kysely";
import type { Language } from "../../common/constants.ts";
import type { InvitationRow } from "../../common/contracts/admin-invitations.ts";
import { isStaffRole, type StaffRole } from "../../common/staff-roles.ts";
import type { Database, StaffInvitationTable } from "../db/schema.ts";
import { STAFF_ROLE_LABELS } from "../i18n/record-labels.ts";
import type { Outbox } from "../mail/outbox.ts";
import { hashPassword } from "../security/passwords.ts";
import { newToken, sha256 } from "../security/tokens.ts";
import type { AuditLog } from "./audit-log.ts";
import type { Clock } from "./clock.ts";
import type { RateLimits } from "./rate-limits.ts";
import type { Proof, Reauthentication } from "./reauthentication.ts";
import { ServiceError } from "./service-error.ts";
import type { StaffMember } from "./staff-access.ts";
import { withStaffRoles } from "./user-admin.ts";
import { normaliseTarget } from "./verification-codes.ts";

export const INVITATION_TTL_MS = 72 * 60 * 60 * 1000;
/** Acceptances tried per address and hour: each valid one costs a password hash. */
const ACCEPTS_PER_ADDRESS = { limit: 20, windowMs: 60 * 60 * 1000 } as const;

type Invitation = Selectable<StaffInvitationTable>;

const isOpen = (invitation: Invitation, now: number) =>
  invitation.accepted_at === null && invitation.revoked_at === null && invitation.expires_at > now;

function invitationMail(language: Language, brand: string, role: StaffRole, inviter: string, link: string) {
  const hours = INVITATION_TTL_MS / 3_600_000;
  if (language === "en_US") {
    return {
      subject: `${brand}: you are invited to the operator console`,
      body: [
        `${inviter} has invited you to the ${brand} operator console as ${STAFF_ROLE_LABELS[role][1]}.`,
        "",
        `Open this link within ${hours} hours to choose your username and password (it works once):`,
        link,
        "",
        "If you did not expect this invitation, ignore this message; nothing happens unless the link is opened.",
      ].join("\n"),
    };
  }
  return {
    subject: `【${brand}】运营后台账号邀请`,
    body: [
      `${inviter} 邀请您以「${STAFF_ROLE_LABELS[role][0]}」身份加入${brand}运营后台。`,
      "",
      `请在 ${hours} 小时内打开以下链接，设置您的用户名和密码（链接仅可使用一次）：`,
      link,
      "",
      "如您并未预期收到此邀请，请忽略本邮件；不打开链接则不会发生任何事情。",
    ].join("\n"),
  };
}

/**
 * Invitations of new staff by e-mail (docs/decisions/027-staff-accounts.md). The link carries a
 * 256-bit token in its fragment (never sent in a request line, so never in an access log); only
 * its hash is stored. It is used up by one statement that also checks it is open and unexpired, in
 * the transaction that creates the account, so two acceptances of one link make one account.
 */
export function createStaffInvitations(deps: {
  db: Kysely<Database>;
  clock: Clock;
  outbox: Outbox;
  audit: AuditLog;
  rateLimits: RateLimits;
  reauthentication: Reauthentication;
  siteOrigin: string;
  brand: () => Record<Language, string>;
  twoStepRequired: boolean;
}) {
  const { db, clock } = deps;

  async function rowsOf(invitations: Invitation[]): Promise<InvitationRow[]> {
    const inviterIds = [...new Set(invitations.map((invitation) => invitation.invited_by))];
    const inviters = new Map(
      inviterIds.length === 0
        ? []
        : (await db.selectFrom("web_user").select(["id", "username"]).where("id", "in", inviterIds).execute()).map((user) => [
            user.id,
            user.username,
          ]),
    );
    const now = clock.now();
    return invitations.map((invitation) => ({
      id: invitation.id,
      email: invitation.email,
      role: isStaffRole(invitation.role) ? invitation.role : "editor",
      invitedBy: inviters.get(invitation.invited_by) ?? `#${invitation.invited_by}`,
      createdAt: new Date(invitation.created_at).toISOString(),
      expiresAt: new Date(invitation.expires_at).toISOString(),
      status: invitation.expires_at > now ? "pending" : "expired",
    }));
  }

  async function openInvitation(token: string): Promise<Invitation> {
    const invitation = await db.selectFrom("staff_invitation").selectAll().where("token_hash", "=", sha256(token)).executeTakeFirst();
    if (!invitation || !isOpen(invitation, clock.now())) throw new ServiceError(500, "invitationInvalid");
    return invitation;
  }

  return {
    async list(): Promise<InvitationRow[]> {
      const open = await db
        .selectFrom("staff_invitation")
        .selectAll()
        .where("accepted_at", "is", null)
        .where("revoked_at", "is", null)
        .orderBy("created_at", "desc")
        .orderBy("id", "desc")
        .limit(200)
        .execute();
      return rowsOf(open);
    },

    async invite(input: { email: string; role: StaffRole; language: Language } & Proof, actor: StaffMember): Promise<InvitationRow> {
      const email = normaliseTarget("email", input.email);
      const owner = await db.selectFrom("web_user").select("username").where("email", "=", email).executeTakeFirst();
      // An existing account is given its role on its own row, where the confirmation names it.
      if (owner) throw new ServiceError(500, "invitationEmailTaken", { params: { username: owner.username } });
      if (input.role === "admin") await deps.reauthentication.confirm(actor, input);
      const token = newToken();
      const now = clock.now();
      const link = `${deps.siteOrigin.replace(/\/$/, "")}/admin/invitation#${token}`;
      const mail = invitationMail(input.language, deps.brand()[input.language], input.role, actor.username, link);
      let created: Invitation;
      try {
        created = await db.transaction().execute(async (trx) => {
          // A second invitation to an address replaces the first, whose link stops working.
          const replaced = await trx
            .updateTable("staff_invitation")
            .set({ revoked_at: now })
            .where("email", "=", email)
            .where("accepted_at", "is", null)
            .where("revoked_at", "is", null)
            .returning("id")
            .execute();
          const row = await trx
            .insertInto("staff_invitation")
            .values({
              email,
              role: input.role,
              language: input.language,
              token_hash: sha256(token),
              invited_by: actor.userId,
              created_at: now,
              expires_at: now + INVITATION_TTL_MS,
            })
            .returningAll()
            .executeTakeFirstOrThrow();
          await deps.outbox.insert({ channel: "email", recipient: email, ...mail }, trx);
          await deps.audit.record(
            actor,
            "staffInvited",
            `invitation:${row.id}`,
            { email, role: input.role, ...(replaced.length > 0 ? { replaced: replaced.map((entry) => entry.id) } : {}) },
            trx,
          );
          return row;
        });
      } catch (error) {
        // Another admin invited the same address at the same moment (the open-invitation index).
        const open = await db
          .selectFrom("staff_invitation")
          .select("id")
          .where("email", "=", email)
          .where("accepted_at", "is", null)
          .where("revoked_at", "is", null)
          .executeTakeFirst();
        if (open) throw new ServiceError(409, "accountChangedMeanwhile");
        throw error;
      }
      deps.outbox.kick();
      return (await rowsOf([created]))[0]!;
    },

    async revoke(id: number, actor: StaffMember): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const revoked = await trx
          .updateTable("staff_invitation")
          .set({ revoked_at: clock.now() })
          .where("id", "=", id)
          .where("accepted_at", "is", null)
          .where("revoked_at", "is", null)
          .returning(["email", "role"])
          .executeTakeFirst();
        if (!revoked) throw new ServiceError(404, "notFound");
        await deps.audit.record(actor, "invitationRevoked", `invitation:${id}`, { email: revoked.email, role: revoked.role }, trx);
      });
    },

    async view(token: string) {
      const invitation = await openInvitation(token);
      return {
        email: invitation.email,
        role: isStaffRole(invitation.role) ? invitation.role : ("editor" as const),
        expiresAt: new Date(invitation.expires_at).toISOString(),
        twoStepRequired: deps.twoStepRequired,
      };
    },

    /** Creates the invitee's staff account; they then sign in on /login like everyone else. */
    async accept(input: { token: string; username: string; nickname?: string | undefined; password: string }, ip: string) {
      const allowed = await deps.rateLimits.take(`invitation-accept:${ip}`, ACCEPTS_PER_ADDRESS.limit, ACCEPTS_PER_ADDRESS.windowMs);
      if (!allowed.allowed) {
        throw new ServiceError(429, "tooManyRequests", { data: { retryAfterSeconds: Math.ceil(allowed.retryAfterMs / 1000) } });
      }
      // The cheap refusals before the hash; the statement below decides.
      const invitation = await openInvitation(input.token);
      const username = input.username.trim();
      const taken = async () => Boolean(await db.selectFrom("web_user").select("id").where("username", "=", username).executeTakeFirst());
      if (await taken()) throw new ServiceError(500, "usernameTaken");
      const passwordHash = await hashPassword(input.password, ip);
      try {
        return await db.transaction().execute(async (trx) => {
          const now = clock.now();
          const used = await trx
            .updateTable("staff_invitation")
            .set({ accepted_at: now })
            .where("token_hash", "=", sha256(input.token))
            .where("accepted_at", "is", null)
            .where("revoked_at", "is", null)
            .where("expires_at", ">", now)
            .returning(["id", "email", "role", "invited_by"])
            .executeTakeFirst();
          if (!used || !isStaffRole(used.role)) throw new ServiceError(500, "invitationInvalid");
          const user = await trx
            .insertInto("web_user")
            .values({
              username,
              nickname: input.nickname?.trim() || username,
              email: used.email,
              password_hash: passwordHash,
              roles: withStaffRoles("web_user", [used.role]),
              created_at: now,
            })
            .returning("id")
            .executeTakeFirstOrThrow();
          await trx.updateTable("staff_invitation").set({ accepted_user_id: user.id }).where("id", "=", used.id).execute();
          await deps.audit.record(
            { userId: user.id, username, ip },
            "invitationAccepted",
            `user:${user.id}`,
            { invitation: used.id, role: used.role, invitedBy: used.invited_by },
            trx,
          );
          return { username };
        });
      } catch (error) {
        if (error instanceof ServiceError) throw error;
        // Lost a race for the username, or the address got an account meanwhile: the invitation stays open.
        if (await taken()) throw new ServiceError(500, "usernameTaken");
        const owner = await db.selectFrom("web_user").select("id").where("email", "=", invitation.email).executeTakeFirst();
        if (owner) throw new ServiceError(500, "invitationAddressHasAccount");
        throw error;
      }
    },
  };
}

export type StaffInvitations = ReturnType<typeof createStaffInvitations>;
