import { seededRandom } from "./seeded-random.ts";

/**
 * What a search box receives from people who paste, bots that probe and fingers that slip: query
 * operators, quotes, unbalanced brackets, SQL, FTS5 and tsquery syntax, emoji, control characters,
 * lone surrogates, right-to-left marks, very long strings. Fixed pieces combined by a seeded
 * generator, so every run sends the same queries (issue 29: none may be answered with a 5xx).
 */
const PIECES = [
  '"',
  "'",
  "''",
  '"液冷',
  "(",
  ")",
  "((((",
  "[",
  "]",
  "{",
  "}",
  "*",
  "H100*",
  "^",
  "~",
  "-",
  "--",
  "+",
  ":",
  "title:液冷",
  "{title}:H100",
  "NEAR(a b, 2)",
  "a NEAR b",
  "AND",
  "OR",
  "NOT",
  "a OR",
  "OR b",
  "NOT NOT",
  "&",
  "|",
  "!",
  "<->",
  "<2>",
  "a & | b",
  "!(a | b",
  ":*",
  "'a':*",
  "'; DROP TABLE search_entry; --",
  "1 OR 1=1",
  '" OR ""="',
  "UNION SELECT * FROM web_user",
  "%",
  "_",
  "\\",
  "\\'",
  "/* */",
  "<script>alert(1)</script>",
  "<img src=x onerror=alert(1)>",
  "&lt;b&gt;",
  "😀",
  "🚀🚀🚀",
  "👩‍👩‍👧‍👦",
  "\u0000",
  "\u0007",
  "\u202e",
  "\u200b",
  "\ufeff",
  "\ud800",
  "\udfff",
  "ﬁ",
  "ß",
  "İ",
  "Ǆ",
  "ＡＢＣ１２３",
  "Ⅻ",
  "①②",
  "؟مرحبا",
  "שלום",
  "안녕하세요",
  "こんにちは",
  "Привет",
  "液冷",
  "算力",
  "云",
  "H100",
  "8kW",
  "ISO/IEC 27001",
  "1,600Gbps",
  "3.5",
  "-1",
  "0x7fffffff",
  "99999999999999999999",
  "NaN",
  "null",
  "undefined",
  "%00",
  "%25",
  "?q=",
  "&page=2",
  "\t",
  "\n",
  "   ",
];

/** `count` odd queries: every piece alone first, then random mixes, some of them thousands of characters long. */
export function oddSearchQueries(count: number, seed = 29): string[] {
  const random = seededRandom(seed);
  const pick = () => PIECES[Math.floor(random() * PIECES.length)] as string;
  const queries = PIECES.slice(0, count);
  while (queries.length < count) {
    const roll = random();
    if (roll < 0.05)
      queries.push(
        pick()
          .repeat(Math.ceil(10_000 / Math.max(1, pick().length)))
          .slice(0, 10_000),
      );
    else if (roll < 0.1) queries.push(Array.from({ length: 300 }, pick).join(random() < 0.5 ? " " : ""));
    else queries.push(Array.from({ length: 1 + Math.floor(random() * 6) }, pick).join(random() < 0.5 ? " " : ""));
  }
  return queries;
}
