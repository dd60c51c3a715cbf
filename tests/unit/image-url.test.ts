import { describe, expect, it } from "vitest";
import { imageUrl } from "../../common/image-url.ts";

/** Issue 25 item 7: the one rule every console-edited image field follows (common/image-url.ts). */
describe("image url rule", () => {
  it.each([
    ["/files/12-0123456789abcdef/w960.webp", "/files/12-0123456789abcdef/w960.webp"],
    [" /files/12-0123456789abcdef/original.png ", "/files/12-0123456789abcdef/original.png"],
    ["/files/%31/x.png", null],
    ["/files/../api/v1/web/account/logout", null],
    ["/files/%2e%2e/api/v1/web/account/logout", null],
    ["/files/./../api/v1/web/account/logout", null],
    ["/files/1-0123456789abcdef/original.png?x=/api", null],
    ["/files/1-0123456789abcdef/original.png#x", null],
    ["/api/v1/web/account/logout?clientid=x", null],
    ["/api/resource/oss/download/3", null],
    ["/images/logo.png", null],
    ["//evil.example/x.png", null],
    ["/\\evil.example/x.png", null],
    ["/\t/evil.example/x.png", null],
    ["https://evil.example/x.png", null],
    ["javascript:alert(1)", null],
    ["data:image/png;base64,AAAA", null],
    ["", null],
    [null, null],
  ])("%j -> %j with no origin allowed", (value, expected) => {
    expect(imageUrl(value)).toBe(expected);
  });

  it.each([
    ["https://cdn.example.com/a/b.webp", "https://cdn.example.com/a/b.webp"],
    ["https://CDN.example.com/a b.webp", "https://cdn.example.com/a%20b.webp"],
    ["http://cdn.example.com/a.webp", null],
    ["https://user:pass@cdn.example.com/a.webp", null],
    ["https://cdn.example.com:8443/a.webp", null],
    ["https://cdn.example.com.evil.example/a.webp", null],
    ["https://evil.example/https://cdn.example.com/a.webp", null],
  ])("%j -> %j with https://cdn.example.com allowed", (value, expected) => {
    expect(imageUrl(value, ["https://cdn.example.com"])).toBe(expected);
  });
});
