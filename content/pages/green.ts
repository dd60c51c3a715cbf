/** /greenDevelop — ESG: energy efficiency, renewables, liquid cooling, heat reuse, targets, social, governance, reports. */

import type { Cta, Feature, Figure, Hero, Localized, SectionHeading, Seo, TextSection } from "../types.ts";

/** Fleet-wide annual average PUE. */
export type PueTrendPoint = { year: number; pue: number; note: string };

/** Share of renewable electricity in total consumption, percent. */
export type RenewableTrendPoint = { year: number; sharePercent: number; note: string };

export type EsgTarget = { year: number; title: string; body: string };

export type EsgReportEntry = { id: string; year: number; title: string };

export type GreenPageContent = {
  seo: Seo;
  hero: Hero;
  figures: Figure[];
  intro: TextSection;
  efficiencyHeading: SectionHeading;
  pueTrend: PueTrendPoint[];
  pueNote: string;
  renewablesHeading: SectionHeading;
  renewablesTrend: RenewableTrendPoint[];
  renewables: Feature[];
  liquidCoolingHeading: SectionHeading;
  liquidCooling: Feature[];
  heatReuseHeading: SectionHeading;
  heatReuse: { paragraphs: string[]; figures: Figure[] };
  targetsHeading: SectionHeading;
  targets: EsgTarget[];
  socialHeading: SectionHeading;
  social: Feature[];
  governanceHeading: SectionHeading;
  governance: Feature[];
  reportsHeading: SectionHeading;
  reports: EsgReportEntry[];
  reportsNote: string;
  reportsLink: Cta;
};

export const greenContent: Localized<GreenPageContent> = {
  zh_CN: {
    seo: {
      title: "绿色发展",
      description:
        "以低 PUE、绿色电力、液冷技术与余热回收推动数据中心低碳运营，2025 年全网平均 PUE 降至 1.24、绿电占比达 42%，并发布 ESG 目标与年度报告。",
    },
    hero: {
      eyebrow: "ESG · 绿色发展",
      title: "让每一瓦算力都更绿色",
      subtitle: "我们把能效、绿电与循环利用贯穿数据中心的规划、建设与运营全过程，以负责任的方式支撑数字经济与 AI 产业发展。",
    },
    figures: [
      { value: "1.24", unit: "", label: "2025 年全网平均 PUE" },
      { value: "42", unit: "%", label: "2025 年绿色电力占比" },
      { value: "1.15", unit: "", label: "西北智算中心设计 PUE" },
      { value: "30", unit: "%+", label: "液冷较风冷制冷节能" },
    ],
    intro: {
      heading: "绿色是算力的底色",
      paragraphs: [
        "AI 算力的快速增长意味着更高的电力需求。作为数据中心运营方，我们既要保障算力供给，也有责任降低每一单位算力的能耗与碳排放。",
        "过去几年，我们在东部园区持续推进节能改造，在西部园区优先使用水电、风电与光伏资源，并规模化部署液冷，全网平均 PUE 从 2020 年的 1.45 逐年下降至 2025 年的 1.24。",
      ],
    },
    efficiencyHeading: {
      title: "能效表现",
      lead: "全网年均 PUE 持续下降，新建园区按照更高的能效标准设计。",
    },
    pueTrend: [
      { year: 2020, pue: 1.45, note: "" },
      { year: 2021, pue: 1.4, note: "" },
      { year: 2022, pue: 1.35, note: "" },
      { year: 2023, pue: 1.31, note: "" },
      { year: 2024, pue: 1.27, note: "" },
      { year: 2025, pue: 1.24, note: "" },
      { year: 2026, pue: 1.23, note: "1⁠–⁠9 月" },
    ],
    pueNote: "PUE 为五大智算中心按用电量加权的年度平均值，依据 GB 40879《数据中心能效限定值及能效等级》方法统计。",
    renewablesHeading: {
      title: "绿色电力",
      lead: "通过绿电交易、绿证采购与园区分布式光伏，持续提高可再生能源使用比例。",
    },
    renewablesTrend: [
      { year: 2021, sharePercent: 12, note: "" },
      { year: 2022, sharePercent: 18, note: "" },
      { year: 2023, sharePercent: 26, note: "" },
      { year: 2024, sharePercent: 35, note: "" },
      { year: 2025, sharePercent: 42, note: "" },
      { year: 2026, sharePercent: 48, note: "1⁠–⁠9 月" },
    ],
    renewables: [
      { title: "西部园区就近用绿", body: "西南智算中心水电占比超过 70%，西北智算中心持续提高风电、光伏直供比例。" },
      { title: "绿电交易与绿证", body: "东部园区通过省内绿电交易与绿证采购，逐年提高可再生能源比例。" },
      { title: "园区分布式光伏", body: "在屋顶与停车场建设分布式光伏，所发电量优先用于园区办公与辅助设施。" },
    ],
    liquidCoolingHeading: {
      title: "液冷技术",
      lead: "高密度 AI 机柜的散热难题，也是节能的突破口。",
    },
    liquidCooling: [
      {
        title: "冷板式液冷规模部署",
        body: "华北、华东、西南、西北智算中心均建有冷板式液冷专区，单机柜最高 40kW，相比传统风冷制冷能耗降低 30% 以上。",
      },
      { title: "浸没式液冷试点", body: "西北智算中心开展浸没式液冷试点，探索面向下一代高功耗 GPU 的散热与能效方案。" },
      { title: "高温水与自然冷却", body: "液冷系统采用较高的供液温度，可在更长时间内利用自然冷源，减少冷水机组运行时间。" },
    ],
    heatReuseHeading: {
      title: "余热回收",
      lead: "把服务器产生的热量变成城市的暖气。",
    },
    heatReuse: {
      paragraphs: [
        "华北智算中心通过热泵机组回收液冷系统与机房回风中的余热，在供暖季为园区办公楼及周边建筑提供采暖，替代部分燃气锅炉供热。",
        "我们正在评估在其他北方及西部园区推广余热回收，并与地方合作方探讨为农业温室和市政设施供热的可行性。",
      ],
      figures: [
        { value: "15", unit: "万㎡", label: "供暖季供热建筑面积" },
        { value: "4", unit: "个月", label: "每年余热供暖时长" },
      ],
    },
    targetsHeading: {
      title: "我们的目标",
      lead: "以清晰、可衡量的目标推动持续改进，并在年度 ESG 报告中披露进展。",
    },
    targets: [
      { year: 2027, title: "新建机房能效", body: "所有新建数据机房设计 PUE 不高于 1.20，并预留液冷条件。" },
      { year: 2028, title: "全网能效", body: "全网年均 PUE 降至 1.20 及以下。" },
      { year: 2030, title: "绿色电力", body: "可再生能源电力占比达到 80% 以上，西部园区实现绿电全覆盖。" },
      { year: 2035, title: "运营碳中和", body: "实现范围一与范围二运营层面的碳中和。" },
    ],
    socialHeading: {
      title: "社会责任",
      lead: "与员工、客户和社区共同成长。",
    },
    social: [
      { title: "安全生产", body: "建立覆盖设计、施工与运营的安全管理体系，持续开展安全培训与应急演练。" },
      { title: "人才培养", body: "与高校合作开展数据中心运维与 AI 工程人才培养，为毕业生提供实习与就业机会。" },
      { title: "普惠算力", body: "为高校科研团队和初创企业提供算力支持计划，降低 AI 创新门槛。" },
      { title: "社区共建", body: "园区所在地优先吸纳本地就业，参与社区公益与乡村振兴项目。" },
    ],
    governanceHeading: {
      title: "公司治理",
      lead: "规范、透明、负责任的治理是可持续发展的基础。",
    },
    governance: [
      { title: "ESG 管理架构", body: "董事会下设 ESG 相关委员会，统筹可持续发展战略、目标制定与信息披露。" },
      { title: "数据安全与隐私", body: "依据 ISO/IEC 27001 与网络安全等级保护要求建立数据安全体系，尊重并保护个人信息。" },
      { title: "商业道德", body: "制定员工行为准则与反腐败制度，设立举报渠道并保护举报人。" },
      { title: "负责任供应链", body: "将能效、环保与劳工标准纳入供应商准入与评估，推动供应链共同减碳。" },
    ],
    reportsHeading: {
      title: "ESG 报告",
      lead: "我们每年发布环境、社会及治理报告，披露目标进展与关键数据。",
    },
    reports: [
      { id: "esg-report-2025", year: 2025, title: "2025 年环境、社会及治理（ESG）报告" },
      { id: "esg-report-2024", year: 2024, title: "2024 年环境、社会及治理（ESG）报告" },
      { id: "esg-report-2023", year: 2023, title: "2023 年环境、社会及治理（ESG）报告" },
    ],
    reportsNote: "报告全文可在投资者关系页面查阅。",
    reportsLink: { label: "前往投资者关系", to: "/investorRelation" },
  },
  en_US: {
    seo: {
      title: "Green Development",
      description:
        "Low PUE, green power, liquid cooling and waste-heat reuse drive our low-carbon operations: fleet PUE of 1.24 and 42% renewables in 2025, with clear targets.",
    },
    hero: {
      eyebrow: "ESG",
      title: "Greener computing, watt by watt",
      subtitle:
        "Energy efficiency, green power and reuse run through how we plan, build and operate our data centres, so we can support the digital economy and AI responsibly.",
    },
    figures: [
      { value: "1.24", unit: "", label: "Fleet average PUE in 2025" },
      { value: "42", unit: "%", label: "Renewable electricity in 2025" },
      { value: "1.15", unit: "", label: "Design PUE in Northwest China" },
      { value: "30", unit: "%+", label: "Cooling energy saved by liquid cooling" },
    ],
    intro: {
      heading: "Computing power should be green by default",
      paragraphs: [
        "The rapid growth of AI computing means rapidly growing demand for electricity. As a data-centre operator, we must keep capacity coming, and we are also responsible for cutting the energy and carbon behind every unit of computing.",
        "In recent years we have retrofitted our eastern campuses for efficiency, given priority to hydro, wind and solar power in the west and deployed liquid cooling at scale. Our fleet average PUE has fallen every year, from 1.45 in 2020 to 1.24 in 2025.",
      ],
    },
    efficiencyHeading: {
      title: "Energy efficiency",
      lead: "Fleet average PUE keeps falling, and new campuses are designed to tighter efficiency standards.",
    },
    pueTrend: [
      { year: 2020, pue: 1.45, note: "" },
      { year: 2021, pue: 1.4, note: "" },
      { year: 2022, pue: 1.35, note: "" },
      { year: 2023, pue: 1.31, note: "" },
      { year: 2024, pue: 1.27, note: "" },
      { year: 2025, pue: 1.24, note: "" },
      { year: 2026, pue: 1.23, note: "January–September" },
    ],
    pueNote:
      "PUE is the annual average across our five AI computing centres, weighted by electricity use and calculated with the method of the national standard GB 40879.",
    renewablesHeading: {
      title: "Green electricity",
      lead: "Green power trading, renewable energy certificates and on-site solar steadily raise our share of renewable electricity.",
    },
    renewablesTrend: [
      { year: 2021, sharePercent: 12, note: "" },
      { year: 2022, sharePercent: 18, note: "" },
      { year: 2023, sharePercent: 26, note: "" },
      { year: 2024, sharePercent: 35, note: "" },
      { year: 2025, sharePercent: 42, note: "" },
      { year: 2026, sharePercent: 48, note: "January–September" },
    ],
    renewables: [
      {
        title: "Local green power in the west",
        body: "More than 70% of the Southwest China centre's electricity comes from hydropower, and the Northwest China centre keeps increasing its direct supply of wind and solar power.",
      },
      {
        title: "Green power trading and certificates",
        body: "Our eastern campuses raise their renewable share each year through provincial green power trading and certificate purchases.",
      },
      { title: "On-site solar", body: "Rooftop and car-park solar arrays supply offices and auxiliary facilities on campus first." },
    ],
    liquidCoolingHeading: {
      title: "Liquid cooling",
      lead: "The cooling challenge of dense AI racks is also an opportunity to save energy.",
    },
    liquidCooling: [
      {
        title: "Cold-plate cooling at scale",
        body: "The North, East, Southwest and Northwest China centres all have cold-plate liquid-cooled halls with up to 40 kW per rack, using over 30% less cooling energy than traditional air cooling.",
      },
      {
        title: "Immersion-cooling pilot",
        body: "A pilot in Northwest China explores cooling and efficiency for the next generation of high-power GPUs.",
      },
      {
        title: "Warm water and free cooling",
        body: "Higher supply temperatures in our liquid loops allow free cooling for more of the year and shorter chiller run times.",
      },
    ],
    heatReuseHeading: {
      title: "Waste-heat reuse",
      lead: "Turning server heat into heating for the community.",
    },
    heatReuse: {
      paragraphs: [
        "At the North China AI Computing Centre, heat pumps recover waste heat from the liquid-cooling loops and hall return air. During the heating season it warms campus offices and nearby buildings, replacing part of the heat from gas boilers.",
        "We are assessing heat recovery at our other northern and western campuses and exploring with local partners whether it can heat greenhouses and municipal facilities.",
      ],
      figures: [
        { value: "150,000", unit: "m²", label: "Floor area heated each season" },
        { value: "4", unit: "months", label: "Heat supplied each year" },
      ],
    },
    targetsHeading: {
      title: "Our targets",
      lead: "Clear, measurable targets drive continuous improvement, and we report progress in our annual ESG report.",
    },
    targets: [
      {
        year: 2027,
        title: "Efficient new halls",
        body: "Every new data hall designed for a PUE of 1.20 or lower and ready for liquid cooling.",
      },
      { year: 2028, title: "Fleet efficiency", body: "Fleet annual average PUE at or below 1.20." },
      {
        year: 2030,
        title: "Green electricity",
        body: "At least 80% renewable electricity, with our western campuses fully on green power.",
      },
      { year: 2035, title: "Carbon-neutral operations", body: "Carbon neutrality for Scope 1 and Scope 2 operational emissions." },
    ],
    socialHeading: {
      title: "Social responsibility",
      lead: "Growing together with our people, customers and communities.",
    },
    social: [
      {
        title: "Health and safety",
        body: "A safety management system covering design, construction and operations, with regular training and emergency drills.",
      },
      {
        title: "Developing talent",
        body: "Partnerships with universities to train data-centre operations and AI engineering talent, with internships and jobs for graduates.",
      },
      {
        title: "Accessible computing",
        body: "A computing support programme for university research teams and start-ups that lowers the barrier to AI innovation.",
      },
      {
        title: "Local communities",
        body: "We hire locally around our campuses first and take part in community and rural-revitalisation projects.",
      },
    ],
    governanceHeading: {
      title: "Governance",
      lead: "Sound, transparent and responsible governance is the basis of sustainable growth.",
    },
    governance: [
      { title: "ESG oversight", body: "An ESG committee under the board oversees sustainability strategy, target setting and disclosure." },
      {
        title: "Data security and privacy",
        body: "A data security system based on ISO/IEC 27001 and MLPS requirements that respects and protects personal information.",
      },
      {
        title: "Business ethics",
        body: "A code of conduct and anti-corruption policy, with a whistle-blowing channel that protects those who speak up.",
      },
      {
        title: "Responsible supply chain",
        body: "Energy, environmental and labour standards are part of supplier admission and assessment, so our supply chain cuts carbon with us.",
      },
    ],
    reportsHeading: {
      title: "ESG reports",
      lead: "Each year we publish an environmental, social and governance report disclosing progress against our targets and key data.",
    },
    reports: [
      { id: "esg-report-2025", year: 2025, title: "2025 Environmental, Social and Governance (ESG) Report" },
      { id: "esg-report-2024", year: 2024, title: "2024 Environmental, Social and Governance (ESG) Report" },
      { id: "esg-report-2023", year: 2023, title: "2023 Environmental, Social and Governance (ESG) Report" },
    ],
    reportsNote: "Full reports are available on the Investor Relations page.",
    reportsLink: { label: "Go to Investor Relations", to: "/investorRelation" },
  },
};
