/** Numbered steps of a process, in order. */
export function StepList({ steps }: { steps: Array<{ title: string; body: string; duration?: string }> }) {
  return (
    <ol className="step-list">
      {steps.map((step, index) => (
        <li key={step.title} className="step">
          <span className="step-number" aria-hidden="true">
            {String(index + 1).padStart(2, "0")}
          </span>
          <h3 className="card-title">{step.title}</h3>
          <p>{step.body}</p>
          {step.duration ? <p className="step-duration">{step.duration}</p> : null}
        </li>
      ))}
    </ol>
  );
}
