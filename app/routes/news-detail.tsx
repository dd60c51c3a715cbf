import { data, redirect } from "react-router";
import type { Route } from "./+types/news-detail";
import { applyEnglishFields } from "../../common/english-fields.ts";
import { parseNewsId } from "../../common/news.ts";
import { readableLinkId } from "../../common/news-publishing.ts";
import { pageContext } from "../../common/page-context.ts";
import { newsPageContent } from "../../content/pages/news-seed.ts";
import { articleInLanguage } from "../components/news/article-in-language.ts";
import { NewsArticle } from "../components/news/news-article.tsx";
import { AppLink } from "../components/ui/app-link.tsx";
import { catalogs } from "../i18n/catalogs.ts";
import { leadsCatalogs } from "../i18n/leads-catalogs.ts";
import { documentTitle } from "../lib/document-title.ts";
import { hasEnglishPrefix, languageOfRequest } from "../../common/language.ts";
import { pageMeta, SOCIAL_IMAGE } from "../lib/page-meta.ts";
import type { loader as rootLoader } from "../root.tsx";
import { settingsDefaults } from "../stores/settings-store.ts";

/**
 * Spec section 2: the id is numeric only; anything else goes to the home page. A numeric id the
 * news service does not know renders the not-found state with HTTP 404. A readable link,
 * /newsDetail/{id}-{words}, moves permanently to /newsDetail/{id}, whatever the words: the spec's
 * address stays the article's only one (docs/decisions/023-editing-without-lost-work.md).
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const englishPrefix = hasEnglishPrefix(url.pathname);
  const readable = readableLinkId(params.id);
  if (readable) throw redirect(`${englishPrefix ? "/en" : ""}/newsDetail/${readable}`, 301);
  if (!/^\d+$/.test(params.id)) throw redirect(englishPrefix ? "/en/index" : "/index");
  const language = languageOfRequest(request);
  const { backToList } = newsPageContent[language];
  const common = { text: leadsCatalogs[language].news, backToList };
  const id = parseNewsId(params.id);
  const { news: source } = context.get(pageContext);
  const [detail, columns] = await Promise.all([id === undefined ? undefined : source.detail(id), source.columns(language)]);
  if (!detail)
    return data(
      {
        ...common,
        found: false as const,
        article: null,
        previous: null,
        next: null,
        columnName: undefined,
        seo: undefined,
        head: undefined,
      },
      { status: 404 },
    );

  const { previous, next } = language === "en_US" ? applyEnglishFields(detail) : detail;
  const { seo, ...article } = articleInLanguage(detail.news, language, englishPrefix);
  const neighbour = (item: typeof previous) => (item ? { id: item.id, title: item.title } : null);
  return {
    ...common,
    found: true as const,
    article,
    previous: neighbour(previous),
    next: neighbour(next),
    // An article of a column that is not offered opens by its link, without naming the column.
    columnName: columns.find((column) => column.id === article.type)?.name,
    seo: { title: article.title, description: seo.description || article.summary },
    // The editor's own head tags for this language; empty ones fall back to the title and the cover.
    head: { title: seo.title, image: seo.image || article.cover },
  };
}

type RootData = Awaited<ReturnType<typeof rootLoader>>;

/**
 * The article's head: its SEO title as written (else its title and the site's tagline), its SEO
 * description (else its summary; pageMeta uses it), and for link previews its social image (else
 * its cover, else the site's card) as an absolute URL, on Open Graph and Twitter tags alike.
 */
export function meta(args: Route.MetaArgs) {
  const tags = pageMeta(args);
  const page = args.loaderData;
  const root = args.matches[0]?.loaderData as RootData | undefined;
  if (!page || !root) return tags;
  const ownTitle = page.found ? page.article.title : page.text.notFoundTitle;
  const title = page.head?.title || documentTitle(ownTitle, catalogs[root.language].site.tagline, settingsDefaults.dynamicTitle);
  const image = page.head?.image ? new URL(page.head.image, root.site.origin).href : undefined;
  const replaced = (tag: (typeof tags)[number]) => {
    if ("title" in tag && typeof tag.title === "string") return [{ title }];
    if (!page.found || !("property" in tag)) return [tag];
    if (tag.property === "og:type") return [{ property: "og:type", content: "article" }];
    if (tag.property === "og:title" && page.head.title) return [{ property: "og:title", content: page.head.title }];
    if (!image) return [tag];
    if (tag.property === "og:image") return [{ property: "og:image", content: image }];
    // The site card's size is not this image's.
    if (tag.property === "og:image:width" || tag.property === "og:image:height") return [];
    return [tag];
  };
  const result = tags.flatMap(replaced);
  if (!page.found) return [...result, { name: "robots", content: "noindex" }];
  const content = (property: string) =>
    String((result.find((tag) => "property" in tag && tag.property === property) as { content?: unknown } | undefined)?.content ?? "");
  const twitter = [
    { name: "twitter:title", content: content("og:title") },
    { name: "twitter:description", content: content("og:description") },
    { name: "twitter:image", content: image ?? new URL(SOCIAL_IMAGE.path, root.site.origin).href },
    ...(image && page.article.coverAlt && page.head.image === page.article.cover
      ? [{ name: "twitter:image:alt", content: page.article.coverAlt }]
      : []),
  ];
  return [
    ...result,
    ...twitter,
    ...(page.article.publishTime ? [{ property: "article:published_time", content: page.article.publishTime }] : []),
  ];
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
