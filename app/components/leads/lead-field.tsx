interface Common {
  id: string;
  label: string;
  /** The field's current error, shown under it and linked with aria-describedby. */
  error?: string | undefined;
  /** Text after the label of an optional field, e.g. "（选填）". */
  optionalLabel?: string | undefined;
  required?: boolean;
}

type InputProps = Common & { as?: "input" } & Omit<React.InputHTMLAttributes<HTMLInputElement>, "id">;
type TextareaProps = Common & { as: "textarea" } & Omit<React.TextareaHTMLAttributes<HTMLTextAreaElement>, "id">;
type SelectProps = Common & { as: "select"; children: React.ReactNode } & Omit<React.SelectHTMLAttributes<HTMLSelectElement>, "id">;

export type LeadFieldProps = InputProps | TextareaProps | SelectProps;

/**
 * A labelled control with one message line under it. A required field says so to assistive
 * technology (aria-required) and shows an asterisk; the message line keeps its height, so an
 * error appearing does not move the form.
 */
export function LeadField(props: LeadFieldProps) {
  const { id, label, error, optionalLabel, required } = props;
  const messageId = `${id}-message`;
  const shared = {
    id,
    className: "lead-control",
    "aria-required": required || undefined,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? messageId : undefined,
  };
  let control: React.ReactNode;
  if (props.as === "textarea") {
    const { as: _as, label: _label, error: _error, optionalLabel: _optional, required: _required, ...rest } = props;
    control = <textarea rows={3} {...rest} {...shared} />;
  } else if (props.as === "select") {
    const { as: _as, label: _label, error: _error, optionalLabel: _optional, required: _required, children, ...rest } = props;
    control = (
      <select {...rest} {...shared}>
        {children}
      </select>
    );
  } else {
    const { as: _as, label: _label, error: _error, optionalLabel: _optional, required: _required, ...rest } = props;
    control = <input type="text" {...rest} {...shared} />;
  }
  return (
    <div className="lead-field" data-field={props.name}>
      <label htmlFor={id}>
        {label}
        {required ? (
          <span className="lead-required" aria-hidden="true">
            *
          </span>
        ) : null}
        {optionalLabel ? <span className="lead-optional"> {optionalLabel}</span> : null}
      </label>
      {control}
      <p id={messageId} className="lead-message" data-error={error ? "" : undefined}>
        {error}
      </p>
    </div>
  );
}
