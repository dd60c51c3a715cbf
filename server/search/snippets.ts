import type { TextPart } from "../../common/search.ts";
import { foldText } from "./fold-text.ts";
import type { QueryTerm } from "./tokenizer.ts";

/** Text searched for a snippet: an article's beginning is where it says what it is about. */
const SCANNED_LENGTH = 20_000;

const LETTER = "[\\p{L}--[\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}]]";
const DIGIT = "\\p{N}";
const BETWEEN_PARTS = "[^\\p{L}\\p{N}]*";
const CJK_TOKEN = /\p{Script=Han}|\p{Script=Hiragana}|\p{Script=Katakana}/u;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/-]/g, "\\$&");
const isNumber = (token: string) => /^\p{N}+$/u.test(token);

/** A number may have been written with grouping commas ("1,600" for the token 1600). */
const partPattern = (part: string) => (isNumber(part) ? [...part].map(escapeRegExp).join(",?") : escapeRegExp(part));

/**
 * Where the query's terms stand in a text, as the visitor would see them highlighted: a CJK pair or
 * character wherever it is; other tokens as the index cut them, a run of letters or of digits not
 * part of a longer one (`1600` in `1,600Gbps`; `H100` also lights `H 100`). Built from tokens,
 * which hold letters and digits only.
 */
function termPattern(terms: QueryTerm[]): RegExp | undefined {
  const alternatives = terms.flatMap((term) =>
    term.map((phrase) => {
      const pattern = phrase.map(partPattern).join(BETWEEN_PARTS);
      if (CJK_TOKEN.test(phrase.join(""))) return pattern;
      const first = phrase[0] ?? "";
      const last = phrase.at(-1) ?? "";
      const before = isNumber([...first][0] ?? "") ? `(?<!${DIGIT},?)` : `(?<!${LETTER})`;
      const after = isNumber([...last].at(-1) ?? "") ? `(?!,?${DIGIT})` : `(?!${LETTER})`;
      return `${before}${pattern}${after}`;
    }),
  );
  // Longest first: a whole word wins over its first part.
  alternatives.sort((a, b) => b.length - a.length);
  return alternatives.length > 0 ? new RegExp(alternatives.join("|"), "gv") : undefined;
}

const foldedCharacters = new Map<string, string>();

/**
 * The text folded as the index folds it (server/search/fold-text.ts), a character at a time, with
 * where each folded UTF-16 unit came from in the original: a match in the folded text is a range of
 * the text as written, whatever folding removed (a word joiner) or changed (ﬁ, 雲).
 */
function foldWithOffsets(text: string): { folded: string; offsets: number[] } {
  let folded = "";
  const offsets: number[] = [];
  let at = 0;
  for (const character of text) {
    let one = foldedCharacters.get(character);
    if (one === undefined) {
      one = foldText(character);
      if (foldedCharacters.size < 20_000) foldedCharacters.set(character, one);
    }
    folded += one;
    for (let unit = 0; unit < one.length; unit += 1) offsets.push(at);
    at += character.length;
  }
  offsets.push(at);
  return { folded, offsets };
}

type Range = [number, number];

function matches(text: string, pattern: RegExp | undefined): Range[] {
  if (!pattern) return [];
  const { folded, offsets } = foldWithOffsets(text);
  const ranges: Range[] = [];
  for (const match of folded.matchAll(pattern)) {
    if (match[0].length === 0) continue;
    const start = offsets[match.index] as number;
    const end = offsets[match.index + match[0].length] as number;
    // A match inside one character's folding (the f of ﬁ) lights the character.
    ranges.push([start, Math.max(end, start + 1)]);
  }
  return ranges;
}

/** The text cut into plain and highlighted parts. */
function parts(text: string, ranges: Range[], from = 0, to = text.length): TextPart[] {
  const out: TextPart[] = [];
  let at = from;
  for (const [start, end] of ranges) {
    if (end <= from || start >= to) continue;
    const clippedStart = Math.max(start, at);
    const clippedEnd = Math.min(end, to);
    if (clippedStart > at) out.push({ text: text.slice(at, clippedStart) });
    if (clippedEnd > clippedStart) out.push({ text: text.slice(clippedStart, clippedEnd), hit: true });
    at = Math.max(at, clippedEnd);
  }
  if (at < to) out.push({ text: text.slice(at, to) });
  return out;
}

/**
 * Highlighting for a result. Parts are plain text that the page renders as text nodes and <mark>
 * elements: whatever an article holds, nothing in a snippet is ever HTML.
 */
export function createHighlighter(terms: QueryTerm[]) {
  const pattern = termPattern(terms);
  return {
    /** A short text (a title, a heading), whole. */
    whole(text: string): TextPart[] {
      return parts(text, matches(text, pattern));
    },

    /** About `length` characters of `text` around the first place with the most terms; its start when none is in it. */
    snippet(text: string, length: number): TextPart[] {
      const scanned = text.slice(0, SCANNED_LENGTH).replace(/\s+/g, " ");
      const ranges = matches(scanned, pattern);
      let start = 0;
      let best = 0;
      for (let first = 0; first < ranges.length; first += 1) {
        const windowStart = (ranges[first] as Range)[0];
        const found = new Set<string>();
        for (let next = first; next < ranges.length && (ranges[next] as Range)[1] <= windowStart + length; next += 1) {
          const [from, to] = ranges[next] as Range;
          found.add(foldText(scanned.slice(from, to)));
        }
        if (found.size > best) {
          best = found.size;
          // A little of what comes before, started at a word.
          start = Math.max(0, windowStart - 30);
          const space = scanned.lastIndexOf(" ", windowStart);
          if (space >= start) start = space + 1;
        }
      }
      const end = Math.min(scanned.length, start + length);
      const snippet = parts(scanned, ranges, start, end);
      if (start > 0) snippet.unshift({ text: "…" });
      if (end < scanned.length) snippet.push({ text: "…" });
      return snippet;
    },
  };
}
