import { describe, expect, it } from "vitest";
import { acquisitionOf, deviceOf, isRobot, utmOf } from "../../server/services/analytics/acquisition.ts";
import { pageOfPath } from "../../server/services/analytics/request-facts.ts";
import { truncatedAddress } from "../../server/services/analytics/visitor-hash.ts";

const CHROME = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";
const WECHAT =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.49(0x18003129) NetType/WIFI Language/zh_CN";
const WECOM =
  "Mozilla/5.0 (Windows NT 10.0; WOW64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/86.0 Safari/537.36 wxwork/4.1.22 MicroMessenger/7.0.1 Language/zh";
const WEIBO =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Weibo (iPhone15,2__weibo__14.5.2__iphone__os17.5)";
const DOUYIN =
  "Mozilla/5.0 (Linux; Android 14; V2309A) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120 Mobile Safari/537.36 aweme_290300 JsSdk/1.0 NetType/WIFI";
const BAIDU_APP =
  "Mozilla/5.0 (Linux; Android 13; PGT-AN10) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/97 Mobile Safari/537.36 baiduboxapp/13.58.0.10";

const SITE = "www.example-cloud.test";

/**
 * [landing query, referrer, user agent, expected channel, expected source]: the rules of decision
 * 025 as the sales team reads them. UTM values first; then a known referrer; then an in-app browser.
 */
const CASES: Array<[string, string | undefined, string, string, string]> = [
  ["", undefined, CHROME, "direct", ""],
  ["", "https://www.example-cloud.test/about", CHROME, "direct", ""],
  ["", "https://www.baidu.com/s?wd=%E4%BA%91%E8%AE%A1%E7%AE%97", CHROME, "search", "baidu"],
  ["", "https://m.baidu.com/from=844b/s?word=AIDC", IPHONE, "search", "baidu"],
  ["", "https://www.baidu.com/link?url=abc", CHROME, "search", "baidu"],
  ["", "https://www.sogou.com/web?query=gpu", CHROME, "search", "sogou"],
  ["", "https://m.sogou.com/", IPHONE, "search", "sogou"],
  ["", "https://www.so.com/s?q=idc", CHROME, "search", "so360"],
  ["", "https://m.sm.cn/s?q=cloud", IPHONE, "search", "shenma"],
  ["", "https://quark.sm.cn/s?q=gpu", IPHONE, "search", "shenma"],
  ["", "https://cn.bing.com/search?q=aidc", CHROME, "search", "bing"],
  ["", "https://www.bing.com/", CHROME, "search", "bing"],
  ["", "https://www.google.com/", CHROME, "search", "google"],
  ["", "https://www.google.com.hk/", CHROME, "search", "google"],
  ["", "https://www.google.co.jp/", CHROME, "search", "google"],
  ["", "https://duckduckgo.com/", CHROME, "search", "duckduckgo"],
  ["", "https://yandex.ru/search/?text=gpu", CHROME, "search", "yandex"],
  ["", "android-app://com.google.android.googlequicksearchbox/", IPHONE, "search", "google"],
  ["", undefined, BAIDU_APP, "search", "baidu"],
  ["", "https://mp.weixin.qq.com/s/AbCdEf", WECHAT, "social", "wechat"],
  ["", undefined, WECHAT, "social", "wechat"],
  ["", undefined, WECOM, "social", "wecom"],
  ["", "https://weibo.com/u/123", CHROME, "social", "weibo"],
  ["", "https://t.cn/A6abc", IPHONE, "social", "weibo"],
  ["", undefined, WEIBO, "social", "weibo"],
  ["", "https://zhuanlan.zhihu.com/p/123", CHROME, "social", "zhihu"],
  ["", "https://www.linkedin.com/feed/", CHROME, "social", "linkedin"],
  ["", "https://lnkd.in/xyz", CHROME, "social", "linkedin"],
  ["", "https://www.douyin.com/video/1", CHROME, "social", "douyin"],
  ["", undefined, DOUYIN, "social", "douyin"],
  ["", "https://www.xiaohongshu.com/explore/1", IPHONE, "social", "xiaohongshu"],
  ["", "https://tieba.baidu.com/p/1", CHROME, "social", "tieba"],
  ["", "https://t.co/abc", CHROME, "social", "x"],
  ["", "https://mail.qq.com/cgi-bin/frame_html", CHROME, "email", "qqmail"],
  ["", "https://mail.163.com/js6/main.jsp", CHROME, "email", "netease"],
  ["", "https://outlook.live.com/mail/0/", CHROME, "email", "outlook"],
  ["?utm_source=newsletter&utm_medium=email&utm_campaign=nov", undefined, CHROME, "email", "newsletter"],
  ["?utm_source=edm&utm_campaign=gpu-launch", undefined, CHROME, "email", "edm"],
  ["?utm_medium=E-Mail&utm_source=crm", "https://mail.qq.com/", CHROME, "email", "crm"],
  ["?utm_source=baidu&utm_medium=cpc&utm_campaign=aidc-2026", "https://www.baidu.com/baidu.php?url=x", CHROME, "campaign", "baidu"],
  ["?utm_campaign=expo", undefined, CHROME, "campaign", ""],
  ["?utm_source=wechat&utm_medium=social&utm_campaign=gpu", undefined, WECHAT, "campaign", "wechat"],
  ["?utm_term=gpu+rental", undefined, CHROME, "campaign", ""],
  ["", "https://www.idc-forum.example/thread/9", CHROME, "referral", ""],
  ["", "https://partner.example.org/", WECHAT, "referral", ""],
  ["", "not a url", CHROME, "direct", ""],
  ["?utm_source=", undefined, CHROME, "direct", ""],
];

describe("channel of a visit (decision 025)", () => {
  it("covers at least 30 referrer and UTM cases", () => {
    expect(CASES.length).toBeGreaterThanOrEqual(30);
  });

  it.each(CASES)("%s from %s (%s) is %s / %s", (query, referrer, userAgent, channel, source) => {
    const acquisition = acquisitionOf({ utm: utmOf(query), referrer, userAgent, siteHost: SITE });
    expect([acquisition.channel, acquisition.source]).toEqual([channel, source]);
  });

  it("keeps the referring domain without www. and never the search words", () => {
    const acquisition = acquisitionOf({
      utm: utmOf(""),
      referrer: "https://www.baidu.com/s?wd=%E4%BA%91",
      userAgent: CHROME,
      siteHost: SITE,
    });
    expect(acquisition.referrerDomain).toBe("baidu.com");
  });

  it("reads the five UTM values, trimmed and at most 100 characters", () => {
    expect(utmOf(`?utm_source=%20baidu%20&utm_medium=cpc&utm_campaign=${"x".repeat(150)}&utm_content=ad1&utm_term=gpu&x=1`)).toEqual({
      source: "baidu",
      medium: "cpc",
      campaign: "x".repeat(100),
      content: "ad1",
      term: "gpu",
    });
  });
});

describe("device, robots, networks and pages", () => {
  it("tells phones, tablets and desktops apart", () => {
    expect(deviceOf(IPHONE)).toBe("mobile");
    expect(deviceOf(DOUYIN)).toBe("mobile");
    expect(deviceOf("Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148")).toBe("tablet");
    expect(deviceOf("Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 Chrome/120 Safari/537.36")).toBe("tablet");
    expect(deviceOf(CHROME)).toBe("desktop");
  });

  it.each([
    "Mozilla/5.0 (compatible; Baiduspider/2.0; +http://www.baidu.com/search/spider.html)",
    "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
    "Sogou web spider/4.0(+http://www.sogou.com/docs/help/webmasters.htm#07)",
    "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)",
    "curl/8.5.0",
    "ELB-HealthChecker/2.0",
    "kube-probe/1.29",
    "Mozilla/5.0 (compatible; UptimeRobot/2.0; http://www.uptimerobot.com/)",
    "Prometheus/2.51.0",
    "",
  ])("counts %s as a robot", (userAgent) => {
    expect(isRobot(userAgent || undefined)).toBe(true);
  });

  it("counts browsers and in-app browsers as people", () => {
    for (const userAgent of [CHROME, IPHONE, WECHAT, WEIBO, DOUYIN, BAIDU_APP]) expect(isRobot(userAgent)).toBe(false);
  });

  it("cuts IPv4 to its /24 and IPv6 to its /48", () => {
    expect(truncatedAddress("203.0.113.77")).toBe("203.0.113.0");
    expect(truncatedAddress("2001:db8:1234:5678::1")).toBe("2001:db8:1234::");
    expect(truncatedAddress("2001:0db8:0001:ffff:0:0:0:1")).toBe("2001:db8:1::");
    expect(truncatedAddress("2001:db8::1")).toBe("2001:db8:0::");
    expect(truncatedAddress("::1")).toBe("0:0:0::");
    expect(truncatedAddress("unknown")).toBe("unknown");
  });

  it("keeps public pages without the /en prefix and leaves out everything else", () => {
    expect(pageOfPath("/index")).toBe("/index");
    expect(pageOfPath("/en/AIDC")).toBe("/AIDC");
    expect(pageOfPath("/en")).toBe("/");
    expect(pageOfPath("/newsDetail/12/")).toBe("/newsDetail/12");
    for (const path of [
      "/admin",
      "/admin/leads",
      "/api/health",
      "/assets/app.js",
      "/files/1-abc/original.pdf",
      "/index.data",
      "/robots.txt",
      "/callback",
      "/redirect/x",
      "/preview/Qk9vYjEyMzQ1Njc4OTAxMjM0NTY3ODkwMTIzNDU2Nzg5",
      "/en/preview/Qk9vYjEyMzQ1Njc4OTAxMjM0NTY3ODkwMTIzNDU2Nzg5",
      "//evil.test",
    ]) {
      expect({ path, page: pageOfPath(path) }).toEqual({ path, page: undefined });
    }
  });
});
