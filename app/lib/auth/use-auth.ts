import { useMemo } from "react";
import { hasPermi, hasPermiAnd, hasPermiOr, hasRole, hasRoleAnd, hasRoleOr } from "../../../common/permissions.ts";
import { useUserStore } from "../../stores/user-store.ts";

/** RuoYi's $auth (spec section 6) bound to the signed-in account's roles and permissions. */
export function useAuth() {
  const permissions = useUserStore((state) => state.permissions);
  const roles = useUserStore((state) => state.roles);
  const isAdmin = useUserStore((state) => state.isAdmin);
  return useMemo(
    () => ({
      isAdmin,
      hasPermi: (permission: string) => hasPermi(permissions, permission),
      hasPermiOr: (list: readonly string[]) => hasPermiOr(permissions, list),
      hasPermiAnd: (list: readonly string[]) => hasPermiAnd(permissions, list),
      hasRole: (role: string) => hasRole(roles, role),
      hasRoleOr: (list: readonly string[]) => hasRoleOr(roles, list),
      hasRoleAnd: (list: readonly string[]) => hasRoleAnd(roles, list),
    }),
    [permissions, roles, isAdmin],
  );
}
