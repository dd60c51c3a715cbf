import type { Qualification } from "../../../common/contracts/home-content.ts";
import { CardImage, type CardPicture } from "./card-image.tsx";

/** What a qualification card shows of a row, its category named in the page's language (the home loader sends nothing else). */
export type QualificationCard = Pick<Qualification, "id" | "title" | "summary"> & CardPicture & { categoryName: string };

/** Licences and certifications from GET /api/v1/web/index/qualification/list. */
export function QualificationGrid({ items }: { items: QualificationCard[] }) {
  return (
    <ul className="card-grid" data-columns={4}>
      {items.map((item) => (
        <li key={item.id} className="card qualification-card">
          <CardImage url={item.imageUrl} />
          <p className="tag">{item.categoryName}</p>
          <h3 className="card-title">{item.title}</h3>
          <p>{item.summary}</p>
        </li>
      ))}
    </ul>
  );
}
