import { NICKNAME_MAX } from "../../../common/constants.ts";
import { useState } from "react";
import type { AccountMessages } from "../../i18n/account-zh-cn.ts";
import { changeEmail, changeNickname, changePhone } from "../../lib/auth/account-api.ts";
import { userStore, type UserInfo } from "../../stores/user-store.ts";
import { CaptchaField, captchaRule, useCaptcha } from "../auth/captcha.tsx";
import { Field, Form, verbatim } from "../form/field.tsx";
import { CodeField, useCodeSender } from "../form/send-code.tsx";
import { useForm } from "../form/use-form.ts";
import { toast } from "../ui/notify.ts";
import { CurrentPasswordField } from "./password-section.tsx";

type AddressKind = "email" | "phone";

/** The store keeps what the nav bar and the booking prefill read: update it with the server's answer. */
function keepInfo(info: Parameters<ReturnType<typeof userStore.getState>["setUserInfo"]>[0]) {
  const state = userStore.getState();
  state.setUserInfo(info, { firstLogin: state.isFirstLogin });
}

function NicknameForm({ text, nickname }: { text: AccountMessages; nickname: string }) {
  const form = useForm({
    initial: { nickname },
    schema: () => import("../../../common/contracts/account.ts").then((module) => module.nicknameBody),
  });
  const submit = (event: React.FormEvent) =>
    form.submit(event, async (values) => {
      const { data, msg } = await changeNickname({ nickname: values.nickname.trim() });
      keepInfo(data);
      toast("success", msg);
    });
  return (
    <Form name="nickname" className="account-inline-form" error={form.formError} onSubmit={submit}>
      <Field
        {...form.field("nickname")}
        label={text.details.nickname}
        autoComplete="nickname"
        maxLength={NICKNAME_MAX}
        required
        addon={
          <button type="submit" className="field-side-button" disabled={form.pending}>
            {form.pending ? text.details.saving : text.details.save}
          </button>
        }
      />
    </Form>
  );
}

/**
 * A new e-mail address or phone number with the code sent to it (purposes change-email,
 * change-phone), and the current password: the session alone does not change where the account's
 * codes go. The old e-mail address is told, with a link that undoes the change.
 */
function AddressForm({ text, kind, onDone }: { text: AccountMessages; kind: AddressKind; onDone(): void }) {
  const captcha = useCaptcha();
  const form = useForm({
    initial: { target: "", code: "", password: "", captcha: "" },
    schema: () =>
      import("../../../common/contracts/account.ts").then((module) => (kind === "email" ? module.changeEmailBody : module.changePhoneBody)),
    toBody: (values) =>
      kind === "email"
        ? { email: values.target, emailCode: values.code, password: values.password }
        : { phonenumber: values.target, smsCode: values.code, password: values.password },
    fieldOf: kind === "email" ? { email: "target", emailCode: "code" } : { phonenumber: "target", smsCode: "code" },
    rules: { captcha: captchaRule(captcha) },
  });
  const send = useCodeSender({
    form,
    captcha,
    purpose: kind === "email" ? "change-email" : "change-phone",
    targetField: "target",
    codeField: "code",
  });
  const submit = (event: React.FormEvent) =>
    form.submit(
      event,
      async ({ target, code, password }) => {
        const { data, msg } =
          kind === "email"
            ? await changeEmail({ email: target.trim(), emailCode: code.trim(), password })
            : await changePhone({ phonenumber: target.trim(), smsCode: code.trim(), password });
        keepInfo(data);
        toast("success", msg);
        onDone();
      },
      { fields: ["target", "code", "password"] },
    );
  return (
    <Form name={`change-${kind}`} className="account-address-form" error={form.formError} onSubmit={submit}>
      <Field
        {...form.field("target")}
        label={kind === "email" ? text.details.newEmail : text.details.newPhone}
        type={kind === "email" ? "email" : "tel"}
        autoComplete={kind === "email" ? "email" : "tel"}
        hint={text.details.codeGoesToNew}
        {...verbatim}
        required
      />
      <CaptchaField captcha={captcha} field={form.field("captcha")} onRefresh={() => form.setValue("captcha", "")} />
      <CodeField {...form.field("code")} label={kind === "email" ? text.details.emailCode : text.details.smsCode} send={send} />
      <CurrentPasswordField field={form.field("password")} label={text.password.current} hint={text.password.noPassword} />
      <div className="account-actions">
        <button type="submit" className="button button-primary" disabled={form.pending}>
          {form.pending ? text.details.confirming : text.details.confirm}
        </button>
        <button type="button" className="button button-outline" onClick={onDone}>
          {text.cancel}
        </button>
      </div>
    </Form>
  );
}

function AddressRow({ text, kind, value }: { text: AccountMessages; kind: AddressKind; value: string }) {
  const [changing, setChanging] = useState(false);
  const label = kind === "email" ? text.details.email : text.details.phone;
  return (
    <div className="account-row" data-address={kind}>
      <div className="account-row-main">
        <span className="account-label">{label}</span>
        <span className="account-value" data-value="">
          {value || <span className="account-muted">{text.details.notSet}</span>}
        </span>
        {changing ? null : (
          <button
            type="button"
            className="button button-outline button-small"
            onClick={() => setChanging(true)}
            aria-label={`${value ? text.details.change : text.details.add} ${label}`}
          >
            {value ? text.details.change : text.details.add}
          </button>
        )}
      </div>
      {changing ? <AddressForm text={text} kind={kind} onDone={() => setChanging(false)} /> : null}
    </div>
  );
}

export function DetailsSection({ text, user }: { text: AccountMessages; user: UserInfo }) {
  return (
    <section className="account-card" aria-labelledby="account-details" data-section="details">
      <h2 id="account-details">{text.details.heading}</h2>
      <div className="account-row">
        <div className="account-row-main">
          <span className="account-label">{text.details.username}</span>
          <span className="account-value">{user.webUser}</span>
        </div>
      </div>
      <NicknameForm key={user.webNickname} text={text} nickname={user.webNickname} />
      <AddressRow text={text} kind="email" value={user.webEmail} />
      <AddressRow text={text} kind="phone" value={user.webPhone} />
    </section>
  );
}
