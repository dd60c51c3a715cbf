import { useCallback, useEffect, useState } from "react";
import type {
  funnelDeleteCall,
  funnelListCall,
  funnelReportCall,
  FunnelStep,
  SavedFunnel,
} from "../../../../common/contracts/admin-traffic.ts";
import type { CallData } from "../../../../common/contracts/call.ts";
import type { TrafficMessages } from "../../../i18n/traffic-zh-cn.ts";
import { callApi } from "../../../lib/http/client.ts";
import { fill } from "../../../lib/fill.ts";
import { confirmDialog } from "../../ui/confirm-dialog.tsx";
import { toast } from "../../ui/notify.ts";
import { FunnelEditor } from "./funnel-editor.tsx";
import { formatPercent } from "./figures.ts";

type Report = CallData<typeof funnelReportCall>;

const stepLabel = (step: FunnelStep, t: TrafficMessages) =>
  step.kind === "event" ? (t.events[step.event] ?? step.event) : step.paths.join(" / ");

/** Saved funnels, the chosen one's steps for the range (visits, conversion, drop-off), and its editor. */
export function FunnelPanel({
  range,
  t,
  locale,
  rawDays,
}: {
  range: { from: string; to: string };
  t: TrafficMessages;
  locale: string;
  rawDays: number;
}) {
  const [funnels, setFunnels] = useState<SavedFunnel[]>([]);
  const [generation, setGeneration] = useState(0);
  const [chosenId, setChosenId] = useState<number | null>(null);
  /** The report with the request it answers, so a report for another funnel or range is never shown. */
  const [report, setReport] = useState<{ key: string; data: Report } | null>(null);
  const [editing, setEditing] = useState<SavedFunnel | "new" | null>(null);
  const chosen = funnels.find((funnel) => funnel.id === chosenId) ?? funnels[0] ?? null;
  const reportKey = chosen ? JSON.stringify([chosen.id, chosen.version, range]) : "";

  const reload = useCallback((select?: number) => {
    if (select !== undefined) setChosenId(select);
    setGeneration((value) => value + 1);
  }, []);
  useEffect(() => {
    let current = true;
    callApi<typeof funnelListCall>("GET /admin/traffic/funnels")
      .then(({ data }) => current && setFunnels(data))
      .catch(() => undefined);
    return () => {
      current = false;
    };
    // oxlint-disable-next-line react/exhaustive-effect-dependencies -- bumping the generation asks for the list again
  }, [generation]);

  useEffect(() => {
    if (!reportKey) return;
    let current = true;
    const [id] = JSON.parse(reportKey) as [number];
    callApi<typeof funnelReportCall>("GET /admin/traffic/funnels/:id/report", { params: { id }, query: range })
      .then(({ data }) => current && setReport({ key: reportKey, data }))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [reportKey, range]);
  const shown = report?.key === reportKey ? report.data : null;

  const remove = async (funnel: SavedFunnel) => {
    const sure = await confirmDialog({
      title: t.funnel.delete,
      message: fill(t.funnel.deleteConfirm, { name: funnel.name }),
      confirmText: t.funnel.delete,
      cancelText: t.funnel.cancel,
    });
    if (!sure) return;
    await callApi<typeof funnelDeleteCall>("DELETE /admin/traffic/funnels/:id", { params: { id: funnel.id } });
    toast("success", t.funnel.deleted);
    setChosenId(null);
    reload();
  };

  return (
    <section className="traffic-funnels" aria-labelledby="traffic-funnels" data-funnels="">
      <h2 id="traffic-funnels">{t.funnel.heading}</h2>
      <p className="console-hint">{fill(t.funnel.intro, { days: rawDays })}</p>
      <div className="console-actions">
        {funnels.length > 0 ? (
          <label>
            {t.funnel.pick}{" "}
            <select value={chosen?.id ?? ""} onChange={(event) => setChosenId(Number(event.target.value))} data-funnel-pick="">
              {funnels.map((funnel) => (
                <option key={funnel.id} value={funnel.id}>
                  {funnel.name}
                </option>
              ))}
            </select>
          </label>
        ) : (
          <p>{t.funnel.none}</p>
        )}
        {chosen ? (
          <>
            <button type="button" className="console-button" onClick={() => setEditing(chosen)}>
              {t.funnel.edit}
            </button>
            <button type="button" className="console-button" onClick={() => void remove(chosen).catch(() => undefined)}>
              {t.funnel.delete}
            </button>
          </>
        ) : null}
        <button type="button" className="console-button" onClick={() => setEditing("new")}>
          {t.funnel.newFunnel}
        </button>
      </div>
      {editing ? (
        <FunnelEditor
          key={editing === "new" ? "new" : `${editing.id}-${editing.version}`}
          funnel={editing === "new" ? null : editing}
          t={t}
          onCancel={() => setEditing(null)}
          onSaved={(saved) => {
            setEditing(null);
            reload(saved.id);
          }}
        />
      ) : null}
      {chosen && shown ? (
        <ol className="traffic-funnel-steps" data-funnel-report="">
          {chosen.steps.map((step, index) => {
            const figures = shown.steps[index] ?? { visits: 0, conversion: 0, dropOff: 0 };
            return (
              // oxlint-disable-next-line react/no-array-index-key -- a step is its position in the funnel
              <li key={index} data-funnel-step={index + 1}>
                <div className="traffic-funnel-label">
                  <strong>{fill(t.funnel.step, { n: index + 1 })}</strong> {stepLabel(step, t)}
                </div>
                <div className="traffic-funnel-bar" aria-hidden="true">
                  <span style={{ width: `${Math.round(figures.conversion * 100)}%` }} />
                </div>
                <dl>
                  <div>
                    <dt>{t.funnel.visits}</dt>
                    <dd data-step-visits="">{figures.visits.toLocaleString(locale)}</dd>
                  </div>
                  <div>
                    <dt>{t.funnel.conversion}</dt>
                    <dd>{formatPercent(figures.conversion, locale)}</dd>
                  </div>
                  {index > 0 ? (
                    <div>
                      <dt>{t.funnel.dropOff}</dt>
                      <dd>{figures.dropOff.toLocaleString(locale)}</dd>
                    </div>
                  ) : null}
                </dl>
              </li>
            );
          })}
        </ol>
      ) : null}
    </section>
  );
}
