import { useCallback, useEffect, useMemo, useState } from "react";
import { useSearchParams } from "react-router";
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
import { useConflicts } from "../../components/admin/conflict-dialog.tsx";
import { ForbiddenPanel } from "../../components/admin/forbidden-panel.tsx";
import { LeadBulkBar } from "../../components/admin/lead-bulk-bar.tsx";
import { LeadDetailDialog } from "../../components/admin/lead-detail.tsx";
import { LeadExportButtons } from "../../components/admin/lead-export-buttons.tsx";
import { LeadFilters, LeadQuickFilters, LEAD_FILTER_KEYS } from "../../components/admin/lead-filters.tsx";
import { markLeadsSeen, useLeadPulse } from "../../components/admin/lead-pulse.ts";
import { SavedFilters } from "../../components/admin/saved-filters.tsx";
import { usePermission } from "../../components/admin/use-console-page.ts";
import { useListScreen } from "../../components/admin/use-list-screen.ts";
import { HasPermission } from "../../components/auth/has-permission.tsx";
import { toast } from "../../components/ui/notify.ts";
import { routingTexts, type RoutingTexts } from "../../i18n/admin-routing-texts.ts";
import { fill } from "../../lib/fill.ts";
import { callApi } from "../../lib/http/client.ts";

const PAGE_SIZE = 20;

type LeadChange = Omit<CallBody<typeof leadChangeCall>, "version">;
const leadRowKey = (lead: LeadRow) => String(lead.id);

/** How long a lead has waited since it arrived, in the largest whole unit. */
function ageOf(createdAt: string, texts: RoutingTexts["inbox"]): string {
  const minutes = Math.max(0, Math.floor((Date.now() - Date.parse(createdAt)) / 60_000));
  if (minutes < 60) return fill(texts.ageMinutes, { n: minutes });
  if (minutes < 48 * 60) return fill(texts.ageHours, { n: Math.floor(minutes / 60) });
  return fill(texts.ageDays, { n: Math.floor(minutes / (24 * 60)) });
}

interface LeadColumnsContext {
  t: ReturnType<typeof useConsoleTexts>["t"];
  texts: RoutingTexts["inbox"];
  formatTime: (iso: string | null) => string;
  owners: Array<{ id: number; username: string }>;
  canEdit: boolean;
  waitingHours: number;
  change: (lead: LeadRow, body: LeadChange) => void;
  open: (id: number) => void;
}

/** The inbox's columns: number, arrival and age, status and owner changed in place, details open the panel. */
function leadColumns({ t, texts, formatTime, owners, canEdit, waitingHours, change, open }: LeadColumnsContext): ConsoleColumn<LeadRow>[] {
  return [
    {
      id: "number",
      header: texts.number,
      cell: ({ row }) => (
        <button
          type="button"
          className="console-link-button"
          onClick={() => open(row.original.id)}
          aria-label={`${t.leads.details} #${row.original.id}`}
        >
          #{row.original.id}
        </button>
      ),
    },
    {
      id: "createdAt",
      header: t.leads.columns.createdAt,
      cell: ({ row }) => (
        <>
          {formatTime(row.original.createdAt)}
          <br />
          <small
            className={row.original.waiting ? "console-waiting" : "console-muted"}
            title={row.original.waiting ? fill(texts.waitingBadge, { hours: waitingHours }) : undefined}
          >
            {texts.age} {ageOf(row.original.createdAt, texts)}
          </small>
        </>
      ),
    },
    { id: "type", header: t.leads.columns.type, cell: ({ row }) => t.leadTypes[row.original.type] },
    { id: "name", header: t.leads.columns.name, accessorFn: (lead) => lead.name },
    {
      id: "company",
      header: t.leads.columns.company,
      cell: ({ row }) => (
        <>
          {row.original.company}
          {row.original.duplicateOf !== null && (
            <>
              <br />
              <button
                type="button"
                className="console-link-button console-duplicate"
                onClick={() => open(row.original.duplicateOf as number)}
              >
                {fill(texts.duplicateBadge, { id: row.original.duplicateOf })}
              </button>
            </>
          )}
        </>
      ),
    },
    {
      id: "demandType",
      header: texts.demandType,
      cell: ({ row }) =>
        row.original.demandType === null ? "-" : (t.demandTypes[String(row.original.demandType)] ?? row.original.demandType),
    },
    {
      id: "contact",
      header: t.leads.columns.contact,
      cell: ({ row }) => (
        <>
          {row.original.phone && <a href={`tel:${row.original.phone.replace(/[^\d+]/g, "")}`}>{row.original.phone}</a>}
          {row.original.email && <br />}
          {row.original.email && <a href={`mailto:${row.original.email}`}>{row.original.email}</a>}
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
  ];
}

/**
 * /admin/leads: bookings and partner applications, filtered (days of the site's time zone),
 * searched (the lead's number too), sorted by any column both ways and paged on the server; quick
 * filters, saved filters, bulk assignment and status, new leads shown as they arrive, and
 * `?lead=76` (the e-mails' and chat messages' link) opens that lead.
 */
export default function LeadsScreen() {
  const { t, language, formatTime } = useConsoleTexts();
  const texts = routingTexts[language].inbox;
  const allowed = usePermission(PERMISSIONS.leadList);
  const canEdit = usePermission(PERMISSIONS.leadEdit);
  const [params, setParams] = useSearchParams();
  const openId = Number(params.get("lead")) || null;
  const [owners, setOwners] = useState<Array<{ id: number; username: string }>>([]);
  const screen = useListScreen(leadListCall, {
    filters: LEAD_FILTER_KEYS,
    sortable: {
      number: "desc",
      createdAt: "desc",
      type: "asc",
      name: "asc",
      company: "asc",
      demandType: "asc",
      status: "asc",
      owner: "asc",
    },
    rowKey: leadRowKey,
    pageSize: PAGE_SIZE,
    enabled: allowed,
  });
  const pulse = useLeadPulse();
  const { waitingHours } = pulse;

  useEffect(() => {
    if (!allowed) return;
    callApi<typeof leadOwnersCall>("GET /admin/lead-owners")
      .then(({ data }) => setOwners(data))
      .catch(() => undefined);
  }, [allowed]);

  const open = useCallback(
    (id: number | null) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        if (id === null) next.delete("lead");
        else next.set("lead", String(id));
        return next;
      }),
    [setParams],
  );

  // New leads: the first page in arrival order shows them at once; otherwise a notice offers them.
  const { applied, reload, selection } = screen;
  const showsNewest = applied.pageNum === 1 && applied.sort === "createdAt" && applied.order === "desc";
  const nothingPicked = selection.keys.size === 0;
  useEffect(() => {
    if (pulse.newSince > 0 && showsNewest && nothingPicked) {
      reload();
      markLeadsSeen();
    }
  }, [pulse.newSince, showsNewest, nothingPicked, reload]);
  useEffect(() => {
    if (showsNewest) markLeadsSeen();
  }, [showsNewest]);

  const { replaceRows } = screen;
  const conflicts = useConflicts();
  const { resolve } = conflicts;
  const change = useCallback(
    async (lead: LeadRow, body: LeadChange) => {
      // Made from the version the row shows: someone else's change since then is not overwritten unasked.
      const send = async (version: number) => {
        const { data } = await callApi<typeof leadChangeCall>("PATCH /admin/leads/:id", {
          params: { id: lead.id },
          body: { ...body, version },
        });
        replaceRows([data]);
        toast("success", t.leads.changed, undefined, (count) => fill(texts.updatedMany, { count }));
      };
      try {
        await send(lead.version);
      } catch (error) {
        if (!resolve(error, { reload, overwrite: send })) throw error;
      }
    },
    [replaceRows, reload, resolve, t, texts],
  );

  const columns = useMemo(
    () =>
      leadColumns({
        t,
        texts,
        formatTime,
        owners,
        canEdit,
        waitingHours,
        change: (lead, body) => void change(lead, body).catch(() => undefined),
        open,
      }),
    [t, texts, owners, canEdit, formatTime, change, open, waitingHours],
  );

  if (!allowed) return <ForbiddenPanel />;

  const { pageNum: _page, pageSize: _size, ...filters } = screen.applied;
  return (
    <section className="console-panel" data-leads="">
      <h1>{t.leads.heading}</h1>
      <LeadQuickFilters screen={screen} texts={texts} />
      <LeadFilters screen={screen} owners={owners} texts={texts} />
      <div className="console-list-tools">
        <SavedFilters screenName="leads" screen={screen} />
        <HasPermission value={[PERMISSIONS.leadExport]}>
          <LeadExportButtons filters={filters} />
        </HasPermission>
      </div>
      {pulse.newSince > 0 && !showsNewest && (
        <output className="console-notice" data-new-leads="">
          {fill(texts.newLeads, { count: pulse.newSince })}{" "}
          <button
            type="button"
            className="console-link-button"
            onClick={() => {
              screen.update({ sort: undefined, order: undefined, pageNum: undefined });
              markLeadsSeen();
            }}
          >
            {texts.showNew}
          </button>
        </output>
      )}
      {canEdit && screen.selectedRows.length > 0 && (
        <LeadBulkBar
          selected={screen.selectedRows}
          owners={owners}
          texts={texts}
          onDone={() => {
            selection.clear();
            reload();
          }}
        />
      )}
      <DataTable
        caption={t.leads.heading}
        columns={columns}
        empty={t.leads.empty}
        {...screen.table}
        selection={canEdit ? { ...selection, rowLabel: (lead) => fill(texts.selectRow, { id: lead.id }) } : undefined}
        rowData={(lead) => ({ "data-waiting": lead.waiting ? "" : undefined, "data-lead-row": String(lead.id) })}
      />
      <Pager {...screen.pager} />
      {openId !== null && (
        <LeadDetailDialog id={openId} onClose={() => open(null)} onChanged={(lead) => replaceRows([lead])} onOpen={open} />
      )}
      {conflicts.dialog}
    </section>
  );
}
