import { useCallback, useEffect, useMemo, useState } from "react";
import { useSearchParams } from "react-router";
import type { SortingState } from "@tanstack/react-table";
import type { LeadRow, LeadStatus, leadChangeCall, leadListCall, leadOwnersCall } from "../../../common/contracts/admin-leads.ts";
import { LEAD_STATUSES } from "../../../common/contracts/admin-leads.ts";
import { PERMISSIONS } from "../../../common/staff-roles.ts";
import { useConsoleTexts } from "../../components/admin/console-texts.ts";
import { DataTable, Pager, type ConsoleColumn } from "../../components/admin/data-table.tsx";
import { ForbiddenPanel } from "../../components/admin/forbidden-panel.tsx";
import { LeadDetailDialog } from "../../components/admin/lead-detail.tsx";
import { LeadExportButtons } from "../../components/admin/lead-export-buttons.tsx";
import { LeadFilters, LEAD_FILTER_KEYS } from "../../components/admin/lead-filters.tsx";
import { useConsolePage, usePermission } from "../../components/admin/use-console-page.ts";
import { HasPermission } from "../../components/auth/has-permission.tsx";
import { toast } from "../../components/ui/notify.ts";
import { callApi } from "../../lib/http/client.ts";

const PAGE_SIZE = 20;
/** The table's sortable columns and the server's sort orders. */
const SORTS: Record<string, { asc: string; desc: string }> = {
  createdAt: { asc: "oldest", desc: "newest" },
  company: { asc: "company", desc: "company" },
  status: { asc: "status", desc: "status" },
};

function sortingOf(sort: string | null): SortingState {
  if (sort === "oldest") return [{ id: "createdAt", desc: false }];
  if (sort === "company" || sort === "status") return [{ id: sort, desc: false }];
  return [{ id: "createdAt", desc: true }];
}

interface LeadColumnsContext {
  t: ReturnType<typeof useConsoleTexts>["t"];
  formatTime: (iso: string | null) => string;
  owners: Array<{ id: number; username: string }>;
  canEdit: boolean;
  change: (lead: LeadRow, body: { status?: LeadStatus; ownerId?: number | null }) => void;
  open: (id: number) => void;
}

/** The inbox's columns: status and owner are changed in place, details open the panel. */
function leadColumns({ t, formatTime, owners, canEdit, change, open }: LeadColumnsContext): ConsoleColumn<LeadRow>[] {
  return [
    {
      id: "createdAt",
      header: t.leads.columns.createdAt,
      accessorFn: (lead) => lead.createdAt,
      cell: ({ row }) => formatTime(row.original.createdAt),
    },
    { id: "type", header: t.leads.columns.type, enableSorting: false, cell: ({ row }) => t.leadTypes[row.original.type] },
    { id: "name", header: t.leads.columns.name, enableSorting: false, accessorFn: (lead) => lead.name },
    { id: "company", header: t.leads.columns.company, accessorFn: (lead) => lead.company },
    {
      id: "contact",
      header: t.leads.columns.contact,
      enableSorting: false,
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
      accessorFn: (lead) => lead.status,
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
      enableSorting: false,
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
      enableSorting: false,
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
  const [params, setParams] = useSearchParams();
  const [openId, setOpenId] = useState<number | null>(null);
  const [owners, setOwners] = useState<Array<{ id: number; username: string }>>([]);
  const page = Number(params.get("pageNum") ?? "1") || 1;
  const query = Object.fromEntries([...LEAD_FILTER_KEYS, "sort"].map((key) => [key, params.get(key) || undefined]));
  const list = useConsolePage<typeof leadListCall>("GET /admin/leads", { ...query, pageNum: page, pageSize: PAGE_SIZE }, allowed);

  useEffect(() => {
    if (!allowed) return;
    callApi<typeof leadOwnersCall>("GET /admin/lead-owners")
      .then(({ data }) => setOwners(data))
      .catch(() => undefined);
  }, [allowed]);

  const update = (next: Record<string, string | undefined>) => {
    const merged = new URLSearchParams(params);
    for (const [key, value] of Object.entries(next)) {
      if (value) merged.set(key, value);
      else merged.delete(key);
    }
    setParams(merged);
  };

  const { replaceRow } = list;
  const change = useCallback(
    async (lead: LeadRow, body: { status?: LeadStatus; ownerId?: number | null }) => {
      const { data } = await callApi<typeof leadChangeCall>("PATCH /admin/leads/:id", { params: { id: lead.id }, body });
      replaceRow((row) => row.id === lead.id, data);
      toast("success", t.leads.changed);
    },
    [replaceRow, t],
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

  return (
    <section className="console-panel" data-leads="">
      <h1>{t.leads.heading}</h1>
      <LeadFilters params={params} owners={owners} onApply={(filters) => update({ ...filters, pageNum: undefined })} />
      <HasPermission value={[PERMISSIONS.leadExport]}>
        <LeadExportButtons filters={query} />
      </HasPermission>
      <DataTable
        caption={t.leads.heading}
        columns={columns}
        rows={list.rows}
        rowKey={(lead) => String(lead.id)}
        empty={t.leads.empty}
        busy={list.busy}
        sorting={sortingOf(params.get("sort"))}
        onSortingChange={(sorting) => {
          const first = sorting[0];
          const sort = first ? SORTS[first.id]?.[first.desc ? "desc" : "asc"] : undefined;
          update({ sort: sort === "newest" ? undefined : sort, pageNum: undefined });
        }}
      />
      <Pager page={page} pageSize={PAGE_SIZE} total={list.total} onPage={(next) => update({ pageNum: String(next) })} />
      {openId !== null && (
        <LeadDetailDialog id={openId} onClose={() => setOpenId(null)} onChanged={(lead) => replaceRow((row) => row.id === lead.id, lead)} />
      )}
    </section>
  );
}
