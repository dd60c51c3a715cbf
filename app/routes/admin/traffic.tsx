import { useCallback, useEffect, useMemo, useState } from "react";
import type { trafficOverviewCall, TrafficOverview } from "../../../common/contracts/admin-traffic.ts";
import { addDays } from "../../../common/site-time.ts";
import { PERMISSIONS } from "../../../common/staff-roles.ts";
import { useConsoleTexts } from "../../components/admin/console-texts.ts";
import { ForbiddenPanel } from "../../components/admin/forbidden-panel.tsx";
import { usePermission } from "../../components/admin/use-console-page.ts";
import { BreakdownTable, type BreakdownKind } from "../../components/admin/traffic/breakdown-table.tsx";
import { formatMetric, METRICS, metricOf, type Metric } from "../../components/admin/traffic/figures.ts";
import { FunnelPanel } from "../../components/admin/traffic/funnel-panel.tsx";
import { LeadSources } from "../../components/admin/traffic/lead-sources.tsx";
import { MetricCards } from "../../components/admin/traffic/metric-cards.tsx";
import { TrafficChart } from "../../components/admin/traffic/traffic-chart.tsx";
import { trafficCatalogs } from "../../i18n/traffic-catalogs.ts";
import { callApi } from "../../lib/http/client.ts";
import { fill } from "../../lib/fill.ts";
import "../../styles/traffic.css";

const BREAKDOWNS: BreakdownKind[] = ["pages", "entries", "channels", "referrers", "campaigns", "languages", "devices", "events"];
const QUICK_RANGES = [
  ["last7", 7],
  ["last28", 28],
  ["last90", 90],
] as const;

/**
 * /admin/traffic (docs/decisions/025-first-party-analytics.md): the range's figures against the
 * previous range as cards, a chart and a table of the same figures, the breakdowns, funnels, and
 * leads by source. Every staff role may open it.
 */
export default function TrafficScreen() {
  const { language, theme } = useConsoleTexts();
  const t = trafficCatalogs[language];
  const locale = language === "en_US" ? "en-GB" : "zh-CN";
  const allowed = usePermission(PERMISSIONS.trafficView);
  const [query, setQuery] = useState<{ from?: string; to?: string }>({});
  const [draft, setDraft] = useState({ from: "", to: "" });
  const [overview, setOverview] = useState<TrafficOverview | null>(null);
  const [failed, setFailed] = useState(false);
  const [metric, setMetric] = useState<Metric>("visitors");

  useEffect(() => {
    if (!allowed) return;
    let current = true;
    callApi<typeof trafficOverviewCall>("GET /admin/traffic", { query })
      .then(({ data }) => {
        if (!current) return;
        setOverview(data);
        setDraft({ from: data.from, to: data.to });
        setFailed(false);
      })
      .catch(() => current && setFailed(true));
    return () => {
      current = false;
    };
  }, [allowed, query]);

  const format = useCallback((value: number) => formatMetric(value, metric, locale), [metric, locale]);
  const chart = useMemo(() => {
    if (!overview) return null;
    return {
      days: overview.days.map((day) => day.day),
      current: overview.days.map((day) => metricOf(day, metric)),
      previous: overview.previousDays.map((day) => metricOf(day, metric)),
      labels: { day: t.day, current: t.chartCurrent, previous: t.chartPrevious },
    };
  }, [overview, metric, t]);
  const range = useMemo(() => (overview ? { from: overview.from, to: overview.to } : null), [overview]);

  if (!allowed) return <ForbiddenPanel />;

  return (
    <section className="console-panel traffic" data-traffic="">
      <h1>{t.heading}</h1>
      <p className="console-hint">{t.intro}</p>
      <form
        className="console-filters traffic-range"
        aria-label={t.range.label}
        onSubmit={(event) => {
          event.preventDefault();
          setQuery({ from: draft.from, to: draft.to });
        }}
      >
        <label>
          {t.range.from}
          <input type="date" value={draft.from} required onChange={(event) => setDraft({ ...draft, from: event.target.value })} />
        </label>
        <label>
          {t.range.to}
          <input type="date" value={draft.to} required onChange={(event) => setDraft({ ...draft, to: event.target.value })} />
        </label>
        <button type="submit" className="console-button console-button-primary">
          {t.range.apply}
        </button>
        {overview
          ? QUICK_RANGES.map(([key, days]) => (
              <button
                key={key}
                type="button"
                className="console-button"
                onClick={() => setQuery({ from: addDays(overview.to, -(days - 1)), to: overview.to })}
              >
                {t.range[key]}
              </button>
            ))
          : null}
      </form>
      {failed ? <p role="alert">{t.loadFailed}</p> : null}
      {!overview || !chart || !range ? (
        <p aria-busy="true">…</p>
      ) : (
        <>
          <p className="console-hint">{fill(t.range.compared, { from: overview.previousFrom, to: overview.previousTo })}</p>
          <MetricCards overview={overview} t={t} locale={locale} chosen={metric} onChoose={setMetric} />
          <h2>{fill(t.chartTitle, { metric: t.metrics[metric] })}</h2>
          <TrafficChart {...chart} colour={theme} format={format} />
          <div className="console-table-wrap">
            <table className="console-table console-table-compact" data-traffic-days="">
              <caption>{t.daysTitle}</caption>
              <thead>
                <tr>
                  <th scope="col">{t.day}</th>
                  {METRICS.map((key) => (
                    <th scope="col" key={key}>
                      {t.metrics[key]}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {[
                  ...overview.days.map((day) => ({ label: day.day, figures: day })),
                  { label: t.total, figures: overview.current },
                  { label: t.previous, figures: overview.previous },
                ].map((row) => (
                  <tr key={row.label}>
                    <th scope="row">{row.label}</th>
                    {METRICS.map((key) => (
                      <td key={key} data-label={t.metrics[key]}>
                        {formatMetric(metricOf(row.figures, key), key, locale)}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <div className="traffic-breakdowns">
            {BREAKDOWNS.map((kind) => (
              <BreakdownTable key={kind} kind={kind} rows={overview[kind]} t={t} locale={locale} />
            ))}
          </div>
          <FunnelPanel range={range} t={t} locale={locale} rawDays={overview.rawDays} />
          <section aria-labelledby="traffic-leads">
            <h2 id="traffic-leads">{t.leads.heading}</h2>
            <div className="traffic-breakdowns">
              <LeadSources kind="channels" rows={overview.leadsByChannel} t={t} locale={locale} />
              <LeadSources kind="campaigns" rows={overview.leadsByCampaign} t={t} locale={locale} />
            </div>
          </section>
        </>
      )}
    </section>
  );
}
