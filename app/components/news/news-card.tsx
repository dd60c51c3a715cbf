import { AppLink } from "../ui/app-link.tsx";

export interface NewsCardItem {
  id: number;
  type: number;
  title: string;
  summary: string;
  cover: string;
  /** What the cover shows ("": decoration). */
  coverAlt: string;
  publishTime: string | null;
}

/** One article of the list: column, date, title (the link, stretched over the card) and summary. */
export function NewsCard({ item, columnName, publishedOn }: { item: NewsCardItem; columnName: string | undefined; publishedOn: string }) {
  return (
    <li className="news-card" data-news-id={item.id} data-news-type={item.type}>
      {item.cover ? <img className="news-card-cover" src={item.cover} alt={item.coverAlt} loading="lazy" decoding="async" /> : null}
      <div className="news-meta">
        {columnName ? <span className="tag">{columnName}</span> : null}
        {item.publishTime ? (
          <time dateTime={item.publishTime}>
            <span className="visually-hidden">{publishedOn} </span>
            {item.publishTime}
          </time>
        ) : null}
      </div>
      <h3>
        <AppLink to={`/newsDetail/${item.id}`}>{item.title}</AppLink>
      </h3>
      <p>{item.summary}</p>
    </li>
  );
}
