import { useRef } from "react";
import {
  TWO_STEP_RESET_REASON_MAX,
  twoStepResetBody,
  type AdminUserRow,
  type twoStepResetCall,
} from "../../../common/contracts/admin-users.ts";
import { Field, Form } from "../form/field.tsx";
import { useForm } from "../form/use-form.ts";
import { Dialog } from "../ui/dialog.tsx";
import { toast } from "../ui/notify.ts";
import { fill } from "../../lib/fill.ts";
import { callApi } from "../../lib/http/client.ts";
import { DialogFormButtons } from "./dialog-form-buttons.tsx";
import { useStaffTexts } from "./staff-texts.ts";

/** An admin turns off another account's two-step sign-in after it lost its device, saying why (the audit log keeps it). */
export function ResetTwoStepDialog({
  user,
  onClose,
  onDone,
}: {
  user: AdminUserRow;
  onClose: () => void;
  onDone: (row: AdminUserRow) => void;
}) {
  const s = useStaffTexts();
  const dialog = useRef<HTMLDialogElement>(null);
  const form = useForm({ initial: { reason: "" }, schema: () => Promise.resolve(twoStepResetBody) });
  const submit = (event: React.FormEvent) =>
    form.submit(event, async ({ reason }) => {
      const { data } = await callApi<typeof twoStepResetCall>("POST /admin/users/:id/reset-two-step", {
        params: { id: user.id },
        body: { reason: reason.trim() },
      });
      toast("success", s.resetDialog.done);
      onDone(data);
      dialog.current?.close();
    });
  return (
    <Dialog
      ref={dialog}
      title={fill(s.resetDialog.title, { name: user.nickname || user.username })}
      lead={s.resetDialog.lead}
      width="520px"
      onClose={onClose}
      data={{ "data-reset-two-step": "" }}
    >
      <Form name="reset-two-step" error={form.formError} className="console-staff-form" onSubmit={submit}>
        <Field
          {...form.field("reason")}
          as="textarea"
          label={s.resetDialog.reason}
          placeholder={s.resetDialog.reasonPlaceholder}
          maxLength={TWO_STEP_RESET_REASON_MAX}
          required
        />
        <DialogFormButtons dialog={dialog} confirm={s.resetDialog.confirm} disabled={form.pending} />
      </Form>
    </Dialog>
  );
}
