import { data } from "react-router";
import type { Route } from "./+types/news";
import { applyEnglishFields, withoutEnglishTwins } from "../../common/english-fields.ts";
import { NEWS_PAGE_SIZE, parseNewsQuery } from "../../common/news.ts";
import { pageContext } from "../../common/page-context.ts";
import { newsPageContent } from "../../content/pages/news-seed.ts";
import { NewsCard } from "../components/news/news-card.tsx";
import { NewsFilter } from "../components/news/news-filter.tsx";
import { Pagination } from "../components/news/pagination.tsx";
import { PageHero } from "../components/sections/page-hero.tsx";
import { AppLink } from "../components/ui/app-link.tsx";
import { leadsCatalogs } from "../i18n/leads-catalogs.ts";
import { fill } from "../lib/fill.ts";
import { preloadIllustration } from "../lib/images.ts";
import { languageOfRequest } from "../../common/language.ts";
import { pageMeta } from "../lib/page-meta.ts";

/** The link of a list page: the column filter kept, page 1 without ?page. */
function listHref(type: number | undefined, page: number): string {
  const query = new URLSearchParams();
  if (type !== undefined) query.set("type", String(type));
  if (page > 1) query.set("page", String(page));
  const search = query.toString();
  return search ? `/news?${search}` : "/news";
}

/**
 * Server-rendered from the news service (the same data as GET /api/v1/web/news/list). ?type=1..4
 * filters by column, ?page=N pages; in English the xEn fields are mapped over x and dropped. The
 * column tabs are the dictionary's enabled columns in its order. A page past the last one answers
 * 404 with the empty state.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const language = languageOfRequest(request);
  const { news } = context.get(pageContext);
  const { type: asked, page } = parseNewsQuery(new URL(request.url).searchParams);
  const columns = await news.columns(language);
  const columnName = columns.find((column) => column.id === asked)?.name;
  // A column that is not offered lists every column, as an unknown one does.
  const type = columnName === undefined ? undefined : asked;
  const { rows, total } = await news.list({ pageNum: page, pageSize: NEWS_PAGE_SIZE, type });
  const items = (language === "en_US" ? applyEnglishFields(rows) : rows).map(withoutEnglishTwins).map((item) => ({
    ...item,
    // That language's own alt text, never the other's (a cover without one is decoration).
    coverAlt: item.coverAlt[language === "en_US" ? "en" : "zh"],
  }));
  const { seo, hero, allLabel, empty } = newsPageContent[language];
  const pageCount = Math.max(1, Math.ceil(total / NEWS_PAGE_SIZE));
  const result = {
    seo: columnName ? { ...seo, title: `${columnName} - ${seo.title}` } : seo,
    hero,
    allLabel,
    empty,
    columns,
    columnName,
    text: leadsCatalogs[language].news,
    type,
    page,
    pageCount,
    total,
    items,
  };
  return page > pageCount ? data(result, { status: 404 }) : result;
}

/** The page's title names the column and the page number when there are any. */
export function meta(args: Route.MetaArgs) {
  const tags = pageMeta(args);
  const page = args.loaderData;
  if (!page || (!page.columnName && page.page === 1)) return tags;
  const extra = [page.columnName, page.page > 1 ? fill(page.text.pageTitle, { page: page.page }) : undefined].filter(Boolean).join(" - ");
  return tags.map((tag) => ("title" in tag && typeof tag.title === "string" ? { title: `${extra} - ${tag.title}` } : tag));
}

export const links = () => [preloadIllustration("hero-news")];

/** /news: the news centre, filterable by column and paged. */
export default function News({ loaderData: page }: Route.ComponentProps) {
  const { text } = page;
  const columnName = (type: number) => page.columns.find((column) => column.id === type)?.name;
  return (
    <>
      <PageHero hero={page.hero} art="hero-news" />
      <NewsFilter columns={page.columns} allLabel={page.allLabel} current={page.type} label={text.filterLabel} />
      <section className="section" aria-labelledby="news-list-title">
        <div className="container">
          <h2 id="news-list-title" className="visually-hidden">
            {page.columnName ?? text.listLabel}
          </h2>
          <p className="news-summary-line" data-news-total={page.total}>
            {fill(text.total, { total: page.total })}
          </p>
          {page.items.length > 0 ? (
            <ul className="news-list">
              {page.items.map((item) => (
                <NewsCard key={item.id} item={item} columnName={columnName(item.type)} publishedOn={text.publishedOn} />
              ))}
            </ul>
          ) : (
            <div className="news-empty" data-news-empty="">
              <p>{page.total > 0 ? text.pageOutOfRange : page.empty}</p>
              {page.total > 0 ? (
                <AppLink to={listHref(page.type, 1)} className="button button-outline">
                  {text.firstPage}
                </AppLink>
              ) : null}
            </div>
          )}
          <Pagination current={page.page} count={page.pageCount} hrefOf={(number) => listHref(page.type, number)} text={text} />
        </div>
      </section>
    </>
  );
}
