import { useState } from "react";
import { useAuthText } from "./auth-shell.tsx";

interface FieldProps extends Omit<React.InputHTMLAttributes<HTMLInputElement>, "id" | "name" | "value"> {
  id: string;
  name: string;
  value: string;
  label: string;
  error?: string | undefined;
  hint?: string;
  optional?: boolean;
  /** A button or image beside the input (send code, captcha). */
  addon?: React.ReactNode;
  /** Adds a show/hide toggle to a password input. */
  revealable?: boolean;
}

function EyeIcon({ open }: { open: boolean }) {
  return (
    <svg
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
      {open ? null : <path d="M4 4l16 16" />}
    </svg>
  );
}

/**
 * A labelled input with one message line under it: the error when there is one, else the hint.
 * The line keeps its height, so messages appearing do not move the form.
 */
export function FormField({ id, label, error, hint, optional, addon, revealable, type = "text", ...input }: FieldProps) {
  const text = useAuthText();
  const [revealed, setRevealed] = useState(false);
  const messageId = `${id}-message`;
  const message = error ?? hint;
  return (
    <div className="auth-field">
      <label htmlFor={id}>
        {label}
        {optional ? <span className="auth-optional"> {text.common.optional}</span> : null}
      </label>
      <div className="auth-input-row">
        <div className="auth-input-wrap">
          <input
            id={id}
            className="auth-input"
            type={revealable && revealed ? "text" : type}
            aria-invalid={error ? true : undefined}
            aria-describedby={message ? messageId : undefined}
            data-has-toggle={revealable ? "" : undefined}
            {...input}
          />
          {revealable ? (
            <button
              type="button"
              className="auth-toggle"
              aria-label={text.common.showPassword}
              aria-pressed={revealed}
              aria-controls={id}
              onClick={() => setRevealed((value) => !value)}
            >
              <EyeIcon open={revealed} />
            </button>
          ) : null}
        </div>
        {addon}
      </div>
      <p id={messageId} className="auth-message" data-error={error ? true : undefined}>
        {message}
      </p>
    </div>
  );
}

/** The form-level failure (the server's msg), kept on screen after the toast has gone. */
export function FormError({ message }: { message: string | null }) {
  const text = useAuthText();
  if (!message) return null;
  return (
    <p className="auth-form-error" data-form-error="">
      <span className="visually-hidden">{text.common.formError} </span>
      {message}
    </p>
  );
}
