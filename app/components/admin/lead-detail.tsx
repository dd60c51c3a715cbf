import { MESSAGE_MAX } from "../../../common/constants.ts";
import { useEffect, useEffectEvent, useState } from "react";
import {
  leadChangeBody,
  type LeadDetail,
  type LeadStatus,
  type leadChangeCall,
  type leadDetailCall,
  type LeadAttribution,
} from "../../../common/contracts/admin-leads.ts";
import { PERMISSIONS } from "../../../common/staff-roles.ts";
import { Field, Form } from "../form/field.tsx";
import { useForm } from "../form/use-form.ts";
import { CopyButton } from "../ui/copy-text.tsx";
import { Dialog } from "../ui/dialog.tsx";
import { toast } from "../ui/notify.ts";
import { fill } from "../../lib/fill.ts";
import { callApi } from "../../lib/http/client.ts";
import { routingTexts } from "../../i18n/admin-routing-texts.ts";
import { trafficCatalogs } from "../../i18n/traffic-catalogs.ts";
import type { TrafficMessages } from "../../i18n/traffic-zh-cn.ts";
import { valueLabel } from "./traffic/figures.ts";
import { useConsoleTexts } from "./console-texts.ts";
import { useConflicts } from "./conflict-dialog.tsx";
import { usePermission } from "./use-console-page.ts";

/**
 * A lead's detail panel: every field the visitor sent (phone and e-mail open the phone's dialler
 * and mail app, and can be copied; the remark keeps its lines), the lead it may repeat, its status
 * and owner changes next to its notes, newest first, and a form that adds a note. Opening it is
 * recorded in the audit log.
 */
/** Where the lead came from (decision 025), as the Traffic screen names channels and sources. */
function attributionRows(attribution: LeadAttribution | null, t: TrafficMessages): Array<[string, React.ReactNode]> {
  const a = t.attribution;
  if (!attribution)
    return [
      [
        a.channel,
        <span key="none" className="console-muted">
          {a.none}
        </span>,
      ],
    ];
  const utm = [attribution.utmSource, attribution.utmMedium, attribution.utmCampaign, attribution.utmContent, attribution.utmTerm]
    .map((value, index) => (value ? `${["utm_source", "utm_medium", "utm_campaign", "utm_content", "utm_term"][index]}=${value}` : ""))
    .filter(Boolean)
    .join(" · ");
  return [
    [
      a.channel,
      <span key="channel" data-lead-channel="">
        {valueLabel("channels", `${attribution.channel}:${attribution.source}`, t)}
      </span>,
    ],
    ...(utm ? ([[a.utm, utm]] as Array<[string, React.ReactNode]>) : []),
    ...(attribution.referrerDomain ? ([[a.referrer, attribution.referrerDomain]] as Array<[string, React.ReactNode]>) : []),
    [a.landingPage, attribution.landingPage || "/"],
    [a.visitPages, String(attribution.visitPages)],
  ];
}

export function LeadDetailDialog({
  id,
  onClose,
  onChanged,
  onOpen,
}: {
  id: number;
  onClose: () => void;
  onChanged: (lead: LeadDetail) => void;
  /** Shows another lead (a repeat, or the lead this one repeats). */
  onOpen: (id: number) => void;
}) {
  const { t, language, formatTime } = useConsoleTexts();
  const texts = routingTexts[language].inbox;
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

  const conflicts = useConflicts();
  const reload = () =>
    void callApi<typeof leadDetailCall>("GET /admin/leads/:id", { params: { id } })
      .then(({ data }) => setLead(data))
      .catch(() => undefined);
  const addNote = (event: React.FormEvent) =>
    form.submit(event, async ({ note }) => {
      const send = async (version: number) => {
        const { data } = await callApi<typeof leadChangeCall>("PATCH /admin/leads/:id", { params: { id }, body: { note, version } });
        setLead(data);
        onChanged(data);
        form.setValue("note", "");
        toast("success", t.leads.changed);
      };
      try {
        await send(lead?.version ?? 1);
      } catch (error) {
        // The note stays in its field whatever is chosen: loading the lead again shows what changed.
        if (!conflicts.resolve(error, { reload, overwrite: send })) throw error;
      }
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
            <a href={`tel:${lead.phone.replace(/[^\d+]/g, "")}`} aria-label={`${texts.call} ${lead.phone}`}>
              {lead.phone}
            </a>{" "}
            <CopyButton className="console-link-button" value={lead.phone} aria-label={`${t.leads.copy} ${f.phone}`}>
              {t.leads.copy}
            </CopyButton>
          </>,
        ],
        [
          f.email,
          lead.email ? (
            <>
              <a href={`mailto:${lead.email}`} aria-label={`${texts.mail} ${lead.email}`}>
                {lead.email}
              </a>{" "}
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
        [
          f.remark,
          <span key="remark" className="console-multiline">
            {lead.remark || "-"}
          </span>,
        ],
        ...(lead.duplicateOf !== null
          ? ([
              [
                texts.duplicateOf,
                <button key="duplicate" type="button" className="console-link-button" onClick={() => onOpen(lead.duplicateOf as number)}>
                  #{lead.duplicateOf}
                </button>,
              ],
            ] as Array<[string, React.ReactNode]>)
          : []),
        ...(lead.repeatedBy.length > 0
          ? ([
              [
                texts.repeatedBy,
                lead.repeatedBy.map((repeat) => (
                  <button key={repeat.id} type="button" className="console-link-button console-related" onClick={() => onOpen(repeat.id)}>
                    #{repeat.id} {repeat.company}
                  </button>
                )),
              ],
            ] as Array<[string, React.ReactNode]>)
          : []),
        ...attributionRows(lead.attribution, trafficCatalogs[language]),
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
          <h3>{texts.history}</h3>
          {lead.history.length === 0 ? (
            <p className="console-muted">{texts.noHistory}</p>
          ) : (
            <ol className="console-notes" data-lead-history="">
              {lead.history.map((entry) => (
                <li key={entry.id}>
                  {entry.status && (
                    <p>
                      {fill(texts.statusChange, {
                        from: t.statuses[entry.status.from as LeadStatus] ?? entry.status.from,
                        to: t.statuses[entry.status.to as LeadStatus] ?? entry.status.to,
                      })}
                    </p>
                  )}
                  {entry.owner && (
                    <p>{fill(texts.ownerChange, { from: entry.owner.from ?? t.leads.nobody, to: entry.owner.to ?? t.leads.nobody })}</p>
                  )}
                  <small>
                    {entry.actorName === "system" ? texts.system : entry.actorName} · {formatTime(entry.createdAt)}
                  </small>
                </li>
              ))}
            </ol>
          )}
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
                maxLength={MESSAGE_MAX}
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
      {conflicts.dialog}
    </Dialog>
  );
}
