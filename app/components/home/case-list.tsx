import type { CustomerCase } from "../../../common/contracts/home-content.ts";
import type { HomePage } from "../../../content/pages/home-page.ts";
import { CardImage, type CardPicture } from "./card-image.tsx";

/** What a case card shows of a row (the home loader sends nothing else). */
export type CaseCard = Pick<CustomerCase, "id" | "industry" | "title" | "summary" | "challenge" | "solution" | "result"> & CardPicture;

/** Customer stories from GET /api/v1/web/index/customerCase/list: challenge, solution, result. */
export function CaseList({ cases, labels }: { cases: CaseCard[]; labels: HomePage["caseLabels"] }) {
  return (
    <ul className="case-list">
      {cases.map((item) => (
        <li key={item.id} className="case-card">
          <CardImage url={item.imageUrl} />
          <p className="tag">{item.industry}</p>
          <h3 className="card-title">{item.title}</h3>
          <p className="case-summary">{item.summary}</p>
          <dl className="case-story">
            <div>
              <dt>{labels.challenge}</dt>
              <dd>{item.challenge}</dd>
            </div>
            <div>
              <dt>{labels.solution}</dt>
              <dd>{item.solution}</dd>
            </div>
            <div>
              <dt>{labels.result}</dt>
              <dd>{item.result}</dd>
            </div>
          </dl>
        </li>
      ))}
    </ul>
  );
}
