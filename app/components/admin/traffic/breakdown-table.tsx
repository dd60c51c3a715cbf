import { useMemo } from "react";
import type { BreakdownRow } from "../../../../common/contracts/admin-traffic.ts";
import type { TrafficMessages } from "../../../i18n/traffic-zh-cn.ts";
import { DataTable, type ConsoleColumn } from "../data-table.tsx";
import { formatDuration, formatPercent, metricOf, sortedRows, useTableSort, valueLabel } from "./figures.ts";

export type BreakdownKind = keyof TrafficMessages["breakdowns"];

interface Row {
  key: string;
  name: string;
  visitors: number;
  visits: number;
  views: number;
  events: number;
  bounceRate: number;
  visitLength: number;
}

const SORTABLE = ["name", "visitors", "visits", "views", "events", "bounceRate", "visitLength"] as const;

/** One breakdown (pages, channels, …) of the range; every column sorts both ways, in the browser. */
export function BreakdownTable({
  kind,
  rows,
  t,
  locale,
}: {
  kind: BreakdownKind;
  rows: BreakdownRow[];
  t: TrafficMessages;
  locale: string;
}) {
  const { sort, onSort } = useTableSort({ column: kind === "events" ? "events" : "views", order: "desc" });
  const shown = useMemo(() => {
    const mapped: Row[] = rows.map((row) => ({
      key: row.value,
      name: valueLabel(kind, row.value, t),
      visitors: row.visitors,
      visits: row.visits,
      views: row.views,
      events: row.events,
      bounceRate: metricOf(row, "bounceRate"),
      visitLength: metricOf(row, "visitLength"),
    }));
    return sortedRows(mapped, sort, locale);
  }, [rows, kind, t, sort, locale]);

  const columns = useMemo<ConsoleColumn<Row>[]>(() => {
    const number = (id: keyof Row, header: string, format = (value: number) => value.toLocaleString(locale)): ConsoleColumn<Row> => ({
      id,
      header,
      cell: ({ row }) => format(row.original[id] as number),
    });
    const name: ConsoleColumn<Row> = { id: "name", header: t.breakdowns[kind], cell: ({ row }) => row.original.name };
    if (kind === "events")
      return [name, number("events", t.columns.events), number("visitors", t.metrics.visitors), number("visits", t.metrics.visits)];
    const visitColumns = [
      number("bounceRate", t.metrics.bounceRate, (value) => formatPercent(value, locale)),
      number("visitLength", t.metrics.visitLength, formatDuration),
    ];
    // Pages count views of the page itself; the visit figures belong to visits that began somewhere.
    if (kind === "pages")
      return [name, number("views", t.metrics.views), number("visitors", t.metrics.visitors), number("visits", t.metrics.visits)];
    return [
      name,
      number("visitors", t.metrics.visitors),
      number("visits", t.metrics.visits),
      number("views", t.metrics.views),
      ...visitColumns,
    ];
  }, [kind, t, locale]);

  return (
    <section className="traffic-breakdown" data-breakdown={kind} aria-labelledby={`breakdown-${kind}`}>
      <h3 id={`breakdown-${kind}`}>{t.breakdowns[kind]}</h3>
      <DataTable
        caption={t.breakdowns[kind]}
        columns={columns}
        rows={shown}
        rowKey={(row) => row.key}
        empty={t.empty}
        busy={false}
        sort={sort}
        sortable={SORTABLE}
        onSort={onSort}
      />
    </section>
  );
}
