import { describe, expect, it } from "vitest";
import { articleText } from "../../server/search/article-text.ts";
import { foldText } from "../../server/search/fold-text.ts";
import { createHighlighter } from "../../server/search/snippets.ts";
import { fullTextMatch, textSearchQuery } from "../../server/search/search-query.ts";
import { documentTokens, MAX_QUERY_TERMS, MAX_TOKEN_LENGTH, queryTerms } from "../../server/search/tokenizer.ts";

const marked = (parts: Array<{ text: string; hit?: true }>) => parts.map((part) => (part.hit ? `[${part.text}]` : part.text)).join("");

describe("search text folding", () => {
  it("unifies full-width and half-width forms, case, diacritics and Traditional Chinese", () => {
    expect(foldText("Ａ８００ ＨＢＭ３，ＲＴＸ")).toBe("a800 hbm3,rtx");
    expect(foldText("Café RÉSUMÉ Naïve")).toBe("cafe resume naive");
    expect(foldText("雲端運算")).toBe("云端运算");
    // Taiwan's own words for things: 資料 is 数据, 伺服器 is 服务器.
    expect(foldText("資料中心 伺服器")).toBe("数据中心 服务器");
    expect(foldText("液冷数据中心")).toBe("液冷数据中心");
    // Word joiners keep 小时 on one line in the page copy; they must not cut the word.
    expect(foldText("按小\u2060时")).toBe("按小时");
  });
});

describe("search tokenizer", () => {
  it("cuts Chinese into every character and every overlapping pair, across ICU's word boundaries", () => {
    // ICU's dictionary splits 液冷 into 液 and 冷: the pairs do not depend on it.
    expect(documentTokens("液冷机柜")).toEqual(["液", "液冷", "冷", "冷机", "机", "机柜", "柜"]);
    expect(documentTokens("算力")).toEqual(["算", "算力", "力"]);
  });

  it("ends a Chinese run at punctuation, spaces and other scripts", () => {
    expect(documentTokens("云盘，对象")).toEqual(["云", "云盘", "盘", "对", "对象", "象"]);
    expect(documentTokens("单柜40kW液冷")).toEqual(["单", "单柜", "柜", "40kw", "40", "kw", "液", "液冷", "冷"]);
  });

  it("keeps product codes whole and also as their parts in order", () => {
    expect(documentTokens("H100")).toEqual(["h100", "h", "100"]);
    expect(documentTokens("RTX 4090")).toEqual(["rtx", "4090"]);
    expect(documentTokens("ISO/IEC 27001")).toEqual(["iso", "iec", "27001"]);
    expect(documentTokens("1,600Gbps")).toEqual(["1600gbps", "1600", "gbps"]);
    expect(documentTokens("PUE1.15")).toEqual(["pue115", "pue", "1", "15"]);
  });

  it("drops what is not a letter or a digit, and cuts very long tokens", () => {
    expect(documentTokens('\'; DROP TABLE x; -- "a" (b OR c*) NEAR(d) 😀')).toEqual([
      "drop",
      "table",
      "x",
      "a",
      "b",
      "or",
      "c",
      "near",
      "d",
    ]);
    expect(documentTokens("x".repeat(500))).toEqual(["x".repeat(MAX_TOKEN_LENGTH)]);
  });

  it("asks for every pair of a Chinese query, the character of a one-character one", () => {
    expect(queryTerms("算力租赁")).toEqual([[["算力"]], [["力租"]], [["租赁"]]]);
    expect(queryTerms("云")).toEqual([[["云"]]]);
    // Loose: only the pairs inside ICU's words, single characters joined again (算 + 力).
    expect(queryTerms("算力租赁", { loose: true })).toEqual([[["算力"]], [["租赁"]]]);
  });

  it("lets a code be found whole or as its parts in a row", () => {
    expect(queryTerms("H100 租赁")).toEqual([[["h100"], ["h", "100"]], [["租赁"]]]);
    expect(queryTerms("８ｋＷ")).toEqual([[["8kw"], ["8", "kw"]]]);
  });

  it("bounds the number of conditions of a long query", () => {
    expect(queryTerms("数据中心的算力与液冷机柜以及网络服务和云产品的介绍资料").length).toBeLessThanOrEqual(MAX_QUERY_TERMS);
    expect(queryTerms(Array.from({ length: 60 }, (_, index) => `w${index}`).join(" "))).toHaveLength(MAX_QUERY_TERMS);
  });

  it("writes each database's query syntax with every token quoted", () => {
    const terms = queryTerms(`H100 "租赁'`);
    expect(fullTextMatch(terms)).toBe('("h100" OR "h" + "100") AND ("租赁")');
    expect(fullTextMatch(terms, "title")).toBe('{title} : (("h100" OR "h" + "100") AND ("租赁"))');
    expect(textSearchQuery(terms)).toBe("('h100' | 'h' <-> '100') & ('租赁')");
    expect(textSearchQuery(terms, { loose: true })).toBe("('h100' | 'h' & '100') & ('租赁')");
  });
});

describe("search highlighting", () => {
  it("marks pairs in Chinese text and whole words in Latin text, in the text as written", () => {
    const highlight = createHighlighter(queryTerms("液冷 H100"));
    expect(marked(highlight.whole("单柜 40kW 液冷，８×Ｈ100 与 H 100、AH100"))).toBe("单柜 40kW [液冷]，８×[Ｈ100] 与 [H 100]、AH100");
    expect(marked(createHighlighter(queryTerms("雲端")).whole("云端开发环境"))).toBe("[云端]开发环境");
    expect(marked(createHighlighter(queryTerms("1600 Gbps")).whole("1,600Gbps 出口"))).toBe("[1,600][Gbps] 出口");
    expect(marked(createHighlighter(queryTerms("小时")).whole("按小\u2060时计费"))).toBe("按[小\u2060时]计费");
    expect(documentTokens("小\u2060时")).toEqual(["小", "小时", "时"]);
  });

  it("cuts a snippet around the place with the most terms, marked as text", () => {
    const text = `${"前言。".repeat(80)}液冷机柜采用冷板式液冷。${"后记。".repeat(80)}`;
    const snippet = createHighlighter(queryTerms("液冷")).snippet(text, 60);
    expect(snippet[0]).toEqual({ text: "…" });
    expect(snippet.at(-1)).toEqual({ text: "…" });
    expect(snippet.filter((part) => part.hit).map((part) => part.text)).toEqual(["液冷", "液冷"]);
  });

  it("keeps markup in the text as text", () => {
    const parts = createHighlighter(queryTerms("script")).whole("<script>alert(1)</script>");
    expect(parts).toEqual([
      { text: "<" },
      { text: "script", hit: true },
      { text: ">alert(1)</" },
      { text: "script", hit: true },
      { text: ">" },
    ]);
  });
});

describe("article text", () => {
  it("reads an article's headings apart and its text line by line, entities decoded, scripts dropped", () => {
    expect(
      articleText(
        '<h2>液冷 &amp; 算力</h2><p>Hello <strong>world</strong> &lt;b&gt;</p><ul><li>a</li><li>b</li></ul><img alt="图"><script>x()</script>',
      ),
    ).toEqual({
      headings: "液冷 & 算力",
      text: "液冷 & 算力\nHello world <b>\na\nb\n图",
    });
  });
});
