import { useCallback, useEffect, useMemo, useState } from "react";
import type { Language } from "../../../common/constants.ts";
import {
  invitationCreateBody,
  type invitationCreateCall,
  type invitationListCall,
  type InvitationRow,
  type invitationRevokeCall,
} from "../../../common/contracts/admin-invitations.ts";
import type { CallBody } from "../../../common/contracts/call.ts";
import { STAFF_ROLES, type StaffRole } from "../../../common/staff-roles.ts";
import { Field, Form, verbatim } from "../form/field.tsx";
import { useForm } from "../form/use-form.ts";
import { confirm, toast } from "../ui/notify.ts";
import { fill } from "../../lib/fill.ts";
import { callApi } from "../../lib/http/client.ts";
import { useConsoleTexts } from "./console-texts.ts";
import { DataTable, type ConsoleColumn } from "./data-table.tsx";
import { EMPTY_PROOF, ProofFields, proofFieldsOf, proofOf, proofRequired, type ProofValues } from "./proof-fields.tsx";
import { useStaffTexts } from "./staff-texts.ts";

type InviteValues = ProofValues & { email: string; role: string; language: string };

const invitationKey = (row: InvitationRow) => String(row.id);

function invitationColumns(
  t: ReturnType<typeof useConsoleTexts>["t"],
  s: ReturnType<typeof useStaffTexts>,
  formatTime: (iso: string | null) => string,
  revoke: (row: InvitationRow) => void,
): ConsoleColumn<InvitationRow>[] {
  return [
    { id: "email", header: s.invitations.columns.email, cell: ({ row }) => row.original.email },
    { id: "role", header: s.invitations.columns.role, cell: ({ row }) => t.roles[row.original.role] },
    { id: "invitedBy", header: s.invitations.columns.invitedBy, cell: ({ row }) => row.original.invitedBy },
    { id: "expiresAt", header: s.invitations.columns.expiresAt, cell: ({ row }) => formatTime(row.original.expiresAt) },
    { id: "status", header: s.invitations.columns.status, cell: ({ row }) => s.invitations.statuses[row.original.status] },
    {
      id: "actions",
      header: s.invitations.columns.actions,
      cell: ({ row }) => (
        <button type="button" className="console-button" onClick={() => revoke(row.original)}>
          {s.invitations.revoke}
        </button>
      ),
    },
  ];
}

/**
 * Inviting staff by e-mail (admins): an address, a role and the e-mail's language; an admin
 * invitation asks for the inviting admin's password or code again. Open invitations are listed
 * with their expiry and can be revoked.
 */
export function InvitationsPanel() {
  const { t, language, formatTime } = useConsoleTexts();
  const s = useStaffTexts();
  const [open, setOpen] = useState<InvitationRow[]>([]);
  const [busy, setBusy] = useState(true);
  const load = useCallback(() => {
    callApi<typeof invitationListCall>("GET /admin/invitations")
      .then(({ data }) => setOpen(data))
      .catch(() => undefined)
      .finally(() => setBusy(false));
  }, []);
  useEffect(load, [load]);

  // The role and language come from selects of the contract's own values.
  const bodyOf = (values: InviteValues): CallBody<typeof invitationCreateCall> => ({
    email: values.email.trim(),
    role: values.role as StaffRole,
    language: values.language as Language,
    ...(values.role === "admin" ? proofOf(values) : {}),
  });
  const form = useForm<InviteValues, typeof invitationCreateBody>({
    initial: { ...EMPTY_PROOF, email: "", role: "editor", language },
    schema: () => Promise.resolve(invitationCreateBody),
    toBody: bodyOf,
    rules: proofRequired<InviteValues>((values) => values.role === "admin"),
  });

  const submit = (event: React.FormEvent) =>
    form.submit(event, async (values) => {
      const { data } = await callApi<typeof invitationCreateCall>("POST /admin/invitations", {
        body: bodyOf(values),
      });
      toast("success", fill(s.invitations.sent, { email: data.email }));
      form.reset({ ...EMPTY_PROOF, email: "", role: values.role, language: values.language });
      load();
    });

  const revoke = useCallback(
    async (row: InvitationRow) => {
      const sure = await confirm({
        title: s.invitations.revoke,
        message: fill(s.invitations.confirmRevoke, { email: row.email }),
        confirmText: s.invitations.revoke,
        cancelText: t.users.cancel,
      });
      if (!sure) return;
      try {
        await callApi<typeof invitationRevokeCall>("DELETE /admin/invitations/:id", { params: { id: row.id } });
        load();
      } catch {
        // The request layer has shown the failure.
      }
    },
    [load, s, t],
  );

  const columns = useMemo(() => invitationColumns(t, s, formatTime, (row) => void revoke(row)), [s, t, formatTime, revoke]);

  return (
    <section className="console-subsection" data-invitations="" aria-labelledby="invitations-heading">
      <h2 id="invitations-heading">{s.invitations.heading}</h2>
      <p className="console-hint">{s.invitations.help}</p>
      <Form name="invite" error={form.formError} className="console-staff-form console-invite-form" onSubmit={submit}>
        <Field {...form.field("email")} type="email" label={s.invitations.email} autoComplete="off" {...verbatim} required />
        <Field {...form.field("role")} as="select" label={s.invitations.role}>
          {STAFF_ROLES.map((role) => (
            <option key={role} value={role}>
              {t.roles[role]}
            </option>
          ))}
        </Field>
        <Field {...form.field("language")} as="select" label={s.invitations.language}>
          {(["zh_CN", "en_US"] as const).map((option) => (
            <option key={option} value={option}>
              {s.invitations.languages[option]}
            </option>
          ))}
        </Field>
        <p className="console-role-ability">{s.roleAbilities[form.values.role]}</p>
        {form.values.role === "admin" && <ProofFields {...proofFieldsOf(form)} />}
        <div className="console-form-buttons">
          <button type="submit" className="console-button console-button-primary" disabled={form.pending}>
            {s.invitations.invite}
          </button>
        </div>
      </Form>
      <h3>{s.invitations.pending}</h3>
      <DataTable
        caption={s.invitations.pending}
        columns={columns}
        rows={open}
        rowKey={invitationKey}
        empty={s.invitations.none}
        busy={busy}
      />
    </section>
  );
}
