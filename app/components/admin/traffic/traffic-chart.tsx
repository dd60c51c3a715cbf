import { useEffect, useRef } from "react";
import type uPlot from "uplot";
import "uplot/dist/uPlot.min.css";

/**
 * A figure per day of the range, with the previous range's same day beside it (uPlot, loaded when
 * drawn; canvas, so hidden from assistive technology: the screen shows the figures in a table).
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
  const holder = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = holder.current;
    if (!element) return;
    const data: uPlot.AlignedData = [days.map((day) => Date.parse(`${day}T00:00:00Z`) / 1000), current, previous];
    let chart: uPlot | undefined;
    let observer: ResizeObserver | undefined;
    let unmounted = false;
    void import("uplot").then(({ default: UPlot }) => {
      if (unmounted) return;
      const drawn = new UPlot(
        {
          width: element.clientWidth || 600,
          height: 260,
          // The days are the site time zone's: drawn as the calendar days they are.
          tzDate: (seconds) => UPlot.tzDate(new Date(seconds * 1000), "UTC"),
          scales: { y: { range: (_self, _min, max) => [0, Math.max(1, max * 1.15)] } },
          axes: [{}, { values: (_self, ticks) => ticks.map(format) }],
          series: [
            { label: labels.day },
            {
              label: labels.current,
              stroke: colour,
              width: 2,
              points: { size: 5 },
              value: (_self, value) => (value === null ? "-" : format(value)),
            },
            {
              label: labels.previous,
              stroke: "#94a3b8",
              width: 2,
              dash: [6, 4],
              value: (_self, value) => (value === null ? "-" : format(value)),
            },
          ],
        },
        data,
        element,
      );
      chart = drawn;
      observer = new ResizeObserver(() => drawn.setSize({ width: element.clientWidth, height: 260 }));
      observer.observe(element);
    });
    return () => {
      unmounted = true;
      observer?.disconnect();
      chart?.destroy();
    };
  }, [days, current, previous, labels, colour, format]);

  return <div ref={holder} className="console-chart" aria-hidden="true" data-traffic-chart="" />;
}
