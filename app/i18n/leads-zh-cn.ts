/**
 * Text of the demo booking, the partner application, the news centre and the report downloads
 * (issue 5), in Chinese; leads-en-us.ts has the same keys. Pages send only their language's part
 * through their loader; the booking dialog, loaded on first use, carries both.
 */
export const leadsZhCN = {
  booking: {
    title: "预约产品演示",
    lead: "请留下您的联系方式与需求，我们的顾问将尽快与您联系。",
    labels: {
      username: "姓名",
      phone: "联系电话",
      email: "邮箱",
      company: "公司",
      posts: "职位",
      demandType: "需求类型",
      otherDesc: "其他需求",
      remark: "备注",
    },
    placeholders: {
      username: "请输入您的姓名",
      phone: "请输入您的联系电话",
      email: "请输入您的邮箱",
      company: "请输入您的公司",
      posts: "请输入您的职位",
      demandType: "请选择需求类型",
      otherDesc: "请描述您的需求",
      remark: "如有其他需要说明的内容，请在此填写",
    },
    submit: "提交预约",
    cancel: "取消",
    success: "预约成功，我们的顾问将尽快与您联系",
    duplicate: "您今天已提交过相同的预约，我们的顾问将尽快与您联系",
  },
  warning: {
    title: "提示",
    message: "预约产品演示需要先登录账号，是否立即登录？",
    stay: "留在本页",
    login: "立即登录",
  },
  /** Under every lead form: the privacy policy link (decision 025). */
  privacy: { before: "提交即表示您已阅读并同意我们按照", link: "《个人信息保护政策》", after: "处理您填写的信息。" },
  partner: {
    honeypot: "网站（请勿填写）",
    successTitle: "提交成功",
    duplicate: "我们今天已收到您相同内容的申请，合作伙伴团队将尽快与您联系。",
  },
  news: {
    filterLabel: "按栏目筛选",
    listLabel: "新闻列表",
    total: "共 {total} 条",
    publishedOn: "发布于",
    pagination: "分页",
    previousPage: "上一页",
    nextPage: "下一页",
    pageN: "第 {page} 页",
    pageTitle: "第 {page} 页",
    previousArticle: "上一篇",
    nextArticle: "下一篇",
    noPrevious: "没有更早的新闻了",
    noNext: "已是最新一篇",
    articleNav: "相邻新闻",
    notFoundTitle: "新闻不存在",
    notFoundBody: "您访问的新闻不存在或已下线，请返回新闻列表查看其他内容。",
    pageOutOfRange: "没有这一页，请返回第一页查看。",
    firstPage: "回到第一页",
  },
  downloads: {
    download: "下载",
    downloadAll: "下载全部报告（ZIP）",
    unavailable: "暂无文件",
    zipName: "投资者关系报告.zip",
  },
};

export type LeadsMessages = typeof leadsZhCN;
