import { describe, expect, it } from "vitest";
import { videoEmbed } from "../../common/video-embed.ts";

/** Which videos an article may embed, from what an editor pastes (issue 26). */
describe("videoEmbed", () => {
  it.each([
    ["https://www.bilibili.com/video/BV1GJ411x7h7", "https://player.bilibili.com/player.html?bvid=BV1GJ411x7h7&autoplay=0"],
    [
      "https://www.bilibili.com/video/BV1GJ411x7h7/?spm_id_from=333.337&p=2",
      "https://player.bilibili.com/player.html?bvid=BV1GJ411x7h7&p=2&autoplay=0",
    ],
    [
      '<iframe src="//player.bilibili.com/player.html?isOutside=true&aid=1&bvid=BV1GJ411x7h7&cid=2&p=1" scrolling="no" allowfullscreen="true"></iframe>',
      "https://player.bilibili.com/player.html?bvid=BV1GJ411x7h7&autoplay=0",
    ],
    ["https://v.qq.com/x/cover/mzc00200abcdefg/x0047abcdef.html", "https://v.qq.com/txp/iframe/player.html?vid=x0047abcdef"],
    ["https://v.qq.com/x/page/x0047abcdef.html", "https://v.qq.com/txp/iframe/player.html?vid=x0047abcdef"],
    ["https://v.qq.com/txp/iframe/player.html?vid=x0047abcdef", "https://v.qq.com/txp/iframe/player.html?vid=x0047abcdef"],
    ["https://v.youku.com/v_show/id_XNTk4MjY2NzQ4MA==.html?spm=a2h0c", "https://player.youku.com/embed/XNTk4MjY2NzQ4MA=="],
    [
      "<iframe height=498 width=510 src='https://player.youku.com/embed/XNTk4MjY2NzQ4MA=='></iframe>",
      "https://player.youku.com/embed/XNTk4MjY2NzQ4MA==",
    ],
    ["  http://www.bilibili.com/video/BV1GJ411x7h7  ", "https://player.bilibili.com/player.html?bvid=BV1GJ411x7h7&autoplay=0"],
  ])("turns %s into its player", (input, src) => {
    expect(videoEmbed(input)?.src).toBe(src);
  });

  it.each([
    "",
    "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
    "https://player.bilibili.com.evil.example/player.html?bvid=BV1GJ411x7h7",
    "https://evil.example/?u=https://www.bilibili.com/video/BV1GJ411x7h7",
    "https://www.bilibili.com/video/BV1GJ411x7h7/../../evil",
    "https://b23.tv/abcdef",
    "javascript:alert(1)//https://v.qq.com/x/page/x0047abcdef.html",
    "https://v.qq.com/x/page/x0047abcdef.html.evil",
    "https://player.bilibili.com/player.html?bvid=BV1GJ411x7h7%22onload=alert(1)",
    "https://player.youku.com/embed/XNTk4MjY2NzQ4MA==/../../x",
    '<iframe src="https://evil.example/player"></iframe>',
    "ftp://v.qq.com/x/page/x0047abcdef.html",
  ])("refuses %s", (input) => {
    expect(videoEmbed(input)).toBeNull();
  });
});
