import { isbot } from "isbot";
import type { Channel, Device } from "../../../common/analytics.ts";

/** The five UTM parameters, as the landing URL carried them (trimmed, at most 100 characters). */
export interface Utm {
  source: string | null;
  medium: string | null;
  campaign: string | null;
  content: string | null;
  term: string | null;
}

export interface Acquisition {
  channel: Channel;
  /** The named engine, network or mailbox (`baidu`, `wechat`, `qqmail`), the campaign's utm_source, or "". */
  source: string;
  /** The referring site without `www.`, or an Android app's package; null when none was sent. */
  referrerDomain: string | null;
}

const UTM_MAX = 100;
export const NO_UTM: Utm = { source: null, medium: null, campaign: null, content: null, term: null };

/** The UTM values of a query string ("" or "?a=b…"). */
export function utmOf(search: string): Utm {
  if (!search.includes("utm_")) return NO_UTM;
  const params = new URLSearchParams(search);
  const value = (name: string) => params.get(name)?.trim().slice(0, UTM_MAX) || null;
  return {
    source: value("utm_source"),
    medium: value("utm_medium"),
    campaign: value("utm_campaign"),
    content: value("utm_content"),
    term: value("utm_term"),
  };
}

const hasUtm = (utm: Utm) => Boolean(utm.source || utm.medium || utm.campaign || utm.content || utm.term);

/**
 * Referring hosts by domain (a host matches itself and its subdomains; the longest match wins).
 * Search engines and social networks are named one by one, Chinese ones first, as the sales team
 * reads them; web mail is the e-mail channel.
 */
const KNOWN_HOSTS = new Map<string, [Channel, string]>([
  ["baidu.com", ["search", "baidu"]],
  ["tieba.baidu.com", ["social", "tieba"]],
  ["sogou.com", ["search", "sogou"]],
  ["so.com", ["search", "so360"]],
  ["haosou.com", ["search", "so360"]],
  ["sm.cn", ["search", "shenma"]],
  ["bing.com", ["search", "bing"]],
  ["so.toutiao.com", ["search", "toutiao"]],
  ["yandex.ru", ["search", "yandex"]],
  ["yandex.com", ["search", "yandex"]],
  ["duckduckgo.com", ["search", "duckduckgo"]],
  ["search.yahoo.com", ["search", "yahoo"]],
  ["search.yahoo.co.jp", ["search", "yahoo"]],
  ["ecosia.org", ["search", "ecosia"]],
  ["search.naver.com", ["search", "naver"]],
  ["search.brave.com", ["search", "brave"]],
  ["startpage.com", ["search", "startpage"]],
  ["qwant.com", ["search", "qwant"]],
  ["weixin.qq.com", ["social", "wechat"]],
  ["wx.qq.com", ["social", "wechat"]],
  ["servicewechat.com", ["social", "wechat"]],
  ["wechat.com", ["social", "wechat"]],
  ["work.weixin.qq.com", ["social", "wecom"]],
  ["weibo.com", ["social", "weibo"]],
  ["weibo.cn", ["social", "weibo"]],
  ["t.cn", ["social", "weibo"]],
  ["zhihu.com", ["social", "zhihu"]],
  ["linkedin.com", ["social", "linkedin"]],
  ["lnkd.in", ["social", "linkedin"]],
  ["douyin.com", ["social", "douyin"]],
  ["iesdouyin.com", ["social", "douyin"]],
  ["xiaohongshu.com", ["social", "xiaohongshu"]],
  ["xhslink.com", ["social", "xiaohongshu"]],
  ["bilibili.com", ["social", "bilibili"]],
  ["b23.tv", ["social", "bilibili"]],
  ["toutiao.com", ["social", "toutiao"]],
  ["kuaishou.com", ["social", "kuaishou"]],
  ["qzone.qq.com", ["social", "qzone"]],
  ["douban.com", ["social", "douban"]],
  ["juejin.cn", ["social", "juejin"]],
  ["csdn.net", ["social", "csdn"]],
  ["v2ex.com", ["social", "v2ex"]],
  ["dingtalk.com", ["social", "dingtalk"]],
  ["feishu.cn", ["social", "feishu"]],
  ["x.com", ["social", "x"]],
  ["twitter.com", ["social", "x"]],
  ["t.co", ["social", "x"]],
  ["facebook.com", ["social", "facebook"]],
  ["instagram.com", ["social", "instagram"]],
  ["youtube.com", ["social", "youtube"]],
  ["reddit.com", ["social", "reddit"]],
  ["github.com", ["social", "github"]],
  ["news.ycombinator.com", ["social", "hackernews"]],
  ["mail.qq.com", ["email", "qqmail"]],
  ["exmail.qq.com", ["email", "qqmail"]],
  ["mail.163.com", ["email", "netease"]],
  ["mail.126.com", ["email", "netease"]],
  ["mail.yeah.net", ["email", "netease"]],
  ["qiye.163.com", ["email", "netease"]],
  ["mail.aliyun.com", ["email", "aliyun"]],
  ["qiye.aliyun.com", ["email", "aliyun"]],
  ["mail.sina.com.cn", ["email", "sina"]],
  ["mail.sohu.com", ["email", "sohu"]],
  ["mail.google.com", ["email", "gmail"]],
  ["outlook.live.com", ["email", "outlook"]],
  ["outlook.office.com", ["email", "outlook"]],
  ["outlook.office365.com", ["email", "outlook"]],
  ["mail.yahoo.com", ["email", "yahoo"]],
]);

/** Google's country domains: google.com, google.com.hk, google.co.jp, … */
const GOOGLE_HOST = /(^|\.)google\.(com?\.)?[a-z]{2,3}$/;

/** Apps that open links with an `android-app://package` referrer. */
const ANDROID_APPS = new Map<string, [Channel, string]>([
  ["com.google.android.googlequicksearchbox", ["search", "google"]],
  ["com.google.android.gm", ["email", "gmail"]],
  ["com.baidu.searchbox", ["search", "baidu"]],
  ["com.tencent.mm", ["social", "wechat"]],
  ["com.tencent.wework", ["social", "wecom"]],
  ["com.sina.weibo", ["social", "weibo"]],
  ["com.zhihu.android", ["social", "zhihu"]],
  ["com.linkedin.android", ["social", "linkedin"]],
  ["com.ss.android.ugc.aweme", ["social", "douyin"]],
  ["com.tencent.mobileqq", ["social", "qq"]],
]);

/**
 * In-app browsers, which often send no referrer at all: a visitor reading inside WeChat came from
 * WeChat. WeCom says MicroMessenger too, so it comes first.
 */
const IN_APP_BROWSERS: [RegExp, Channel, string][] = [
  [/wxwork\//i, "social", "wecom"],
  [/MicroMessenger\//i, "social", "wechat"],
  [/__weibo__|Weibo \(/i, "social", "weibo"],
  [/aweme|BytedanceWebview.*Douyin|\bDouyin\b/i, "social", "douyin"],
  [/ZhihuHybrid/i, "social", "zhihu"],
  [/LinkedInApp/i, "social", "linkedin"],
  [/DingTalk\//i, "social", "dingtalk"],
  [/Lark\/|Feishu/i, "social", "feishu"],
  [/xhsdiscover/i, "social", "xiaohongshu"],
  [/NewsArticle\//i, "social", "toutiao"],
  [/ QQ\/\d/, "social", "qq"],
  [/baiduboxapp/i, "search", "baidu"],
];

/** utm_medium or utm_source words that mean a mailing (EDM is the usual Chinese term). */
const EMAIL_TAGS = ["email", "e-mail", "e_mail", "e mail", "newsletter", "edm"];
const isEmailTag = (value: string | null) => {
  const lowered = value?.toLowerCase() ?? "";
  return lowered === "mail" || EMAIL_TAGS.some((tag) => lowered.includes(tag));
};

function knownHost(host: string): [Channel, string] | undefined {
  if (GOOGLE_HOST.test(host)) return ["search", "google"];
  for (let suffix = host; suffix.includes("."); suffix = suffix.slice(suffix.indexOf(".") + 1)) {
    const known = KNOWN_HOSTS.get(suffix);
    if (known) return known;
  }
  return undefined;
}

/** The referrer's host (lowercase, without `www.`) or an Android app's package; undefined when unreadable. */
function referrerDomainOf(referrer: string): string | undefined {
  try {
    const url = new URL(referrer);
    if (url.protocol === "android-app:") return url.hostname.toLowerCase() || undefined;
    if (url.protocol !== "http:" && url.protocol !== "https:") return undefined;
    return (
      url.hostname
        .toLowerCase()
        .replace(/^www\./, "")
        .slice(0, 253) || undefined
    );
  } catch {
    return undefined;
  }
}

/**
 * The channel of a visit from its landing URL's UTM values, the referrer and the browser
 * (decision 025): UTM values first (a mailing if they say so, else a campaign), then a known
 * referrer (search engine, social network, web mail), any other site as a referral, then an
 * in-app browser, else direct. The site's own pages as referrer say nothing: direct.
 */
export function acquisitionOf(input: { utm: Utm; referrer: string | undefined; userAgent: string; siteHost: string }): Acquisition {
  const domain = input.referrer ? referrerDomainOf(input.referrer) : undefined;
  const external = domain !== undefined && domain !== input.siteHost.replace(/^www\./, "") ? domain : undefined;
  const referrerDomain = external ?? null;
  if (hasUtm(input.utm)) {
    const channel = isEmailTag(input.utm.medium) || isEmailTag(input.utm.source) ? "email" : "campaign";
    return { channel, source: input.utm.source ?? "", referrerDomain };
  }
  if (external) {
    const known = input.referrer?.startsWith("android-app:") ? ANDROID_APPS.get(external) : knownHost(external);
    if (known) return { channel: known[0], source: known[1], referrerDomain };
    return { channel: "referral", source: "", referrerDomain };
  }
  for (const [pattern, channel, source] of IN_APP_BROWSERS) {
    if (pattern.test(input.userAgent)) return { channel, source, referrerDomain: null };
  }
  return { channel: "direct", source: "", referrerDomain: null };
}

const TABLET = /iPad|Tablet|PlayBook|Silk\/|Kindle|Android(?!.*Mobile)/i;
const MOBILE = /Mobi|iPhone|iPod|Android|Windows Phone|HarmonyOS|OpenHarmony/i;

/** Phone, tablet or desktop, from the user agent (an iPad that says "Macintosh" counts as desktop). */
export function deviceOf(userAgent: string): Device {
  if (TABLET.test(userAgent)) return "tablet";
  return MOBILE.test(userAgent) ? "mobile" : "desktop";
}

/** Uptime monitors and load-balancer probes that isbot's list may not name. */
const PROBES = /health|probe|uptime|monitor|check_http|nagios|zabbix|prometheus|blackbox|kube-|elb-|googlehc/i;

/** A robot, a crawler, a monitor or a request that names no browser at all. */
export function isRobot(userAgent: string | undefined): boolean {
  return !userAgent || isbot(userAgent) || PROBES.test(userAgent);
}
