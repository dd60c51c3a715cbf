import type { ReactNode } from "react";

/** A comma-joined list of values, as the form kit holds a set of checkboxes. */
export const listOf = (value: string) => value.split(",").filter(Boolean);

/**
 * A set of checkboxes for one form value held as a comma-joined list ("booking,partner"): the
 * routing forms' lead kinds, demand types, languages and members.
 */
export function CheckList({
  legend,
  value,
  options,
  onChange,
  children,
  ...data
}: {
  legend: string;
  value: string;
  options: ReadonlyArray<readonly [value: string, label: string]>;
  onChange: (next: string) => void;
  children?: ReactNode;
} & Record<`data-${string}`, string>) {
  const chosen = listOf(value);
  return (
    <fieldset className="console-fieldset" {...data}>
      <legend>{legend}</legend>
      {children}
      {options.map(([option, label]) => (
        <label key={option}>
          <input
            type="checkbox"
            checked={chosen.includes(option)}
            onChange={(event) => {
              const others = chosen.filter((entry) => entry !== option);
              onChange((event.target.checked ? [...others, option] : others).join(","));
            }}
          />{" "}
          {label}
        </label>
      ))}
    </fieldset>
  );
}

/** The routing forms' save and cancel buttons. */
export function SaveOrCancel({
  save,
  cancel,
  pending,
  onCancel,
}: {
  save: string;
  cancel: string;
  pending: boolean;
  onCancel: () => void;
}) {
  return (
    <div className="console-actions">
      <button type="submit" className="console-button console-button-primary" disabled={pending}>
        {save}
      </button>
      <button type="button" className="console-button" onClick={onCancel}>
        {cancel}
      </button>
    </div>
  );
}
