import { Converter } from "opencc-js/t2cn";

/**
 * OpenCC's Traditional-to-Simplified characters, with Taiwan's own words for things (資料中心 is
 * 数据中心, 伺服器 is 服务器): a visitor from Taiwan finds the pages in the words they use.
 */
const toSimplified = Converter({ from: "twp", to: "cn" });

const HAN = /\p{Script=Han}/u;
const MARKS = /\p{M}/gu;
/** Invisible format characters: the word joiners that keep 小时 on one line must not cut it in two. */
const FORMAT_CHARACTERS = /\p{Cf}/gu;

/**
 * Text as the search index sees it: invisible format characters dropped, full-width and other compatibility forms unified (NFKC:
 * `Ａ８００` is `A800`, `，` is `,`), lower case, diacritics removed (`é` is `e`), Traditional Chinese
 * written as Simplified (`雲端運算` is `云端运算`). Documents and queries go through the same folding,
 * so either form finds the other (docs/decisions/026-site-search.md).
 */
export function foldText(text: string): string {
  const plain = text.normalize("NFKC").replace(FORMAT_CHARACTERS, "").toLowerCase().normalize("NFD").replace(MARKS, "").normalize("NFC");
  return HAN.test(plain) ? toSimplified(plain) : plain;
}
