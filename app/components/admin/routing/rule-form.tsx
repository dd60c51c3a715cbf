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
import { CheckList, listOf, SaveOrCancel } from "./form-parts.tsx";

interface RuleValues extends Record<string, string> {
  name: string;
  leadKinds: string;
  demandTypes: string;
  languages: string;
  memberIds: string;
  sort: string;
  enabled: string;
}

function bodyOf(values: RuleValues) {
  return {
    name: values.name,
    leadKinds: listOf(values.leadKinds),
    demandTypes: listOf(values.demandTypes).map(Number),
    languages: listOf(values.languages),
    memberIds: listOf(values.memberIds).map(Number),
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
        <CheckList
          legend={texts.leadKinds}
          value={form.values.leadKinds}
          options={LEAD_KINDS.map((entry) => [entry, t.leadTypes[entry] ?? entry] as const)}
          onChange={(next) => form.setValue("leadKinds", next)}
        />
        <CheckList
          legend={texts.demandTypes}
          value={form.values.demandTypes}
          options={Object.entries(t.demandTypes)}
          onChange={(next) => form.setValue("demandTypes", next)}
        />
        <CheckList
          legend={texts.languagesFilter}
          value={form.values.languages}
          options={NOTIFY_LANGUAGES.map((entry) => [entry, texts.languages[entry]] as const)}
          onChange={(next) => form.setValue("languages", next)}
        />
        <CheckList
          legend={texts.members}
          value={form.values.memberIds}
          options={owners.map((owner) => [String(owner.id), owner.username] as const)}
          onChange={(next) => form.setValue("memberIds", next)}
          data-rule-members=""
        >
          <p className="console-muted">{texts.membersHelp}</p>
        </CheckList>
        {form.errors.memberIds && <p className="console-form-problem">{form.errors.memberIds}</p>}
        <Field {...form.field("sort")} type="number" min={0} max={9999} label={texts.sort} />
        <label className="console-check">
          <input
            type="checkbox"
            checked={form.values.enabled === "1"}
            onChange={(event) => form.setValue("enabled", event.target.checked ? "1" : "")}
          />{" "}
          {texts.enabled}
        </label>
        <SaveOrCancel save={texts.save} cancel={texts.cancel} pending={form.pending} onCancel={onClose} />
      </Form>
    </Dialog>
  );
}
