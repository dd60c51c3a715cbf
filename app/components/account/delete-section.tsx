import { useState } from "react";
import { useNavigate } from "react-router";
import type { AccountMessages } from "../../i18n/account-zh-cn.ts";
import { deleteAccount } from "../../lib/auth/account-api.ts";
import { useSite } from "../../lib/use-site.ts";
import { userStore } from "../../stores/user-store.ts";
import { Form } from "../form/field.tsx";
import { useForm } from "../form/use-form.ts";
import { Dialog } from "../ui/dialog.tsx";
import { toast } from "../ui/notify.ts";
import { CurrentPasswordField } from "./password-section.tsx";

/** The password dialog; on success the server has ended every session, so the page signs out locally and goes home. */
function DeleteDialog({ text, onClose, onDeleted }: { text: AccountMessages; onClose(): void; onDeleted(): void }) {
  const t = text.remove;
  const { localize } = useSite();
  const navigate = useNavigate();
  const form = useForm({
    initial: { password: "" },
    schema: () => import("../../../common/contracts/account.ts").then((module) => module.deleteAccountBody),
  });
  const submit = (event: React.FormEvent) =>
    form.submit(event, async ({ password }) => {
      await deleteAccount({ password });
      // Home, with the confirmation there; the account page must not take the signed-out visitor
      // to log in meanwhile, and Back does not return to it.
      onDeleted();
      await navigate(localize("/index"), { replace: true });
      userStore.getState().clear();
      toast("success", t.done);
    });
  return (
    <Dialog
      title={t.dialogTitle}
      lead={t.dialogLead}
      width="440px"
      dismissible={!form.pending}
      onClose={onClose}
      data={{ "data-delete-dialog": "" }}
      footer={
        <>
          <button type="button" className="button button-outline" onClick={onClose} disabled={form.pending}>
            {text.cancel}
          </button>
          <button type="submit" form="delete-account-form" className="button button-danger" disabled={form.pending}>
            {form.pending ? t.confirming : t.confirm}
          </button>
        </>
      }
    >
      <Form name="delete-account" id="delete-account-form" error={form.formError} onSubmit={submit}>
        <CurrentPasswordField field={form.field("password")} label={t.password} />
      </Form>
    </Dialog>
  );
}

/** "Delete my account", with what is deleted and what is kept (leads already sent) said plainly first. */
export function DeleteSection({ text, onDeleted }: { text: AccountMessages; onDeleted(): void }) {
  const t = text.remove;
  const [open, setOpen] = useState(false);
  return (
    <section className="account-card account-danger" aria-labelledby="account-delete" data-section="delete">
      <h2 id="account-delete">{t.heading}</h2>
      <p className="account-note">{t.lead}</p>
      <h3>{t.removedTitle}</h3>
      <p>{t.removed}</p>
      <h3>{t.keptTitle}</h3>
      <p>{t.kept}</p>
      <div className="account-actions">
        <button type="button" className="button button-danger" data-action="delete-account" onClick={() => setOpen(true)}>
          {t.button}
        </button>
      </div>
      {open ? <DeleteDialog text={text} onClose={() => setOpen(false)} onDeleted={onDeleted} /> : null}
    </section>
  );
}
