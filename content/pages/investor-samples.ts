/**
 * The copy of the seed's sample investor documents (server/db/seed/sample-pdf.ts): one report and
 * one announcement in each language, several pages with a table, each saying in its own language
 * that it is a sample. The figures are placeholders ("X,XXX.XX"): an operator fact the site cannot
 * know is never invented (docs/decisions/015-visitor-polish.md).
 */

import type { Localized } from "../types.ts";
import type { ReportKind } from "./investor.ts";

export type SampleTable = { heading: string; caption: string; note: string; header: string[]; rows: string[][]; widths: number[] };
export type SampleSection = { heading: string; paragraphs: string[]; subsections?: { heading: string; body: string }[] };

export type InvestorSampleCopy = {
  /** The mark on every page, above the title and in the footer. */
  mark: string;
  /** "Page {page} of {pages}". */
  pageOf: string;
  notice: { heading: string; body: string };
  report: {
    kindLabels: Record<ReportKind, string>;
    /** "Report type: {kind}   Reporting year: {year}   Published: {date}". */
    meta: string;
    contents: { heading: string; header: string[]; page: string };
    introduction: SampleSection;
    financialTable: SampleTable;
    esgTable: SampleTable;
    review: SampleSection;
    risks: SampleSection;
    closing: string;
  };
  announcement: {
    /** "Date of announcement: {date}". */
    meta: string;
    body: SampleSection;
    table: SampleTable;
    closing: string[];
  };
};

const FIGURE = "X,XXX.XX";
const CHANGE = "XX.X%";

export const investorSampleCopy: Localized<InvestorSampleCopy> = {
  zh_CN: {
    mark: "示例文件 · 非正式信息披露",
    pageOf: "第 {page} 页 / 共 {pages} 页",
    notice: {
      heading: "关于本示例文件",
      body:
        "本文件是网站种子数据中的示例文件，用于演示投资者关系栏目的预览、下载与打包功能，并非真实的定期报告或公告。" +
        "文中的数字均为占位符，不代表任何公司的经营情况。运营人员请在管理后台“投资者关系”中上传正式文件替换本示例；" +
        "正式的信息披露以公司在法定信息披露渠道发布的公告为准。",
    },
    report: {
      kindLabels: { annual: "年度报告", interim: "半年度报告", quarterly: "季度报告", esg: "环境、社会及治理（ESG）报告" },
      meta: "报告类型：{kind}　　报告年度：{year}　　发布日期：{date}",
      contents: { heading: "目录", header: ["章节", "页码"], page: "{page}" },
      introduction: {
        heading: "第一节　重要提示",
        paragraphs: [
          "公司董事会、监事会及董事、监事、高级管理人员保证报告内容的真实性、准确性和完整性，不存在虚假记载、误导性陈述或重大遗漏，并承担个别和连带的法律责任。正式报告在此处载明上述声明以及未出席董事会会议的董事情况。",
          "公司负责人、主管会计工作负责人及会计机构负责人（会计主管人员）在此处声明保证报告中财务报告的真实、准确、完整。定期报告中的前瞻性陈述不构成公司对投资者的实质承诺，请投资者注意投资风险。",
        ],
      },
      financialTable: {
        heading: "第二节　主要财务指标",
        caption: "表 1　主要会计数据和财务指标",
        note: "单位：人民币万元。表中数字为占位符，正式报告在此列示经审计（或未经审计）的数据。",
        header: ["项目", "本报告期", "上年同期", "同比增减"],
        rows: [
          ["营业收入", FIGURE, FIGURE, CHANGE],
          ["归属于上市公司股东的净利润", FIGURE, FIGURE, CHANGE],
          ["扣除非经常性损益后的净利润", FIGURE, FIGURE, CHANGE],
          ["经营活动产生的现金流量净额", FIGURE, FIGURE, CHANGE],
          ["研发投入", FIGURE, FIGURE, CHANGE],
          ["资本开支", FIGURE, FIGURE, CHANGE],
          ["总资产（期末）", FIGURE, FIGURE, CHANGE],
          ["归属于上市公司股东的净资产（期末）", FIGURE, FIGURE, CHANGE],
        ],
        widths: [0.43, 0.19, 0.19, 0.19],
      },
      esgTable: {
        heading: "第二节　关键绩效指标",
        caption: "表 1　关键环境、社会及治理指标",
        note: "表中数字为占位符，正式报告在此列示经核验的指标及其统计口径。",
        header: ["指标", "单位", "本年度", "上年度"],
        rows: [
          ["全网平均电能利用效率（PUE）", "—", "X.XX", "X.XX"],
          ["绿色电力使用占比", "%", "XX.X", "XX.X"],
          ["用水效率（WUE）", "升/千瓦时", "X.XX", "X.XX"],
          ["温室气体排放（范围一、二）", "吨二氧化碳当量", FIGURE, FIGURE],
          ["员工人均培训时长", "小时", "XX.X", "XX.X"],
          ["重大信息安全事件", "起", "X", "X"],
        ],
        widths: [0.43, 0.23, 0.17, 0.17],
      },
      review: {
        heading: "第三节　管理层讨论与分析",
        paragraphs: [
          "正式报告在本节说明报告期内公司所处行业情况、主营业务、核心竞争力以及经营情况，并对财务状况、经营成果和现金流量进行分析。以下小节列出本网站介绍的四项业务，供运营人员撰写时参考。",
        ],
        subsections: [
          {
            heading: "一、AI 数据中心（AIDC）",
            body: "说明报告期内各区域智算中心的机柜规模、上架率、单机柜功率密度与液冷改造进展，以及新建与扩建项目的进度和投资情况。",
          },
          {
            heading: "二、云计算",
            body: "说明云服务器、对象存储、容器与数据库等产品的客户结构、收入构成和产品迭代情况，以及服务可用性等关键运营指标。",
          },
          {
            heading: "三、AI 算力",
            body: "说明 GPU 算力平台的规模、利用率与定价方式，按小时与包月计费业务的占比，以及面向训练和推理场景的产品进展。",
          },
          {
            heading: "四、网络服务",
            body: "说明骨干网络、出口带宽与专线业务的覆盖范围和质量指标，以及与数据中心、云和算力业务的协同情况。",
          },
        ],
      },
      risks: {
        heading: "第四节　风险因素",
        paragraphs: [
          "正式报告在本节逐项说明公司可能面对的主要风险及应对措施，通常包括：行业竞争加剧导致的价格风险；电力供应与能源价格波动风险；GPU 等关键设备供应与技术迭代风险；客户集中度风险；数据安全与合规风险；以及大额资本开支带来的财务风险。",
          "投资者应认真阅读正式报告全文，并充分关注上述风险因素。",
        ],
      },
      closing: "本示例文件到此结束。",
    },
    announcement: {
      meta: "公告日期：{date}",
      body: {
        heading: "正文",
        paragraphs: [
          "本公司董事会及全体董事保证本公告内容不存在任何虚假记载、误导性陈述或者重大遗漏，并对其内容的真实性、准确性和完整性承担法律责任。正式公告在此处载明该声明。",
          "正式公告的正文依次说明事项的基本情况、审议程序、对公司的影响以及风险提示。本示例仅演示公告的版式：第二页的表格列出正式公告通常包含的要点，内容均为占位符。",
        ],
      },
      table: {
        heading: "附表",
        caption: "表 1　公告要点",
        note: "表中内容为占位符。",
        header: ["事项", "内容"],
        rows: [
          ["会议或事项名称", "XXXX"],
          ["召开或发生日期", "XXXX 年 XX 月 XX 日"],
          ["审议或表决结果", "同意 X 票，反对 X 票，弃权 X 票"],
          ["涉及金额", "人民币 X,XXX.XX 万元"],
          ["对公司的影响", "XXXX"],
          ["备查文件", "XXXX"],
        ],
        widths: [0.32, 0.68],
      },
      closing: ["特此公告。", "董事会"],
    },
  },
  en_US: {
    mark: "Sample document · not a disclosure",
    pageOf: "Page {page} of {pages}",
    notice: {
      heading: "About this sample",
      body:
        "This file is a sample from the website's seed data. It shows how the investor-relations section previews, " +
        "downloads and zips documents; it is not a real periodic report or announcement. Every figure in it is a " +
        "placeholder and describes no company. The operator replaces it with the official document under Investor " +
        "relations in the console. Official disclosures are those published through the statutory information-disclosure channels.",
    },
    report: {
      kindLabels: { annual: "Annual report", interim: "Interim report", quarterly: "Quarterly report", esg: "ESG report" },
      meta: "Report type: {kind}    Reporting year: {year}    Published: {date}",
      contents: { heading: "Contents", header: ["Section", "Page"], page: "{page}" },
      introduction: {
        heading: "Section 1  Important notice",
        paragraphs: [
          "The board of directors, the supervisory board, the directors, supervisors and senior management warrant that the " +
            "contents of the report are true, accurate and complete, free of false records, misleading statements or material " +
            "omissions, and accept individual and joint legal liability for them. The official report states this here, " +
            "together with any directors absent from the board meeting.",
          "The person in charge of the company, the person in charge of accounting and the head of the accounting department " +
            "state here that the financial statements in the report are true, accurate and complete. Forward-looking statements " +
            "are not commitments to investors; investors should be aware of the risks of investment.",
        ],
      },
      financialTable: {
        heading: "Section 2  Key financial indicators",
        caption: "Table 1  Key accounting data and financial indicators",
        note: "In RMB 10,000. The figures are placeholders; the official report lists audited (or unaudited) data here.",
        header: ["Item", "This period", "Same period last year", "Change"],
        rows: [
          ["Operating revenue", FIGURE, FIGURE, CHANGE],
          ["Net profit attributable to shareholders", FIGURE, FIGURE, CHANGE],
          ["Net profit excluding non-recurring items", FIGURE, FIGURE, CHANGE],
          ["Net cash flow from operating activities", FIGURE, FIGURE, CHANGE],
          ["Research and development expenses", FIGURE, FIGURE, CHANGE],
          ["Capital expenditure", FIGURE, FIGURE, CHANGE],
          ["Total assets (end of period)", FIGURE, FIGURE, CHANGE],
          ["Net assets attributable to shareholders (end of period)", FIGURE, FIGURE, CHANGE],
        ],
        widths: [0.43, 0.19, 0.19, 0.19],
      },
      esgTable: {
        heading: "Section 2  Key performance indicators",
        caption: "Table 1  Key environmental, social and governance indicators",
        note: "The figures are placeholders; the official report lists verified indicators and how each is measured.",
        header: ["Indicator", "Unit", "This year", "Last year"],
        rows: [
          ["Average power usage effectiveness (PUE)", "—", "X.XX", "X.XX"],
          ["Share of green electricity", "%", "XX.X", "XX.X"],
          ["Water usage effectiveness (WUE)", "litres/kWh", "X.XX", "X.XX"],
          ["Greenhouse gas emissions (scopes 1 and 2)", "t CO2e", FIGURE, FIGURE],
          ["Training hours per employee", "hours", "XX.X", "XX.X"],
          ["Major information-security incidents", "count", "X", "X"],
        ],
        widths: [0.43, 0.23, 0.17, 0.17],
      },
      review: {
        heading: "Section 3  Management discussion and analysis",
        paragraphs: [
          "In this section the official report describes the industry in the reporting period, the main businesses, the " +
            "core strengths and the operations, and analyses the financial position, results and cash flows. The subsections " +
            "below list the four businesses this website presents, as a guide for the operator writing it.",
        ],
        subsections: [
          {
            heading: "1. AI data centres (AIDC)",
            body:
              "Cabinet capacity, occupancy, power density per cabinet and progress of liquid-cooling retrofits in each " +
              "regional data centre, with the progress of and investment in new and expanded sites.",
          },
          {
            heading: "2. Cloud",
            body:
              "Customer mix, revenue by product (cloud servers, object storage, containers, databases), product releases " +
              "and operating indicators such as service availability.",
          },
          {
            heading: "3. AI computing power",
            body:
              "Scale, utilisation and pricing of the GPU platform, the shares of hourly and monthly billing, and products " +
              "for training and inference.",
          },
          {
            heading: "4. Network services",
            body:
              "Coverage and quality of the backbone, egress bandwidth and private lines, and how they work with the data " +
              "centre, cloud and computing businesses.",
          },
        ],
      },
      risks: {
        heading: "Section 4  Risk factors",
        paragraphs: [
          "In this section the official report describes, one by one, the main risks the company faces and how it responds " +
            "to them, typically: price pressure from competition; power supply and energy prices; supply and technical change " +
            "of GPUs and other key equipment; customer concentration; data security and compliance; and the financial risk " +
            "of large capital expenditure.",
          "Investors should read the full official report and pay attention to these risk factors.",
        ],
      },
      closing: "End of the sample document.",
    },
    announcement: {
      meta: "Date of announcement: {date}",
      body: {
        heading: "Announcement",
        paragraphs: [
          "The board of directors and all directors warrant that this announcement contains no false records, misleading " +
            "statements or material omissions, and accept legal liability for the truth, accuracy and completeness of its " +
            "contents. The official announcement states this here.",
          "The body of an official announcement describes the matter, how it was approved, its effect on the company and " +
            "the risks. This sample only shows the layout: the table on the second page lists what an official announcement " +
            "usually covers, with placeholders.",
        ],
      },
      table: {
        heading: "Annex",
        caption: "Table 1  Key points of the announcement",
        note: "The contents are placeholders.",
        header: ["Item", "Details"],
        rows: [
          ["Meeting or matter", "XXXX"],
          ["Date held or occurred", "XXXX-XX-XX"],
          ["Result of the vote", "X for, X against, X abstaining"],
          ["Amount involved", "RMB X,XXX.XX (10,000)"],
          ["Effect on the company", "XXXX"],
          ["Documents available for inspection", "XXXX"],
        ],
        widths: [0.32, 0.68],
      },
      closing: ["Announcement made accordingly.", "The board of directors"],
    },
  },
};
