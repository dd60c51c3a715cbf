import type { Language } from "../common/constants.ts";

/**
 * The screens of spec section 2 and their metadata (the route "handle"): routes.ts builds the
 * route table from this list, and the layout and document title read it by route id.
 */
export interface PageEntry {
  id: string;
  /** Path pattern without the language prefix. */
  path: string;
  file: string;
  title: Record<Language, string>;
  hiddenNav?: boolean;
  hiddenFooter?: boolean;
  /** Standalone pages that never appear in the menu or the sitemap. */
  hidden?: boolean;
}

export const pages = [
  { id: "index", path: "/index", file: "routes/home.tsx", title: { zh_CN: "首页", en_US: "Home" } },
  { id: "aiProduct", path: "/sunCloudAIProduct", file: "routes/ai-product.tsx", title: { zh_CN: "AI产品", en_US: "AI Products" } },
  { id: "aidc", path: "/AIDC", file: "routes/aidc.tsx", title: { zh_CN: "AI数据中心", en_US: "AI Data Centres" } },
  { id: "cloudProduct", path: "/cloudProduct", file: "routes/cloud-product.tsx", title: { zh_CN: "云产品", en_US: "Cloud Products" } },
  { id: "aiCompute", path: "/sunCloudAIPro", file: "routes/ai-compute.tsx", title: { zh_CN: "AI算力", en_US: "AI Computing Power" } },
  {
    id: "networkService",
    path: "/networkService",
    file: "routes/network-service.tsx",
    title: { zh_CN: "网络服务", en_US: "Network Services" },
  },
  {
    id: "greenDevelop",
    path: "/greenDevelop",
    file: "routes/green-develop.tsx",
    title: { zh_CN: "绿色发展", en_US: "Green Development (ESG)" },
  },
  {
    id: "ecologyPartner",
    path: "/ecologyPartner",
    file: "routes/ecology-partner.tsx",
    title: { zh_CN: "生态合作", en_US: "Partner Programme" },
  },
  { id: "about", path: "/about", file: "routes/about.tsx", title: { zh_CN: "公司介绍", en_US: "About Us" } },
  { id: "news", path: "/news", file: "routes/news.tsx", title: { zh_CN: "新闻中心", en_US: "News" } },
  { id: "cabinet", path: "/cabinet", file: "routes/cabinet.tsx", title: { zh_CN: "机柜详情", en_US: "Cabinet Details" } },
  { id: "newsDetail", path: "/newsDetail/:id", file: "routes/news-detail.tsx", title: { zh_CN: "新闻详情", en_US: "News Detail" } },
  {
    id: "investorRelation",
    path: "/investorRelation",
    file: "routes/investor-relation.tsx",
    title: { zh_CN: "投资者关系", en_US: "Investor Relations" },
  },
  { id: "privacy", path: "/privacy", file: "routes/privacy.tsx", title: { zh_CN: "个人信息保护政策", en_US: "Privacy Policy" } },
  {
    id: "login",
    path: "/login",
    file: "routes/login.tsx",
    title: { zh_CN: "登录", en_US: "Log in" },
    hidden: true,
    hiddenNav: true,
    hiddenFooter: true,
  },
  {
    id: "register",
    path: "/register",
    file: "routes/register.tsx",
    title: { zh_CN: "注册", en_US: "Register" },
    hidden: true,
    hiddenNav: true,
    hiddenFooter: true,
  },
  {
    id: "forget",
    path: "/forget",
    file: "routes/forget.tsx",
    title: { zh_CN: "找回密码", en_US: "Reset password" },
    hidden: true,
    hiddenNav: true,
    hiddenFooter: true,
  },
  {
    id: "callback",
    path: "/callback",
    file: "routes/oidc-return.tsx",
    title: { zh_CN: "第三方登录", en_US: "Third-party sign-in" },
    hidden: true,
    hiddenNav: true,
    hiddenFooter: true,
  },
  {
    id: "callbackSuccess",
    path: "/callbackSuccess",
    file: "routes/oidc-return.tsx",
    title: { zh_CN: "第三方登录", en_US: "Third-party sign-in" },
    hidden: true,
    hiddenNav: true,
    hiddenFooter: true,
  },
  { id: "account", path: "/account", file: "routes/account.tsx", title: { zh_CN: "账号设置", en_US: "My account" }, hidden: true },
  { id: "redirect", path: "/redirect/*", file: "routes/redirect.tsx", title: { zh_CN: "跳转中", en_US: "Redirecting" }, hidden: true },
  // Site search: a result page per query, never in the menu, the sitemap or a search engine (noindex).
  { id: "search", path: "/search", file: "routes/search.tsx", title: { zh_CN: "站内搜索", en_US: "Search" }, hidden: true },
  { id: "unauthorized", path: "/401", file: "routes/unauthorized.tsx", title: { zh_CN: "无权访问", en_US: "Access denied" }, hidden: true },
] as const satisfies readonly PageEntry[];

export type PageId = (typeof pages)[number]["id"];

const ENGLISH_ROUTE_ID_PREFIX = "en/";

export function englishRouteId(id: string): string {
  return `${ENGLISH_ROUTE_ID_PREFIX}${id}`;
}

/** The registry entry behind a route id (Chinese or /en variant), if it is a page. */
export function pageOfRouteId(routeId: string | undefined): PageEntry | undefined {
  if (!routeId) return undefined;
  const id = routeId.startsWith(ENGLISH_ROUTE_ID_PREFIX) ? routeId.slice(ENGLISH_ROUTE_ID_PREFIX.length) : routeId;
  return pages.find((page) => page.id === id);
}
