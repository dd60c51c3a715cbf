import type { Feature } from "../../../content/types.ts";
import { FeatureGrid } from "../sections/feature-grid.tsx";

/** Mission and vision as two statements, then the values. */
export function MissionValues({ mission, vision, values }: { mission: Feature; vision: Feature; values: Feature[] }) {
  return (
    <>
      <div className="statement-grid">
        {[mission, vision].map((statement) => (
          <div key={statement.title} className="statement">
            <h3>{statement.title}</h3>
            <p>{statement.body}</p>
          </div>
        ))}
      </div>
      <FeatureGrid features={values} columns={4} />
    </>
  );
}
