import type { AiUseCase } from "../../../content/pages/ai-compute.ts";

export function UseCaseGrid({ cases, recommendedLabel }: { cases: AiUseCase[]; recommendedLabel: string }) {
  return (
    <ul className="card-grid" data-columns={3}>
      {cases.map((item) => (
        <li key={item.id} className="card" data-use-case={item.id}>
          <h3 className="card-title">{item.title}</h3>
          <p>{item.body}</p>
          <p className="card-meta">
            <span>{recommendedLabel}</span> <span className="mono">{item.recommended}</span>
          </p>
        </li>
      ))}
    </ul>
  );
}
