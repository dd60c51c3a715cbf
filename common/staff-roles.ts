import { ALL_PERMISSION } from "./permissions.ts";

/**
 * The console's fixed roles (docs/decisions/013-operator-console.md): roles are code, not data,
 * so there is no role editor. `admin` holds every permission; the others what their work needs.
 */
export const STAFF_ROLES = ["admin", "sales", "editor"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const PERMISSIONS = {
  console: "console:view",
  leadList: "lead:list",
  leadEdit: "lead:edit",
  leadExport: "lead:export",
  userList: "user:list",
  userEdit: "user:edit",
  auditList: "audit:list",
  newsEdit: "news:edit",
  fileEdit: "file:edit",
  investorEdit: "investor:edit",
  homeEdit: "home:edit",
  dictEdit: "dict:edit",
  settingsEdit: "settings:edit",
  trafficView: "traffic:view",
  /** Notification destinations and assignment rules: where leads go and who gets them. */
  leadRouting: "lead:routing",
  /** What visitors search for on the site (issue 29): counts of queries, never who asked. */
  searchStats: "search:stats",
} as const;
export type Permission = (typeof PERMISSIONS)[keyof typeof PERMISSIONS];

const ROLE_PERMISSIONS: Record<StaffRole, readonly string[]> = {
  admin: [ALL_PERMISSION],
  sales: [PERMISSIONS.console, PERMISSIONS.leadList, PERMISSIONS.leadEdit, PERMISSIONS.leadExport, PERMISSIONS.trafficView],
  // Dictionaries and site settings change what every page says: admin only.
  editor: [
    PERMISSIONS.console,
    PERMISSIONS.newsEdit,
    PERMISSIONS.fileEdit,
    PERMISSIONS.investorEdit,
    PERMISSIONS.homeEdit,
    PERMISSIONS.trafficView,
    PERMISSIONS.searchStats,
  ],
};

export function isStaffRole(role: string): role is StaffRole {
  return (STAFF_ROLES as readonly string[]).includes(role);
}

export function staffRolesOf(roles: readonly string[]): StaffRole[] {
  return roles.filter(isStaffRole);
}

/** The permissions an account's roles grant, added to any it holds itself. */
export function permissionsOf(roles: readonly string[], own: readonly string[] = []): string[] {
  return [...new Set([...own, ...staffRolesOf(roles).flatMap((role) => ROLE_PERMISSIONS[role])])];
}
