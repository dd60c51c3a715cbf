/** /about — company introduction, mission/vision/values, 14-year history, qualifications, contact pointer. */

import type { Cta, Feature, Figure, Hero, Localized, SectionHeading, Seo, TextSection } from "../types.ts";

export type Milestone = { year: number; title: string; body: string };

export type QualificationEntry = { title: string; scope: string };

export type BusinessLine = Feature & { link: Cta };

export type AboutPageContent = {
  seo: Seo;
  hero: Hero;
  figures: Figure[];
  intro: TextSection;
  businessHeading: SectionHeading;
  business: BusinessLine[];
  missionHeading: SectionHeading;
  mission: Feature;
  vision: Feature;
  values: Feature[];
  historyHeading: SectionHeading;
  history: Milestone[];
  qualificationsHeading: SectionHeading;
  qualifications: QualificationEntry[];
  contact: { heading: string; paragraphs: string[]; links: Cta[] };
};

export const aboutContent: Localized<AboutPageContent> = {
  zh_CN: {
    seo: {
      title: "关于我们",
      description:
        "14 年专注数据中心、云计算、AI 算力与网络服务，运营华北、华东、华南、西南、西北五大智算中心，以可靠、绿色、开放的算力基础设施服务千行百业。",
    },
    hero: {
      eyebrow: "关于我们",
      title: "14 年，专注做好算力基础设施",
      subtitle: "从一个数据中心机房起步，成长为覆盖 AIDC、云、AI 算力与网络的综合服务商。",
    },
    figures: [
      { value: "14", unit: "年", label: "行业经验" },
      { value: "5", unit: "大", label: "区域智算中心" },
      { value: "600", unit: "PFlops", label: "AI 算力平台" },
      { value: "1600", unit: "Gbps", label: "总出口带宽" },
    ],
    intro: {
      heading: "公司简介",
      paragraphs: [
        "我们是一家专注于数据中心、云计算、AI 算力与网络服务的综合服务商。自 2012 年运营第一个数据中心机房以来，我们始终坚持自建自营，目前在华北、华东、华南、西南、西北运营五大智算中心，机柜规模超过 23000 个，总电力容量 240MW。",
        "在此基础上，我们构建了覆盖云服务器、对象存储、容器服务和云数据库的云平台，总规模 600PFlops 的 AI 算力平台，以及总出口带宽 1600Gbps 的多线 BGP 网络，为互联网、金融、制造、政务、自动驾驶、AI 大模型等行业客户提供从机柜到算力、从网络到应用的一站式服务。",
        "我们相信，可靠、绿色、开放的算力基础设施是数字经济与人工智能发展的基石。未来，我们将继续投入高密度液冷、绿色电力与智能运维，与合作伙伴一起，让算力像水电一样便捷可用。",
      ],
    },
    businessHeading: {
      title: "四大业务",
      lead: "从物理空间到上层平台，为客户提供完整的算力服务。",
    },
    business: [
      {
        title: "AI 数据中心",
        body: "五大区域智算中心，提供机柜租用、定制包间与整栋交付，单柜最高 40kW。",
        link: { label: "了解 AIDC", to: "/AIDC" },
      },
      {
        title: "AI 算力",
        body: "600PFlops AI 算力平台，H100、H800、A800、L40S 等多种 GPU 实例按小时或包月计费。",
        link: { label: "了解 AI 算力", to: "/sunCloudAIPro" },
      },
      {
        title: "云产品",
        body: "云服务器、对象存储、容器服务与云数据库，满足企业上云的核心需求。",
        link: { label: "了解云产品", to: "/cloudProduct" },
      },
      {
        title: "网络服务",
        body: "1600Gbps 总出口带宽，BGP 多线、企业专线、DDoS 防护、CDN 与 IP Transit。",
        link: { label: "了解网络服务", to: "/networkService" },
      },
    ],
    missionHeading: {
      title: "使命、愿景与价值观",
      lead: "我们为什么出发，要去往哪里，以及如何做事。",
    },
    mission: { title: "使命", body: "让算力普惠可及，助力千行百业数字化与智能化转型。" },
    vision: { title: "愿景", body: "成为值得信赖的绿色算力基础设施服务商。" },
    values: [
      { title: "客户为先", body: "以客户业务的稳定与成功作为衡量工作的首要标准。" },
      { title: "可靠至上", body: "敬畏每一个细节，把高可用写进设计、流程与习惯。" },
      { title: "绿色低碳", body: "用更少的能源提供更多的算力，对环境与社会负责。" },
      { title: "开放共赢", body: "与合作伙伴共享能力与机会，共同做大算力生态。" },
    ],
    historyHeading: {
      title: "发展历程",
      lead: "14 年稳步前行，每一步都围绕算力基础设施展开。",
    },
    history: [
      { year: 2012, title: "公司成立", body: "在华东运营第一个数据中心机房，开始提供服务器托管服务。" },
      { year: 2013, title: "取得经营资质", body: "取得互联网数据中心（IDC）与互联网接入（ISP）业务经营许可，华东园区一期全面投产。" },
      { year: 2014, title: "多线 BGP 网络", body: "建成电信、联通、移动三线 BGP 网络，并通过 ISO 9001 与 ISO/IEC 27001 认证。" },
      { year: 2015, title: "布局华南", body: "华南数据中心投入运营，服务大湾区互联网与游戏客户。" },
      { year: 2016, title: "发布云平台", body: "推出云服务器与对象存储，业务从基础设施延伸至云服务。" },
      { year: 2017, title: "进驻华北", body: "华北数据中心投入运营，云平台通过网络安全等级保护三级测评。" },
      { year: 2018, title: "云产品扩展", body: "推出容器服务与云数据库，并通过 ISO/IEC 20000-1 认证。" },
      { year: 2019, title: "西南园区投产", body: "依托水电资源的西南数据中心投入运营，开始承接异地灾备业务。" },
      { year: 2020, title: "网络能力升级", body: "建成本地 DDoS 清洗中心，园区间骨干网络升级为双路由架构。" },
      { year: 2021, title: "五大区域布局完成", body: "西北数据中心投入运营，形成华北、华东、华南、西南、西北五大区域布局。" },
      {
        year: 2022,
        title: "进军 AI 算力",
        body: "推出 GPU 算力服务，华北园区建成首个冷板式液冷专区，华东、华北园区获得 Uptime Tier III 设计认证。",
      },
      { year: 2023, title: "AI 算力平台上线", body: "发布 AI 算力平台与模型训练平台，同年启动生态合作伙伴计划。" },
      { year: 2024, title: "1600Gbps 网络出口", body: "总出口带宽提升至 1600Gbps，发布首份 ESG 报告，华北园区余热回收项目投用。" },
      {
        year: 2025,
        title: "600PFlops 与智算中心升级",
        body: "AI 算力平台规模达到 600PFlops，五大园区全面升级为智算中心，AI 产品矩阵正式发布。",
      },
      { year: 2026, title: "液冷技术再升级", body: "西北智算中心浸没式液冷试点机房投入试运行，二期扩建全面推进，全网 PUE 持续下降。" },
    ],
    qualificationsHeading: {
      title: "资质与认证",
      lead: "以第三方认证与合规资质，证明我们的服务能力与管理水平。",
    },
    qualifications: [
      { title: "增值电信业务经营许可证", scope: "互联网数据中心（IDC）、互联网接入（ISP）、内容分发网络（CDN）及云服务相关业务" },
      { title: "ISO 9001 质量管理体系认证", scope: "数据中心、云计算与网络服务的设计与运营" },
      { title: "ISO 14001 环境管理体系认证", scope: "数据中心运营的环境管理" },
      { title: "ISO/IEC 27001 信息安全管理体系认证", scope: "数据中心、云平台与 AI 算力平台的信息安全管理" },
      { title: "ISO/IEC 27701 隐私信息管理体系认证", scope: "云服务中的个人信息保护" },
      { title: "ISO/IEC 20000-1 IT 服务管理体系认证", scope: "数据中心与云服务运维管理" },
      { title: "ISO 45001 职业健康安全管理体系认证", scope: "数据中心建设与运营" },
      { title: "网络安全等级保护三级", scope: "云平台与 AI 算力平台" },
      { title: "Uptime Tier III 设计认证", scope: "华北智算中心、华东智算中心" },
      { title: "CQC 数据中心场地基础设施认证", scope: "华东、华南、西北智算中心" },
      { title: "GB 50174 A 级数据中心", scope: "五大智算中心均按 A 级标准设计建设" },
    ],
    contact: {
      heading: "联系我们",
      paragraphs: [
        "欢迎与我们联系，洽谈业务合作、参观智算中心或咨询产品方案。公司热线、投诉热线与客服二维码请见页面底部。",
        "您也可以通过右侧悬浮栏的在线客服随时咨询，或在产品页面预约演示，客户经理将尽快与您联系。",
      ],
      links: [
        { label: "新闻中心", to: "/news" },
        { label: "绿色发展", to: "/greenDevelop" },
        { label: "投资者关系", to: "/investorRelation" },
      ],
    },
  },
  en_US: {
    seo: {
      title: "About Us",
      description:
        "14 years in data centres, cloud, AI computing and networking, with five AI computing centres across China delivering reliable, green and open infrastructure.",
    },
    hero: {
      eyebrow: "About Us",
      title: "14 years focused on computing infrastructure",
      subtitle: "From a single data hall to a full-service provider of AI data centres, cloud, AI computing power and networks.",
    },
    figures: [
      { value: "14", unit: "years", label: "Of experience" },
      { value: "5", unit: "", label: "Regional AI computing centres" },
      { value: "600", unit: "PFlops", label: "AI computing platform" },
      { value: "1600", unit: "Gbps", label: "Total egress bandwidth" },
    ],
    intro: {
      heading: "Who we are",
      paragraphs: [
        "We provide data-centre, cloud computing, AI computing and network services. Since opening our first data hall in 2012, we have built and operated our own facilities, and today we run five AI computing centres in North, East, South, Southwest and Northwest China, with more than 23,000 racks and 240 MW of power capacity.",
        "On this foundation we have built a cloud platform of cloud servers, object storage, container service and cloud databases, a 600PFlops AI computing platform, and a multi-carrier BGP network with 1600Gbps of total egress. Customers in internet services, finance, manufacturing, the public sector, autonomous driving and large-model AI rely on us for everything from racks to computing power and from networks to applications.",
        "We believe reliable, green and open computing infrastructure is the bedrock of the digital economy and of AI. We will keep investing in dense liquid cooling, green power and intelligent operations, and work with our partners to make computing power as easy to use as electricity and water.",
      ],
    },
    businessHeading: {
      title: "What we do",
      lead: "From physical space to platforms, a complete computing service.",
    },
    business: [
      {
        title: "AI Data Centres",
        body: "Five regional AI computing centres offering racks, private suites and build-to-suit buildings, with up to 40 kW per rack.",
        link: { label: "Explore AIDC", to: "/AIDC" },
      },
      {
        title: "AI Computing Power",
        body: "A 600PFlops AI computing platform with H100, H800, A800, L40S and other GPU instances billed by the hour or month.",
        link: { label: "Explore AI computing", to: "/sunCloudAIPro" },
      },
      {
        title: "Cloud Products",
        body: "Cloud servers, object storage, container service and cloud databases for the core needs of moving to the cloud.",
        link: { label: "Explore cloud products", to: "/cloudProduct" },
      },
      {
        title: "Network Services",
        body: "1600Gbps of total egress, multi-carrier BGP, private lines, DDoS protection, CDN and IP transit.",
        link: { label: "Explore network services", to: "/networkService" },
      },
    ],
    missionHeading: {
      title: "Mission, vision and values",
      lead: "Why we started, where we are going and how we work.",
    },
    mission: { title: "Mission", body: "To make computing power accessible to all and help every industry go digital and intelligent." },
    vision: { title: "Vision", body: "To be a trusted provider of green computing infrastructure." },
    values: [
      { title: "Customers first", body: "The stability and success of our customers' businesses is the first measure of our work." },
      {
        title: "Reliability above all",
        body: "We respect every detail and build high availability into our designs, processes and habits.",
      },
      { title: "Green and low-carbon", body: "More computing from less energy, responsible to the environment and society." },
      {
        title: "Open and collaborative",
        body: "We share capabilities and opportunities with partners to grow the computing ecosystem together.",
      },
    ],
    historyHeading: {
      title: "Our history",
      lead: "Fourteen years of steady progress, every step centred on computing infrastructure.",
    },
    history: [
      { year: 2012, title: "Founded", body: "Opened our first data hall in East China and began offering server colocation." },
      {
        year: 2013,
        title: "Licensed",
        body: "Obtained licences for internet data centre (IDC) and internet access (ISP) services; phase one of the East China campus went fully live.",
      },
      {
        year: 2014,
        title: "Multi-carrier BGP",
        body: "Built a BGP network with China Telecom, China Unicom and China Mobile, and achieved ISO 9001 and ISO/IEC 27001 certification.",
      },
      {
        year: 2015,
        title: "Into South China",
        body: "Our South China data centre opened, serving internet and gaming customers in the Greater Bay Area.",
      },
      {
        year: 2016,
        title: "Cloud platform launched",
        body: "Launched cloud servers and object storage, extending our business from infrastructure to cloud services.",
      },
      {
        year: 2017,
        title: "Into North China",
        body: "Our North China data centre opened, and our cloud platform passed its MLPS Level 3 assessment.",
      },
      {
        year: 2018,
        title: "More cloud products",
        body: "Launched the container service and cloud databases, and achieved ISO/IEC 20000-1 certification.",
      },
      {
        year: 2019,
        title: "Southwest campus opens",
        body: "Our hydro-powered Southwest China data centre opened and began hosting remote disaster recovery.",
      },
      {
        year: 2020,
        title: "Network upgrade",
        body: "Opened our local DDoS scrubbing centre and moved the inter-campus backbone to diverse routes.",
      },
      {
        year: 2021,
        title: "Five regions complete",
        body: "Our Northwest China data centre opened, completing our footprint across North, East, South, Southwest and Northwest China.",
      },
      {
        year: 2022,
        title: "Into AI computing",
        body: "Launched GPU computing services, opened our first cold-plate liquid-cooled hall in North China, and the East and North China campuses received Uptime Tier III design certification.",
      },
      {
        year: 2023,
        title: "AI computing platform",
        body: "Launched our AI computing platform and Model Training Platform, and started the partner programme.",
      },
      {
        year: 2024,
        title: "1600Gbps of egress",
        body: "Total egress bandwidth reached 1600Gbps, we published our first ESG report, and waste-heat reuse began in North China.",
      },
      {
        year: 2025,
        title: "600PFlops and AI computing centres",
        body: "The AI computing platform reached 600PFlops, all five campuses were upgraded to AI computing centres, and our AI product suite launched.",
      },
      {
        year: 2026,
        title: "Next step in liquid cooling",
        body: "The immersion-cooling pilot hall in Northwest China began trial operation, Phase II of the Northwest campus moved ahead, and fleet PUE kept falling.",
      },
    ],
    qualificationsHeading: {
      title: "Licences and certifications",
      lead: "Independent certifications and licences that attest to our capabilities and management.",
    },
    qualifications: [
      {
        title: "Value-added Telecommunications Business Licence",
        scope: "Internet data centre (IDC), internet access (ISP), content delivery (CDN) and cloud-related services",
      },
      { title: "ISO 9001 Quality Management", scope: "Design and operation of data-centre, cloud and network services" },
      { title: "ISO 14001 Environmental Management", scope: "Environmental management of data-centre operations" },
      {
        title: "ISO/IEC 27001 Information Security Management",
        scope: "Information security of our data centres, cloud platform and AI computing platform",
      },
      { title: "ISO/IEC 27701 Privacy Information Management", scope: "Protection of personal information in cloud services" },
      { title: "ISO/IEC 20000-1 IT Service Management", scope: "Operations management of data-centre and cloud services" },
      { title: "ISO 45001 Occupational Health and Safety", scope: "Data-centre construction and operations" },
      { title: "MLPS Level 3 (Multi-Level Protection Scheme)", scope: "Cloud platform and AI computing platform" },
      { title: "Uptime Tier III Design Certification", scope: "North China and East China AI Computing Centres" },
      { title: "CQC Data Centre Facility Certification", scope: "East China, South China and Northwest China AI Computing Centres" },
      { title: "GB 50174 Class A Data Centre", scope: "All five AI computing centres designed and built to Class A" },
    ],
    contact: {
      heading: "Contact us",
      paragraphs: [
        "Get in touch to discuss a project, visit one of our AI computing centres or ask about our products. Our company hotline, complaint hotline and customer-service QR code are at the bottom of every page.",
        "You can also chat with online customer service from the floating bar on the right, or book a demo on any product page and an account manager will contact you soon.",
      ],
      links: [
        { label: "News", to: "/news" },
        { label: "Green Development", to: "/greenDevelop" },
        { label: "Investor Relations", to: "/investorRelation" },
      ],
    },
  },
};
