import { useMemo, useState } from "react";
import { AUDIT_ACTIONS, type AuditRow, type auditListCall } from "../../../common/contracts/admin-audit.ts";
import { PERMISSIONS } from "../../../common/staff-roles.ts";
import { useConsoleTexts } from "../../components/admin/console-texts.ts";
import { DataTable, Pager, type ConsoleColumn } from "../../components/admin/data-table.tsx";
import { ForbiddenPanel } from "../../components/admin/forbidden-panel.tsx";
import { useConsolePage, usePermission } from "../../components/admin/use-console-page.ts";

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
    { id: "time", header: t.audit.columns.time, enableSorting: false, cell: ({ row }) => formatTime(row.original.createdAt) },
    { id: "actor", header: t.audit.columns.actor, enableSorting: false, cell: ({ row }) => row.original.actorName },
    {
      id: "action",
      header: t.audit.columns.action,
      enableSorting: false,
      cell: ({ row }) => t.audit.actions[row.original.action] ?? row.original.action,
    },
    { id: "target", header: t.audit.columns.target, enableSorting: false, cell: ({ row }) => row.original.target },
    {
      id: "detail",
      header: t.audit.columns.detail,
      enableSorting: false,
      cell: ({ row }) => <span className="console-detail-text">{describe(row.original.detail)}</span>,
    },
    { id: "ip", header: t.audit.columns.ip, enableSorting: false, cell: ({ row }) => row.original.ip },
  ];
}

/** /admin/audit (admins): every staff action, newest first; read only. */
export default function AuditScreen() {
  const { t, formatTime } = useConsoleTexts();
  const allowed = usePermission(PERMISSIONS.auditList);
  const [filters, setFilters] = useState({ action: "", actor: "" });
  const [draft, setDraft] = useState(filters);
  const [page, setPage] = useState(1);
  const list = useConsolePage<typeof auditListCall>(
    "GET /admin/audit",
    { action: filters.action || undefined, actor: filters.actor || undefined, pageNum: page, pageSize: PAGE_SIZE },
    allowed,
  );

  const columns = useMemo(() => auditColumns(t, formatTime), [t, formatTime]);

  if (!allowed) return <ForbiddenPanel />;

  return (
    <section className="console-panel" data-audit="">
      <h1>{t.audit.heading}</h1>
      <form
        className="console-filters"
        onSubmit={(event) => {
          event.preventDefault();
          setPage(1);
          setFilters({ action: draft.action, actor: draft.actor.trim() });
        }}
      >
        <label>
          {t.audit.action}
          <select value={draft.action} onChange={(event) => setDraft({ ...draft, action: event.target.value })}>
            <option value="">{t.leads.any}</option>
            {AUDIT_ACTIONS.map((action) => (
              <option key={action} value={action}>
                {t.audit.actions[action]}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t.audit.actor}
          <input
            type="search"
            value={draft.actor}
            maxLength={100}
            onChange={(event) => setDraft({ ...draft, actor: event.target.value })}
          />
        </label>
        <div className="console-filter-buttons">
          <button type="submit" className="console-button console-button-primary">
            {t.leads.apply}
          </button>
        </div>
      </form>
      <DataTable
        caption={t.audit.heading}
        columns={columns}
        rows={list.rows}
        rowKey={(entry) => String(entry.id)}
        empty={t.audit.empty}
        busy={list.busy}
      />
      <Pager page={page} pageSize={PAGE_SIZE} total={list.total} onPage={setPage} />
    </section>
  );
}
