import { DICT_LABEL_MAX } from "../../../common/constants.ts";
import { useCallback, useEffect, useMemo, useState } from "react";
import type {
  AdminDictEntry,
  dictChangeCall,
  dictCreateCall,
  dictListCall,
  dictOrderCall,
} from "../../../common/contracts/admin-dictionaries.ts";
import { PERMISSIONS } from "../../../common/staff-roles.ts";
import { useConsoleTexts } from "../../components/admin/console-texts.ts";
import { useConflicts, type ConflictChoices } from "../../components/admin/conflict-dialog.tsx";
import { DataTable, type ConsoleColumn } from "../../components/admin/data-table.tsx";
import { ForbiddenPanel } from "../../components/admin/forbidden-panel.tsx";
import { orderColumn } from "../../components/admin/order-buttons.tsx";
import { usePermission } from "../../components/admin/use-console-page.ts";
import { toast } from "../../components/ui/notify.ts";
import { callApi } from "../../lib/http/client.ts";
import { Field, Form } from "../../components/form/field.tsx";
import { useForm, type FormValues } from "../../components/form/use-form.ts";

type Texts = ReturnType<typeof useConsoleTexts>["t"];

const labelsOf = (values: FormValues) => ({ label: values.label ?? "", labelEn: values.labelEn ?? "", enabled: values.enabled === "1" });

/** What a row does when its save is refused because someone changed the entry first. */
type OnConflict = (error: unknown, choices: ConflictChoices) => boolean;

/** One entry's row: its labels and switch are edited in place and saved with the row's button. */
function EntryEditor({
  entry,
  t,
  onSaved,
  onConflict,
  onReload,
}: {
  entry: AdminDictEntry;
  t: Texts;
  onSaved: (entry: AdminDictEntry) => void;
  onConflict: OnConflict;
  onReload: () => void;
}) {
  const form = useForm({
    initial: { label: entry.label, labelEn: entry.labelEn, enabled: entry.enabled ? "1" : "0" },
    schema: () => import("../../../common/contracts/admin-dictionaries.ts").then((module) => module.dictLabelsBody),
    toBody: (values) => ({ ...labelsOf(values), version: entry.version }),
  });
  const draft = labelsOf(form.values);
  const changed = draft.label !== entry.label || draft.labelEn !== entry.labelEn || draft.enabled !== entry.enabled;
  const send = async (values: FormValues, version: number) => {
    const { data } = await callApi<typeof dictChangeCall>("PUT /admin/dictionaries/:id", {
      params: { id: entry.id },
      body: { ...labelsOf(values), version },
    });
    onSaved(data);
    toast("success", t.content.saved);
  };
  const name = `${entry.dictType} ${entry.dictValue}`;
  return (
    <Form
      name={`dict-${entry.id}`}
      error={form.formError}
      className="console-dict-entry"
      onSubmit={(event) =>
        form.submit(event, async (values) => {
          try {
            await send(values, entry.version);
          } catch (error) {
            // Someone changed the entry first: their version, or this one over it. Anything else the form shows.
            if (!onConflict(error, { reload: onReload, overwrite: (version) => send(values, version) })) throw error;
          }
        })
      }
    >
      <Field {...form.field("label")} label={`${t.dictionaries.columns.label} · ${name}`} hideLabel maxLength={DICT_LABEL_MAX} />
      <Field
        {...form.field("labelEn")}
        label={`${t.dictionaries.columns.labelEn} · ${name}`}
        hideLabel
        lang="en"
        maxLength={DICT_LABEL_MAX}
      />
      <label>
        <input
          type="checkbox"
          checked={form.values.enabled === "1"}
          onChange={(event) => form.setValue("enabled", event.target.checked ? "1" : "0")}
        />
        {t.dictionaries.columns.enabled}
      </label>
      <button type="submit" className="console-button" disabled={!changed || form.pending}>
        {t.content.save}
      </button>
    </Form>
  );
}

const EMPTY_ENTRY = { dictValue: "", label: "", labelEn: "" };

function AddEntry({ dictType, t, onAdded }: { dictType: string; t: Texts; onAdded: (entry: AdminDictEntry) => void }) {
  const form = useForm({
    initial: EMPTY_ENTRY,
    schema: () => import("../../../common/contracts/admin-dictionaries.ts").then((module) => module.dictCreateBody),
    toBody: (values) => ({ dictType, ...values }),
  });
  return (
    <Form
      name={`dict-add-${dictType}`}
      error={form.formError}
      className="console-filters"
      data-dict-add={dictType}
      onSubmit={(event) =>
        form.submit(event, async (values) => {
          const { data } = await callApi<typeof dictCreateCall>("POST /admin/dictionaries", { body: { dictType, ...values } });
          onAdded(data);
          form.reset(EMPTY_ENTRY);
          toast("success", t.content.saved);
        })
      }
    >
      <Field {...form.field("dictValue")} label={t.dictionaries.value} required maxLength={DICT_LABEL_MAX} />
      <Field {...form.field("label")} label={t.dictionaries.columns.label} required maxLength={DICT_LABEL_MAX} />
      <Field {...form.field("labelEn")} label={t.dictionaries.columns.labelEn} required lang="en" maxLength={DICT_LABEL_MAX} />
      <div className="console-filter-buttons">
        <button type="submit" className="console-button console-button-primary" disabled={form.pending}>
          {t.content.add}
        </button>
      </div>
    </Form>
  );
}

interface DictColumnsContext {
  t: Texts;
  rows: AdminDictEntry[];
  reorder: (ids: number[]) => void;
  replace: (entry: AdminDictEntry) => void;
  onConflict: OnConflict;
  reload: () => void;
}

function dictColumns({ t, rows, reorder, replace, onConflict, reload }: DictColumnsContext): ConsoleColumn<AdminDictEntry>[] {
  return [
    orderColumn(t.dictionaries.columns.order, rows, (entry) => entry.label, reorder),
    { id: "value", header: t.dictionaries.columns.value, cell: ({ row }) => row.original.dictValue },
    {
      id: "labels",
      header: `${t.dictionaries.columns.label} / ${t.dictionaries.columns.labelEn}`,
      cell: ({ row }) => (
        <EntryEditor
          key={`${row.original.id}-${row.original.version}`}
          entry={row.original}
          t={t}
          onSaved={replace}
          onConflict={onConflict}
          onReload={reload}
        />
      ),
    },
  ];
}

/** /admin/dictionaries (admins): per type, labels in both languages, order, enabled, and new entries. */
export default function DictionariesScreen() {
  const { t } = useConsoleTexts();
  const allowed = usePermission(PERMISSIONS.dictEdit);
  const [entries, setEntries] = useState<AdminDictEntry[] | null>(null);
  const conflicts = useConflicts();
  const reload = useCallback(() => {
    callApi<typeof dictListCall>("GET /admin/dictionaries", {})
      .then(({ data }) => setEntries(data))
      .catch(() => undefined);
  }, []);
  useEffect(() => {
    if (allowed) reload();
  }, [allowed, reload]);

  const replace = useCallback(
    (next: AdminDictEntry) => setEntries((all) => (all ?? []).map((entry) => (entry.id === next.id ? next : entry))),
    [],
  );
  const reorder = useCallback(async (dictType: string, ids: number[]) => {
    try {
      const { data } = await callApi<typeof dictOrderCall>("PUT /admin/dictionaries/order", { body: { dictType, ids } });
      setEntries((all) => [...(all ?? []).filter((entry) => entry.dictType !== dictType), ...data]);
    } catch {
      // The request layer has shown the failure.
    }
  }, []);

  const types = useMemo(() => [...new Set((entries ?? []).map((entry) => entry.dictType))], [entries]);

  if (!allowed) return <ForbiddenPanel />;
  return (
    <section className="console-panel" data-dictionaries="">
      <h1>{t.dictionaries.heading}</h1>
      <p className="console-muted">{t.dictionaries.intro}</p>
      {entries === null && <p aria-busy="true">{t.loading}</p>}
      {types.map((dictType) => {
        const rows = entries!.filter((entry) => entry.dictType === dictType);
        const columns = dictColumns({
          t,
          rows,
          reorder: (ids) => void reorder(dictType, ids),
          replace,
          onConflict: conflicts.resolve,
          reload,
        });
        return (
          <section key={dictType} className="console-dict-type" data-dict-type={dictType}>
            <h2>
              {t.dictionaries.types[dictType] ?? dictType} <code>{dictType}</code>
            </h2>
            {dictType === "web_news_column" && <p className="console-muted">{t.dictionaries.newsColumnsNote}</p>}
            <DataTable
              caption={t.dictionaries.types[dictType] ?? dictType}
              columns={columns}
              rows={rows}
              rowKey={(entry) => String(entry.id)}
              empty={t.dictionaries.empty}
              busy={false}
            />
            <h3>{t.dictionaries.addHeading}</h3>
            <AddEntry dictType={dictType} t={t} onAdded={(entry) => setEntries((all) => [...(all ?? []), entry])} />
          </section>
        );
      })}
      {conflicts.dialog}
    </section>
  );
}
