import { useState } from "react";
import { derivedFigures } from "../../../../common/analytics.ts";
import type { TrafficFigures } from "../../../../common/contracts/admin-traffic.ts";
import type { SortOrder } from "../../../../common/contracts/admin-fields.ts";
import type { TrafficMessages } from "../../../i18n/traffic-zh-cn.ts";

export const METRICS = ["visitors", "visits", "views", "viewsPerVisit", "bounceRate", "visitLength"] as const;
export type Metric = (typeof METRICS)[number];

/** One figure of summed totals (derived ones from common/analytics.ts, as the server would). */
export function metricOf(figures: TrafficFigures, metric: Metric): number {
  const derived = derivedFigures(figures);
  if (metric === "viewsPerVisit") return derived.viewsPerVisit;
  if (metric === "bounceRate") return derived.bounceRate;
  if (metric === "visitLength") return derived.averageVisitMs;
  return figures[metric];
}

export function formatMetric(value: number, metric: Metric, locale: string): string {
  if (metric === "bounceRate") return formatPercent(value, locale);
  if (metric === "visitLength") return formatDuration(value);
  if (metric === "viewsPerVisit") return value.toLocaleString(locale, { maximumFractionDigits: 2 });
  return value.toLocaleString(locale);
}

export const formatPercent = (share: number, locale: string) =>
  share.toLocaleString(locale, { style: "percent", maximumFractionDigits: 1 });

const pad = (value: number) => String(value).padStart(2, "0");

/** m:ss, or h:mm:ss past an hour. */
export function formatDuration(ms: number): string {
  const seconds = Math.round(ms / 1000);
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(seconds % 60)}` : `${minutes}:${pad(seconds % 60)}`;
}

/** "+12.5 %" against the previous range; "–" when it had nothing. */
export function changeOf(current: number, previous: number, locale: string): string {
  if (previous === 0) return current === 0 ? "0" : "–";
  const share = (current - previous) / previous;
  return `${share > 0 ? "+" : ""}${formatPercent(share, locale)}`;
}

/** How a breakdown value reads: a channel with its named source, a language, a device, an event. */
export function valueLabel(kind: string, value: string, t: TrafficMessages): string {
  if (kind === "channels") {
    const [channel = "", source = ""] = value.split(/:(.*)/s);
    const channelName = t.channels[channel as keyof TrafficMessages["channels"]] ?? channel;
    return source ? `${channelName} · ${t.sources[source] ?? source}` : channelName;
  }
  if (kind === "languages") return t.languages[value] ?? value;
  if (kind === "devices") return t.devices[value] ?? value;
  if (kind === "events") return t.events[value] ?? value;
  return value || "/";
}

export type TableSort = { column: string; order: SortOrder };

/** A table sorted in the browser: a header clicked sorts by it, descending first, then flips. */
export function useTableSort(initial: TableSort) {
  const [sort, setSort] = useState(initial);
  const onSort = (column: string) =>
    setSort((current) => ({ column, order: current.column === column && current.order === "desc" ? "asc" : "desc" }));
  return { sort, onSort };
}

/** A table's rows in the order its header asks: figures by value, names in the locale's order. */
export function sortedRows<Row extends object>(rows: Row[], sort: TableSort, locale: string): Row[] {
  const column = sort.column as keyof Row;
  const direction = sort.order === "asc" ? 1 : -1;
  return rows.toSorted((a, b) => {
    const left = a[column];
    const right = b[column];
    return (
      (typeof left === "number" && typeof right === "number" ? left - right : String(left).localeCompare(String(right), locale)) * direction
    );
  });
}
