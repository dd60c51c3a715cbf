import { checkPermi, checkRole } from "../../../common/permissions.ts";
import { useUserStore } from "../../stores/user-store.ts";

interface GateProps {
  /** At least one entry; an empty list is a programming error and throws (spec section 5). */
  value: readonly string[];
  children?: React.ReactNode;
}

/**
 * The has-permission directive of spec section 6 as a component: renders its children when the
 * account holds any of the permissions (or '*:*:*'), nothing otherwise.
 */
export function HasPermission({ value, children }: GateProps) {
  const permissions = useUserStore((state) => state.permissions);
  return checkPermi(permissions, value) ? children : null;
}

/** The has-roles directive: children when the account holds any of the roles (or is 'admin'). */
export function HasRoles({ value, children }: GateProps) {
  const roles = useUserStore((state) => state.roles);
  return checkRole(roles, value) ? children : null;
}
