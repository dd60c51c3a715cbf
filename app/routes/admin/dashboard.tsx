import { useEffect, useMemo, useState } from "react";
import type { leadStatsCall } from "../../../common/contracts/admin-leads.ts";
import type { CallData } from "../../../common/contracts/call.ts";
import { PERMISSIONS } from "../../../common/staff-roles.ts";
import { useConsoleTexts } from "../../components/admin/console-texts.ts";
import { usePermission } from "../../components/admin/use-console-page.ts";
import { WeeklyChart, type WeekCount } from "../../components/admin/weekly-chart.tsx";
import { callApi } from "../../lib/http/client.ts";
import { fill } from "../../lib/fill.ts";
import { Link } from "react-router";

type Stats = CallData<typeof leadStatsCall>;

/** /admin: new leads to handle, leads waiting too long, and leads per week (Monday to Sunday in the site's time zone) by type. */
export default function DashboardScreen() {
  const { t, theme } = useConsoleTexts();
  const canSeeLeads = usePermission(PERMISSIONS.leadList);
  const [stats, setStats] = useState<Stats | null>(null);

  useEffect(() => {
    if (!canSeeLeads) return;
    callApi<typeof leadStatsCall>("GET /admin/stats")
      .then(({ data }) => setStats(data))
      .catch(() => undefined);
  }, [canSeeLeads]);

  const weeks: WeekCount[] = stats?.perWeek ?? [];
  const labels = useMemo(() => ({ week: t.dashboard.week, booking: t.leadTypes.booking ?? "", partner: t.leadTypes.partner ?? "" }), [t]);

  return (
    <section className="console-panel" data-dashboard="">
      <h1>{t.dashboard.heading}</h1>
      {!canSeeLeads ? (
        <p>{t.dashboard.noLeadAccess}</p>
      ) : !stats ? (
        <p aria-busy="true">{t.loading}</p>
      ) : (
        <>
          <div className="console-cards">
            <div className="console-card" data-new-bookings="">
              <span>{t.dashboard.newBookings}</span>
              <strong>{stats.newLeads.booking}</strong>
            </div>
            <div className="console-card" data-new-partners="">
              <span>{t.dashboard.newPartners}</span>
              <strong>{stats.newLeads.partner}</strong>
            </div>
            <Link className="console-card" data-waiting-leads="" to="/admin/leads?waiting=1">
              <span>{fill(t.dashboard.waiting, { hours: stats.waitingHours })}</span>
              <strong className={stats.waiting > 0 ? "console-waiting" : undefined}>{stats.waiting}</strong>
            </Link>
          </div>
          <h2>{t.dashboard.chartTitle}</h2>
          <WeeklyChart weeks={weeks} labels={labels} colour={theme} />
          <div className="console-table-wrap">
            <table className="console-table console-table-compact">
              <caption>{t.dashboard.chartTitle}</caption>
              <thead>
                <tr>
                  <th scope="col">{t.dashboard.week}</th>
                  <th scope="col">{labels.booking}</th>
                  <th scope="col">{labels.partner}</th>
                </tr>
              </thead>
              <tbody>
                {weeks.map((week) => (
                  <tr key={week.week}>
                    <th scope="row">{week.week}</th>
                    <td>{week.booking}</td>
                    <td>{week.partner}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <h2>{t.dashboard.byDemand}</h2>
          <ul className="console-demand">
            {stats.byDemandType.map((entry) => (
              <li key={entry.demandType ?? "none"}>
                {entry.demandType === null ? "-" : (t.demandTypes[String(entry.demandType)] ?? entry.demandType)}:{" "}
                <strong>{entry.count}</strong>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
