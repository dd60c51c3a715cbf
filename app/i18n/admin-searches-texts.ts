import type { Language } from "../../common/constants.ts";

/** The texts of the console's "Searches" screen (issue 29), in both languages; only that screen loads them. */
const zhCN = {
  heading: "搜索统计",
  lead: "访客在网站上搜索的词，按周统计（{zone} 时间，周一至周日）。只记录搜索词和次数，不记录地址或访客；{days} 天后删除。",
  week: "周",
  thisWeek: "本周（{from} 至 {to}）",
  weekOf: "{from} 至 {to}",
  language: "语言",
  languages: { zh_CN: "中文", en_US: "English" } as Record<Language, string>,
  view: "显示",
  views: { top: "全部搜索词", empty: "没有结果的搜索词" },
  query: "包含",
  columns: { query: "搜索词", language: "语言", searches: "搜索次数", emptySearches: "无结果次数" },
  empty: "这一周没有搜索记录。",
};

type SearchesTexts = typeof zhCN;

const enUS: SearchesTexts = {
  heading: "Searches",
  lead: "What visitors searched for on the site, week by week ({zone} time, Monday to Sunday). Only the words and how often are kept, never an address or a visitor; they are deleted after {days} days.",
  week: "Week",
  thisWeek: "This week ({from} to {to})",
  weekOf: "{from} to {to}",
  language: "Language",
  languages: { zh_CN: "Chinese", en_US: "English" },
  view: "Show",
  views: { top: "All searches", empty: "Searches that found nothing" },
  query: "Containing",
  columns: { query: "Search", language: "Language", searches: "Searches", emptySearches: "Found nothing" },
  empty: "Nobody searched in this week.",
};

export const searchesTexts: Record<Language, SearchesTexts> = { zh_CN: zhCN, en_US: enUS };
