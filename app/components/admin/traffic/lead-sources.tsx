import { useMemo } from "react";
import type { LeadSourceRow } from "../../../../common/contracts/admin-traffic.ts";
import type { TrafficMessages } from "../../../i18n/traffic-zh-cn.ts";
import { DataTable, type ConsoleColumn } from "../data-table.tsx";
import { formatPercent, sortedRows, useTableSort, valueLabel } from "./figures.ts";

interface Row extends LeadSourceRow {
  name: string;
  rate: number;
}

const SORTABLE = ["name", "leads", "visits", "rate"] as const;

/** Leads of the range by the channel (or campaign) of their attribution, against that source's visits. */
export function LeadSources({
  kind,
  rows,
  t,
  locale,
}: {
  kind: "channels" | "campaigns";
  rows: LeadSourceRow[];
  t: TrafficMessages;
  locale: string;
}) {
  const { sort, onSort } = useTableSort({ column: "leads", order: "desc" });
  const shown = useMemo(
    () =>
      sortedRows(
        rows.map((row) => ({ ...row, name: valueLabel(kind, row.value, t), rate: row.visits > 0 ? row.leads / row.visits : 0 })),
        sort,
        locale,
      ),
    [rows, kind, t, sort, locale],
  );
  const title = kind === "channels" ? t.leads.byChannel : t.leads.byCampaign;
  const columns = useMemo<ConsoleColumn<Row>[]>(
    () => [
      { id: "name", header: kind === "channels" ? t.breakdowns.channels : t.breakdowns.campaigns, cell: ({ row }) => row.original.name },
      { id: "leads", header: t.leads.leads, cell: ({ row }) => row.original.leads.toLocaleString(locale) },
      { id: "visits", header: t.leads.visits, cell: ({ row }) => row.original.visits.toLocaleString(locale) },
      { id: "rate", header: t.leads.rate, cell: ({ row }) => (row.original.visits > 0 ? formatPercent(row.original.rate, locale) : "–") },
    ],
    [kind, t, locale],
  );
  return (
    <section className="traffic-breakdown" data-lead-sources={kind} aria-labelledby={`lead-sources-${kind}`}>
      <h3 id={`lead-sources-${kind}`}>{title}</h3>
      <DataTable
        caption={title}
        columns={columns}
        rows={shown}
        rowKey={(row) => row.value}
        empty={t.leads.empty}
        busy={false}
        sort={sort}
        sortable={SORTABLE}
        onSort={onSort}
      />
    </section>
  );
}
