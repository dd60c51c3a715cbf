import { Parser } from "htmlparser2";

/** Tags that end a line of text: what a reader sees as separate blocks stays separate in snippets. */
const BLOCK_TAGS = new Set([
  "p",
  "div",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "li",
  "br",
  "hr",
  "blockquote",
  "tr",
  "td",
  "th",
  "caption",
  "figcaption",
  "pre",
]);
const HEADING_TAGS = new Set(["h1", "h2", "h3", "h4", "h5", "h6"]);
/** Their content is never read as article text. */
const SKIPPED_TAGS = new Set(["script", "style", "template", "iframe", "svg", "math", "noscript"]);

/**
 * The text of an article's (sanitised) HTML for the search index: its headings apart, since they
 * rank above the rest, and the whole text with one line per block; entities decoded, images by
 * their alt text.
 */
export function articleText(html: string): { headings: string; text: string } {
  const headings: string[] = [];
  const lines: string[] = [];
  let line = "";
  let heading: string | undefined;
  let skipped = 0;
  const endLine = () => {
    const trimmed = line.replace(/\s+/g, " ").trim();
    if (trimmed) lines.push(trimmed);
    line = "";
  };
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (SKIPPED_TAGS.has(name)) skipped += 1;
        if (BLOCK_TAGS.has(name)) endLine();
        if (HEADING_TAGS.has(name)) heading = "";
        if (name === "img" && attributes.alt) line += ` ${attributes.alt} `;
      },
      ontext(text) {
        if (skipped > 0) return;
        line += text;
        if (heading !== undefined) heading += text;
      },
      onclosetag(name) {
        if (SKIPPED_TAGS.has(name)) skipped = Math.max(0, skipped - 1);
        if (HEADING_TAGS.has(name) && heading !== undefined) {
          const trimmed = heading.replace(/\s+/g, " ").trim();
          if (trimmed) headings.push(trimmed);
          heading = undefined;
        }
        if (BLOCK_TAGS.has(name)) endLine();
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  endLine();
  return { headings: headings.join("\n"), text: lines.join("\n") };
}
