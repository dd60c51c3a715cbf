import { useState } from "react";
import { ANALYTICS_EVENTS, FUNNEL_STEPS, type AnalyticsEvent } from "../../../../common/analytics.ts";
import type { FunnelStep, funnelCreateCall, funnelUpdateCall, SavedFunnel } from "../../../../common/contracts/admin-traffic.ts";
import type { TrafficMessages } from "../../../i18n/traffic-zh-cn.ts";
import { callApi } from "../../../lib/http/client.ts";
import { fill } from "../../../lib/fill.ts";
import { toast } from "../../ui/notify.ts";

interface DraftStep {
  kind: "page" | "event";
  paths: string;
  event: AnalyticsEvent;
}

const draftOf = (step: FunnelStep): DraftStep =>
  step.kind === "page"
    ? { kind: "page", paths: step.paths.join(", "), event: "booking_opened" }
    : { kind: "event", paths: "", event: step.event };
const stepOf = (draft: DraftStep): FunnelStep =>
  draft.kind === "page" ? { kind: "page", paths: draft.paths.split(/[,，\s]+/).filter(Boolean) } : { kind: "event", event: draft.event };

/**
 * A funnel's name and its 2-8 steps (a page, or pages, or an event). Saving a changed funnel sends
 * the version it was read at: when someone else saved it meanwhile the server answers 409 and
 * the request layer says so; nothing is overwritten.
 */
export function FunnelEditor({
  funnel,
  t,
  onSaved,
  onCancel,
}: {
  funnel: SavedFunnel | null;
  t: TrafficMessages;
  onSaved: (funnel: SavedFunnel) => void;
  onCancel: () => void;
}) {
  const [name, setName] = useState(funnel?.name ?? "");
  const [steps, setSteps] = useState<DraftStep[]>(
    funnel?.steps.map(draftOf) ?? [
      { kind: "page", paths: "/index", event: "booking_opened" },
      { kind: "event", paths: "", event: "booking_sent" },
    ],
  );
  const [pending, setPending] = useState(false);
  const change = (index: number, next: Partial<DraftStep>) =>
    setSteps(steps.map((step, at) => (at === index ? { ...step, ...next } : step)));

  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    setPending(true);
    try {
      const body = { name, steps: steps.map(stepOf) };
      const { data } = funnel
        ? await callApi<typeof funnelUpdateCall>("PUT /admin/traffic/funnels/:id", {
            params: { id: funnel.id },
            body: { ...body, version: funnel.version },
          })
        : await callApi<typeof funnelCreateCall>("POST /admin/traffic/funnels", { body });
      toast("success", t.funnel.saved);
      onSaved(data);
    } catch {
      // The request layer showed why (a stale version, a step left empty).
    } finally {
      setPending(false);
    }
  };

  return (
    <form className="traffic-funnel-editor" onSubmit={(event) => void save(event)} data-funnel-editor="">
      <label>
        {t.funnel.name}
        <input value={name} maxLength={100} required onChange={(event) => setName(event.target.value)} />
      </label>
      <p className="console-hint">{t.funnel.stepsHint}</p>
      <ol>
        {steps.map((step, index) => (
          // oxlint-disable-next-line react/no-array-index-key -- a step is its position in the funnel
          <li key={index}>
            <fieldset>
              <legend>{fill(t.funnel.step, { n: index + 1 })}</legend>
              <label>
                {t.funnel.kind}
                <select value={step.kind} onChange={(event) => change(index, { kind: event.target.value as DraftStep["kind"] })}>
                  <option value="page">{t.funnel.kinds.page}</option>
                  <option value="event">{t.funnel.kinds.event}</option>
                </select>
              </label>
              {step.kind === "page" ? (
                <label>
                  {t.funnel.paths}
                  <input value={step.paths} required onChange={(event) => change(index, { paths: event.target.value })} />
                </label>
              ) : (
                <label>
                  {t.funnel.event}
                  <select value={step.event} onChange={(event) => change(index, { event: event.target.value as AnalyticsEvent })}>
                    {ANALYTICS_EVENTS.map((eventName) => (
                      <option key={eventName} value={eventName}>
                        {t.events[eventName] ?? eventName}
                      </option>
                    ))}
                  </select>
                </label>
              )}
              {steps.length > FUNNEL_STEPS.min ? (
                <button type="button" className="console-button" onClick={() => setSteps(steps.filter((_step, at) => at !== index))}>
                  {t.funnel.removeStep}
                </button>
              ) : null}
            </fieldset>
          </li>
        ))}
      </ol>
      <div className="console-actions">
        {steps.length < FUNNEL_STEPS.max ? (
          <button
            type="button"
            className="console-button"
            onClick={() => setSteps([...steps, { kind: "page", paths: "", event: "booking_sent" }])}
          >
            {t.funnel.addStep}
          </button>
        ) : null}
        <button type="submit" className="console-button console-button-primary" disabled={pending}>
          {t.funnel.save}
        </button>
        <button type="button" className="console-button" onClick={onCancel}>
          {t.funnel.cancel}
        </button>
      </div>
    </form>
  );
}
