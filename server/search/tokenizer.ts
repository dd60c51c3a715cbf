import { foldText } from "./fold-text.ts";

/**
 * The one tokenizer of site search (docs/decisions/026-site-search.md). SQLite FTS5 and
 * PostgreSQL never tokenise text themselves: they get the tokens made here, separated by spaces,
 * so both databases index and match exactly the same terms.
 *
 * - Intl.Segmenter (Node's full ICU) finds the words and the punctuation between them.
 * - Chinese and Japanese runs become every character and every overlapping pair of characters:
 *   ICU's dictionary splits 液冷 into 液 and 冷 and 算力 into 算 and 力, and the bigrams do not
 *   depend on it, so a word of one or two characters is found wherever it stands.
 * - Other words are kept whole (`h100`, `8kw`, `1600gbps`) and, when they mix letters and digits or
 *   hold punctuation, also as their parts in order (`h 100`, `8 kw`, `u s a`), so `RTX 4090` finds
 *   `RTX4090` and `8 kW` finds `8kW`.
 */

const segmenter = new Intl.Segmenter("zh-CN", { granularity: "word" });
/**
 * Han (radicals, ideographs and their extensions), kana and bopomofo: the scripts written without
 * spaces. Ranges rather than a Unicode-property regex: tested once per character of every indexed
 * text, the regex was the tokenizer's largest cost after ICU.
 */
const CJK_RANGES: ReadonlyArray<readonly [number, number]> = [
  [0x2e80, 0x2fdf],
  [0x3005, 0x3007],
  [0x3021, 0x3029],
  [0x3038, 0x303b],
  [0x3040, 0x30ff],
  [0x3100, 0x312f],
  [0x31a0, 0x31ff],
  [0x3400, 0x4dbf],
  [0x4e00, 0x9fff],
  [0xf900, 0xfaff],
  [0x20000, 0x3134f],
];

function isCjk(codePoint: number): boolean {
  if (codePoint < 0x2e80) return false;
  for (const [from, to] of CJK_RANGES) if (codePoint >= from && codePoint <= to) return true;
  return false;
}
const NOT_WORD_CHARACTERS = /[^\p{L}\p{N}]+/gu;
const LETTERS_OR_DIGITS = /\p{L}+|\p{N}+/gu;
/** `1,600` is one number: the comma groups digits (after NFKC, a full-width comma too). */
const DIGIT_GROUPING = /(\p{N}),(?=\p{N})/gu;

/** Longer tokens are cut to this many characters, in documents and queries alike. */
export const MAX_TOKEN_LENGTH = 64;

const cut = (token: string) => (token.length > MAX_TOKEN_LENGTH ? [...token].slice(0, MAX_TOKEN_LENGTH).join("") : token);

/** A run of Chinese or Japanese characters: each character, then each pair from it. */
function cjkTokens(characters: string[], out: string[]) {
  for (let index = 0; index < characters.length; index += 1) {
    const character = characters[index] as string;
    out.push(character);
    const next = characters[index + 1];
    if (next !== undefined) out.push(character + next);
  }
}

/** A word of another script: whole, and then its parts when it has more than one. */
function wordForms(word: string): { whole: string; parts: string[] } | undefined {
  const grouped = word.replace(DIGIT_GROUPING, "$1");
  const whole = cut(grouped.replace(NOT_WORD_CHARACTERS, ""));
  if (!whole) return undefined;
  const parts = (grouped.match(LETTERS_OR_DIGITS) ?? []).map(cut);
  return { whole, parts: parts.length > 1 ? parts : [] };
}

/** A CJK run keeps ICU's words: a query that finds nothing is tried again split at them. */
type Piece = { cjk: true; characters: string[]; words: string[] } | { cjk: false; word: string };

/**
 * The folded text cut into CJK runs and other words, in order. Consecutive CJK words form one run
 * (their pairs cross ICU's word boundaries); punctuation, spaces and other scripts end a run.
 */
function pieces(text: string): Piece[] {
  const result: Piece[] = [];
  let run: string[] = [];
  let words: string[] = [];
  const endRun = () => {
    if (run.length > 0) result.push({ cjk: true, characters: run, words });
    run = [];
    words = [];
  };
  for (const { segment, isWordLike } of segmenter.segment(foldText(text))) {
    if (!isWordLike) {
      endRun();
      continue;
    }
    // ICU keeps scripts apart, so a word is almost always all CJK or none; a mixed one is split.
    let word = "";
    let cjkWord = "";
    for (const character of segment) {
      if (isCjk(character.codePointAt(0) as number)) {
        if (word) result.push({ cjk: false, word });
        word = "";
        run.push(character);
        cjkWord += character;
      } else {
        if (cjkWord) words.push(cjkWord);
        cjkWord = "";
        if (!word) endRun();
        word += character;
      }
    }
    if (cjkWord) words.push(cjkWord);
    if (word) result.push({ cjk: false, word });
  }
  endRun();
  return result;
}

/** The tokens of a text to index, in order (positions matter for the parts of a word). */
export function documentTokens(text: string): string[] {
  const tokens: string[] = [];
  for (const piece of pieces(text)) {
    if (piece.cjk) {
      cjkTokens(piece.characters, tokens);
      continue;
    }
    const forms = wordForms(piece.word);
    if (forms) tokens.push(forms.whole, ...forms.parts);
  }
  return tokens;
}

/**
 * One condition of a query: a document matches it when it holds any of the alternatives, each a
 * phrase (tokens next to each other, in order). All conditions of a query must match.
 */
export type QueryTerm = string[][];

/** Conditions beyond these are dropped: a query of 100 characters still costs a bounded search. */
export const MAX_QUERY_TERMS = 24;

/**
 * ICU's words of a CJK run, with the single characters next to each other joined again: its
 * dictionary cuts words it does not know (算力 into 算 and 力) but finds the ones it knows (租赁).
 */
function looseParts(words: string[]): string[][] {
  const parts: string[][] = [];
  let singles: string[] = [];
  for (const word of words) {
    const characters = [...word];
    if (characters.length === 1) {
      singles.push(word);
      continue;
    }
    if (singles.length > 0) parts.push(singles);
    singles = [];
    parts.push(characters);
  }
  if (singles.length > 0) parts.push(singles);
  return parts;
}

/**
 * The conditions of what a visitor typed. A CJK run of one character must be present; a longer
 * one must have all its pairs, so it is found as written. `loose` asks only for the pairs inside
 * each of ICU's words (算力租赁 as 算力 and 租赁), for a query that found nothing as written.
 * Another word must be present whole, or as its parts in a row (`H100` also finds `H 100`).
 */
export function queryTerms(query: string, options: { loose?: boolean } = {}): QueryTerm[] {
  const terms = new Map<string, QueryTerm>();
  const add = (term: QueryTerm) => {
    const key = term.map((phrase) => phrase.join(" ")).join("|");
    if (!terms.has(key) && terms.size < MAX_QUERY_TERMS) terms.set(key, term);
  };
  for (const piece of pieces(query)) {
    if (piece.cjk) {
      for (const characters of options.loose ? looseParts(piece.words) : [piece.characters]) {
        if (characters.length === 1) add([[characters[0] as string]]);
        for (let index = 0; index + 1 < characters.length; index += 1) add([[(characters[index] as string) + characters[index + 1]]]);
      }
      continue;
    }
    const forms = wordForms(piece.word);
    if (forms) add(forms.parts.length > 0 ? [[forms.whole], forms.parts] : [[forms.whole]]);
  }
  return [...terms.values()];
}
