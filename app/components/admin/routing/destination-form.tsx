import {
  DESTINATION_KINDS,
  NOTIFY_LANGUAGES,
  type DestinationView,
  type destinationChangeCall,
  type destinationCreateCall,
} from "../../../../common/contracts/admin-routing.ts";
import { LEAD_KINDS } from "../../../../common/contracts/admin-leads.ts";
import type { RoutingTexts } from "../../../i18n/admin-routing-texts.ts";
import { fill } from "../../../lib/fill.ts";
import { callApi } from "../../../lib/http/client.ts";
import { Field, Form } from "../../form/field.tsx";
import { useForm } from "../../form/use-form.ts";
import { Dialog } from "../../ui/dialog.tsx";
import { toast } from "../../ui/notify.ts";
import { useConsoleTexts } from "../console-texts.ts";
import { CheckList, listOf, SaveOrCancel } from "./form-parts.tsx";

/** The form's values (the kit holds text): lists comma-joined, switches "1" or "". */
interface DestinationValues extends Record<string, string> {
  name: string;
  kind: string;
  url: string;
  secret: string;
  language: string;
  leadKinds: string;
  demandTypes: string;
  includeContact: string;
  perMinute: string;
  enabled: string;
  rotateSecret: string;
  dropOldSecrets: string;
}

function valuesOf(destination: DestinationView | null): DestinationValues {
  return {
    name: destination?.name ?? "",
    kind: destination?.kind ?? "wecom",
    url: "",
    secret: "",
    language: destination?.language ?? "zh_CN",
    leadKinds: (destination?.leadKinds ?? LEAD_KINDS).join(","),
    demandTypes: (destination?.demandTypes ?? []).join(","),
    includeContact: destination?.includeContact ? "1" : "",
    perMinute: String(destination?.perMinute ?? 20),
    enabled: destination === null || destination.enabled ? "1" : "",
    rotateSecret: "",
    dropOldSecrets: "",
  };
}

function bodyOf(values: DestinationValues) {
  return {
    name: values.name,
    kind: values.kind,
    url: values.url,
    secret: values.secret,
    language: values.language,
    leadKinds: listOf(values.leadKinds),
    demandTypes: listOf(values.demandTypes).map(Number),
    includeContact: values.includeContact === "1",
    perMinute: Number(values.perMinute),
    enabled: values.enabled === "1",
    rotateSecret: values.rotateSecret === "1",
    dropOldSecrets: values.dropOldSecrets === "1",
  };
}

/**
 * Adds or changes a notification destination. The address and secret are never shown again: an
 * empty field keeps what is stored. Contact details in messages need a deliberate tick, with a
 * warning; a generic webhook's generated secret is handed to `onSaved` to be shown once.
 */
export function DestinationForm({
  destination,
  texts,
  onSaved,
  onClose,
}: {
  destination: DestinationView | null;
  texts: RoutingTexts["routing"];
  onSaved: (saved: DestinationView, newSecret: string | null) => void;
  onClose: () => void;
}) {
  const { t } = useConsoleTexts();
  const editing = destination !== null;
  const form = useForm({
    initial: valuesOf(destination),
    schema: () =>
      import("../../../../common/contracts/admin-routing.ts").then((contracts) =>
        editing ? contracts.destinationChangeBody : contracts.destinationCreateBody,
      ),
    toBody: bodyOf,
  });
  const { values } = form;
  const kind = values.kind as (typeof DESTINATION_KINDS)[number];
  const toggle = (name: "includeContact" | "enabled" | "rotateSecret" | "dropOldSecrets") => ({
    checked: values[name] === "1",
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => form.setValue(name, event.target.checked ? "1" : ""),
  });

  const save = (event: React.FormEvent) =>
    form.submit(event, async (current) => {
      const body = bodyOf(current) as never;
      const { data, msg } = editing
        ? await callApi<typeof destinationChangeCall>("PUT /admin/notification-destinations/:id", { params: { id: destination.id }, body })
        : await callApi<typeof destinationCreateCall>("POST /admin/notification-destinations", { body });
      toast("success", msg);
      onSaved(data.destination, data.newSecret);
    });

  return (
    <Dialog
      title={editing ? texts.editDestination : texts.addDestination}
      width="640px"
      onClose={onClose}
      data={{ "data-destination-form": "" }}
    >
      <Form name="destination" className="console-form" error={form.formError} onSubmit={save}>
        <Field {...form.field("name")} label={texts.name} maxLength={100} required />
        <Field {...form.field("kind")} as="select" label={texts.kind} disabled={editing}>
          {DESTINATION_KINDS.map((entry) => (
            <option key={entry} value={entry}>
              {texts.kinds[entry]}
            </option>
          ))}
        </Field>
        <Field
          {...form.field("url")}
          type="url"
          label={texts.url}
          maxLength={1000}
          required={!editing}
          autoComplete="off"
          hint={editing ? fill(texts.urlKeep, { hint: destination.urlHint }) : undefined}
        />
        {(kind === "dingtalk" || kind === "feishu" || kind === "webhook") && (
          <Field
            {...form.field("secret")}
            type="password"
            label={texts.secret}
            maxLength={1000}
            autoComplete="off"
            hint={editing ? `${texts.secretKeep} (${destination.hasSecret ? texts.secretSet : texts.secretNone})` : texts.secretHelp[kind]}
          />
        )}
        {(kind === "wecom" || kind === "slack") && <p className="console-muted">{texts.secretHelp[kind]}</p>}
        {editing && kind === "webhook" && (
          <fieldset className="console-fieldset">
            <label>
              <input type="checkbox" {...toggle("rotateSecret")} /> {texts.rotate}
            </label>
            {destination.secretCount > 1 && (
              <label>
                <input type="checkbox" {...toggle("dropOldSecrets")} /> {texts.dropOld}
              </label>
            )}
          </fieldset>
        )}
        <Field {...form.field("language")} as="select" label={texts.language}>
          {NOTIFY_LANGUAGES.map((entry) => (
            <option key={entry} value={entry}>
              {texts.languages[entry]}
            </option>
          ))}
        </Field>
        <CheckList
          legend={texts.leadKinds}
          value={values.leadKinds}
          options={LEAD_KINDS.map((entry) => [entry, t.leadTypes[entry] ?? entry] as const)}
          onChange={(next) => form.setValue("leadKinds", next)}
        />
        <CheckList
          legend={texts.demandTypes}
          value={values.demandTypes}
          options={Object.entries(t.demandTypes)}
          onChange={(next) => form.setValue("demandTypes", next)}
        />
        <fieldset className="console-fieldset">
          <label>
            <input type="checkbox" {...toggle("includeContact")} /> {texts.includeContact}
          </label>
          {values.includeContact === "1" && (
            <p className="console-form-problem" role="alert">
              {texts.contactWarning}
            </p>
          )}
        </fieldset>
        <Field {...form.field("perMinute")} type="number" min={1} max={6000} label={texts.perMinute} hint={texts.perMinuteHelp} />
        <label className="console-check">
          <input type="checkbox" {...toggle("enabled")} /> {texts.enabled}
        </label>
        <SaveOrCancel save={texts.save} cancel={texts.cancel} pending={form.pending} onCancel={onClose} />
      </Form>
    </Dialog>
  );
}
