import type { TrafficOverview } from "../../../../common/contracts/admin-traffic.ts";
import type { TrafficMessages } from "../../../i18n/traffic-zh-cn.ts";
import { changeOf, formatMetric, METRICS, metricOf, type Metric } from "./figures.ts";

/** The six figures of the range against the previous one; each picks what the chart shows. */
export function MetricCards({
  overview,
  t,
  locale,
  chosen,
  onChoose,
}: {
  overview: TrafficOverview;
  t: TrafficMessages;
  locale: string;
  chosen: Metric;
  onChoose: (metric: Metric) => void;
}) {
  return (
    <fieldset className="console-cards traffic-cards">
      <legend className="visually-hidden">{t.chartPick}</legend>
      {METRICS.map((metric) => {
        const current = metricOf(overview.current, metric);
        const previous = metricOf(overview.previous, metric);
        return (
          <button
            type="button"
            key={metric}
            className="console-card traffic-card"
            aria-pressed={chosen === metric}
            data-metric={metric}
            onClick={() => onChoose(metric)}
          >
            <span>{t.metrics[metric]}</span>
            <strong>{formatMetric(current, metric, locale)}</strong>
            <small>
              {t.previous} {formatMetric(previous, metric, locale)} · {changeOf(current, previous, locale)}
            </small>
          </button>
        );
      })}
    </fieldset>
  );
}
