import { useCallback } from "react";
import { useLineChart } from "../use-line-chart.ts";

/**
 * A figure per day of the range, with the previous range's same day beside it (uPlot; canvas, so
 * hidden from assistive technology: the screen shows the figures in a table).
 */
export function TrafficChart({
  days,
  current,
  previous,
  labels,
  colour,
  format,
}: {
  days: string[];
  current: number[];
  previous: number[];
  labels: { day: string; current: string; previous: string };
  colour: string;
  format: (value: number) => string;
}) {
  // Named apart: the compiler reads `labels.current` as a ref's.
  const { day: dayLabel, current: currentLabel, previous: previousLabel } = labels;
  const holder = useLineChart(
    useCallback(
      (UPlot) => ({
        options: {
          // The days are the site time zone's: drawn as the calendar days they are.
          tzDate: (seconds) => UPlot.tzDate(new Date(seconds * 1000), "UTC"),
          scales: { y: { range: (_self, _min, max) => [0, Math.max(1, max * 1.15)] } },
          axes: [{}, { values: (_self, ticks) => ticks.map(format) }],
          series: [
            { label: dayLabel },
            {
              label: currentLabel,
              stroke: colour,
              width: 2,
              points: { size: 5 },
              value: (_self, value) => (value === null ? "-" : format(value)),
            },
            {
              label: previousLabel,
              stroke: "#94a3b8",
              width: 2,
              dash: [6, 4],
              value: (_self, value) => (value === null ? "-" : format(value)),
            },
          ],
        },
        data: [days.map((day) => Date.parse(`${day}T00:00:00Z`) / 1000), current, previous],
      }),
      [days, current, previous, dayLabel, currentLabel, previousLabel, colour, format],
    ),
  );

  return <div ref={holder} className="console-chart" aria-hidden="true" data-traffic-chart="" />;
}
