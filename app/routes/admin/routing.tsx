import { useCallback, useEffect, useState } from "react";
import type {
  AssignmentRuleView,
  DestinationView,
  assignmentRuleDeleteCall,
  assignmentRuleListCall,
  destinationDeleteCall,
  destinationListCall,
  destinationTestCall,
} from "../../../common/contracts/admin-routing.ts";
import type { leadOwnersCall } from "../../../common/contracts/admin-leads.ts";
import { PERMISSIONS } from "../../../common/staff-roles.ts";
import { useConsoleTexts } from "../../components/admin/console-texts.ts";
import { ForbiddenPanel } from "../../components/admin/forbidden-panel.tsx";
import { DeliveryLog } from "../../components/admin/routing/delivery-log.tsx";
import { DestinationForm } from "../../components/admin/routing/destination-form.tsx";
import { RuleForm } from "../../components/admin/routing/rule-form.tsx";
import { usePermission } from "../../components/admin/use-console-page.ts";
import { CopyButton } from "../../components/ui/copy-text.tsx";
import { Dialog } from "../../components/ui/dialog.tsx";
import { confirm, toast } from "../../components/ui/notify.ts";
import { routingTexts } from "../../i18n/admin-routing-texts.ts";
import { fill } from "../../lib/fill.ts";
import { callApi } from "../../lib/http/client.ts";

type Editing<T> = { record: T | null } | null;

/**
 * /admin/routing (admin): where new leads go — chat robots and signed webhooks, each with "send
 * test", its delivery log and "retry now" — and who gets them (round-robin assignment rules).
 */
export default function RoutingScreen() {
  const { t, language, formatTime } = useConsoleTexts();
  const texts = routingTexts[language].routing;
  const allowed = usePermission(PERMISSIONS.leadRouting);
  const [destinations, setDestinations] = useState<DestinationView[] | null>(null);
  const [rules, setRules] = useState<AssignmentRuleView[]>([]);
  const [owners, setOwners] = useState<Array<{ id: number; username: string }>>([]);
  const [editingDestination, setEditingDestination] = useState<Editing<DestinationView>>(null);
  const [editingRule, setEditingRule] = useState<Editing<AssignmentRuleView>>(null);
  const [newSecret, setNewSecret] = useState<string | null>(null);
  const [logOf, setLogOf] = useState<number | null>(null);
  const [answers, setAnswers] = useState<Record<number, { ok: boolean; status: number; answer: string }>>({});

  const load = useCallback(() => {
    callApi<typeof destinationListCall>("GET /admin/notification-destinations")
      .then(({ data }) => setDestinations(data))
      .catch(() => undefined);
    callApi<typeof assignmentRuleListCall>("GET /admin/assignment-rules")
      .then(({ data }) => setRules(data))
      .catch(() => undefined);
  }, []);
  useEffect(() => {
    if (!allowed) return;
    load();
    callApi<typeof leadOwnersCall>("GET /admin/lead-owners")
      .then(({ data }) => setOwners(data))
      .catch(() => undefined);
  }, [allowed, load]);

  if (!allowed) return <ForbiddenPanel />;

  const sendTest = async (destination: DestinationView) => {
    const { data } = await callApi<typeof destinationTestCall>("POST /admin/notification-destinations/:id/test", {
      params: { id: destination.id },
    });
    setAnswers((current) => ({ ...current, [destination.id]: data }));
    toast(data.ok ? "success" : "error", fill(data.ok ? texts.testOk : texts.testFailed, { status: data.status || "-" }));
    load();
  };

  const removeDestination = async (destination: DestinationView) => {
    const sure = await confirm({
      title: texts.remove,
      message: fill(texts.confirmRemove, { name: destination.name }),
      confirmText: texts.remove,
      cancelText: texts.cancel,
    });
    if (!sure) return;
    const { msg } = await callApi<typeof destinationDeleteCall>("DELETE /admin/notification-destinations/:id", {
      params: { id: destination.id },
    });
    toast("success", msg);
    load();
  };

  const removeRule = async (rule: AssignmentRuleView) => {
    const sure = await confirm({
      title: texts.remove,
      message: fill(texts.confirmRemove, { name: rule.name }),
      confirmText: texts.remove,
      cancelText: texts.cancel,
    });
    if (!sure) return;
    const { msg } = await callApi<typeof assignmentRuleDeleteCall>("DELETE /admin/assignment-rules/:id", { params: { id: rule.id } });
    toast("success", msg);
    load();
  };

  const ownerName = (id: number) => owners.find((owner) => owner.id === id)?.username ?? `#${id}`;

  return (
    <section className="console-panel" data-routing="">
      <h1>{texts.heading}</h1>
      <p className="console-muted">{texts.intro}</p>

      <h2>{texts.destinations}</h2>
      <button type="button" className="console-button console-button-primary" onClick={() => setEditingDestination({ record: null })}>
        {texts.addDestination}
      </button>
      {destinations?.length === 0 && <p className="console-muted">{texts.noDestinations}</p>}
      <ul className="console-cards-list" data-destinations="">
        {destinations?.map((destination) => {
          const answer = answers[destination.id];
          return (
            <li key={destination.id} className="console-card-row" data-destination={destination.name}>
              <div className="console-card-head">
                <strong>{destination.name}</strong>
                <span className="console-muted">
                  {texts.kinds[destination.kind]} · {destination.urlHint} · {texts.languages[destination.language]}
                </span>
                <span data-destination-status="">
                  {destination.enabled
                    ? destination.failingSince
                      ? fill(texts.failingSince, { time: formatTime(destination.failingSince) })
                      : texts.active
                    : fill(texts.disabledBecause, { reason: destination.disabledReason ?? "-" })}{" "}
                  · {fill(texts.counts, { pending: destination.pending, failed: destination.failed })}
                </span>
                <span className="console-muted">
                  {destination.leadKinds.map((kind) => t.leadTypes[kind]).join(" / ")}
                  {destination.demandTypes.length > 0 &&
                    ` · ${destination.demandTypes.map((type) => t.demandTypes[String(type)] ?? type).join(" / ")}`}
                </span>
              </div>
              <div className="console-actions">
                <button
                  type="button"
                  className="console-button"
                  data-send-test=""
                  onClick={() => void sendTest(destination).catch(() => undefined)}
                >
                  {texts.test}
                </button>
                <button type="button" className="console-button" onClick={() => setEditingDestination({ record: destination })}>
                  {texts.edit}
                </button>
                <button
                  type="button"
                  className="console-button"
                  aria-expanded={logOf === destination.id}
                  data-show-log=""
                  onClick={() => setLogOf(logOf === destination.id ? null : destination.id)}
                >
                  {logOf === destination.id ? texts.hideLog : texts.log}
                </button>
                <button
                  type="button"
                  className="console-link-button"
                  onClick={() => void removeDestination(destination).catch(() => undefined)}
                >
                  {texts.remove}
                </button>
              </div>
              {answer && (
                <output className={answer.ok ? "console-notice" : "console-form-problem"} data-test-answer="">
                  {fill(answer.ok ? texts.testOk : texts.testFailed, { status: answer.status || "-" })} · {texts.answer}:{" "}
                  <code>{answer.answer || "-"}</code>
                </output>
              )}
              {logOf === destination.id && <DeliveryLog destinationId={destination.id} texts={texts} onChanged={load} />}
            </li>
          );
        })}
      </ul>

      <h2>{texts.rules}</h2>
      <button type="button" className="console-button console-button-primary" onClick={() => setEditingRule({ record: null })}>
        {texts.addRule}
      </button>
      {rules.length === 0 && <p className="console-muted">{texts.noRules}</p>}
      <ul className="console-cards-list" data-rules="">
        {rules.map((rule) => (
          <li key={rule.id} className="console-card-row" data-rule={rule.name}>
            <div className="console-card-head">
              <strong>{rule.name}</strong>
              <span>
                {rule.leadKinds.map((kind) => t.leadTypes[kind]).join(" / ")} ·{" "}
                {rule.demandTypes.length > 0 ? rule.demandTypes.map((type) => t.demandTypes[String(type)] ?? type).join(" / ") : texts.any}
                {rule.languages.length > 0 && ` · ${rule.languages.map((entry) => texts.languages[entry]).join(" / ")}`}
              </span>
              <span>
                {texts.members}: {rule.memberIds.map(ownerName).join(" → ")} · {fill(texts.handedOut, { count: rule.turn })}
                {!rule.enabled && ` · ${fill(texts.disabledBecause, { reason: "-" })}`}
              </span>
            </div>
            <div className="console-actions">
              <button type="button" className="console-button" onClick={() => setEditingRule({ record: rule })}>
                {texts.edit}
              </button>
              <button type="button" className="console-link-button" onClick={() => void removeRule(rule).catch(() => undefined)}>
                {texts.remove}
              </button>
            </div>
          </li>
        ))}
      </ul>

      {editingDestination && (
        <DestinationForm
          destination={editingDestination.record}
          texts={texts}
          onClose={() => setEditingDestination(null)}
          onSaved={(_saved, secret) => {
            setEditingDestination(null);
            setNewSecret(secret);
            load();
          }}
        />
      )}
      {editingRule && (
        <RuleForm
          rule={editingRule.record}
          owners={owners}
          texts={texts}
          onClose={() => setEditingRule(null)}
          onSaved={() => {
            setEditingRule(null);
            load();
          }}
        />
      )}
      {newSecret && (
        <Dialog title={texts.newSecretTitle} width="560px" onClose={() => setNewSecret(null)} data={{ "data-new-secret": "" }}>
          <p>{texts.newSecretBody}</p>
          <p>
            <code className="console-secret">{newSecret}</code>{" "}
            <CopyButton className="console-button" value={newSecret}>
              {texts.copy}
            </CopyButton>
          </p>
        </Dialog>
      )}
    </section>
  );
}
