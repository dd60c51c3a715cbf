import { useMemo } from "react";
import { SEARCH_TEXT_MAX } from "../../../common/contracts/admin-fields.ts";
import { AUDIT_ACTIONS, AUDIT_TARGET_KINDS, auditListCall, type AuditRow } from "../../../common/contracts/admin-audit.ts";
import { PERMISSIONS } from "../../../common/staff-roles.ts";
import { useConsoleTexts } from "../../components/admin/console-texts.ts";
import { DataTable, Pager, type ConsoleColumn } from "../../components/admin/data-table.tsx";
import { downloadExport } from "../../components/admin/export-file.ts";
import { ForbiddenPanel } from "../../components/admin/forbidden-panel.tsx";
import { ListFilters } from "../../components/admin/list-filters.tsx";
import { useStaffTexts } from "../../components/admin/staff-texts.ts";
import { usePermission } from "../../components/admin/use-console-page.ts";
import { useListScreen } from "../../components/admin/use-list-screen.ts";
import { fill } from "../../lib/fill.ts";
import "../../styles/admin-staff.css";

const PAGE_SIZE = 50;
const FILTERS = ["action", "actor", "targetKind", "targetId", "from", "to"] as const;

type Texts = ReturnType<typeof useConsoleTexts>["t"];
type StaffTexts = ReturnType<typeof useStaffTexts>;

/** What was stored, for whoever needs the values themselves: actor, action, target and detail as recorded. */
function RawEntry({ entry, s }: { entry: AuditRow; s: StaffTexts }) {
  const raw = { actorId: entry.actorId, actorName: entry.actorName, action: entry.action, target: entry.target, detail: entry.detail };
  return (
    <details className="console-raw">
      <summary aria-label={fill(s.audit.rawLabel, { sentence: entry.sentence })}>{s.audit.raw}</summary>
      <pre data-raw="">{JSON.stringify(raw, null, 2)}</pre>
    </details>
  );
}

function auditColumns(t: Texts, s: StaffTexts, formatTime: (iso: string | null) => string): ConsoleColumn<AuditRow>[] {
  return [
    { id: "createdAt", header: t.audit.columns.time, cell: ({ row }) => formatTime(row.original.createdAt) },
    { id: "sentence", header: s.audit.sentence, cell: ({ row }) => <span data-sentence="">{row.original.sentence}</span> },
    { id: "target", header: t.audit.columns.target, cell: ({ row }) => row.original.targetLabel },
    { id: "ip", header: t.audit.columns.ip, cell: ({ row }) => row.original.ip },
    { id: "detail", header: s.audit.raw, cell: ({ row }) => <RawEntry entry={row.original} s={s} /> },
  ];
}

const auditRowKey = (entry: AuditRow) => String(entry.id);

/**
 * /admin/audit (admins): every staff action as a sentence in the console's language, names for
 * ids and the raw values on demand; filtered by action, actor, target and days of the site's time
 * zone; exported as CSV (the export is itself logged). Read only.
 */
export default function AuditScreen() {
  const { t, language, formatTime, timeZone } = useConsoleTexts();
  const s = useStaffTexts();
  const allowed = usePermission(PERMISSIONS.auditList);
  const screen = useListScreen(auditListCall, {
    filters: FILTERS,
    sortable: { createdAt: "desc", target: "asc", ip: "asc" },
    rowKey: auditRowKey,
    pageSize: PAGE_SIZE,
    enabled: allowed,
  });
  const columns = useMemo(() => auditColumns(t, s, formatTime), [t, s, formatTime]);
  const actionLabel = (action: string) => t.audit.actions[action] ?? s.audit.actions[action] ?? action;

  if (!allowed) return <ForbiddenPanel />;

  const { pageNum: _page, pageSize: _size, sort: _sort, order: _order, ...filters } = screen.applied;

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
                {actionLabel(action)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t.audit.actor}
          <input type="search" maxLength={SEARCH_TEXT_MAX} {...screen.field("actor")} />
        </label>
        <label>
          {s.audit.targetKind}
          <select {...screen.field("targetKind")}>
            <option value="">{t.list.any}</option>
            {AUDIT_TARGET_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {s.audit.targetKinds[kind]}
              </option>
            ))}
          </select>
        </label>
        <label>
          {s.audit.targetId}
          <input type="text" inputMode="numeric" pattern="[0-9]*" placeholder={s.audit.targetIdPlaceholder} {...screen.field("targetId")} />
        </label>
        <label>
          {s.audit.from}
          <input type="date" {...screen.field("from")} />
        </label>
        <label>
          {s.audit.to}
          <input type="date" {...screen.field("to")} />
        </label>
      </ListFilters>
      <div className="console-audit-actions">
        {timeZone && <span className="console-hint">{fill(s.audit.timeZone, { zone: timeZone })}</span>}
        <button
          type="button"
          className="console-button"
          data-export="csv"
          onClick={() => void downloadExport("/admin/audit/export", filters, language)}
        >
          {s.audit.exportCsv}
        </button>
      </div>
      <DataTable caption={t.audit.heading} columns={columns} empty={t.audit.empty} {...screen.table} />
      <Pager {...screen.pager} />
    </section>
  );
}
