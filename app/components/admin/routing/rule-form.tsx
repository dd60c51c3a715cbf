import type { AssignmentRuleView, assignmentRuleChangeCall, assignmentRuleCreateCall } from "../../../../common/contracts/admin-routing.ts";
import { NOTIFY_LANGUAGES } from "../../../../common/contracts/admin-routing.ts";
import { LEAD_KINDS } from "../../../../common/contracts/admin-leads.ts";
import type { RoutingTexts } from "../../../i18n/admin-routing-texts.ts";
import { callApi } from "../../../lib/http/client.ts";
import { Field, Form } from "../../form/field.tsx";
import { useForm } from "../../form/use-form.ts";
import { Dialog } from "../../ui/dialog.tsx";
import { toast } from "../../ui/notify.ts";
import { useConsoleTexts } from "../console-texts.ts";

interface RuleValues extends Record<string, string> {
  name: string;
  leadKinds: string;
  demandTypes: string;
  languages: string;
  memberIds: string;
  sort: string;
  enabled: string;
}

const list = (value: string) => value.split(",").filter(Boolean);

function bodyOf(values: RuleValues) {
  return {
    name: values.name,
    leadKinds: list(values.leadKinds),
    demandTypes: list(values.demandTypes).map(Number),
    languages: list(values.languages),
    memberIds: list(values.memberIds).map(Number),
    sort: Number(values.sort || 0),
    enabled: values.enabled === "1",
  };
}

/** Adds or changes a round-robin assignment rule: which leads, and the sales accounts in turn. */
export function RuleForm({
  rule,
  owners,
  texts,
  onSaved,
  onClose,
}: {
  rule: AssignmentRuleView | null;
  owners: Array<{ id: number; username: string }>;
  texts: RoutingTexts["routing"];
  onSaved: () => void;
  onClose: () => void;
}) {
  const { t } = useConsoleTexts();
  const form = useForm({
    initial: {
      name: rule?.name ?? "",
      leadKinds: (rule?.leadKinds ?? ["booking"]).join(","),
      demandTypes: (rule?.demandTypes ?? []).join(","),
      languages: (rule?.languages ?? []).join(","),
      memberIds: (rule?.memberIds ?? []).join(","),
      sort: String(rule?.sort ?? 0),
      enabled: rule === null || rule.enabled ? "1" : "",
    } satisfies RuleValues,
    schema: () => import("../../../../common/contracts/admin-routing.ts").then((contracts) => contracts.assignmentRuleBody),
    toBody: bodyOf,
  });
  const toggleIn = (name: "leadKinds" | "demandTypes" | "languages" | "memberIds", item: string) => ({
    checked: list(form.values[name]).includes(item),
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
      const others = list(form.values[name]).filter((entry) => entry !== item);
      form.setValue(name, (event.target.checked ? [...others, item] : others).join(","));
    },
  });

  const save = (event: React.FormEvent) =>
    form.submit(event, async (values) => {
      const body = bodyOf(values) as never;
      const { msg } = rule
        ? await callApi<typeof assignmentRuleChangeCall>("PUT /admin/assignment-rules/:id", { params: { id: rule.id }, body })
        : await callApi<typeof assignmentRuleCreateCall>("POST /admin/assignment-rules", { body });
      toast("success", msg);
      onSaved();
    });

  return (
    <Dialog title={rule ? texts.edit : texts.addRule} width="560px" onClose={onClose} data={{ "data-rule-form": "" }}>
      <Form name="assignment-rule" className="console-form" error={form.formError} onSubmit={save}>
        <Field {...form.field("name")} label={texts.ruleName} maxLength={100} required />
        <fieldset className="console-fieldset">
          <legend>{texts.leadKinds}</legend>
          {LEAD_KINDS.map((entry) => (
            <label key={entry}>
              <input type="checkbox" {...toggleIn("leadKinds", entry)} /> {t.leadTypes[entry]}
            </label>
          ))}
        </fieldset>
        <fieldset className="console-fieldset">
          <legend>{texts.demandTypes}</legend>
          {Object.entries(t.demandTypes).map(([value, label]) => (
            <label key={value}>
              <input type="checkbox" {...toggleIn("demandTypes", value)} /> {label}
            </label>
          ))}
        </fieldset>
        <fieldset className="console-fieldset">
          <legend>{texts.languagesFilter}</legend>
          {NOTIFY_LANGUAGES.map((entry) => (
            <label key={entry}>
              <input type="checkbox" {...toggleIn("languages", entry)} /> {texts.languages[entry]}
            </label>
          ))}
        </fieldset>
        <fieldset className="console-fieldset" data-rule-members="">
          <legend>{texts.members}</legend>
          <p className="console-muted">{texts.membersHelp}</p>
          {owners.map((owner) => (
            <label key={owner.id}>
              <input type="checkbox" {...toggleIn("memberIds", String(owner.id))} /> {owner.username}
            </label>
          ))}
          {form.errors.memberIds && <p className="console-form-problem">{form.errors.memberIds}</p>}
        </fieldset>
        <Field {...form.field("sort")} type="number" min={0} max={9999} label={texts.sort} />
        <label className="console-check">
          <input
            type="checkbox"
            checked={form.values.enabled === "1"}
            onChange={(event) => form.setValue("enabled", event.target.checked ? "1" : "")}
          />{" "}
          {texts.enabled}
        </label>
        <div className="console-actions">
          <button type="submit" className="console-button console-button-primary" disabled={form.pending}>
            {texts.save}
          </button>
          <button type="button" className="console-button" onClick={onClose}>
            {texts.cancel}
          </button>
        </div>
      </Form>
    </Dialog>
  );
}
