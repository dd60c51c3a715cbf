import { TEXT_MAX } from "../../../common/constants.ts";
import { useEffect, useEffectEvent, useState } from "react";
import { leadChangeBody, type LeadDetail, type leadChangeCall, type leadDetailCall } from "../../../common/contracts/admin-leads.ts";
import { PERMISSIONS } from "../../../common/staff-roles.ts";
import { Field, Form } from "../form/field.tsx";
import { useForm } from "../form/use-form.ts";
import { CopyButton } from "../ui/copy-text.tsx";
import { Dialog } from "../ui/dialog.tsx";
import { toast } from "../ui/notify.ts";
import { fill } from "../../lib/fill.ts";
import { callApi } from "../../lib/http/client.ts";
import { useConsoleTexts } from "./console-texts.ts";
import { usePermission } from "./use-console-page.ts";

/**
 * A lead's detail panel: every field the visitor sent (phone and e-mail can be copied), the note
 * history, newest first, and a form that adds a note. Opening it is recorded in the audit log.
 */
export function LeadDetailDialog({ id, onClose, onChanged }: { id: number; onClose: () => void; onChanged: (lead: LeadDetail) => void }) {
  const { t, formatTime } = useConsoleTexts();
  const [lead, setLead] = useState<LeadDetail | null>(null);
  const canEdit = usePermission(PERMISSIONS.leadEdit);
  const form = useForm({
    initial: { note: "" },
    schema: () => Promise.resolve(leadChangeBody),
  });

  // Fetched (and so recorded as viewed) once per lead opened, whatever the parent re-renders.
  const closeOnFailure = useEffectEvent(onClose);
  useEffect(() => {
    callApi<typeof leadDetailCall>("GET /admin/leads/:id", { params: { id } })
      .then(({ data }) => setLead(data))
      .catch(() => closeOnFailure());
  }, [id]);

  const addNote = (event: React.FormEvent) =>
    form.submit(event, async ({ note }) => {
      const { data } = await callApi<typeof leadChangeCall>("PATCH /admin/leads/:id", { params: { id }, body: { note } });
      setLead(data);
      onChanged(data);
      form.setValue("note", "");
      toast("success", t.leads.changed);
    });

  const f = t.leads.fields;
  const rows: Array<[string, React.ReactNode]> = lead
    ? [
        [t.leads.columns.type, t.leadTypes[lead.type]],
        [t.leads.columns.status, t.statuses[lead.status]],
        [t.leads.columns.owner, lead.ownerName ?? t.leads.nobody],
        [t.leads.columns.name, lead.name],
        [
          f.phone,
          <>
            {lead.phone}{" "}
            <CopyButton className="console-link-button" value={lead.phone} aria-label={`${t.leads.copy} ${f.phone}`}>
              {t.leads.copy}
            </CopyButton>
          </>,
        ],
        [
          f.email,
          lead.email ? (
            <>
              {lead.email}{" "}
              <CopyButton className="console-link-button" value={lead.email} aria-label={`${t.leads.copy} ${f.email}`}>
                {t.leads.copy}
              </CopyButton>
            </>
          ) : (
            "-"
          ),
        ],
        [f.company, lead.company],
        ...(lead.type === "booking"
          ? ([
              [f.posts, lead.posts || "-"],
              [f.demandType, lead.demandType === null ? "-" : (t.demandTypes[String(lead.demandType)] ?? String(lead.demandType))],
              [f.otherDesc, lead.otherDesc || "-"],
              [f.account, `#${lead.userId}`],
            ] as Array<[string, React.ReactNode]>)
          : ([[f.agreement, `${lead.agreementVersion} · ${formatTime(lead.consentedAt)}`]] as Array<[string, React.ReactNode]>)),
        [f.remark, lead.remark || "-"],
        [f.language, lead.language],
        [f.createdAt, formatTime(lead.createdAt)],
        [f.updatedAt, formatTime(lead.updatedAt)],
      ]
    : [];

  return (
    <Dialog
      title={fill(t.leads.detailTitle, { id })}
      width="640px"
      className="console-detail"
      onClose={onClose}
      data={{ "data-lead-detail": "" }}
    >
      {!lead ? (
        <p aria-busy="true">{t.loading}</p>
      ) : (
        <>
          <dl className="console-fields">
            {rows.map(([label, value]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
          <h3>{t.leads.notes}</h3>
          {lead.notes.length === 0 ? (
            <p className="console-muted">{t.leads.noNotes}</p>
          ) : (
            <ol className="console-notes" data-notes="">
              {lead.notes.map((note) => (
                <li key={note.id}>
                  <p>{note.body}</p>
                  <small>
                    {note.authorName} · {formatTime(note.createdAt)}
                  </small>
                </li>
              ))}
            </ol>
          )}
          {canEdit && (
            <Form className="console-note-form" name="lead-note" error={form.formError} onSubmit={addNote}>
              <Field
                {...form.field("note")}
                as="textarea"
                rows={3}
                maxLength={TEXT_MAX.message}
                label={t.leads.addNote}
                placeholder={t.leads.notePlaceholder}
                required
              />
              <button type="submit" className="console-button console-button-primary" disabled={form.pending}>
                {t.leads.saveNote}
              </button>
            </Form>
          )}
        </>
      )}
    </Dialog>
  );
}
