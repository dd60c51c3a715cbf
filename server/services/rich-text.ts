import { createRequire } from "node:module";
import type sanitizeHtml from "sanitize-html";
import type { Language } from "../../common/constants.ts";
import { IMAGE_ORIGINS, imageUrl } from "../../common/image-url.ts";
import { VIDEO_ALLOW, VIDEO_SANDBOX, videoEmbed } from "../../common/video-embed.ts";

// Loaded with the first article saved or shown, not at every start (docs/decisions/010-page-speed-budgets.md).
const requireOnUse = createRequire(import.meta.url);
let sanitizer: { sanitize: typeof sanitizeHtml; options: sanitizeHtml.IOptions } | undefined;

const IMAGE_SIZE = /^\d{1,4}$/;
const CELL_SPAN = /^[1-9]\d?$/;

/** A table cell keeps only how many rows and columns it spans. */
const cell: sanitizeHtml.Transformer = (tagName, attribs) => ({
  tagName,
  attribs: Object.fromEntries(
    (["colspan", "rowspan"] as const)
      .filter((span) => attribs[span] && CELL_SPAN.test(attribs[span]))
      .map((span) => [span, attribs[span]!]),
  ),
});

const optionsFor = (sanitize: typeof sanitizeHtml): sanitizeHtml.IOptions => ({
  allowedTags: [
    "p",
    "h2",
    "h3",
    "h4",
    "ul",
    "ol",
    "li",
    "strong",
    "em",
    "b",
    "i",
    "u",
    "s",
    "a",
    "br",
    "hr",
    "blockquote",
    "img",
    "figure",
    "figcaption",
    "table",
    "thead",
    "tbody",
    "tr",
    "th",
    "td",
    "iframe",
  ],
  allowedAttributes: {
    a: ["href", "title", "rel"],
    img: ["src", "alt", "width", "height"],
    th: ["colspan", "rowspan"],
    td: ["colspan", "rowspan"],
    iframe: ["src", "title", "sandbox", "allow", "allowfullscreen", "loading", "referrerpolicy"],
  },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  // Only the image rule's https origins; our own files are paths. Frames: the video players' https.
  allowedSchemesByTag: { img: IMAGE_ORIGINS.length > 0 ? ["https"] : [], iframe: ["https"] },
  allowProtocolRelative: false,
  // Dropped with their content: what they hold is code or markup, never article text.
  nonTextTags: ["script", "style", "textarea", "option", "noscript", "svg", "math", "template", "object"],
  transformTags: {
    a: sanitize.simpleTransform("a", { rel: "noopener noreferrer nofollow" }),
    img: (tagName, attribs) => {
      const src = imageUrl(attribs.src);
      const kept: Record<string, string> = src ? { src } : {};
      if (attribs.alt) kept.alt = attribs.alt;
      for (const size of ["width", "height"] as const) if (attribs[size] && IMAGE_SIZE.test(attribs[size])) kept[size] = attribs[size];
      return { tagName, attribs: kept };
    },
    th: cell,
    td: cell,
    // A frame is one of the allowed video players (common/video-embed.ts), sandboxed, with our attributes only.
    iframe: (tagName, attribs): sanitizeHtml.Tag => {
      const embed = videoEmbed(attribs.src);
      if (!embed) return { tagName, attribs: {} };
      return {
        tagName,
        attribs: {
          src: embed.src,
          title: (attribs.title ?? "").slice(0, 200) || embed.provider,
          sandbox: VIDEO_SANDBOX,
          allow: VIDEO_ALLOW,
          allowfullscreen: "",
          loading: "lazy",
          referrerpolicy: "strict-origin-when-cross-origin",
        },
      };
    },
  },
  // An image the rule of common/image-url.ts refuses is no image at all; a frame of anything but an
  // allowed player is no frame (its content goes with it).
  exclusiveFilter: (frame) => (frame.tag === "img" || frame.tag === "iframe") && !frame.attribs.src,
});

/**
 * The only HTML we keep in stored rich text: headings, paragraphs, lists, emphasis, quotes, links,
 * images the image rule allows (src, alt, width, height; common/image-url.ts) with a caption in a
 * figure, tables (cells keep colspan and rowspan) and the allowed video players as sandboxed frames
 * (common/video-embed.ts). Everything else (scripts, event handlers, styles, other frames, SVG,
 * javascript: and data: addresses) is dropped. Bodies pass here
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

const TABLE_LABEL: Record<Language, string> = { zh_CN: "表格（可左右滑动）", en_US: "Table (scrolls sideways)" };

/**
 * An article body as a page shows it: sanitised, each table in a region that scrolls sideways on
 * a narrow screen and can be scrolled from the keyboard, as the site's own tables are (ScrollRegion).
 */
export function articleHtml(html: string, language: Language): string {
  return sanitizeRichText(html)
    .replaceAll("<table>", `<section class="table-wrap news-table" tabindex="0" aria-label="${TABLE_LABEL[language]}"><table>`)
    .replaceAll("</table>", "</table></section>");
}
