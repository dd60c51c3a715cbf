import { useCallback, useEffect, useMemo, useState } from "react";
import {
  LEAD_STATUSES,
  leadListCall,
  type LeadRow,
  type LeadStatus,
  type leadChangeCall,
  type leadOwnersCall,
} from "../../../common/contracts/admin-leads.ts";
import type { CallBody } from "../../../common/contracts/call.ts";
import { PERMISSIONS } from "../../../common/staff-roles.ts";
import { useConsoleTexts } from "../../components/admin/console-texts.ts";
import { DataTable, Pager, type ConsoleColumn } from "../../components/admin/data-table.tsx";
import { ForbiddenPanel } from "../../components/admin/forbidden-panel.tsx";
import { LeadDetailDialog } from "../../components/admin/lead-detail.tsx";
import { LeadExportButtons } from "../../components/admin/lead-export-buttons.tsx";
import { LeadFilters, LEAD_FILTER_KEYS } from "../../components/admin/lead-filters.tsx";
import { usePermission } from "../../components/admin/use-console-page.ts";
import { useListScreen } from "../../components/admin/use-list-screen.ts";
import { HasPermission } from "../../components/auth/has-permission.tsx";
import { toast } from "../../components/ui/notify.ts";
import { callApi } from "../../lib/http/client.ts";

const PAGE_SIZE = 20;

type LeadChange = CallBody<typeof leadChangeCall>;
const leadRowKey = (lead: LeadRow) => String(lead.id);

interface LeadColumnsContext {
  t: ReturnType<typeof useConsoleTexts>["t"];
  formatTime: (iso: string | null) => string;
  owners: Array<{ id: number; username: string }>;
  canEdit: boolean;
  change: (lead: LeadRow, body: LeadChange) => void;
  open: (id: number) => void;
}

/** The inbox's columns: status and owner are changed in place, details open the panel. */
function leadColumns({ t, formatTime, owners, canEdit, change, open }: LeadColumnsContext): ConsoleColumn<LeadRow>[] {
  return [
    { id: "createdAt", header: t.leads.columns.createdAt, cell: ({ row }) => formatTime(row.original.createdAt) },
    { id: "type", header: t.leads.columns.type, cell: ({ row }) => t.leadTypes[row.original.type] },
    { id: "name", header: t.leads.columns.name, accessorFn: (lead) => lead.name },
    { id: "company", header: t.leads.columns.company, accessorFn: (lead) => lead.company },
    {
      id: "contact",
      header: t.leads.columns.contact,
      cell: ({ row }) => (
        <>
          {row.original.phone}
          {row.original.email && <br />}
          {row.original.email}
        </>
      ),
    },
    {
      id: "status",
      header: t.leads.columns.status,
      cell: ({ row }) => (
        <select
          aria-label={`${t.leads.columns.status} #${row.original.id}`}
          value={row.original.status}
          disabled={!canEdit}
          onChange={(event) => change(row.original, { status: event.target.value as LeadStatus })}
        >
          {LEAD_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t.statuses[status]}
            </option>
          ))}
        </select>
      ),
    },
    {
      id: "owner",
      header: t.leads.columns.owner,
      cell: ({ row }) => (
        <select
          aria-label={`${t.leads.columns.owner} #${row.original.id}`}
          value={row.original.ownerId ?? ""}
          disabled={!canEdit}
          onChange={(event) => change(row.original, { ownerId: event.target.value ? Number(event.target.value) : null })}
        >
          <option value="">{t.leads.nobody}</option>
          {owners.map((owner) => (
            <option key={owner.id} value={owner.id}>
              {owner.username}
            </option>
          ))}
        </select>
      ),
    },
    {
      id: "details",
      header: t.leads.details,
      cell: ({ row }) => (
        <button
          type="button"
          className="console-link-button"
          onClick={() => open(row.original.id)}
          aria-label={`${t.leads.details} #${row.original.id}`}
        >
          {t.leads.details}
        </button>
      ),
    },
  ];
}

/** /admin/leads: bookings and partner applications, filtered, searched, sorted and paged on the server. */
export default function LeadsScreen() {
  const { t, formatTime } = useConsoleTexts();
  const allowed = usePermission(PERMISSIONS.leadList);
  const canEdit = usePermission(PERMISSIONS.leadEdit);
  const [openId, setOpenId] = useState<number | null>(null);
  const [owners, setOwners] = useState<Array<{ id: number; username: string }>>([]);
  const screen = useListScreen(leadListCall, {
    filters: LEAD_FILTER_KEYS,
    sortable: { createdAt: "desc", type: "asc", name: "asc", company: "asc", status: "asc", owner: "asc" },
    rowKey: leadRowKey,
    pageSize: PAGE_SIZE,
    enabled: allowed,
  });

  useEffect(() => {
    if (!allowed) return;
    callApi<typeof leadOwnersCall>("GET /admin/lead-owners")
      .then(({ data }) => setOwners(data))
      .catch(() => undefined);
  }, [allowed]);

  const { replaceRows } = screen;
  const change = useCallback(
    async (lead: LeadRow, body: LeadChange) => {
      const { data } = await callApi<typeof leadChangeCall>("PATCH /admin/leads/:id", { params: { id: lead.id }, body });
      replaceRows([data]);
      toast("success", t.leads.changed);
    },
    [replaceRows, t],
  );

  const columns = useMemo(
    () =>
      leadColumns({
        t,
        formatTime,
        owners,
        canEdit,
        change: (lead, body) => void change(lead, body).catch(() => undefined),
        open: setOpenId,
      }),
    [t, owners, canEdit, formatTime, change],
  );

  if (!allowed) return <ForbiddenPanel />;

  const { pageNum: _page, pageSize: _size, ...filters } = screen.applied;
  return (
    <section className="console-panel" data-leads="">
      <h1>{t.leads.heading}</h1>
      <LeadFilters screen={screen} owners={owners} />
      <HasPermission value={[PERMISSIONS.leadExport]}>
        <LeadExportButtons filters={filters} />
      </HasPermission>
      <DataTable caption={t.leads.heading} columns={columns} empty={t.leads.empty} {...screen.table} />
      <Pager {...screen.pager} />
      {openId !== null && <LeadDetailDialog id={openId} onClose={() => setOpenId(null)} onChanged={(lead) => replaceRows([lead])} />}
    </section>
  );
}
