import { useCallback, useEffect, useState } from "react";
import {
  SETTING_KEYS,
  type AdminSettings,
  type SettingKey,
  type settingsChangeCall,
  type settingsReadCall,
} from "../../../common/contracts/admin-settings.ts";
import { PERMISSIONS } from "../../../common/staff-roles.ts";
import { useConsoleTexts } from "../../components/admin/console-texts.ts";
import { useConflicts } from "../../components/admin/conflict-dialog.tsx";
import { ForbiddenPanel } from "../../components/admin/forbidden-panel.tsx";
import { usePermission } from "../../components/admin/use-console-page.ts";
import { Field, Form } from "../../components/form/field.tsx";
import { useForm } from "../../components/form/use-form.ts";
import { toast } from "../../components/ui/notify.ts";
import { callApi } from "../../lib/http/client.ts";

const GROUPS: Array<{ key: "names" | "contact" | "filings" | "qr" | "mail"; fields: SettingKey[] }> = [
  { key: "names", fields: ["name", "nameEn", "brand", "brandEn", "copyrightYearFrom"] },
  { key: "contact", fields: ["hotline", "complaintHotline", "parentCompanyUrl", "chatUrl"] },
  { key: "filings", fields: ["icpFiling", "psbFiling"] },
  { key: "qr", fields: ["contactQrText", "consultantQrText"] },
  { key: "mail", fields: ["salesEmail", "leadWaitingHours", "privacyContact"] },
];

const INPUT_TYPES: Partial<Record<SettingKey, string>> = {
  parentCompanyUrl: "url",
  chatUrl: "url",
  salesEmail: "email",
  leadWaitingHours: "number",
  hotline: "tel",
  complaintHotline: "tel",
};

/** The saved keys' values; unsaved keys stay empty, their defaults shown as placeholders. */
const formValuesOf = (settings: AdminSettings) =>
  Object.fromEntries(SETTING_KEYS.map((key) => [key, settings.saved.includes(key) ? settings.values[key] : ""])) as Record<
    SettingKey,
    string
  >;

function SettingsForm({
  settings,
  onSaved,
  onReload,
}: {
  settings: AdminSettings;
  onSaved: (next: AdminSettings) => void;
  /** Shows the settings as they are now, dropping what the form holds. */
  onReload: () => void;
}) {
  const { t } = useConsoleTexts();
  const conflicts = useConflicts();
  const form = useForm({
    initial: formValuesOf(settings),
    schema: () => import("../../../common/contracts/admin-settings.ts").then((module) => module.settingsForm),
    // An empty field means "the default", which is not the form's to check.
    toBody: (values) => Object.fromEntries(SETTING_KEYS.filter((key) => values[key] !== "").map((key) => [key, values[key]])),
  });

  const save = (values: Record<SettingKey, string>) => {
    const change: Partial<Record<SettingKey, string | null>> = {};
    for (const key of SETTING_KEYS) {
      const value = values[key].trim();
      const wasSaved = settings.saved.includes(key);
      if (value === "" && wasSaved) change[key] = null;
      else if (value !== "" && (!wasSaved || value !== settings.values[key])) change[key] = value;
    }
    if (Object.keys(change).length === 0) {
      toast("success", t.content.saved);
      return Promise.resolve();
    }
    // Made from the version the form was filled from: a save by someone else since is not overwritten unasked.
    const send = (version: number) =>
      callApi<typeof settingsChangeCall>("PUT /admin/settings", { body: { ...change, version } }).then(({ data, msg }) => {
        toast("success", msg || t.content.saved);
        onSaved(data);
      });
    return send(settings.version).catch((error: unknown) => {
      if (!conflicts.resolve(error, { reload: onReload, overwrite: send })) throw error;
    });
  };

  return (
    <Form name="site-settings" error={form.formError} onSubmit={(event) => form.submit(event, save)} className="console-form">
      {GROUPS.map((group) => (
        <fieldset key={group.key} className="console-fieldset">
          <legend>{t.settings.groups[group.key]}</legend>
          {group.fields.map((key) => {
            const binding = form.field(key);
            const resetting = settings.saved.includes(key) && binding.value === "";
            return (
              <div key={key} className="console-setting" data-setting={key}>
                <Field
                  {...binding}
                  label={t.settings.fields[key] ?? key}
                  type={INPUT_TYPES[key] ?? "text"}
                  placeholder={settings.defaults[key]}
                  hint={resetting ? t.settings.willReset : `${t.settings.fromDefault}: ${settings.defaults[key]}`}
                  autoComplete="off"
                />
                {binding.value !== "" && (
                  <button type="button" className="console-link-button" onClick={() => form.setValue(key, "")}>
                    {t.settings.resetToDefault}
                  </button>
                )}
              </div>
            );
          })}
        </fieldset>
      ))}
      <div className="console-actions">
        <button type="submit" className="console-button console-button-primary" disabled={form.pending}>
          {form.pending ? t.content.saving : t.content.save}
        </button>
      </div>
      {conflicts.dialog}
    </Form>
  );
}

/** /admin/settings (admins): the operator facts every page shows, saved over the environment's defaults. */
export default function SettingsScreen() {
  const { t } = useConsoleTexts();
  const allowed = usePermission(PERMISSIONS.settingsEdit);
  const [settings, setSettings] = useState<AdminSettings | null>(null);
  const [generation, setGeneration] = useState(0);

  const load = useCallback(
    () =>
      callApi<typeof settingsReadCall>("GET /admin/settings", {}).then(({ data }) => {
        setSettings(data);
        // A form filled from these settings, not from what it held before.
        setGeneration((value) => value + 1);
      }),
    [],
  );
  useEffect(() => {
    if (allowed) load().catch(() => undefined);
  }, [allowed, load]);

  if (!allowed) return <ForbiddenPanel />;
  return (
    <section className="console-panel" data-settings="">
      <h1>{t.settings.heading}</h1>
      <p className="console-muted">{t.settings.intro}</p>
      {settings ? (
        <SettingsForm
          key={generation}
          settings={settings}
          // The form keeps what it holds (typed while the save was on its way, too); the settings give the new version.
          onSaved={setSettings}
          onReload={() => void load().catch(() => undefined)}
        />
      ) : (
        <p aria-busy="true">{t.loading}</p>
      )}
    </section>
  );
}
