import { useEffect, useRef } from "react";
import type uPlot from "uplot";
import "uplot/dist/uPlot.min.css";

const HEIGHT = 260;

/** What a chart draws, given uPlot once it has loaded. */
export type ChartSetup = (UPlot: typeof uPlot) => { options: Omit<uPlot.Options, "width" | "height">; data: uPlot.AlignedData };

/**
 * A uPlot chart in the returned element, as wide as it and 260 px high, following its width. uPlot
 * is loaded when a chart is drawn, so that the server, which never draws one, does not load it at
 * start. The chart is drawn again when `setup` changes: memoise it on what it draws.
 */
export function useLineChart(setup: ChartSetup) {
  const holder = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = holder.current;
    if (!element) return;
    let chart: uPlot | undefined;
    let observer: ResizeObserver | undefined;
    let unmounted = false;
    void import("uplot").then(({ default: UPlot }) => {
      if (unmounted) return;
      const { options, data } = setup(UPlot);
      const drawn = new UPlot({ ...options, width: element.clientWidth || 600, height: HEIGHT }, data, element);
      chart = drawn;
      observer = new ResizeObserver(() => drawn.setSize({ width: element.clientWidth, height: HEIGHT }));
      observer.observe(element);
    });
    return () => {
      unmounted = true;
      observer?.disconnect();
      chart?.destroy();
    };
  }, [setup]);

  return holder;
}
