import { useCallback, useMemo } from "react";
import { SEARCH_TEXT_MAX } from "../../../common/contracts/admin-fields.ts";
import { userListCall, type AdminUserRow, type userChangeCall } from "../../../common/contracts/admin-users.ts";
import type { CallBody } from "../../../common/contracts/call.ts";
import { PERMISSIONS, STAFF_ROLES, type StaffRole } from "../../../common/staff-roles.ts";
import { HasRoles } from "../../components/auth/has-permission.tsx";
import { useConsoleTexts } from "../../components/admin/console-texts.ts";
import { DataTable, Pager, type ConsoleColumn } from "../../components/admin/data-table.tsx";
import { ForbiddenPanel } from "../../components/admin/forbidden-panel.tsx";
import { ListFilters } from "../../components/admin/list-filters.tsx";
import { usePermission } from "../../components/admin/use-console-page.ts";
import { useListScreen } from "../../components/admin/use-list-screen.ts";
import { confirm, toast } from "../../components/ui/notify.ts";
import { fill } from "../../lib/fill.ts";
import { callApi } from "../../lib/http/client.ts";
import { useUserStore } from "../../stores/user-store.ts";

const PAGE_SIZE = 20;

/** The account's console roles, out of all its roles. */
function staffRolesOf(user: AdminUserRow): StaffRole[] {
  return user.roles.filter((role): role is StaffRole => (STAFF_ROLES as readonly string[]).includes(role));
}

type UserChange = CallBody<typeof userChangeCall>;

interface UserColumnsContext {
  t: ReturnType<typeof useConsoleTexts>["t"];
  formatTime: (iso: string | null) => string;
  /** The admin's own account: its roles and status are not changed from here. */
  selfId: number | undefined;
  change: (user: AdminUserRow, body: UserChange) => void;
}

function userColumns({ t, formatTime, selfId, change }: UserColumnsContext): ConsoleColumn<AdminUserRow>[] {
  return [
    {
      id: "username",
      header: t.users.columns.username,
      cell: ({ row }) => `${row.original.username} (${row.original.nickname})`,
    },
    {
      id: "email",
      header: t.users.columns.email,
      cell: ({ row }) => row.original.email || row.original.phone || "-",
    },
    {
      id: "roles",
      header: t.users.columns.roles,
      // Granting roles is the admin role's alone (the server checks it too).
      cell: ({ row }) => (
        <HasRoles value={["admin"]}>
          <fieldset className="console-roles" disabled={row.original.id === selfId}>
            <legend className="visually-hidden">
              {t.users.staffRoles} · {row.original.username}
            </legend>
            {STAFF_ROLES.map((role) => (
              <label key={role}>
                <input
                  type="checkbox"
                  checked={row.original.roles.includes(role)}
                  onChange={(event) => {
                    const current = staffRolesOf(row.original);
                    const next = event.target.checked ? [...current, role] : current.filter((item) => item !== role);
                    change(row.original, { staffRoles: next });
                  }}
                />
                {t.roles[role]}
              </label>
            ))}
          </fieldset>
        </HasRoles>
      ),
    },
    {
      id: "status",
      header: t.users.columns.status,
      cell: ({ row }) =>
        (row.original.status === "active" ? t.users.active : t.users.disabled) + (row.original.twoStep ? ` · ${t.users.twoStep}` : ""),
    },
    { id: "failed", header: t.users.columns.failed, cell: ({ row }) => row.original.failedSignIns },
    { id: "lastLoginAt", header: t.users.columns.lastLogin, cell: ({ row }) => formatTime(row.original.lastLoginAt) },
    {
      id: "actions",
      header: t.users.columns.actions,
      cell: ({ row }) => (
        <div className="console-row-actions">
          {row.original.id !== selfId && (
            <button
              type="button"
              className="console-button"
              onClick={() => change(row.original, { status: row.original.status === "active" ? "disabled" : "active" })}
            >
              {row.original.status === "active" ? t.users.disable : t.users.enable}
            </button>
          )}
          {row.original.failedSignIns > 0 && (
            <button type="button" className="console-button" onClick={() => change(row.original, { unlock: true })}>
              {t.users.unlock}
            </button>
          )}
        </div>
      ),
    },
  ];
}

const userRowKey = (user: AdminUserRow) => String(user.id);

/** /admin/users (admins): search accounts; disable or enable, unlock, and set console roles. */
export default function UsersScreen() {
  const { t, formatTime } = useConsoleTexts();
  const allowed = usePermission(PERMISSIONS.userList);
  const selfId = useUserStore((state) => state.user?.userId);
  const screen = useListScreen(userListCall, {
    filters: ["q", "status"],
    sortable: { username: "asc", email: "asc", status: "asc", lastLoginAt: "desc" },
    rowKey: userRowKey,
    pageSize: PAGE_SIZE,
    enabled: allowed,
  });

  const { replaceRows } = screen;
  const change = useCallback(
    async (user: AdminUserRow, body: UserChange) => {
      if (body.status === "disabled") {
        const sure = await confirm({
          title: t.users.disable,
          message: fill(t.users.confirmDisable, { name: user.username }),
          confirmText: t.users.disable,
          cancelText: t.users.cancel,
        });
        if (!sure) return;
      }
      try {
        const { data } = await callApi<typeof userChangeCall>("PATCH /admin/users/:id", { params: { id: user.id }, body });
        replaceRows([data]);
        toast("success", t.leads.changed);
      } catch {
        // The request layer has shown the failure.
      }
    },
    [replaceRows, t],
  );
  const columns = useMemo(
    () => userColumns({ t, formatTime, selfId, change: (user, body) => void change(user, body) }),
    [t, formatTime, selfId, change],
  );

  if (!allowed) return <ForbiddenPanel />;

  return (
    <section className="console-panel" data-users="">
      <h1>{t.users.heading}</h1>
      <ListFilters screen={screen}>
        <label>
          {t.leads.search}
          <input type="search" placeholder={t.users.searchPlaceholder} maxLength={SEARCH_TEXT_MAX} {...screen.field("q")} />
        </label>
        <label>
          {t.users.columns.status}
          <select {...screen.field("status")}>
            <option value="">{t.list.any}</option>
            <option value="active">{t.users.active}</option>
            <option value="disabled">{t.users.disabled}</option>
          </select>
        </label>
      </ListFilters>
      <DataTable caption={t.users.heading} columns={columns} empty={t.users.empty} {...screen.table} />
      <Pager {...screen.pager} />
    </section>
  );
}
