import { useCallback, useMemo, useState } from "react";
import { SEARCH_TEXT_MAX } from "../../../common/contracts/admin-fields.ts";
import { ACCOUNT_KINDS, userListCall, type AdminUserRow, type userChangeCall } from "../../../common/contracts/admin-users.ts";
import type { CallBody } from "../../../common/contracts/call.ts";
import { PERMISSIONS, staffRolesOf } from "../../../common/staff-roles.ts";
import { useConsoleTexts } from "../../components/admin/console-texts.ts";
import { DataTable, Pager, type ConsoleColumn } from "../../components/admin/data-table.tsx";
import { ForbiddenPanel } from "../../components/admin/forbidden-panel.tsx";
import { InvitationsPanel } from "../../components/admin/invitations-panel.tsx";
import { ListFilters } from "../../components/admin/list-filters.tsx";
import { ResetTwoStepDialog } from "../../components/admin/reset-two-step-dialog.tsx";
import { RoleDialog } from "../../components/admin/role-dialog.tsx";
import { useStaffTexts } from "../../components/admin/staff-texts.ts";
import { usePermission } from "../../components/admin/use-console-page.ts";
import { useListScreen } from "../../components/admin/use-list-screen.ts";
import { confirm, toast } from "../../components/ui/notify.ts";
import { fill } from "../../lib/fill.ts";
import { callApi } from "../../lib/http/client.ts";
import { useUserStore } from "../../stores/user-store.ts";
import "../../styles/admin-staff.css";

const PAGE_SIZE = 20;

type UserChange = CallBody<typeof userChangeCall>;

interface UserColumnsContext {
  t: ReturnType<typeof useConsoleTexts>["t"];
  s: ReturnType<typeof useStaffTexts>;
  formatTime: (iso: string | null) => string;
  /** The admin's own account: its roles and status are not changed from here. */
  selfId: number | undefined;
  canEdit: boolean;
  change: (user: AdminUserRow, body: UserChange) => void;
  editRoles: (user: AdminUserRow) => void;
  resetTwoStep: (user: AdminUserRow) => void;
}

/** What the status cell says: active or disabled, locked by failed sign-ins, two-step. */
function statusOf(user: AdminUserRow, { t, s }: Pick<UserColumnsContext, "t" | "s">): string {
  const parts = [user.status === "active" ? t.users.active : t.users.disabled];
  if (user.locked) parts.push(fill(s.lockedDetail, { count: user.failedSignIns }));
  else if (user.failedSignIns > 0) parts.push(fill(s.failedDetail, { count: user.failedSignIns }));
  if (user.twoStep) parts.push(t.users.twoStep);
  return parts.join(" · ");
}

function userColumns(context: UserColumnsContext): ConsoleColumn<AdminUserRow>[] {
  const { t, s, formatTime, selfId, canEdit, change, editRoles, resetTwoStep } = context;
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
      cell: ({ row }) => {
        const roles = staffRolesOf(row.original.roles);
        return roles.length > 0 ? roles.map((role) => t.roles[role]).join(" / ") : s.noRole;
      },
    },
    {
      id: "status",
      header: t.users.columns.status,
      cell: ({ row }) => (
        <span data-locked={row.original.locked ? "" : undefined} className={row.original.locked ? "console-locked" : undefined}>
          {statusOf(row.original, context)}
        </span>
      ),
    },
    { id: "lastLoginAt", header: t.users.columns.lastLogin, cell: ({ row }) => formatTime(row.original.lastLoginAt) },
    {
      id: "actions",
      header: t.users.columns.actions,
      cell: ({ row }) => {
        const user = row.original;
        if (!canEdit) return null;
        const isStaff = staffRolesOf(user.roles).length > 0;
        return (
          <div className="console-row-actions">
            {user.id !== selfId && (
              <button type="button" className="console-button" onClick={() => editRoles(user)}>
                {isStaff ? s.changeRoles : s.makeStaff}
              </button>
            )}
            {user.id !== selfId && (
              <button
                type="button"
                className="console-button"
                onClick={() => change(user, { status: user.status === "active" ? "disabled" : "active" })}
              >
                {user.status === "active" ? t.users.disable : t.users.enable}
              </button>
            )}
            {user.twoStep && user.id !== selfId && (
              <button type="button" className="console-button" onClick={() => resetTwoStep(user)}>
                {s.resetTwoStep}
              </button>
            )}
            {(user.locked || user.failedSignIns > 0) && (
              <button type="button" className="console-button" onClick={() => change(user, { unlock: true })}>
                {t.users.unlock}
              </button>
            )}
          </div>
        );
      },
    },
  ];
}

const userRowKey = (user: AdminUserRow) => String(user.id);

/**
 * /admin/users (admins): staff and visitors apart, locked accounts shown as locked with their
 * failed sign-ins; disable or enable, unlock, change roles through a confirmation, invite staff.
 */
export default function UsersScreen() {
  const { t, formatTime } = useConsoleTexts();
  const s = useStaffTexts();
  const allowed = usePermission(PERMISSIONS.userList);
  const canEdit = usePermission(PERMISSIONS.userEdit);
  const selfId = useUserStore((state) => state.user?.userId);
  const [editing, setEditing] = useState<AdminUserRow | null>(null);
  const [resetting, setResetting] = useState<AdminUserRow | null>(null);
  const screen = useListScreen(userListCall, {
    filters: ["q", "kind", "status"],
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
    () =>
      userColumns({
        t,
        s,
        formatTime,
        selfId,
        canEdit,
        change: (user, body) => void change(user, body),
        editRoles: setEditing,
        resetTwoStep: setResetting,
      }),
    [t, s, formatTime, selfId, canEdit, change],
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
          {s.kind}
          <select {...screen.field("kind")}>
            <option value="">{s.kinds.all}</option>
            {ACCOUNT_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {s.kinds[kind]}
              </option>
            ))}
          </select>
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
      {canEdit && <InvitationsPanel />}
      {editing && (
        <RoleDialog
          user={editing}
          onClose={() => setEditing(null)}
          onSaved={(row) => {
            // A visitor made staff may no longer match a "visitors" filter: the page is asked again.
            if (screen.applied.kind) screen.reload();
            else replaceRows([row]);
          }}
        />
      )}
      {resetting && <ResetTwoStepDialog user={resetting} onClose={() => setResetting(null)} onDone={(row) => replaceRows([row])} />}
    </section>
  );
}
