/** Year-labelled entries along a vertical line: company history, ESG targets. */
export function MilestoneList({
  items,
  label,
  id,
}: {
  items: Array<{ year: number; title: string; body: string }>;
  label: string;
  id?: string;
}) {
  return (
    <ol className="timeline" aria-label={label} id={id}>
      {items.map((item) => (
        <li key={`${item.year}-${item.title}`} className="timeline-item">
          <p className="timeline-year">{item.year}</p>
          <div className="timeline-body">
            <h3 className="card-title">{item.title}</h3>
            <p>{item.body}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
