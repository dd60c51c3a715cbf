import { useState } from "react";
import { useSite } from "../../lib/use-site.ts";
import { AppLink } from "../ui/app-link.tsx";
import { EyeIcon } from "../ui/icons.tsx";
import { useFormText } from "./form-text.ts";

interface Common {
  id: string;
  name: string;
  label: string;
  /** The field's current problem, shown under it and linked with aria-describedby. */
  error?: string | undefined;
  /** Shown under the field while there is no problem. */
  hint?: string | undefined;
  /** Tells assistive technology (aria-required); people see which fields are optional instead. */
  required?: boolean;
  /** Adds "(optional)" after the label: the site marks the optional fields, not the required ones. */
  optional?: boolean;
  /** The label for assistive technology only, where a table's column heading names the field for the eye. */
  hideLabel?: boolean;
}

type InputProps = Common & {
  as?: "input";
  /** A button or image beside the input (send code, captcha). */
  addon?: React.ReactNode;
  /** A show/hide toggle for a password input. */
  revealable?: boolean;
} & Omit<React.InputHTMLAttributes<HTMLInputElement>, "id" | "name">;
type TextareaProps = Common & { as: "textarea" } & Omit<React.TextareaHTMLAttributes<HTMLTextAreaElement>, "id" | "name">;
type SelectProps = Common & { as: "select"; children: React.ReactNode } & Omit<
    React.SelectHTMLAttributes<HTMLSelectElement>,
    "id" | "name"
  >;

export type FieldProps = InputProps | TextareaProps | SelectProps;

/** For names, addresses and codes: no automatic capitals or spelling corrections. */
export const verbatim = { autoCapitalize: "off", spellCheck: false } as const;

function PasswordInput({ id, type, ...input }: React.InputHTMLAttributes<HTMLInputElement> & { id: string }) {
  const text = useFormText();
  const [revealed, setRevealed] = useState(false);
  return (
    <div className="field-reveal">
      <input id={id} type={revealed ? "text" : type} {...input} />
      <button
        type="button"
        className="field-reveal-toggle"
        aria-label={text.showPassword}
        aria-pressed={revealed}
        aria-controls={id}
        onClick={() => setRevealed((value) => !value)}
      >
        <EyeIcon crossed={!revealed} />
      </button>
    </div>
  );
}

/** The control's own attributes: the field's props without those the field itself reads. */
function controlProps<P extends FieldProps>(props: P) {
  const { as: _as, label: _label, error: _error, hint: _hint, required: _required, optional: _optional, hideLabel: _hide, ...rest } = props;
  return rest;
}

/**
 * The site's one field: a label, the control, and one message line under it (the problem when there
 * is one, else the hint) that keeps its height, so messages appearing do not move the form.
 */
export function Field(props: FieldProps) {
  const text = useFormText();
  const { id, name, label, error, hint, required, optional, hideLabel } = props;
  const messageId = `${id}-message`;
  const message = error ?? hint;
  const shared = {
    id,
    name,
    className: "field-control",
    "aria-required": required || undefined,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": message ? messageId : undefined,
  };
  let control: React.ReactNode;
  if (props.as === "textarea") {
    control = <textarea rows={3} {...controlProps(props)} {...shared} />;
  } else if (props.as === "select") {
    const { children, ...rest } = controlProps(props);
    control = (
      <select {...rest} {...shared}>
        {children}
      </select>
    );
  } else {
    const { addon, revealable, type = "text", ...rest } = controlProps(props);
    const input = revealable ? <PasswordInput type={type} {...rest} {...shared} /> : <input type={type} {...rest} {...shared} />;
    control = addon ? (
      <div className="field-row">
        {input}
        {addon}
      </div>
    ) : (
      input
    );
  }
  return (
    <div className="field" data-field={name}>
      <label htmlFor={id} className={hideLabel ? "visually-hidden" : undefined}>
        {label}
        {optional ? <span className="field-optional"> {text.optional}</span> : null}
      </label>
      {control}
      <p id={messageId} className="field-message" data-error={error ? "" : undefined}>
        {message}
      </p>
    </div>
  );
}

/**
 * A form of the kit: not validated by the browser (the kit does it), with its failure line on top.
 * Sent by script only; `method="post"` is for a submit before the page's scripts have run (they
 * load after the first paint): the browser then posts to the page, which refuses it, instead of
 * putting the fields, a password among them, into the address.
 */
export function Form({
  name,
  error,
  className,
  onSubmit,
  children,
  ...rest
}: { name: string; error: string | null } & React.FormHTMLAttributes<HTMLFormElement>) {
  return (
    <form className={className} method="post" noValidate onSubmit={onSubmit} data-form={name} {...rest}>
      <FormError message={error} />
      {children}
    </form>
  );
}

/** The form-level failure (the server's msg): the one place it shows (no toast besides, client.ts). */
export function FormError({ message }: { message: string | null }) {
  const text = useFormText();
  if (!message) return null;
  return (
    <p className="form-error" role="alert" data-form-error="">
      <span className="visually-hidden">{text.formError} </span>
      {message}
    </p>
  );
}

/**
 * "By sending this you accept the privacy policy", under every form that collects personal data
 * (registration, booking, partner application). The policy opens in a new tab, so what the
 * visitor has typed is not lost.
 */
export function PrivacyNotice({ text }: { text: { before: string; link: string; after: string } }) {
  const { messages } = useSite();
  return (
    <p className="privacy-notice" data-privacy-notice="">
      {text.before}
      <AppLink to="/privacy" target="_blank" rel="noopener" discover="none">
        {text.link}
        <span className="visually-hidden">{` ${messages.menu.opensInNewTab}`}</span>
      </AppLink>
      {text.after}
    </p>
  );
}
