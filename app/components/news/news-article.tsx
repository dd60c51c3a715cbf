import type { leadsCatalogs } from "../../i18n/leads-catalogs.ts";
import { AppLink } from "../ui/app-link.tsx";
import { RichText } from "./rich-text.tsx";

export interface NewsArticleView {
  id: number;
  type: number;
  title: string;
  cover: string;
  /** What the cover shows ("": decoration). */
  coverAlt: string;
  publishTime: string | null;
  /** Sanitised on the server (the loader, or the console's preview call). */
  body: string;
}

interface Neighbour {
  id: number;
  title: string;
}

export interface NewsArticleProps {
  article: NewsArticleView;
  text: (typeof leadsCatalogs)["zh_CN"]["news"];
  backToList: string;
  columnName: string | undefined;
  previous: Neighbour | null;
  next: Neighbour | null;
}

/**
 * One article as visitors see it: /newsDetail/{id} renders it, and the console's preview renders
 * the same component with an unsaved draft, so what an editor previews is what will be published.
 */
export function NewsArticle({ article, text, backToList, columnName, previous, next }: NewsArticleProps) {
  return (
    <article className="container page-body news-article" data-news-id={article.id}>
      <header className="news-article-header">
        <AppLink to="/news" className="news-back">
          ← {backToList}
        </AppLink>
        <h1>{article.title}</h1>
        <div className="news-meta">
          {columnName ? (
            <AppLink to={`/news?type=${article.type}`} className="tag">
              {columnName}
            </AppLink>
          ) : null}
          {article.publishTime ? (
            <time dateTime={article.publishTime}>
              <span className="visually-hidden">{text.publishedOn} </span>
              {article.publishTime}
            </time>
          ) : null}
        </div>
      </header>
      {article.cover ? <img className="news-card-cover" src={article.cover} alt={article.coverAlt} /> : null}
      <RichText className="news-body" html={article.body} />
      <nav className="news-neighbours" aria-label={text.articleNav}>
        <div data-neighbour="previous">
          <span className="news-neighbour-label">{text.previousArticle}</span>
          {previous ? (
            <AppLink to={`/newsDetail/${previous.id}`} rel="prev">
              {previous.title}
            </AppLink>
          ) : (
            <span>{text.noPrevious}</span>
          )}
        </div>
        <div data-neighbour="next">
          <span className="news-neighbour-label">{text.nextArticle}</span>
          {next ? (
            <AppLink to={`/newsDetail/${next.id}`} rel="next">
              {next.title}
            </AppLink>
          ) : (
            <span>{text.noNext}</span>
          )}
        </div>
      </nav>
    </article>
  );
}
