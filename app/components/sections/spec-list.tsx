import type { Spec } from "../../../content/types.ts";

/** Label / value pairs as a description list. */
export function SpecList({ specs, label }: { specs: Spec[]; label?: string }) {
  return (
    <dl className="spec-list" aria-label={label}>
      {specs.map((spec) => (
        <div key={spec.label} className="spec-row">
          <dt>{spec.label}</dt>
          <dd>{spec.value}</dd>
        </div>
      ))}
    </dl>
  );
}
