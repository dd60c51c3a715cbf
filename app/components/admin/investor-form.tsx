import { TITLE_MAX } from "../../../common/constants.ts";
import { useState } from "react";
import type { InvestorDocumentInput, InvestorDocumentRow } from "../../../common/contracts/admin-investor.ts";
import { REPORT_KINDS, type InvestorDocumentKind } from "../../../common/contracts/content.ts";
import { fill } from "../../lib/fill.ts";
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
  onSave: (input: InvestorDocumentInput) => Promise<void>;
  onCancel: () => void;
}

const today = () => new Date().toISOString().slice(0, 10);

/** One PDF field: the current file (a link) and an upload that puts a new one in its place. */
function PdfField({ label, file, onFile }: { label: string; file: PickedFile | null; onFile: (file: PickedFile) => void }) {
  const { t } = useConsoleTexts();
  const [busy, setBusy] = useState(false);
  return (
    <div className="console-pdf-field">
      <label>
        {label}
        <input
          type="file"
          accept="application/pdf"
          disabled={busy}
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
      </label>
      {file ? (
        <a href={file.url} target="_blank" rel="noopener" data-current-file="">
          {file.fileName} · {fileSize(file.size)}
        </a>
      ) : (
        <span className="console-help">{t.investor.noFile}</span>
      )}
    </div>
  );
}

/** Create or edit a report or announcement: bilingual title, date, PDF(s), hidden. */
export function InvestorForm({ editing, onSave, onCancel }: InvestorFormProps) {
  const { t } = useConsoleTexts();
  const row = "id" in editing ? editing : undefined;
  const [kind, setKind] = useState<InvestorDocumentKind>(editing.kind);
  const [reportKind, setReportKind] = useState(row?.reportKind ?? "annual");
  const [year, setYear] = useState(() => String(row?.year ?? new Date().getFullYear()));
  const [title, setTitle] = useState(row?.title ?? "");
  const [titleEn, setTitleEn] = useState(row?.titleEn ?? "");
  const [date, setDate] = useState(() => row?.date ?? today());
  const [file, setFile] = useState<PickedFile | null>(row?.file ?? null);
  const [fileEn, setFileEn] = useState<PickedFile | null>(row?.fileEn ?? null);
  const [hidden, setHidden] = useState(row?.hidden ?? false);
  const [saving, setSaving] = useState(false);
  const f = t.investor.fields;

  return (
    <form
      className="console-form"
      data-investor-form=""
      onSubmit={async (event) => {
        event.preventDefault();
        if (!file) return;
        setSaving(true);
        try {
          await onSave({
            kind,
            reportKind: kind === "report" ? reportKind : null,
            year: kind === "report" ? Number(year) : null,
            title,
            titleEn,
            date,
            fileId: file.id,
            fileIdEn: fileEn?.id ?? null,
            hidden,
          });
        } finally {
          setSaving(false);
        }
      }}
    >
      <h2>{row ? fill(t.investor.formTitleEdit, { title: row.title }) : t.investor.formTitleNew}</h2>
      <label>
        {f.kind}
        <select value={kind} onChange={(event) => setKind(event.target.value as InvestorDocumentKind)}>
          <option value="announcement">{t.investor.kinds.announcement}</option>
          <option value="report">{t.investor.kinds.report}</option>
        </select>
      </label>
      {kind === "report" ? (
        <>
          <label>
            {f.reportKind}
            <select value={reportKind} onChange={(event) => setReportKind(event.target.value as typeof reportKind)}>
              {REPORT_KINDS.map((value) => (
                <option key={value} value={value}>
                  {t.investor.reportKinds[value]}
                </option>
              ))}
            </select>
          </label>
          <label>
            {f.year}
            <input type="number" min={1990} max={2100} required value={year} onChange={(event) => setYear(event.target.value)} />
          </label>
        </>
      ) : null}
      <label>
        {f.title}
        <input required maxLength={TITLE_MAX} value={title} onChange={(event) => setTitle(event.target.value)} />
      </label>
      <label>
        {f.titleEn}
        <input required maxLength={TITLE_MAX} lang="en" value={titleEn} onChange={(event) => setTitleEn(event.target.value)} />
      </label>
      <label>
        {f.date}
        <input type="date" required value={date} onChange={(event) => setDate(event.target.value)} />
      </label>
      <PdfField label={f.file} file={file} onFile={setFile} />
      <PdfField label={f.fileEn} file={fileEn} onFile={setFileEn} />
      {fileEn ? (
        <button type="button" className="console-link-button" onClick={() => setFileEn(null)}>
          {f.removeEnglish}
        </button>
      ) : null}
      <label className="console-check">
        <input type="checkbox" checked={hidden} onChange={(event) => setHidden(event.target.checked)} />
        {f.hidden}
      </label>
      <div className="console-actions">
        <button type="submit" className="console-button console-button-primary" disabled={saving || !file}>
          {t.investor.save}
        </button>
        <button type="button" className="console-button" onClick={onCancel}>
          {t.investor.cancel}
        </button>
      </div>
    </form>
  );
}
