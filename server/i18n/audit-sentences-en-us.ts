import { isStaffRole } from "../../common/staff-roles.ts";
import { changeOf, quoted, rolesAdded, type AuditPhrasebook, type AuditWords } from "./audit-words.ts";
import { LEAD_STATUS_LABELS, STAFF_ROLE_LABELS } from "./record-labels.ts";

const status = (value: unknown) => LEAD_STATUS_LABELS[value as keyof typeof LEAD_STATUS_LABELS]?.[1] ?? String(value);
/** "a", "a and b", "a, b and c". */
const series = (items: string[]) => (items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`);
const roles = (list: string[]) => series(list.map((role) => (isStaffRole(role) ? STAFF_ROLE_LABELS[role][1] : role)));
const roleNoun = (list: string[]) => `${roles(list)} role${list.length > 1 ? "s" : ""}`;
const HOME_LISTS: Record<string, string> = { customerCase: "customer stories", solution: "solutions", qualification: "qualifications" };
const SIGN_IN_METHODS: Record<string, string> = {
  password: "password",
  code: "code",
  "third-party": "third-party sign-in",
  "two-step": "two-step code",
  "recovery-code": "two-step recovery code",
};
const FORMATS: Record<string, string> = { csv: "CSV", xlsx: "Excel" };

/** Clauses after the first refer back: "changed lead #76 status from New to Contacted and assigned it to Li Si". */
function clauses(w: AuditWords, parts: Array<[full: string, short: string]>, none: string): string {
  if (parts.length === 0) return `${w.actor} ${none}`;
  return `${w.actor} ${series(parts.map(([full, short], index) => (index === 0 ? full : short)))}`;
}

function leadChange(w: AuditWords): string {
  const parts: Array<[string, string]> = [];
  const state = changeOf(w.detail, "status");
  if (state) {
    const text = `status from ${status(state.from)} to ${status(state.to)}`;
    parts.push([`changed ${w.target} ${text}`, `changed its ${text}`]);
  }
  const owner = changeOf(w.detail, "ownerId");
  if (owner) {
    if (owner.to === null) parts.push([`unassigned ${w.target} from ${w.user(owner.from)}`, `unassigned it from ${w.user(owner.from)}`]);
    else if (owner.from === null) parts.push([`assigned ${w.target} to ${w.user(owner.to)}`, `assigned it to ${w.user(owner.to)}`]);
    else
      parts.push([
        `reassigned ${w.target} from ${w.user(owner.from)} to ${w.user(owner.to)}`,
        `reassigned it from ${w.user(owner.from)} to ${w.user(owner.to)}`,
      ]);
  }
  if (w.detail.note) parts.push([`added a note to ${w.target}: “${quoted(w.detail.note)}”`, `added a note: “${quoted(w.detail.note)}”`]);
  return clauses(w, parts, `changed ${w.target}`);
}

function accountChange(w: AuditWords): string {
  const parts: Array<[string, string]> = [];
  const state = changeOf(w.detail, "status");
  if (state) parts.push(state.to === "disabled" ? [`disabled ${w.target}`, "disabled it"] : [`enabled ${w.target}`, "enabled it"]);
  const roleChange = changeOf(w.detail, "roles");
  if (roleChange) {
    const added = rolesAdded(roleChange.from, roleChange.to, isStaffRole);
    const removed = rolesAdded(roleChange.to, roleChange.from, isStaffRole);
    if (added.length > 0) parts.push([`gave ${w.target} the ${roleNoun(added)}`, `gave it the ${roleNoun(added)}`]);
    if (removed.length > 0) parts.push([`removed the ${roleNoun(removed)} from ${w.target}`, `removed the ${roleNoun(removed)}`]);
  }
  if (typeof w.detail.unlocked === "number") {
    const cleared = ` (${w.detail.unlocked} failed sign-in${w.detail.unlocked === 1 ? "" : "s"} cleared)`;
    parts.push([`unlocked ${w.target}${cleared}`, `unlocked it${cleared}`]);
  }
  const sentence = clauses(w, parts, `changed ${w.target}`);
  return w.detail.reauthenticated ? `${sentence}, after confirming who they were again` : sentence;
}

export const auditSentencesEnUS: AuditPhrasebook = {
  sentences: {
    signIn: (w) => `${w.actor} signed in (${SIGN_IN_METHODS[String(w.detail.method)] ?? String(w.detail.method ?? "")})`,
    leadViewed: (w) => `${w.actor} viewed ${w.target}`,
    leadChanged: leadChange,
    leadAssigned: (w) => {
      const owner = changeOf(w.detail, "ownerId");
      const rule = w.named(`assignmentRule:${String(w.detail.rule)}`);
      return `${w.actor} assigned ${w.target} to ${w.user(owner?.to ?? null)} by ${rule ? `the rule “${rule}”` : "an assignment rule"}`;
    },
    leadsBulkChanged: (w) => {
      const count = Array.isArray(w.detail.leads) ? w.detail.leads.length : 0;
      const what = [
        ...(w.detail.status ? [`status to ${status(w.detail.status)}`] : []),
        ...(w.detail.ownerId !== undefined && w.detail.ownerId !== null ? [`assigned to ${w.user(w.detail.ownerId)}`] : []),
      ];
      const staleCount = Array.isArray(w.detail.stale) ? w.detail.stale.length : 0;
      const stale = staleCount > 0 ? ` (${staleCount} skipped: changed by someone else first)` : "";
      return `${w.actor} changed ${count} lead${count === 1 ? "" : "s"} at once${what.length > 0 ? `: ${what.join(", ")}` : ""}${stale}`;
    },
    leadsExported: (w) => {
      const rows = Number(w.detail.rows ?? 0);
      return `${w.actor} exported ${rows} lead${rows === 1 ? "" : "s"} (${FORMATS[String(w.detail.format)] ?? String(w.detail.format ?? "")})`;
    },
    userChanged: accountChange,
    twoStepEnabled: (w) =>
      w.detail.replaced ? `${w.actor} replaced their two-step authenticator (new recovery codes)` : `${w.actor} turned on two-step sign-in`,
    twoStepReset: (w) => `${w.actor} reset two-step sign-in of ${w.target}; reason: “${quoted(w.detail.reason)}”`,
    recoveryCodesRenewed: (w) => `${w.actor} made new two-step recovery codes`,
    staffInvited: (w) => `${w.actor} invited ${String(w.detail.email)} to the console as ${roles([String(w.detail.role)])}`,
    invitationRevoked: (w) => `${w.actor} revoked the invitation of ${String(w.detail.email)}`,
    invitationAccepted: (w) =>
      `${w.actor} accepted ${w.user(w.detail.invitedBy)}’s invitation and joined as ${roles([String(w.detail.role)])}`,
    auditExported: (w) => {
      const rows = Number(w.detail.rows ?? 0);
      return `${w.actor} exported ${rows} audit log entr${rows === 1 ? "y" : "ies"} (CSV)`;
    },
    fileUploaded: (w) => `${w.actor} uploaded the file “${quoted(w.detail.fileName)}”`,
    fileReplaced: (w) => `${w.actor} replaced the file “${quoted(w.detail.previous)}” with “${quoted(w.detail.fileName)}”`,
    fileDeleted: (w) => `${w.actor} deleted the file “${quoted(w.detail.fileName)}”`,
    investorDocumentCreated: (w) => `${w.actor} added the investor document “${quoted(w.detail.title)}”`,
    investorDocumentChanged: (w) => `${w.actor} changed the investor document “${quoted(w.detail.title)}”`,
    investorDocumentDeleted: (w) => `${w.actor} deleted the investor document “${quoted(w.detail.title)}”`,
    investorDocumentsReordered: (w) => `${w.actor} reordered the investor documents`,
    investorDocumentsDateOrder: (w) =>
      `${w.actor} put the investor ${w.detail.kind === "report" ? "reports" : "announcements"} back in date order, newest first`,
    settingsChanged: (w) => {
      const after = w.detail.after;
      const keys = after && typeof after === "object" ? Object.keys(after) : [];
      return `${w.actor} changed the site settings${keys.length > 0 ? ` (${keys.join(", ")})` : ""}`;
    },
    homeRowCreated: (w) => `${w.actor} added ${w.target}`,
    homeRowChanged: (w) => `${w.actor} changed ${w.target}`,
    homeRowDeleted: (w) => `${w.actor} deleted ${w.target}`,
    homeListReordered: (w) => `${w.actor} reordered ${w.target}`,
    dictEntryCreated: (w) =>
      `${w.actor} added the dictionary entry ${String(w.detail.dictValue ?? "")} (${String(w.detail.dictType ?? "")})`,
    dictEntryChanged: (w) => `${w.actor} changed ${w.target}`,
    newsCreated: (w) => `${w.actor} created ${w.target}`,
    newsUpdated: (w) => `${w.actor} changed ${w.target}`,
    newsPublished: (w) => `${w.actor} published ${w.target}`,
    newsUnpublished: (w) => `${w.actor} unpublished ${w.target}`,
    newsRestored: (w) => `${w.actor} restored an earlier version of ${w.target}`,
    newsPreviewShared: (w) => {
      const days = Number(w.detail.days);
      return `${w.actor} shared a preview link of ${w.target}, valid for ${days} day${days === 1 ? "" : "s"}`;
    },
    newsPreviewRevoked: (w) => `${w.actor} revoked a preview link of ${w.target}`,
    destinationCreated: (w) => `${w.actor} added ${w.target}`,
    destinationChanged: (w) => `${w.actor} changed ${w.target}`,
    destinationDeleted: (w) => `${w.actor} deleted the notification destination “${quoted(w.detail.name)}”`,
    destinationDisabled: (w) => `${w.actor} disabled ${w.target} (${quoted(w.detail.reason)})`,
    destinationTested: (w) => `${w.actor} tested ${w.target} (${w.detail.ok ? "delivered" : "failed"})`,
    destinationRetried: (w) => `${w.actor} retried a delivery to ${w.target}`,
    assignmentRuleCreated: (w) => `${w.actor} added ${w.target}`,
    assignmentRuleChanged: (w) => `${w.actor} changed ${w.target}`,
    assignmentRuleDeleted: (w) => `${w.actor} deleted the assignment rule “${quoted(w.detail.name)}”`,
    funnelSaved: (w) => `${w.actor} saved the funnel “${quoted(w.detail.name)}”`,
    funnelDeleted: (w) => `${w.actor} deleted ${w.target}`,
    accountChangeReported: (w) => {
      const what =
        { email: "e-mail address", phone: "phone number", password: "password" }[String(w.detail.change)] ?? String(w.detail.change);
      return `${w.actor} reported a change of their ${what} they did not make; every device was signed out${w.detail.restored ? " and the old address put back" : ""}`;
    },
  },
  fallback: (w, action) =>
    `${w.actor}: ${action.replace(/[A-Z]/g, (letter) => ` ${letter.toLowerCase()}`)}${w.target ? ` (${w.target})` : ""}`,
  target: (kind, id, name) => {
    const numbered = (noun: string) => (name ? `the ${noun} “${name}”` : `${noun} #${id}`);
    switch (kind) {
      case "lead":
        return `lead #${id}`;
      case "user":
        return name ? `the account ${name}` : `account #${id}`;
      case "news":
        return name ? `the article “${name}”` : `article #${id}`;
      case "file":
        return `file #${id}`;
      case "investor":
        return /^\d+$/.test(id) ? numbered("investor document") : "the investor documents";
      case "dict":
        return /^\d+$/.test(id) ? `dictionary entry #${id}` : `the dictionary ${id}`;
      case "destination":
        return numbered("notification destination");
      case "assignmentRule":
        return numbered("assignment rule");
      case "invitation":
        return `invitation #${id}`;
      case "funnel":
        return `funnel #${id}`;
      case "leads":
        return "leads";
      case "settings":
        return "the site settings";
      case "audit":
        return "the audit log";
      case "session":
        return "the console";
      default:
        return kind in HOME_LISTS
          ? id
            ? `a home-page row of ${HOME_LISTS[kind]} (#${id})`
            : `the home page’s ${HOME_LISTS[kind]}`
          : undefined;
    }
  },
  nobody: "nobody",
  system: "The system",
  operator: "The server’s command line",
};
