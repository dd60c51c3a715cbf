/** Text of the search page (/search), in Chinese; search-en-us.ts has the same keys. Sent by the page's loader. */
export const searchZhCN = {
  title: "站内搜索",
  formLabel: "搜索本站",
  placeholder: "产品、型号或关键词，如 H100、液冷",
  submit: "搜索",
  prompt: "输入关键词，搜索产品与服务页面、新闻和投资者关系文件。",
  count: "找到 {total} 条与“{query}”相关的结果",
  countOne: "找到 1 条与“{query}”相关的结果",
  countAbout: "找到约 {total} 条与“{query}”相关的结果",
  pageOf: "第 {page} / {count} 页",
  none: "没有找到与“{query}”相关的结果。",
  noneHint: "换个说法试试，或从这些页面开始：",
  pageOutOfRange: "这一页没有结果。",
  firstPage: "回到第一页",
  shortened: "搜索词最多 {max} 个字符，已按前 {max} 个字符搜索。",
  broadened: "没有与搜索词完全一致的内容，以下结果分别包含其中的词语。",
  kinds: { page: "页面", news: "新闻", report: "定期报告", announcement: "公告" },
  pdf: "PDF",
  alsoIn: "本页相关位置：",
  pagination: "搜索结果分页",
  previousPage: "上一页",
  nextPage: "下一页",
  pageN: "第 {page} 页",
};

export type SearchMessages = typeof searchZhCN;
