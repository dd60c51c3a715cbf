import { useMemo } from "react";
import { SEARCH_TEXT_MAX } from "../../../common/contracts/admin-fields.ts";
import { AUDIT_ACTIONS, auditListCall, type AuditRow } from "../../../common/contracts/admin-audit.ts";
import { PERMISSIONS } from "../../../common/staff-roles.ts";
import { useConsoleTexts } from "../../components/admin/console-texts.ts";
import { DataTable, Pager, type ConsoleColumn } from "../../components/admin/data-table.tsx";
import { ForbiddenPanel } from "../../components/admin/forbidden-panel.tsx";
import { ListFilters } from "../../components/admin/list-filters.tsx";
import { usePermission } from "../../components/admin/use-console-page.ts";
import { useListScreen } from "../../components/admin/use-list-screen.ts";

const PAGE_SIZE = 50;

/** An entry's detail on one line: "status: new → contacted · note: …". */
function describe(detail: Record<string, unknown>): string {
  return Object.entries(detail)
    .map(([key, value]) => {
      if (value && typeof value === "object" && "from" in value && "to" in value) {
        const change = value as { from: unknown; to: unknown };
        return `${key}: ${JSON.stringify(change.from)} → ${JSON.stringify(change.to)}`;
      }
      return `${key}: ${typeof value === "string" ? value : JSON.stringify(value)}`;
    })
    .join(" · ");
}

function auditColumns(t: ReturnType<typeof useConsoleTexts>["t"], formatTime: (iso: string | null) => string): ConsoleColumn<AuditRow>[] {
  return [
    { id: "createdAt", header: t.audit.columns.time, cell: ({ row }) => formatTime(row.original.createdAt) },
    { id: "actorName", header: t.audit.columns.actor, cell: ({ row }) => row.original.actorName },
    { id: "action", header: t.audit.columns.action, cell: ({ row }) => t.audit.actions[row.original.action] ?? row.original.action },
    { id: "target", header: t.audit.columns.target, cell: ({ row }) => row.original.target },
    {
      id: "detail",
      header: t.audit.columns.detail,
      cell: ({ row }) => <span className="console-detail-text">{describe(row.original.detail)}</span>,
    },
    { id: "ip", header: t.audit.columns.ip, cell: ({ row }) => row.original.ip },
  ];
}

const auditRowKey = (entry: AuditRow) => String(entry.id);

/** /admin/audit (admins): every staff action, newest first unless sorted otherwise; read only. */
export default function AuditScreen() {
  const { t, formatTime } = useConsoleTexts();
  const allowed = usePermission(PERMISSIONS.auditList);
  const screen = useListScreen(auditListCall, {
    filters: ["action", "actor"],
    sortable: { createdAt: "desc", actorName: "asc", action: "asc", target: "asc", ip: "asc" },
    rowKey: auditRowKey,
    pageSize: PAGE_SIZE,
    enabled: allowed,
  });
  const columns = useMemo(() => auditColumns(t, formatTime), [t, formatTime]);

  if (!allowed) return <ForbiddenPanel />;

  return (
    <section className="console-panel" data-audit="">
      <h1>{t.audit.heading}</h1>
      <ListFilters screen={screen}>
        <label>
          {t.audit.action}
          <select {...screen.field("action")}>
            <option value="">{t.list.any}</option>
            {AUDIT_ACTIONS.map((action) => (
              <option key={action} value={action}>
                {t.audit.actions[action]}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t.audit.actor}
          <input type="search" maxLength={SEARCH_TEXT_MAX} {...screen.field("actor")} />
        </label>
      </ListFilters>
      <DataTable caption={t.audit.heading} columns={columns} empty={t.audit.empty} {...screen.table} />
      <Pager {...screen.pager} />
    </section>
  );
}
