import { describe, expect, it } from "vitest";
import { toQueryString } from "../../common/query-string.ts";

describe("toQueryString", () => {
  it("joins scalar pairs with & and has no trailing &", () => {
    expect(toQueryString({ pageNum: 1, pageSize: 10, type: "news" })).toBe("pageNum=1&pageSize=10&type=news");
  });

  it("returns an empty string when nothing remains", () => {
    expect(toQueryString({})).toBe("");
    expect(toQueryString({ a: null, b: undefined, c: "" })).toBe("");
  });

  it("skips null, undefined and empty strings but keeps 0 and false", () => {
    expect(toQueryString({ a: null, b: undefined, c: "", d: 0, e: false, f: "x" })).toBe("d=0&e=false&f=x");
  });

  it("nests objects as key[sub] and encodes the bracketed key as a whole", () => {
    expect(toQueryString({ params: { beginTime: "2024-01-01", endTime: "" } })).toBe("params%5BbeginTime%5D=2024-01-01");
  });

  it("indexes arrays", () => {
    expect(toQueryString({ ids: [1, 2] })).toBe("ids%5B0%5D=1&ids%5B1%5D=2");
  });

  it("recurses below the first level", () => {
    expect(toQueryString({ a: { b: { c: 1 } } })).toBe("a%5Bb%5D%5Bc%5D=1");
  });

  it("encodes keys and values", () => {
    expect(toQueryString({ "name&x": "张三 & co=1?", q: "a/b#c" })).toBe("name%26x=%E5%BC%A0%E4%B8%89%20%26%20co%3D1%3F&q=a%2Fb%23c");
  });

  it("accepts interface-typed queries with nested objects", () => {
    interface NewsQuery {
      pageNum: number;
      title?: string;
      params: { beginTime: string; endTime: string };
    }
    const query: NewsQuery = { pageNum: 1, params: { beginTime: "2024-01-01", endTime: "2024-01-31" } };
    expect(toQueryString(query)).toBe("pageNum=1&params%5BbeginTime%5D=2024-01-01&params%5BendTime%5D=2024-01-31");
  });
});
