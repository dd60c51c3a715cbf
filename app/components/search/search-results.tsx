import type { SearchResult } from "../../../common/search.ts";
import type { SearchMessages } from "../../i18n/search-zh-cn.ts";
import { AppLink } from "../ui/app-link.tsx";
import { MarkedText } from "./marked-text.tsx";

/** A result's link: a page section or article in the site, or a document's PDF (opened by the browser, as on the investor page). */
function ResultLink({ result, children }: { result: SearchResult; children: React.ReactNode }) {
  if (result.kind === "report" || result.kind === "announcement") {
    return (
      <a href={result.url} type="application/pdf">
        {children}
      </a>
    );
  }
  return <AppLink to={result.url}>{children}</AppLink>;
}

/** The results of one page: kind and date, title (and section), snippet, and further sections of the same page. */
export function SearchResults({ results, text }: { results: SearchResult[]; text: SearchMessages }) {
  return (
    <ol className="search-results">
      {results.map((result) => (
        <li key={result.url} className="search-result" data-kind={result.kind}>
          <p className="search-result-meta">
            <span className="search-kind">{text.kinds[result.kind]}</span>
            {result.date ? <time dateTime={result.date}>{result.date}</time> : null}
          </p>
          <h2 className="search-result-title">
            <ResultLink result={result}>
              <MarkedText parts={result.title} />
              {result.section ? (
                <span className="search-result-section">
                  {" › "}
                  <MarkedText parts={result.section} />
                </span>
              ) : null}
              {result.kind === "report" || result.kind === "announcement" ? (
                <span className="search-result-type"> ({text.pdf})</span>
              ) : null}
            </ResultLink>
          </h2>
          {result.snippet.length > 0 ? (
            <p className="search-snippet">
              <MarkedText parts={result.snippet} />
            </p>
          ) : null}
          {result.more.length > 0 ? (
            <p className="search-more">
              {text.alsoIn}{" "}
              {result.more.map((section, index) => (
                <span key={section.url}>
                  {index > 0 ? " · " : null}
                  <AppLink to={section.url}>{section.heading}</AppLink>
                </span>
              ))}
            </p>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
