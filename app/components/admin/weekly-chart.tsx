import { useCallback } from "react";
import { useLineChart } from "./use-line-chart.ts";

export interface WeekCount {
  /** yyyy-mm-dd, the Monday the week starts on (site time zone). */
  week: string;
  booking: number;
  partner: number;
}

/**
 * Leads per week as a uPlot line chart (canvas, so it is hidden from assistive technology: the
 * dashboard shows the same numbers in a table). Resizes with its container.
 */
export function WeeklyChart({
  weeks,
  labels,
  colour,
}: {
  weeks: WeekCount[];
  labels: { week: string; booking: string; partner: string };
  colour: string;
}) {
  const holder = useLineChart(
    useCallback(
      () => ({
        options: {
          scales: { y: { range: (_self, _min, max) => [0, Math.max(4, Math.ceil(max * 1.2))] } },
          axes: [{}, { values: (_self, ticks) => ticks.map((tick) => (Number.isInteger(tick) ? String(tick) : "")) }],
          series: [
            { label: labels.week },
            { label: labels.booking, stroke: colour, width: 2, points: { size: 6 } },
            { label: labels.partner, stroke: "#2563eb", width: 2, points: { size: 6 } },
          ],
        },
        data: [
          weeks.map((entry) => Date.parse(`${entry.week}T00:00:00Z`) / 1000),
          weeks.map((entry) => entry.booking),
          weeks.map((entry) => entry.partner),
        ],
      }),
      [weeks, labels, colour],
    ),
  );

  return <div ref={holder} className="console-chart" aria-hidden="true" />;
}
