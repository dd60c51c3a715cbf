import { data } from "react-router";
import type { Route } from "./+types/news-preview";
import { hasEnglishPrefix, languageOfRequest } from "../../common/language.ts";
import { pageContext } from "../../common/page-context.ts";
import { newsPageContent } from "../../content/pages/news-seed.ts";
import { articleInLanguage } from "../components/news/article-in-language.ts";
import { NewsArticle } from "../components/news/news-article.tsx";
import { leadsCatalogs } from "../i18n/leads-catalogs.ts";
import { previewTexts } from "../i18n/preview-texts.ts";
import { catalogs } from "../i18n/catalogs.ts";
import { documentTitle } from "../lib/document-title.ts";
import { pageMeta } from "../lib/page-meta.ts";
import { settingsDefaults } from "../stores/settings-store.ts";

/**
 * Kept by nobody and indexed by nobody: the page holds an unpublished article and its address a
 * secret, so neither this server's page cache (common/page-query.ts) nor a shared cache keeps it.
 */
const PRIVATE_HEADERS = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex, nofollow" } as const;

/**
 * /preview/{token} and /en/preview/{token}: the article a share-preview link opens, as saved,
 * as /newsDetail/{id} shows it (docs/decisions/023-editing-without-lost-work.md). A token that
 * opens nothing (unknown, expired, revoked, malformed) answers the same 404.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const language = languageOfRequest(request);
  const englishPrefix = hasEnglishPrefix(new URL(request.url).pathname);
  const common = { text: leadsCatalogs[language].news, backToList: newsPageContent[language].backToList, preview: previewTexts[language] };
  const { news } = context.get(pageContext);
  const [found, columns] = await Promise.all([news.preview(params.token), news.columns(language)]);
  // As the article page titles itself (news-detail.tsx): its title, then the site's tagline.
  const titled = (own: string) => documentTitle(own, catalogs[language].site.tagline, settingsDefaults.dynamicTitle);
  if (!found)
    return data(
      { ...common, article: null, columnName: undefined, pageTitle: titled(common.preview.goneTitle) },
      { status: 404, headers: PRIVATE_HEADERS },
    );
  const article = articleInLanguage(found, language, englishPrefix);
  const columnName = columns.find((column) => column.id === article.type)?.name;
  return data({ ...common, article, columnName, pageTitle: titled(article.title) }, { headers: PRIVATE_HEADERS });
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

/** Never indexed, and the address (its token) is not sent on as a referrer by the links it holds. */
export function meta(args: Route.MetaArgs) {
  const own = args.loaderData ? [{ title: args.loaderData.pageTitle }] : [];
  const tags = pageMeta(args).filter((tag) => !("title" in tag) && !("name" in tag && tag.name === "robots"));
  return [...own, ...tags, { name: "robots", content: "noindex, nofollow" }, { name: "referrer", content: "no-referrer" }];
}

export default function NewsPreview({ loaderData: page }: Route.ComponentProps) {
  if (!page.article) {
    return (
      <div className="container page-body news-not-found" data-preview-gone="">
        <h1>{page.preview.goneTitle}</h1>
        <p>{page.preview.goneBody}</p>
      </div>
    );
  }
  return (
    <>
      <div className="container news-preview-bar">
        <p className="news-preview-notice" role="note" data-preview-notice="">
          {page.preview.notice}
        </p>
      </div>
      <NewsArticle
        article={page.article}
        text={page.text}
        backToList={page.backToList}
        columnName={page.columnName}
        previous={null}
        next={null}
      />
    </>
  );
}
