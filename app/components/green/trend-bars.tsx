interface TrendPoint {
  year: number;
  value: number;
  note: string;
}

interface TrendBarsProps {
  caption: string;
  valueLabel: string;
  yearLabel: string;
  points: TrendPoint[];
  format: (value: number) => string;
  /** Bar length scale: the value that fills the track, and the one that empties it. */
  range: [min: number, max: number];
}

/**
 * A small bar chart that is a real table underneath: a screen reader reads years and values,
 * sighted visitors see bars. No chart library.
 */
export function TrendBars({ caption, valueLabel, yearLabel, points, format, range }: TrendBarsProps) {
  const [min, max] = range;
  return (
    <table className="trend-table">
      <caption>{caption}</caption>
      <thead className="visually-hidden">
        <tr>
          <th scope="col">{yearLabel}</th>
          <th scope="col">{valueLabel}</th>
        </tr>
      </thead>
      <tbody>
        {points.map((point) => {
          const share = Math.max(4, Math.min(100, ((point.value - min) / (max - min)) * 100));
          return (
            <tr key={point.year}>
              <th scope="row">
                {point.year}
                {point.note ? <span className="trend-note">{point.note}</span> : null}
              </th>
              <td>
                <span className="trend-track" aria-hidden="true">
                  <span className="trend-bar" style={{ width: `${share.toFixed(1)}%` }} />
                </span>
                <span className="trend-value">{format(point.value)}</span>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
