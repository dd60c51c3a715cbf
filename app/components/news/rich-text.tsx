import { useEffect, useRef } from "react";
import { useNavigate } from "react-router";

/**
 * Server-sanitised article HTML (the news service keeps only <p>, <h2>, <h3>, lists, emphasis and
 * links). Links to the site's own pages are followed by the router instead of reloading the page.
 */
export function RichText({ html, className }: { html: string; className?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = (event.target as Element | null)?.closest?.("a");
      const href = link?.getAttribute("href");
      if (!link || !href || link.target || !href.startsWith("/") || href.startsWith("//")) return;
      event.preventDefault();
      void navigate(href);
    };
    element.addEventListener("click", onClick);
    return () => element.removeEventListener("click", onClick);
  }, [navigate]);

  return <div ref={ref} className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}

/** On /en pages, site links inside article HTML ("/AIDC") point at the English pages ("/en/AIDC"). */
export function localizeHtmlLinks(html: string, englishPrefix: boolean): string {
  if (!englishPrefix) return html;
  return html.replace(/(<a\b[^>]*\bhref=")\/(?!\/|en\/|en")/g, "$1/en/");
}
