import type { HomeList } from "../../../common/contracts/admin-home.ts";
import { qualificationCategories } from "../../../common/contracts/home-content.ts";
import { Field, Form } from "../form/field.tsx";
import { useForm } from "../form/use-form.ts";
import { useConsoleTexts } from "./console-texts.ts";
import { ImageUpload } from "./image-upload.tsx";

/** Each list's fields: the bilingual ones (zh and en side by side), which are long texts, and the rest. */
export const LIST_FIELDS: Record<HomeList, { bilingual: string[]; long: string[]; link: boolean; category: boolean }> = {
  customerCase: {
    bilingual: ["industry", "title", "summary", "challenge", "solution", "result"],
    long: ["summary", "challenge", "solution", "result"],
    link: true,
    category: false,
  },
  solution: { bilingual: ["title", "summary", "highlights"], long: ["summary", "highlights"], link: true, category: false },
  qualification: { bilingual: ["title", "summary"], long: ["summary"], link: false, category: true },
};

export type HomeFormValues = Record<string, string>;

/** The form's text values of a row (or of a new one), and the body the contract checks. */
export function formValuesOf(list: HomeList, row: Record<string, unknown> | null): HomeFormValues {
  const spec = LIST_FIELDS[list];
  const names = [
    ...spec.bilingual.flatMap((name) => [name, `${name}En`]),
    ...(spec.link ? ["link"] : []),
    ...(spec.category ? ["category"] : []),
  ];
  const values: HomeFormValues = Object.fromEntries(names.map((name) => [name, row ? String(row[name] ?? "") : ""]));
  if (spec.category && !values.category) values.category = qualificationCategories[0];
  values.hidden = row?.hidden ? "1" : "0";
  values.imageUrl = row ? String(row.imageUrl ?? "") : "";
  return values;
}

export function bodyOf(values: HomeFormValues): Record<string, unknown> {
  return { ...values, hidden: values.hidden === "1", imageUrl: values.imageUrl ? values.imageUrl : null };
}

/** Adds or edits one row of a home list: every field in both languages, hidden, and an optional image. */
export function HomeRowForm({
  list,
  row,
  onSubmit,
  onCancel,
}: {
  list: HomeList;
  row: Record<string, unknown> | null;
  onSubmit: (body: Record<string, unknown>) => Promise<void>;
  onCancel: () => void;
}) {
  const { t } = useConsoleTexts();
  const spec = LIST_FIELDS[list];
  const form = useForm({
    initial: formValuesOf(list, row),
    schema: () => import("../../../common/contracts/admin-home.ts").then((module) => module.homeBodies[list]),
    toBody: bodyOf,
  });
  return (
    <Form
      name={`home-${list}`}
      error={form.formError}
      className="console-form console-home-form"
      aria-label={row ? t.home.editRow : t.home.newRow}
      onSubmit={(event) => form.submit(event, (values) => onSubmit(bodyOf(values)))}
    >
      <h2>{row ? t.home.editRow : t.home.newRow}</h2>
      {spec.category && (
        <Field {...form.field("category")} as="select" label={t.home.fields.category ?? "category"}>
          {qualificationCategories.map((category) => (
            <option key={category} value={category}>
              {t.home.categories[category]}
            </option>
          ))}
        </Field>
      )}
      {spec.bilingual.map((name) => (
        <div key={name} className="console-bilingual">
          {[name, `${name}En`].map((field) => (
            <Field
              key={field}
              {...form.field(field)}
              {...(spec.long.includes(name) ? { as: "textarea" as const } : {})}
              lang={field.endsWith("En") ? "en" : "zh-CN"}
              label={`${t.home.fields[name] ?? name} · ${field.endsWith("En") ? t.content.english : t.content.chinese}`}
            />
          ))}
        </div>
      ))}
      {spec.link && <Field {...form.field("link")} label={t.home.fields.link ?? "link"} placeholder="/cloudProduct" />}
      <ImageUpload id={form.idOf("imageUrl")} value={form.values.imageUrl ?? ""} onChange={(url) => form.setValue("imageUrl", url)} />
      <label className="console-check">
        <input
          type="checkbox"
          checked={form.values.hidden === "1"}
          onChange={(event) => form.setValue("hidden", event.target.checked ? "1" : "0")}
        />
        {t.home.hiddenField}
      </label>
      <div className="console-actions">
        <button type="submit" className="console-button console-button-primary" disabled={form.pending}>
          {form.pending ? t.content.saving : t.content.save}
        </button>
        <button type="button" className="console-button" onClick={onCancel}>
          {t.content.cancel}
        </button>
      </div>
    </Form>
  );
}
