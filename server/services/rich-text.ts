import { createRequire } from "node:module";
import type sanitizeHtml from "sanitize-html";
import { IMAGE_ORIGINS, imageUrl } from "../../common/image-url.ts";

// Loaded with the first article saved or shown, not at every start (docs/decisions/010-page-speed-budgets.md).
const requireOnUse = createRequire(import.meta.url);
let sanitizer: { sanitize: typeof sanitizeHtml; options: sanitizeHtml.IOptions } | undefined;

const IMAGE_SIZE = /^\d{1,4}$/;

const optionsFor = (sanitize: typeof sanitizeHtml): sanitizeHtml.IOptions => ({
  allowedTags: ["p", "h2", "h3", "h4", "ul", "ol", "li", "strong", "em", "b", "i", "u", "s", "a", "br", "hr", "blockquote", "img"],
  allowedAttributes: { a: ["href", "title", "rel"], img: ["src", "alt", "width", "height"] },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  // Only the image rule's https origins; our own files are paths.
  allowedSchemesByTag: { img: IMAGE_ORIGINS.length > 0 ? ["https"] : [] },
  allowProtocolRelative: false,
  // Dropped with their content: what they hold is code or markup, never article text.
  nonTextTags: ["script", "style", "textarea", "option", "noscript", "iframe", "svg", "math", "template", "object"],
  transformTags: {
    a: sanitize.simpleTransform("a", { rel: "noopener noreferrer nofollow" }),
    img: (tagName, attribs) => {
      const src = imageUrl(attribs.src);
      const kept: Record<string, string> = src ? { src } : {};
      if (attribs.alt) kept.alt = attribs.alt;
      for (const size of ["width", "height"] as const) if (attribs[size] && IMAGE_SIZE.test(attribs[size])) kept[size] = attribs[size];
      return { tagName, attribs: kept };
    },
  },
  // An image the rule of common/image-url.ts refuses is no image at all.
  exclusiveFilter: (frame) => frame.tag === "img" && !frame.attribs.src,
});

/**
 * The only HTML we keep in stored rich text: headings, paragraphs, lists, emphasis, quotes, links
 * and images the image rule allows (src, alt, width, height; common/image-url.ts). Everything else (scripts, event
 * handlers, styles, iframes, SVG, javascript: and data: addresses) is dropped. Bodies pass here
 * when they are saved and again when a page or the API serves them, so a row written any other
 * way still renders nothing that runs.
 */
export function sanitizeRichText(html: string): string {
  if (!sanitizer) {
    const sanitize = requireOnUse("sanitize-html") as typeof sanitizeHtml;
    sanitizer = { sanitize, options: optionsFor(sanitize) };
  }
  return sanitizer.sanitize(html, sanitizer.options);
}
