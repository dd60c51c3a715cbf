import type { Solution } from "../../../common/contracts/home-content.ts";
import { AppLink } from "../ui/app-link.tsx";
import { ArrowRightIcon } from "../ui/icons.tsx";
import { CardImage, type CardPicture } from "./card-image.tsx";

/** What a solution card shows of a row (the home loader sends nothing else). */
export type SolutionCard = Pick<Solution, "id" | "title" | "summary" | "highlights" | "link"> & CardPicture;

/** Industry solutions from GET /api/v1/web/index/solution/list (already in the page language). */
export function SolutionGrid({ solutions, learnMore }: { solutions: SolutionCard[]; learnMore: string }) {
  return (
    <ul className="card-grid" data-columns={3}>
      {solutions.map((solution) => (
        <li key={solution.id} className="card solution-card">
          <CardImage url={solution.imageUrl} />
          <h3 className="card-title">{solution.title}</h3>
          <p>{solution.summary}</p>
          <ul className="chip-list">
            {solution.highlights
              .split(/[；;]\s*/)
              .filter(Boolean)
              .map((point) => (
                <li key={point}>{point}</li>
              ))}
          </ul>
          <AppLink to={solution.link} className="text-link">
            {learnMore}
            <span className="visually-hidden">{`: ${solution.title}`}</span>
            <ArrowRightIcon size={16} />
          </AppLink>
        </li>
      ))}
    </ul>
  );
}
