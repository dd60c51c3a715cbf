import sanitizeHtml from "sanitize-html";

/**
 * The only HTML we keep in stored rich text: headings, paragraphs, lists, emphasis and links.
 * Everything else (scripts, event handlers, styles, iframes) is dropped before it is stored, so
 * pages can render bodies as HTML without running anything.
 */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: ["p", "h2", "h3", "h4", "ul", "ol", "li", "strong", "em", "b", "i", "a", "br", "blockquote"],
    allowedAttributes: { a: ["href", "title", "rel"] },
    allowedSchemes: ["http", "https", "mailto", "tel"],
    allowProtocolRelative: false,
    transformTags: { a: sanitizeHtml.simpleTransform("a", { rel: "noopener noreferrer nofollow" }) },
  });
}
