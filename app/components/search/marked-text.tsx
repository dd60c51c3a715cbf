import type { TextPart } from "../../../common/search.ts";

/** A title or snippet with the words that matched in <mark>; the parts are text nodes, so nothing in them is ever HTML. */
export function MarkedText({ parts }: { parts: TextPart[] }) {
  return parts.map((part, index) => (part.hit ? <mark key={index}>{part.text}</mark> : part.text));
}
