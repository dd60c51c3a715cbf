/** Permission and role checks of spec section 6; pure, so the UI and the server agree. */

export const ALL_PERMISSION = "*:*:*";
/** The tenant admin role, which passes every role check. */
export const SUPER_ADMIN_ROLE = "admin";
// The platform super admin passes permission checks through ALL_PERMISSION, not role checks.
const PLATFORM_ADMIN_ROLE = "superadmin";

type Names = readonly string[];

export function hasPermi(userPerms: Names, perm: string): boolean {
  return perm !== "" && (userPerms.includes(ALL_PERMISSION) || userPerms.includes(perm));
}

export function hasPermiOr(userPerms: Names, perms: Names): boolean {
  return perms.some((perm) => hasPermi(userPerms, perm));
}

// An empty requirement list grants nothing; RuoYi's bare `every` would grant everything.
export function hasPermiAnd(userPerms: Names, perms: Names): boolean {
  return perms.length > 0 && perms.every((perm) => hasPermi(userPerms, perm));
}

export function hasRole(userRoles: Names, role: string): boolean {
  return role !== "" && (userRoles.includes(SUPER_ADMIN_ROLE) || userRoles.includes(role));
}

export function hasRoleOr(userRoles: Names, roles: Names): boolean {
  return roles.some((role) => hasRole(userRoles, role));
}

export function hasRoleAnd(userRoles: Names, roles: Names): boolean {
  return roles.length > 0 && roles.every((role) => hasRole(userRoles, role));
}

/** For the has-permission directive: an empty list is a programming error, so it throws. */
export function checkPermi(userPerms: Names, required: Names): boolean {
  if (required.length === 0) {
    throw new Error('checkPermi needs at least one permission, e.g. ["system:user:add"]');
  }
  return hasPermiOr(userPerms, required);
}

/** For the has-roles directive: an empty list is a programming error, so it throws. */
export function checkRole(userRoles: Names, required: Names): boolean {
  if (required.length === 0) {
    throw new Error('checkRole needs at least one role, e.g. ["admin", "editor"]');
  }
  return hasRoleOr(userRoles, required);
}

export function isAdmin(roles: Names): boolean {
  return roles.includes(PLATFORM_ADMIN_ROLE) || roles.includes(SUPER_ADMIN_ROLE);
}
