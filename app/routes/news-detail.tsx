import { data, redirect } from "react-router";
import type { Route } from "./+types/news-detail";
import { applyEnglishFields, withoutEnglishTwins } from "../../common/english-fields.ts";
import { parseNewsId } from "../../common/news.ts";
import { pageContext } from "../../common/page-context.ts";
import { newsPageContent } from "../../content/pages/news-seed.ts";
import { NewsArticle } from "../components/news/news-article.tsx";
import { localizeHtmlLinks } from "../components/news/rich-text.tsx";
import { AppLink } from "../components/ui/app-link.tsx";
import { catalogs } from "../i18n/catalogs.ts";
import { leadsCatalogs } from "../i18n/leads-catalogs.ts";
import { documentTitle } from "../lib/document-title.ts";
import { hasEnglishPrefix, languageOfRequest } from "../../common/language.ts";
import { pageMeta } from "../lib/page-meta.ts";
import type { loader as rootLoader } from "../root.tsx";
import { settingsDefaults } from "../stores/settings-store.ts";

/**
 * Spec section 2: the id is numeric only; anything else goes to the home page. A numeric id the
 * news service does not know renders the not-found state with HTTP 404.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const englishPrefix = hasEnglishPrefix(new URL(request.url).pathname);
  if (!/^\d+$/.test(params.id)) throw redirect(englishPrefix ? "/en/index" : "/index");
  const language = languageOfRequest(request);
  const { backToList } = newsPageContent[language];
  const common = { text: leadsCatalogs[language].news, backToList };
  const id = parseNewsId(params.id);
  const { news: source } = context.get(pageContext);
  const [detail, columns] = await Promise.all([id === undefined ? undefined : source.detail(id), source.columns(language)]);
  if (!detail)
    return data(
      { ...common, found: false as const, article: null, previous: null, next: null, columnName: undefined, seo: undefined },
      { status: 404 },
    );

  const { news, previous, next } = language === "en_US" ? applyEnglishFields(detail) : detail;
  const article = withoutEnglishTwins({ ...news, body: localizeHtmlLinks(news.body, englishPrefix) });
  const neighbour = (item: typeof previous) => (item ? { id: item.id, title: item.title } : null);
  return {
    ...common,
    found: true as const,
    article,
    previous: neighbour(previous),
    next: neighbour(next),
    // An article of a column that is not offered opens by its link, without naming the column.
    columnName: columns.find((column) => column.id === article.type)?.name,
    seo: { title: article.title, description: article.summary },
  };
}

type RootData = Awaited<ReturnType<typeof rootLoader>>;

/** The article's own title and summary (pageMeta already uses the summary as the description). */
export function meta(args: Route.MetaArgs) {
  const tags = pageMeta(args);
  const page = args.loaderData;
  const root = args.matches[0]?.loaderData as RootData | undefined;
  if (!page || !root) return tags;
  const ownTitle = page.found ? page.article.title : page.text.notFoundTitle;
  const title = documentTitle(ownTitle, catalogs[root.language].site.tagline, settingsDefaults.dynamicTitle);
  const result = tags.map((tag) => {
    if ("title" in tag && typeof tag.title === "string") return { title };
    if (page.found && "property" in tag && tag.property === "og:type") return { property: "og:type", content: "article" };
    return tag;
  });
  if (!page.found) return [...result, { name: "robots", content: "noindex" }];
  return page.article.publishTime ? [...result, { property: "article:published_time", content: page.article.publishTime }] : result;
}

/** /newsDetail/{id}: one article with links to the previous (older) and next (newer) ones. */
export default function NewsDetail({ loaderData: page }: Route.ComponentProps) {
  const { text } = page;
  if (!page.found) {
    return (
      <div className="container page-body news-not-found" data-news-not-found="">
        <h1>{text.notFoundTitle}</h1>
        <p>{text.notFoundBody}</p>
        <div className="button-row">
          <AppLink to="/news" className="button button-primary">
            {page.backToList}
          </AppLink>
        </div>
      </div>
    );
  }
  return (
    <NewsArticle
      article={page.article}
      text={text}
      backToList={page.backToList}
      columnName={page.columnName}
      previous={page.previous}
      next={page.next}
    />
  );
}
