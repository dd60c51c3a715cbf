import { useState } from "react";
import type { InvestorDocumentRow } from "../../../common/contracts/admin-investor.ts";
import { REPORT_KINDS, type InvestorDocumentKind } from "../../../common/contracts/content.ts";
import { TITLE_MAX } from "../../../common/constants.ts";
import { fill } from "../../lib/fill.ts";
import { Field, Form } from "../form/field.tsx";
import { useForm, type FormValues } from "../form/use-form.ts";
import { useConsoleTexts } from "./console-texts.ts";
import { fileSize, uploadFile } from "./upload-file.ts";

interface PickedFile {
  id: number;
  fileName: string;
  size: number;
  url: string;
}

interface InvestorFormProps {
  /** The document edited, or the kind of a new one. */
  editing: InvestorDocumentRow | { kind: InvestorDocumentKind };
  /** Saves the body (the create or change call's); a failure is thrown back for the form to show. */
  onSave: (body: ReturnType<typeof bodyOf>) => Promise<void>;
  onCancel: () => void;
}

const today = () => new Date().toISOString().slice(0, 10);

/** The form's values of a document (or of a new one of that kind). */
function valuesOf(editing: InvestorFormProps["editing"]): FormValues {
  const row = "id" in editing ? editing : undefined;
  return {
    kind: editing.kind,
    reportKind: row?.reportKind ?? "annual",
    year: String(row?.year ?? new Date().getFullYear()),
    title: row?.title ?? "",
    titleEn: row?.titleEn ?? "",
    date: row?.date ?? today(),
    fileId: row ? String(row.file.id) : "",
    fileIdEn: row?.fileEn ? String(row.fileEn.id) : "",
    hidden: row?.hidden ? "1" : "0",
  };
}

/** The body the contract checks (common/contracts/admin-investor.ts `investorDocumentInput`). */
function bodyOf(values: FormValues) {
  const report = values.kind === "report";
  return {
    kind: values.kind as InvestorDocumentKind,
    reportKind: report ? (values.reportKind as (typeof REPORT_KINDS)[number]) : null,
    year: report ? Number(values.year) : null,
    title: values.title ?? "",
    titleEn: values.titleEn ?? "",
    date: values.date ?? "",
    fileId: Number(values.fileId),
    fileIdEn: values.fileIdEn ? Number(values.fileIdEn) : null,
    hidden: values.hidden === "1",
  };
}

/** One PDF field: the current file (a link) and an upload that puts a new one in its place. */
function PdfField({
  id,
  label,
  file,
  error,
  onFile,
}: {
  id: string;
  label: string;
  file: PickedFile | null;
  error: string | undefined;
  onFile: (file: PickedFile) => void;
}) {
  const { t } = useConsoleTexts();
  const [busy, setBusy] = useState(false);
  return (
    <div className="console-pdf-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="file"
        accept="application/pdf"
        disabled={busy}
        aria-invalid={error ? true : undefined}
        onChange={async (event) => {
          const picked = event.currentTarget.files?.[0];
          event.currentTarget.value = "";
          if (!picked) return;
          setBusy(true);
          try {
            const uploaded = await uploadFile(picked, { purpose: "document" });
            onFile({ id: uploaded.id, fileName: uploaded.fileName, size: uploaded.size, url: uploaded.url });
          } catch {
            // The request layer has shown why (not a PDF, too large).
          } finally {
            setBusy(false);
          }
        }}
      />
      {file ? (
        <a href={file.url} target="_blank" rel="noopener" data-current-file="">
          {file.fileName} · {fileSize(file.size)}
        </a>
      ) : (
        <span className="console-help">{error ?? t.investor.noFile}</span>
      )}
    </div>
  );
}

/** Create or edit a report or announcement: bilingual title, date, PDF(s), hidden; checked by the call's contract. */
export function InvestorForm({ editing, onSave, onCancel }: InvestorFormProps) {
  const { t } = useConsoleTexts();
  const row = "id" in editing ? editing : undefined;
  const form = useForm({
    initial: valuesOf(editing),
    schema: () => import("../../../common/contracts/admin-investor.ts").then((module) => module.investorDocumentInput),
    toBody: bodyOf,
  });
  const [files, setFiles] = useState({ zh: row?.file ?? null, en: row?.fileEn ?? null });
  const pick = (language: "zh" | "en", file: PickedFile | null) => {
    setFiles((current) => ({ ...current, [language]: file }));
    form.setValue(language === "zh" ? "fileId" : "fileIdEn", file ? String(file.id) : "");
  };
  const f = t.investor.fields;

  return (
    <Form
      name="investor"
      error={form.formError}
      className="console-form"
      data-investor-form=""
      onSubmit={(event) => form.submit(event, (values) => onSave(bodyOf(values)))}
    >
      <h2>{row ? fill(t.investor.formTitleEdit, { title: row.title }) : t.investor.formTitleNew}</h2>
      <Field {...form.field("kind")} as="select" label={f.kind}>
        <option value="announcement">{t.investor.kinds.announcement}</option>
        <option value="report">{t.investor.kinds.report}</option>
      </Field>
      {form.values.kind === "report" ? (
        <>
          <Field {...form.field("reportKind")} as="select" label={f.reportKind}>
            {REPORT_KINDS.map((value) => (
              <option key={value} value={value}>
                {t.investor.reportKinds[value]}
              </option>
            ))}
          </Field>
          <Field {...form.field("year")} type="number" label={f.year} min={1990} max={2100} required />
        </>
      ) : null}
      <Field {...form.field("title")} label={f.title} maxLength={TITLE_MAX} required />
      <Field {...form.field("titleEn")} label={f.titleEn} lang="en" maxLength={TITLE_MAX} required />
      <Field {...form.field("date")} type="date" label={f.date} required />
      <PdfField id={form.idOf("fileId")} label={f.file} file={files.zh} error={form.errors.fileId} onFile={(file) => pick("zh", file)} />
      <PdfField
        id={form.idOf("fileIdEn")}
        label={f.fileEn}
        file={files.en}
        error={form.errors.fileIdEn}
        onFile={(file) => pick("en", file)}
      />
      {files.en ? (
        <button type="button" className="console-link-button" onClick={() => pick("en", null)}>
          {f.removeEnglish}
        </button>
      ) : null}
      <label className="console-check">
        <input
          type="checkbox"
          checked={form.values.hidden === "1"}
          onChange={(event) => form.setValue("hidden", event.target.checked ? "1" : "0")}
        />
        {f.hidden}
      </label>
      <div className="console-actions">
        <button type="submit" className="console-button console-button-primary" disabled={form.pending}>
          {t.investor.save}
        </button>
        <button type="button" className="console-button" onClick={onCancel}>
          {t.investor.cancel}
        </button>
      </div>
    </Form>
  );
}
