import type { Language } from "../../common/constants.ts";

export interface HomeFigure {
  value: string;
  unit: string;
  label: string;
}

export interface HomeEntry {
  to: string;
  title: string;
  summary: string;
  points: string[];
}

export interface HomePage {
  seo: { title: string; description: string };
  hero: { eyebrow: string; title: string; lead: string; primaryCta: string; secondaryCta: string; secondaryTo: string };
  figuresTitle: string;
  figures: HomeFigure[];
  entriesTitle: string;
  entriesLead: string;
  entries: HomeEntry[];
  learnMore: string;
  /** Headings of the database-backed lists (GET /api/v1/web/index/.../list). */
  solutionsHeading: { title: string; lead: string };
  casesHeading: { title: string; lead: string };
  caseLabels: { challenge: string; solution: string; result: string };
  qualificationsHeading: { title: string; lead: string };
  qualificationCategories: Record<"licence" | "certification" | "compliance" | "facility", string>;
  cta: { title: string; body: string; button: string; partner: string };
}

/** Home page copy (spec sections 1 and 9: 14 years, 1600Gbps, 600PFlops). */
export const homePageContent: Record<Language, HomePage> = {
  zh_CN: {
    seo: {
      title: "AI数据中心、云计算与智能算力服务",
      description:
        "14年数据中心建设与运营经验，1600Gbps网络吞吐、600PFlops智能算力，为企业提供AI数据中心、云产品、AI算力与网络服务的一站式解决方案。",
    },
    hero: {
      eyebrow: "AIDC · 云计算 · 智能算力 · 网络",
      title: "让每一份算力，都成为增长的动力",
      lead: "从高密度智算机房到弹性云资源，从GPU算力集群到骨干网络，我们以14年的建设与运营经验，为大模型训练、推理和企业数字化转型提供稳定、高效、绿色的基础设施。",
      primaryCta: "预约产品演示",
      secondaryCta: "了解AI算力",
      secondaryTo: "/sunCloudAIPro",
    },
    figuresTitle: "值得信赖的基础设施",
    figures: [
      { value: "14", unit: "年", label: "数据中心建设与运营经验" },
      { value: "1600", unit: "Gbps", label: "骨干网络总吞吐能力" },
      { value: "600", unit: "PFlops", label: "智能算力平台总规模" },
      { value: "5", unit: "大区域", label: "华北、华东、华南、西南、西北布局" },
    ],
    entriesTitle: "全栈产品与服务",
    entriesLead: "覆盖机房、算力、云与网络的完整能力，按需组合，随业务弹性扩展。",
    entries: [
      {
        to: "/AIDC",
        title: "AI数据中心",
        summary: "面向高密度GPU集群设计的智算中心，支持单机柜最高40kW与液冷部署。",
        points: ["五大区域智算园区", "2N供电与冷却冗余", "7×24小时驻场运维"],
      },
      {
        to: "/sunCloudAIPro",
        title: "AI算力",
        summary: "600PFlops算力平台，按小时或按月计费，分钟级交付主流GPU实例。",
        points: ["训练与推理实例", "RDMA高速互联", "价格以人民币计"],
      },
      {
        to: "/cloudProduct",
        title: "云产品",
        summary: "云服务器、对象存储、容器服务与云数据库，为业务提供稳定弹性的云底座。",
        points: ["多可用区高可用", "按需弹性伸缩", "企业级安全合规"],
      },
      {
        to: "/sunCloudAIProduct",
        title: "AI产品",
        summary: "从模型训练、微调到推理部署的一站式AI平台与应用，缩短从想法到上线的距离。",
        points: ["模型训练平台", "推理服务", "知识库助手"],
      },
      {
        to: "/networkService",
        title: "网络服务",
        summary: "1600Gbps骨干网络、BGP多线接入、专线组网与DDoS防护，连接每一个业务节点。",
        points: ["BGP多线", "跨域专线", "DDoS高防与CDN"],
      },
      {
        to: "/greenDevelop",
        title: "绿色发展",
        summary: "以液冷、余热回收和绿电采购持续降低PUE，让算力增长与低碳发展并行。",
        points: ["液冷与自然冷却", "绿电占比持续提升", "ESG信息披露"],
      },
    ],
    learnMore: "了解更多",
    solutionsHeading: {
      title: "行业解决方案",
      lead: "把机房、算力、云与网络组合成可直接落地的方案，覆盖大模型、互联网、金融、游戏与政企等场景。",
    },
    casesHeading: {
      title: "客户案例",
      lead: "来自不同行业的客户，正在我们的基础设施上训练模型、服务用户、守护业务连续性。",
    },
    caseLabels: { challenge: "挑战", solution: "方案", result: "成效" },
    qualificationsHeading: {
      title: "资质与认证",
      lead: "经营许可与第三方认证，是我们对安全、合规与服务质量的承诺。",
    },
    qualificationCategories: { licence: "经营许可", certification: "体系认证", compliance: "安全合规", facility: "设施认证" },
    cta: {
      title: "与我们的解决方案架构师聊一聊",
      body: "告诉我们您的业务场景与算力需求，我们将在一个工作日内与您联系，为您安排产品演示并给出部署建议。",
      button: "预约产品演示",
      partner: "成为合作伙伴",
    },
  },
  en_US: {
    seo: {
      title: "AI Data Centres, Cloud and AI Computing Services",
      description:
        "14 years of building and running data centres, 1600Gbps of network throughput and 600PFlops of AI computing: data centres, cloud, AI compute and network services in one place.",
    },
    hero: {
      eyebrow: "AIDC · Cloud · AI Computing · Network",
      title: "Computing power that turns into business growth",
      lead: "From high-density AI data halls to elastic cloud resources, from GPU clusters to backbone networks, 14 years of building and operating infrastructure go into a stable, efficient and green foundation for model training, inference and digital transformation.",
      primaryCta: "Book a product demo",
      secondaryCta: "Explore AI computing",
      secondaryTo: "/sunCloudAIPro",
    },
    figuresTitle: "Infrastructure you can rely on",
    figures: [
      { value: "14", unit: "years", label: "of building and running data centres" },
      { value: "1600", unit: "Gbps", label: "of total backbone throughput" },
      { value: "600", unit: "PFlops", label: "of AI computing on our platform" },
      { value: "5", unit: "regions", label: "North, East, South, Southwest and Northwest China" },
    ],
    entriesTitle: "A full stack of products and services",
    entriesLead: "Data halls, computing power, cloud and network, combined as you need them and scaled with your business.",
    entries: [
      {
        to: "/AIDC",
        title: "AI Data Centres",
        summary: "Data halls designed for dense GPU clusters, with up to 40 kW per rack and liquid cooling.",
        points: ["Campuses in five regions", "2N power and cooling redundancy", "24/7 on-site operations"],
      },
      {
        to: "/sunCloudAIPro",
        title: "AI Computing",
        summary: "A 600PFlops platform billed by the hour or by the month, with mainstream GPU instances ready in minutes.",
        points: ["Training and inference instances", "RDMA interconnect", "Prices in RMB"],
      },
      {
        to: "/cloudProduct",
        title: "Cloud Products",
        summary: "Cloud servers, object storage, container service and managed databases: a stable, elastic cloud foundation.",
        points: ["Multi-zone high availability", "Elastic scaling on demand", "Enterprise-grade security and compliance"],
      },
      {
        to: "/sunCloudAIProduct",
        title: "AI Products",
        summary:
          "One platform from training and fine-tuning to inference and AI applications, shortening the path from idea to production.",
        points: ["Model training platform", "Inference service", "Knowledge-base assistant"],
      },
      {
        to: "/networkService",
        title: "Network Services",
        summary: "A 1600Gbps backbone, multi-line BGP, private lines and DDoS protection that connect every part of your business.",
        points: ["Multi-line BGP", "Cross-region private lines", "DDoS protection and CDN"],
      },
      {
        to: "/greenDevelop",
        title: "Green Development",
        summary: "Liquid cooling, heat reuse and green power purchasing keep lowering our PUE, so computing grows while emissions fall.",
        points: ["Liquid and free cooling", "A rising share of green power", "ESG disclosure"],
      },
    ],
    learnMore: "Learn more",
    solutionsHeading: {
      title: "Industry solutions",
      lead: "Data halls, computing power, cloud and network combined into solutions ready to deploy, for large models, internet services, finance, gaming and the public sector.",
    },
    casesHeading: {
      title: "Customer stories",
      lead: "Customers across industries train models, serve their users and keep their business running on our infrastructure.",
    },
    caseLabels: { challenge: "Challenge", solution: "Solution", result: "Result" },
    qualificationsHeading: {
      title: "Licences and certifications",
      lead: "Operating licences and independent certifications back our commitment to security, compliance and service quality.",
    },
    qualificationCategories: {
      licence: "Licence",
      certification: "Management system",
      compliance: "Security compliance",
      facility: "Facility",
    },
    cta: {
      title: "Talk to one of our solution architects",
      body: "Tell us about your workloads and computing needs. We will contact you within one working day to arrange a product demo and recommend a deployment.",
      button: "Book a product demo",
      partner: "Become a partner",
    },
  },
};
