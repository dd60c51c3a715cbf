import { useRef, useState } from "react";
import { userChangeBody, type AdminUserRow, type userChangeCall } from "../../../common/contracts/admin-users.ts";
import { STAFF_ROLES, staffRolesOf, type StaffRole } from "../../../common/staff-roles.ts";
import { Form } from "../form/field.tsx";
import { useForm } from "../form/use-form.ts";
import { Dialog } from "../ui/dialog.tsx";
import { toast } from "../ui/notify.ts";
import { fill } from "../../lib/fill.ts";
import { callApi } from "../../lib/http/client.ts";
import { useConsoleTexts } from "./console-texts.ts";
import { DialogFormButtons } from "./dialog-form-buttons.tsx";
import { EMPTY_PROOF, ProofFields, proofFieldsOf, proofOf, proofRequired, type ProofValues } from "./proof-fields.tsx";
import { useStaffTexts } from "./staff-texts.ts";

/**
 * A deliberate role change: the dialog names the account, says what each role granted or removed
 * can do, and, for the admin role, asks the acting admin to prove who they are again. It sends
 * the roles it showed, so another admin's change meanwhile is refused (409), not overwritten.
 */
export function RoleDialog({ user, onClose, onSaved }: { user: AdminUserRow; onClose: () => void; onSaved: (row: AdminUserRow) => void }) {
  const { t } = useConsoleTexts();
  const s = useStaffTexts();
  const held = staffRolesOf(user.roles);
  const [chosen, setChosen] = useState<StaffRole[]>(held);
  const dialog = useRef<HTMLDialogElement>(null);
  const added = chosen.filter((role) => !held.includes(role));
  const removed = held.filter((role) => !chosen.includes(role));
  const grantsAdmin = added.includes("admin");

  const bodyOf = (values: ProofValues) => ({
    staffRoles: STAFF_ROLES.filter((role) => chosen.includes(role)),
    previousRoles: held,
    ...(grantsAdmin ? proofOf(values) : {}),
  });
  const form = useForm({
    initial: EMPTY_PROOF,
    schema: () => Promise.resolve(userChangeBody),
    toBody: bodyOf,
    fieldOf: { password: "password", twoStepCode: "twoStepCode" },
    rules: proofRequired(() => grantsAdmin),
  });
  const name = user.nickname || user.username;
  const title = fill(held.length === 0 ? s.roleDialog.makeStaffTitle : s.roleDialog.title, { name });

  const submit = (event: React.FormEvent) =>
    form.submit(event, async (values) => {
      const { data } = await callApi<typeof userChangeCall>("PATCH /admin/users/:id", { params: { id: user.id }, body: bodyOf(values) });
      toast("success", s.roleDialog.saved);
      onSaved(data);
      dialog.current?.close();
    });

  const toggle = (role: StaffRole, on: boolean) =>
    setChosen((current) => (on ? [...current, role] : current.filter((item) => item !== role)));
  const changes = (roles: StaffRole[]) =>
    roles.map((role) => (
      <li key={role}>
        <strong>{t.roles[role]}</strong>: {s.roleAbilities[role]}
      </li>
    ));

  return (
    <Dialog
      ref={dialog}
      title={title}
      lead={fill(s.roleDialog.account, { username: user.username, email: user.email || user.phone || "-" })}
      width="560px"
      onClose={onClose}
      data={{ "data-role-dialog": "" }}
    >
      <Form name="roles" error={form.formError} className="console-staff-form" onSubmit={submit}>
        <fieldset className="console-role-choices">
          <legend>{s.roleDialog.chooseRoles}</legend>
          {STAFF_ROLES.map((role) => (
            <div key={role} className="console-role-choice">
              <input
                type="checkbox"
                id={`role-${user.id}-${role}`}
                aria-describedby={`role-${user.id}-${role}-ability`}
                checked={chosen.includes(role)}
                onChange={(event) => toggle(role, event.target.checked)}
              />
              <label htmlFor={`role-${user.id}-${role}`}>{t.roles[role]}</label>
              <small id={`role-${user.id}-${role}-ability`}>{s.roleAbilities[role]}</small>
            </div>
          ))}
        </fieldset>
        <div className="console-role-summary" aria-live="polite" data-role-summary="">
          {added.length === 0 && removed.length === 0 && <p>{s.roleDialog.noChange}</p>}
          {added.length > 0 && (
            <>
              <p>{fill(s.roleDialog.grants, { name })}</p>
              <ul>{changes(added)}</ul>
            </>
          )}
          {removed.length > 0 && (
            <>
              <p>{fill(s.roleDialog.removes, { name })}</p>
              <ul>{changes(removed)}</ul>
            </>
          )}
          {held.length > 0 && chosen.length === 0 && <p>{fill(s.roleDialog.becomesVisitor, { name })}</p>}
        </div>
        {grantsAdmin && <ProofFields {...proofFieldsOf(form)} />}
        <DialogFormButtons
          dialog={dialog}
          confirm={s.roleDialog.confirm}
          disabled={form.pending || (added.length === 0 && removed.length === 0)}
        />
      </Form>
    </Dialog>
  );
}
