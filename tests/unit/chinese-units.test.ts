import { describe, expect, it } from "vitest";
import { keepUnitsWhole, keepUnitsWholeInHtml } from "../../common/chinese-units.ts";

const JOINER = "\u2060";

describe("Chinese units kept whole", () => {
  it("joins the characters of each unit in text, the longest unit first", () => {
    expect(keepUnitsWhole("按小时计费，每千瓦时一元")).toBe(`按小${JOINER}时计费，每千${JOINER}瓦${JOINER}时一元`);
  });

  it("in an article's HTML, changes the text between tags and never a tag or an attribute", () => {
    const html = '<p title="小时">按小时或包月计费，<a href="/search?q=小时">15 分钟</a>内响应</p><img alt="千瓦" src="/a.png">';
    expect(keepUnitsWholeInHtml(html)).toBe(
      `<p title="小时">按小${JOINER}时或包月计费，<a href="/search?q=小时">15 分${JOINER}钟</a>内响应</p><img alt="千瓦" src="/a.png">`,
    );
    expect(keepUnitsWholeInHtml("5 小时")).toBe(`5 小${JOINER}时`);
  });
});
