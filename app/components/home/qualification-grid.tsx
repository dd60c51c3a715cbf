import type { Qualification } from "../../../common/contracts/home-content.ts";
import type { HomePage } from "../../../content/pages/home-page.ts";
import { CardImage, type CardPicture } from "./card-image.tsx";

/** What a qualification card shows of a row (the home loader sends nothing else). */
export type QualificationCard = Pick<Qualification, "id" | "category" | "title" | "summary"> & CardPicture;

/** Licences and certifications from GET /api/v1/web/index/qualification/list. */
export function QualificationGrid({ items, categories }: { items: QualificationCard[]; categories: HomePage["qualificationCategories"] }) {
  return (
    <ul className="card-grid" data-columns={4}>
      {items.map((item) => (
        <li key={item.id} className="card qualification-card">
          <CardImage url={item.imageUrl} />
          <p className="tag">{categories[item.category]}</p>
          <h3 className="card-title">{item.title}</h3>
          <p>{item.summary}</p>
        </li>
      ))}
    </ul>
  );
}
