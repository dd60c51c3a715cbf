/** /investorRelation — intro, governance, announcements and periodic reports (downloads are wired up later). */

import type { Cta, Feature, Hero, Localized, SectionHeading, Seo, TextSection } from "../types.ts";

export type ReportKind = "annual" | "interim" | "quarterly" | "esg";

export type Announcement = {
  id: string;
  /** ISO date, YYYY-MM-DD. */
  date: string;
  title: string;
};

export type PeriodicReport = {
  /** Slug, stable across languages; the future download is keyed on it. */
  id: string;
  title: string;
  /** The reporting year (fiscal year covered), not the publication year. */
  year: number;
  kind: ReportKind;
  /** ISO date of publication, YYYY-MM-DD. */
  publishedAt: string;
};

export type InvestorPageContent = {
  seo: Seo;
  hero: Hero;
  intro: TextSection;
  highlightsHeading: SectionHeading;
  highlights: Feature[];
  governanceHeading: SectionHeading;
  governance: Feature[];
  announcementsHeading: SectionHeading;
  announcements: Announcement[];
  reportsHeading: SectionHeading;
  reportKindLabels: Record<ReportKind, string>;
  reports: PeriodicReport[];
  /** Shown where a download button will go until files are available. */
  downloadPending: string;
  disclaimer: string;
  contact: { heading: string; body: string; links: Cta[] };
};

export const investorContent: Localized<InvestorPageContent> = {
  zh_CN: {
    seo: {
      title: "投资者关系",
      description:
        "查阅定期报告、临时公告、ESG 报告与公司治理信息，了解我们在数据中心、云计算、AI 算力与网络服务领域的发展战略与经营进展。",
    },
    hero: {
      eyebrow: "投资者关系",
      title: "透明沟通，长期价值",
      subtitle: "我们坚持真实、准确、完整、及时、公平地披露信息，与投资者保持坦诚、持续的沟通。",
    },
    intro: {
      heading: "致投资者",
      paragraphs: [
        "AI 与数字经济的发展正在持续推高对高质量算力基础设施的需求。经过 14 年的积累，我们形成了“AIDC + 云 + AI 算力 + 网络”的业务布局，五大区域智算中心、600PFlops AI 算力平台与 1600Gbps 网络出口共同构成了公司的核心资产与竞争壁垒。",
        "我们将继续坚持稳健经营与审慎投资，在保障现有客户服务质量的同时，有序推进液冷改造与绿色电力使用，提升资产效率，为股东创造长期、可持续的回报。",
      ],
    },
    highlightsHeading: {
      title: "核心优势",
      lead: "支撑长期发展的关键能力。",
    },
    highlights: [
      { title: "自建自营的区域布局", body: "五大智算中心覆盖东部用户密集区与西部能源富集区，兼顾低时延与低成本。" },
      { title: "AI 算力先发优势", body: "较早布局 GPU 算力与液冷基础设施，AI 算力平台规模达到 600PFlops。" },
      { title: "多元业务协同", body: "机柜、云、AI 算力与网络相互带动，提升客户黏性与单客户价值。" },
      { title: "绿色低碳运营", body: "全网 PUE 持续下降，绿电占比逐年提升，契合长期政策与市场方向。" },
    ],
    governanceHeading: {
      title: "公司治理",
      lead: "规范运作、有效制衡、科学决策。",
    },
    governance: [
      { title: "董事会", body: "董事会由执行董事、非执行董事与独立董事组成，独立董事在重大事项中独立发表意见。" },
      { title: "专门委员会", body: "董事会下设审计委员会、薪酬与考核委员会、提名委员会以及战略与 ESG 委员会，各司其职。" },
      { title: "信息披露", body: "建立信息披露管理制度，确保所有投资者平等、及时地获取公司信息。" },
      { title: "内部控制与合规", body: "建立覆盖财务、运营与信息安全的内部控制体系，定期开展内部审计与合规检查。" },
    ],
    announcementsHeading: {
      title: "公告",
      lead: "最新临时公告与业绩公告。",
    },
    announcements: [
      { id: "2026-q3-results", date: "2026-10-28", title: "2026 年第三季度业绩公告" },
      { id: "2026-board-resolutions-oct", date: "2026-10-16", title: "董事会会议决议公告" },
      { id: "2026-interim-results", date: "2026-08-27", title: "2026 年半年度业绩公告" },
      { id: "2025-agm-resolutions", date: "2026-06-19", title: "2025 年年度股东大会决议公告" },
      { id: "2025-agm-notice", date: "2026-05-28", title: "关于召开 2025 年年度股东大会的通知" },
      { id: "2026-q1-results", date: "2026-04-29", title: "2026 年第一季度业绩公告" },
      { id: "2025-annual-results", date: "2026-04-24", title: "2025 年年度业绩公告" },
      { id: "2026-auditor-reappointment", date: "2026-04-24", title: "关于续聘会计师事务所的公告" },
      { id: "2025-northwest-expansion", date: "2025-12-18", title: "关于西北智算中心二期扩建项目的公告" },
      { id: "2025-q3-results", date: "2025-10-29", title: "2025 年第三季度业绩公告" },
      { id: "2025-interim-results", date: "2025-08-28", title: "2025 年半年度业绩公告" },
    ],
    reportsHeading: {
      title: "定期报告",
      lead: "年度报告、半年度报告、季度报告与 ESG 报告。",
    },
    reportKindLabels: { annual: "年度报告", interim: "半年度报告", quarterly: "季度报告", esg: "ESG 报告" },
    reports: [
      { id: "q3-report-2026", title: "2026 年第三季度报告", year: 2026, kind: "quarterly", publishedAt: "2026-10-28" },
      { id: "interim-report-2026", title: "2026 年半年度报告", year: 2026, kind: "interim", publishedAt: "2026-08-27" },
      { id: "q1-report-2026", title: "2026 年第一季度报告", year: 2026, kind: "quarterly", publishedAt: "2026-04-29" },
      { id: "annual-report-2025", title: "2025 年年度报告", year: 2025, kind: "annual", publishedAt: "2026-04-24" },
      { id: "esg-report-2025", title: "2025 年环境、社会及治理（ESG）报告", year: 2025, kind: "esg", publishedAt: "2026-04-24" },
      { id: "q3-report-2025", title: "2025 年第三季度报告", year: 2025, kind: "quarterly", publishedAt: "2025-10-29" },
      { id: "interim-report-2025", title: "2025 年半年度报告", year: 2025, kind: "interim", publishedAt: "2025-08-28" },
      { id: "q1-report-2025", title: "2025 年第一季度报告", year: 2025, kind: "quarterly", publishedAt: "2025-04-28" },
      { id: "annual-report-2024", title: "2024 年年度报告", year: 2024, kind: "annual", publishedAt: "2025-04-25" },
      { id: "esg-report-2024", title: "2024 年环境、社会及治理（ESG）报告", year: 2024, kind: "esg", publishedAt: "2025-04-25" },
      { id: "esg-report-2023", title: "2023 年环境、社会及治理（ESG）报告", year: 2023, kind: "esg", publishedAt: "2024-04-26" },
    ],
    downloadPending: "文件即将上线",
    disclaimer: "本页面信息仅供参考，不构成任何投资建议。相关信息以公司在法定信息披露渠道发布的正式公告为准。",
    contact: {
      heading: "投资者联系",
      body: "如有投资者关系相关问题，请通过页脚公布的公司热线与我们联系，我们将尽快回复。",
      links: [
        { label: "绿色发展", to: "/greenDevelop" },
        { label: "关于我们", to: "/about" },
      ],
    },
  },
  en_US: {
    seo: {
      title: "Investor Relations",
      description:
        "Periodic reports, announcements, ESG reports and governance information on our strategy and progress in data centres, cloud, AI computing and network services.",
    },
    hero: {
      eyebrow: "Investor Relations",
      title: "Open communication, long-term value",
      subtitle:
        "We disclose information truthfully, accurately, completely, promptly and fairly, and keep an honest, continuous dialogue with investors.",
    },
    intro: {
      heading: "To our investors",
      paragraphs: [
        "The growth of AI and the digital economy keeps raising demand for high-quality computing infrastructure. Over 14 years we have built a business spanning AI data centres, cloud, AI computing and networks. Our five regional AI computing centres, 600PFlops AI computing platform and 1600Gbps of network egress are our core assets and our competitive edge.",
        "We will continue to operate prudently and invest with discipline: protecting service quality for existing customers while steadily expanding liquid cooling and green power, improving asset efficiency and creating long-term, sustainable returns for shareholders.",
      ],
    },
    highlightsHeading: {
      title: "Investment highlights",
      lead: "The capabilities behind our long-term growth.",
    },
    highlights: [
      {
        title: "Self-built regional footprint",
        body: "Five AI computing centres cover both the user-dense east and the energy-rich west, balancing low latency with low cost.",
      },
      {
        title: "Early mover in AI computing",
        body: "An early start in GPU computing and liquid-cooled infrastructure, with an AI computing platform of 600PFlops.",
      },
      {
        title: "Complementary businesses",
        body: "Racks, cloud, AI computing and networks reinforce each other, deepening customer relationships and value per customer.",
      },
      {
        title: "Green operations",
        body: "Fleet PUE keeps falling and our renewable share rises every year, in line with long-term policy and market direction.",
      },
    ],
    governanceHeading: {
      title: "Corporate governance",
      lead: "Sound operation, effective checks and balances, informed decisions.",
    },
    governance: [
      {
        title: "Board of directors",
        body: "The board comprises executive, non-executive and independent directors; independent directors give their own opinions on major matters.",
      },
      {
        title: "Board committees",
        body: "Audit, remuneration and appraisal, nomination, and strategy and ESG committees each oversee their own area.",
      },
      {
        title: "Disclosure",
        body: "A disclosure management policy ensures all investors receive company information equally and promptly.",
      },
      {
        title: "Internal control and compliance",
        body: "Internal controls cover finance, operations and information security, with regular internal audits and compliance reviews.",
      },
    ],
    announcementsHeading: {
      title: "Announcements",
      lead: "The latest announcements and results.",
    },
    announcements: [
      { id: "2026-q3-results", date: "2026-10-28", title: "Q3 2026 Results Announcement" },
      { id: "2026-board-resolutions-oct", date: "2026-10-16", title: "Announcement of Board Resolutions" },
      { id: "2026-interim-results", date: "2026-08-27", title: "2026 Interim Results Announcement" },
      { id: "2025-agm-resolutions", date: "2026-06-19", title: "Announcement of Resolutions of the 2025 Annual General Meeting" },
      { id: "2025-agm-notice", date: "2026-05-28", title: "Notice of the 2025 Annual General Meeting" },
      { id: "2026-q1-results", date: "2026-04-29", title: "Q1 2026 Results Announcement" },
      { id: "2025-annual-results", date: "2026-04-24", title: "2025 Annual Results Announcement" },
      { id: "2026-auditor-reappointment", date: "2026-04-24", title: "Announcement on the Reappointment of the Auditor" },
      {
        id: "2025-northwest-expansion",
        date: "2025-12-18",
        title: "Announcement on Phase II Expansion of the Northwest China AI Computing Centre",
      },
      { id: "2025-q3-results", date: "2025-10-29", title: "Q3 2025 Results Announcement" },
      { id: "2025-interim-results", date: "2025-08-28", title: "2025 Interim Results Announcement" },
    ],
    reportsHeading: {
      title: "Periodic reports",
      lead: "Annual, interim, quarterly and ESG reports.",
    },
    reportKindLabels: { annual: "Annual report", interim: "Interim report", quarterly: "Quarterly report", esg: "ESG report" },
    reports: [
      { id: "q3-report-2026", title: "Q3 2026 Report", year: 2026, kind: "quarterly", publishedAt: "2026-10-28" },
      { id: "interim-report-2026", title: "2026 Interim Report", year: 2026, kind: "interim", publishedAt: "2026-08-27" },
      { id: "q1-report-2026", title: "Q1 2026 Report", year: 2026, kind: "quarterly", publishedAt: "2026-04-29" },
      { id: "annual-report-2025", title: "2025 Annual Report", year: 2025, kind: "annual", publishedAt: "2026-04-24" },
      {
        id: "esg-report-2025",
        title: "2025 Environmental, Social and Governance (ESG) Report",
        year: 2025,
        kind: "esg",
        publishedAt: "2026-04-24",
      },
      { id: "q3-report-2025", title: "Q3 2025 Report", year: 2025, kind: "quarterly", publishedAt: "2025-10-29" },
      { id: "interim-report-2025", title: "2025 Interim Report", year: 2025, kind: "interim", publishedAt: "2025-08-28" },
      { id: "q1-report-2025", title: "Q1 2025 Report", year: 2025, kind: "quarterly", publishedAt: "2025-04-28" },
      { id: "annual-report-2024", title: "2024 Annual Report", year: 2024, kind: "annual", publishedAt: "2025-04-25" },
      {
        id: "esg-report-2024",
        title: "2024 Environmental, Social and Governance (ESG) Report",
        year: 2024,
        kind: "esg",
        publishedAt: "2025-04-25",
      },
      {
        id: "esg-report-2023",
        title: "2023 Environmental, Social and Governance (ESG) Report",
        year: 2023,
        kind: "esg",
        publishedAt: "2024-04-26",
      },
    ],
    downloadPending: "Download coming soon",
    disclaimer:
      "Information on this page is for reference only and is not investment advice. The formal announcements published through statutory disclosure channels prevail.",
    contact: {
      heading: "Investor contact",
      body: "For investor relations enquiries, please call the company hotline listed in the footer and we will get back to you promptly.",
      links: [
        { label: "Green Development", to: "/greenDevelop" },
        { label: "About Us", to: "/about" },
      ],
    },
  },
};
