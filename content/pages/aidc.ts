/** /AIDC — AI data centres: the five campuses and their infrastructure. */

import type { Cta, Figure, Hero, Localized, RegionId, SectionHeading, Seo, TextSection } from "../types.ts";

export type DataCentre = {
  /** Slug, also usable as a page anchor (#east-china). */
  id: RegionId;
  /** Campus name, e.g. "华东智算中心". */
  name: string;
  /** Region name as used in the footer, e.g. "华东". */
  region: string;
  summary: string;
  /** Total power capacity of the campus, MW. */
  powerCapacityMw: number;
  racks: number;
  maxKwPerRack: number;
  designPue: number;
  /** Design standard line, e.g. "Uptime Tier III design · GB 50174 Class A". */
  designStandard: string;
  certifications: string[];
  connectivity: string[];
  highlights: string[];
};

export type InfrastructureFeature = {
  id: "power" | "cooling" | "security" | "operations";
  title: string;
  summary: string;
  points: string[];
};

/** Labels of the data-centre card fields, so the page needs no extra dictionary. */
export type DataCentreFieldLabels = {
  power: string;
  racks: string;
  density: string;
  pue: string;
  designStandard: string;
  certifications: string;
  connectivity: string;
  highlights: string;
};

export type AidcPageContent = {
  seo: Seo;
  hero: Hero;
  figures: Figure[];
  intro: TextSection;
  dataCentresHeading: SectionHeading;
  fieldLabels: DataCentreFieldLabels;
  dataCentres: DataCentre[];
  infrastructureHeading: SectionHeading;
  infrastructure: InfrastructureFeature[];
  cabinetCta: { title: string; body: string; cta: Cta };
};

export const aidcContent: Localized<AidcPageContent> = {
  zh_CN: {
    seo: {
      title: "AI 数据中心",
      description:
        "华北、华东、华南、西南、西北五大智算中心，23000 个机柜、240MW 电力容量，单柜最高 40kW，支持液冷，设计 PUE 低至 1.15，稳定承载 AI 训练推理与核心业务。",
    },
    hero: {
      eyebrow: "AIDC · 智算中心",
      title: "面向 AI 时代的高密度绿色数据中心",
      subtitle:
        "五大区域智算中心协同布局，高密度电力、液冷散热与 1600Gbps 网络出口一体交付，为大模型训练、在线推理和企业核心系统提供可靠的物理底座。",
    },
    figures: [
      { value: "5", unit: "大", label: "区域智算中心" },
      { value: "23000", unit: "+", label: "标准机柜" },
      { value: "240", unit: "MW", label: "总电力容量" },
      { value: "40", unit: "kW", label: "单机柜最高功率密度" },
      { value: "1.15", unit: "", label: "最低设计 PUE" },
    ],
    intro: {
      heading: "14 年数据中心建设与运营积累",
      paragraphs: [
        "从 2012 年运营第一个数据中心机房起，我们持续投入数据中心的规划、建设与运营，逐步形成覆盖华北、华东、华南、西南、西北的五大智算中心布局。东部园区贴近用户与业务，满足低时延访问需求；西部园区依托水电、风电和光伏资源，承接大规模训练与离线计算，契合“东数西算”的整体布局。",
        "面对 AI 算力对供电和散热的更高要求，各园区按照 Uptime Tier III 标准及 GB 50174 A 级要求设计，采用 2N 供电架构、冷板式液冷与高效自然冷却方案，单机柜功率密度最高可达 40kW，可直接承载 8 卡 GPU 服务器集群。",
        "从机柜租用、定制包间到整栋楼宇交付，我们提供弹性的空间与电力方案，并配套 7×24 小时驻场运维、网络接入与安全合规服务，让客户把精力集中在业务本身。",
      ],
    },
    dataCentresHeading: {
      title: "五大区域智算中心",
      lead: "统一标准建设、统一平台运维，各园区之间通过冗余骨干网络互联，支持同城双活与异地灾备。",
    },
    fieldLabels: {
      power: "电力容量",
      racks: "机柜规模",
      density: "单机柜最高功率",
      pue: "设计 PUE",
      designStandard: "设计标准",
      certifications: "资质认证",
      connectivity: "网络接入",
      highlights: "园区特色",
    },
    dataCentres: [
      {
        id: "north-china",
        name: "华北智算中心",
        region: "华北",
        summary: "面向京津冀地区的高密度智算园区，兼顾 AI 训练与政企核心业务承载，冬季可长时间利用自然冷源。",
        powerCapacityMw: 48,
        racks: 4800,
        maxKwPerRack: 40,
        designPue: 1.22,
        designStandard: "Uptime Tier III 设计认证 · GB 50174 A 级",
        certifications: ["Uptime Tier III 设计认证", "GB 50174 A 级", "ISO 9001", "ISO 14001", "ISO/IEC 27001", "网络安全等级保护三级"],
        connectivity: ["中国电信、中国联通、中国移动三线 BGP", "多运营商光缆双路由入园", "2×400G 骨干链路直连华东智算中心"],
        highlights: ["冷板式液冷专区，单柜最高 40kW", "余热回收为园区及周边建筑供暖", "全年自然冷却时长超过 5 个月"],
      },
      {
        id: "east-china",
        name: "华东智算中心",
        region: "华东",
        summary: "我们的旗舰园区与 AI 算力平台核心节点，覆盖长三角主要城市群，适合金融、互联网与 AI 在线推理等低时延业务。",
        powerCapacityMw: 60,
        racks: 6000,
        maxKwPerRack: 40,
        designPue: 1.25,
        designStandard: "Uptime Tier III 设计认证 · GB 50174 A 级",
        certifications: [
          "Uptime Tier III 设计认证",
          "GB 50174 A 级",
          "CQC 数据中心场地基础设施认证",
          "ISO 9001",
          "ISO 14001",
          "ISO/IEC 27001",
          "ISO/IEC 20000-1",
          "网络安全等级保护三级",
        ],
        connectivity: ["中国电信、中国联通、中国移动三线 BGP", "骨干网核心节点，直连其余四大园区", "支持 MPLS、SD-WAN 与点对点专线接入"],
        highlights: ["600PFlops AI 算力平台核心集群所在地", "GPU 集群专用 400G RDMA 网络", "金融级两地三中心灾备方案主节点"],
      },
      {
        id: "south-china",
        name: "华南智算中心",
        region: "华南",
        summary: "辐射粤港澳大湾区，主要承载互联网、游戏、电商与跨境业务，提供丰富的运营商资源和低时延访问。",
        powerCapacityMw: 40,
        racks: 4000,
        maxKwPerRack: 20,
        designPue: 1.28,
        designStandard: "按 Uptime Tier III 标准设计 · GB 50174 A 级",
        certifications: ["GB 50174 A 级", "CQC 数据中心场地基础设施认证", "ISO 9001", "ISO/IEC 27001", "网络安全等级保护三级"],
        connectivity: ["中国电信、中国联通、中国移动三线 BGP", "大湾区多运营商城域网直连", "国际出口专线资源，便于跨境业务互联"],
        highlights: ["列间空调与冷通道封闭，单柜最高 20kW", "抗台风、防内涝园区结构设计", "游戏与视频业务的 DDoS 近源清洗节点"],
      },
      {
        id: "southwest-china",
        name: "西南智算中心",
        region: "西南",
        summary: "位于“东数西算”国家枢纽区域，依托丰富的水电资源，为训练任务、离线计算与异地灾备提供低成本、低碳的算力空间。",
        powerCapacityMw: 36,
        racks: 3200,
        maxKwPerRack: 40,
        designPue: 1.18,
        designStandard: "按 Uptime Tier III 标准设计 · GB 50174 A 级",
        certifications: ["GB 50174 A 级", "ISO 9001", "ISO 14001", "ISO/IEC 27001", "网络安全等级保护三级"],
        connectivity: ["中国电信、中国联通、中国移动三线 BGP", "2×400G 骨干链路直连华东、华南智算中心", "支持点对点专线接入企业自有机房"],
        highlights: ["水电绿电占比超过 70%", "冷板式液冷专区，单柜最高 40kW", "面向东部园区的异地灾备与冷数据归档"],
      },
      {
        id: "northwest-china",
        name: "西北智算中心",
        region: "西北",
        summary: "依托风电、光伏与干冷气候，打造设计 PUE 1.15 的大规模训练基地，适合大模型预训练、渲染与科学计算。",
        powerCapacityMw: 56,
        racks: 5000,
        maxKwPerRack: 40,
        designPue: 1.15,
        designStandard: "按 Uptime Tier III 标准设计 · GB 50174 A 级",
        certifications: ["GB 50174 A 级", "CQC 数据中心场地基础设施认证", "ISO 9001", "ISO 14001", "ISO/IEC 27001", "网络安全等级保护三级"],
        connectivity: ["中国电信、中国联通、中国移动三线 BGP", "2×400G 骨干链路直连华北、西南智算中心", "训练数据高速回传专线"],
        highlights: ["风电、光伏绿电直供比例持续提升", "全年自然冷却时长超过 8 个月", "浸没式液冷试点机房"],
      },
    ],
    infrastructureHeading: {
      title: "基础设施能力",
      lead: "从供电、制冷到安防与运维，每个环节都按照高可用与可审计的要求设计。",
    },
    infrastructure: [
      {
        id: "power",
        title: "高可靠供电",
        summary: "双路市电引入、2N 供配电架构和柴油发电机后备，保障 IT 负载持续稳定运行。",
        points: [
          "双路独立 110kV 市电引入，园区自建变电站",
          "2N UPS / 240V HVDC 供电架构，每个机柜 A、B 双路供电",
          "N+1 柴油发电机组，现场储油满足满载运行 12 小时以上",
          "智能 PDU 实时计量，支持按实际用电精细化计费",
        ],
      },
      {
        id: "cooling",
        title: "高效制冷与液冷",
        summary: "风冷与液冷并行部署，按功率密度分区规划，在保障散热的同时持续降低能耗。",
        points: [
          "冷通道封闭与列间空调，满足 8⁠–⁠20kW 风冷机柜散热",
          "冷板式液冷方案，CDU N+1 冗余，单柜最高支持 40kW",
          "板式换热器自然冷却，北方与西部园区全年自然冷却时间长",
          "西北智算中心开展浸没式液冷试点，面向更高密度的下一代 GPU",
        ],
      },
      {
        id: "security",
        title: "多层安全防护",
        summary: "物理安全与信息安全并重，满足金融、政务等行业客户的合规审计要求。",
        points: [
          "园区、楼栋、楼层、机房、包间、机柜多级门禁，关键区域生物识别",
          "7×24 小时安保巡逻，视频监控全覆盖，录像保存 90 天以上",
          "通过 ISO/IEC 27001 认证并满足网络安全等级保护三级要求",
          "访客预约、陪同进出和设备进出全流程留痕可追溯",
        ],
      },
      {
        id: "operations",
        title: "专业运维保障",
        summary: "统一的监控平台与标准化流程，让五大园区保持一致的服务水平。",
        points: [
          "7×24 小时驻场工程师与集中网络运营中心（NOC）",
          "DCIM 平台实时采集电力、温湿度、漏水与门禁等监测数据",
          "依据 ISO/IEC 20000-1 建立事件、变更与问题管理流程",
          "定期开展断电切换、消防与应急演练，持续验证可用性",
        ],
      },
    ],
    cabinetCta: {
      title: "查看机柜规格与服务",
      body: "提供 8kW 至 40kW 的标准、高功率、高密度与液冷机柜，以及远程协助、交叉互联和 7×24 小时监控服务。",
      cta: { label: "了解机柜详情", to: "/cabinet" },
    },
  },
  en_US: {
    seo: {
      title: "AI Data Centres",
      description:
        "Five AI computing centres across China with 23,000 racks, 240 MW of power, up to 40 kW per rack, liquid cooling and design PUE as low as 1.15.",
    },
    hero: {
      eyebrow: "AIDC",
      title: "High-density, low-carbon data centres built for AI",
      subtitle:
        "Five regional AI computing centres deliver high-density power, liquid cooling and 1600Gbps of network egress as one platform, a dependable foundation for model training, online inference and business-critical systems.",
    },
    figures: [
      { value: "5", unit: "", label: "Regional AI computing centres" },
      { value: "23,000", unit: "+", label: "Racks" },
      { value: "240", unit: "MW", label: "Total power capacity" },
      { value: "40", unit: "kW", label: "Maximum density per rack" },
      { value: "1.15", unit: "", label: "Lowest design PUE" },
    ],
    intro: {
      heading: "14 years of building and running data centres",
      paragraphs: [
        'Since opening our first data hall in 2012, we have kept investing in the design, construction and operation of data centres, growing into five AI computing centres in North, East, South, Southwest and Northwest China. Our eastern campuses sit close to users for low-latency services, while our western campuses draw on hydro, wind and solar power for large-scale training and batch computing, in line with China\'s national "East Data, West Computing" programme.',
        "AI hardware needs far more power and cooling than traditional IT. Our campuses are designed to Uptime Tier III and GB 50174 Class A requirements, with 2N power distribution, cold-plate liquid cooling and free cooling. Racks take up to 40 kW, enough for dense clusters of 8-GPU servers.",
        "From single racks and private suites to entire buildings, we offer flexible space and power, backed by on-site engineers around the clock, network access and compliance support, so you can focus on your own business.",
      ],
    },
    dataCentresHeading: {
      title: "Five regional AI computing centres",
      lead: "Built to one standard and run on one operations platform, with redundant backbone links between campuses for active-active and disaster-recovery deployments.",
    },
    fieldLabels: {
      power: "Power capacity",
      racks: "Racks",
      density: "Max. power per rack",
      pue: "Design PUE",
      designStandard: "Design standard",
      certifications: "Certifications",
      connectivity: "Connectivity",
      highlights: "Highlights",
    },
    dataCentres: [
      {
        id: "north-china",
        name: "North China AI Computing Centre",
        region: "North China",
        summary:
          "A high-density campus serving the Beijing-Tianjin-Hebei region, hosting both AI training and government and enterprise systems, with long free-cooling seasons in winter.",
        powerCapacityMw: 48,
        racks: 4800,
        maxKwPerRack: 40,
        designPue: 1.22,
        designStandard: "Uptime Tier III design certified · GB 50174 Class A",
        certifications: ["Uptime Tier III Design", "GB 50174 Class A", "ISO 9001", "ISO 14001", "ISO/IEC 27001", "MLPS Level 3"],
        connectivity: [
          "China Telecom, China Unicom and China Mobile BGP",
          "Diverse fibre routes from multiple carriers",
          "2×400G backbone links to the East China AI Computing Centre",
        ],
        highlights: [
          "Cold-plate liquid-cooled halls, up to 40 kW per rack",
          "Waste heat reused to heat campus and nearby buildings",
          "More than five months of free cooling a year",
        ],
      },
      {
        id: "east-china",
        name: "East China AI Computing Centre",
        region: "East China",
        summary:
          "Our flagship campus and the core of our AI computing platform, serving the Yangtze River Delta. Well suited to finance, internet services and low-latency AI inference.",
        powerCapacityMw: 60,
        racks: 6000,
        maxKwPerRack: 40,
        designPue: 1.25,
        designStandard: "Uptime Tier III design certified · GB 50174 Class A",
        certifications: [
          "Uptime Tier III Design",
          "GB 50174 Class A",
          "CQC Data Centre Facility Certification",
          "ISO 9001",
          "ISO 14001",
          "ISO/IEC 27001",
          "ISO/IEC 20000-1",
          "MLPS Level 3",
        ],
        connectivity: [
          "China Telecom, China Unicom and China Mobile BGP",
          "Backbone core node with direct links to the other four campuses",
          "MPLS, SD-WAN and point-to-point private lines",
        ],
        highlights: [
          "Home of the core cluster of our 600PFlops AI computing platform",
          "Dedicated 400G RDMA fabric for GPU clusters",
          "Primary site for finance-grade three-site disaster recovery",
        ],
      },
      {
        id: "south-china",
        name: "South China AI Computing Centre",
        region: "South China",
        summary:
          "Serving the Guangdong-Hong Kong-Macao Greater Bay Area, mainly for internet, gaming, e-commerce and cross-border workloads, with rich carrier choice and low latency.",
        powerCapacityMw: 40,
        racks: 4000,
        maxKwPerRack: 20,
        designPue: 1.28,
        designStandard: "Designed to Uptime Tier III · GB 50174 Class A",
        certifications: ["GB 50174 Class A", "CQC Data Centre Facility Certification", "ISO 9001", "ISO/IEC 27001", "MLPS Level 3"],
        connectivity: [
          "China Telecom, China Unicom and China Mobile BGP",
          "Direct links to carrier metro networks across the Greater Bay Area",
          "International private-line resources for cross-border connectivity",
        ],
        highlights: [
          "In-row cooling and cold-aisle containment, up to 20 kW per rack",
          "Typhoon- and flood-resistant campus design",
          "Near-source DDoS scrubbing node for gaming and video",
        ],
      },
      {
        id: "southwest-china",
        name: "Southwest China AI Computing Centre",
        region: "Southwest China",
        summary:
          'Located in a national computing hub of the "East Data, West Computing" programme and powered largely by hydroelectricity, offering low-cost, low-carbon space for training, batch computing and remote disaster recovery.',
        powerCapacityMw: 36,
        racks: 3200,
        maxKwPerRack: 40,
        designPue: 1.18,
        designStandard: "Designed to Uptime Tier III · GB 50174 Class A",
        certifications: ["GB 50174 Class A", "ISO 9001", "ISO 14001", "ISO/IEC 27001", "MLPS Level 3"],
        connectivity: [
          "China Telecom, China Unicom and China Mobile BGP",
          "2×400G backbone links to the East China and South China centres",
          "Point-to-point private lines to customer sites",
        ],
        highlights: [
          "Over 70% of electricity from hydropower",
          "Cold-plate liquid-cooled halls, up to 40 kW per rack",
          "Remote disaster recovery and cold-data archiving for eastern campuses",
        ],
      },
      {
        id: "northwest-china",
        name: "Northwest China AI Computing Centre",
        region: "Northwest China",
        summary:
          "A large training base running on wind and solar power in a cool, dry climate, with a design PUE of 1.15. Ideal for large-model pre-training, rendering and scientific computing.",
        powerCapacityMw: 56,
        racks: 5000,
        maxKwPerRack: 40,
        designPue: 1.15,
        designStandard: "Designed to Uptime Tier III · GB 50174 Class A",
        certifications: [
          "GB 50174 Class A",
          "CQC Data Centre Facility Certification",
          "ISO 9001",
          "ISO 14001",
          "ISO/IEC 27001",
          "MLPS Level 3",
        ],
        connectivity: [
          "China Telecom, China Unicom and China Mobile BGP",
          "2×400G backbone links to the North China and Southwest China centres",
          "High-speed private lines for moving training data",
        ],
        highlights: [
          "A growing share of directly supplied wind and solar power",
          "More than eight months of free cooling a year",
          "Pilot hall for immersion liquid cooling",
        ],
      },
    ],
    infrastructureHeading: {
      title: "Infrastructure",
      lead: "Power, cooling, security and operations are each designed for high availability and full auditability.",
    },
    infrastructure: [
      {
        id: "power",
        title: "Resilient power",
        summary: "Dual utility feeds, 2N distribution and diesel generator backup keep IT loads running without interruption.",
        points: [
          "Two independent 110 kV utility feeds into an on-campus substation",
          "2N UPS / 240 V HVDC architecture with A and B feeds to every rack",
          "N+1 diesel generators with on-site fuel for at least 12 hours at full load",
          "Metered intelligent PDUs for accurate, usage-based billing",
        ],
      },
      {
        id: "cooling",
        title: "Efficient cooling and liquid cooling",
        summary:
          "Air and liquid cooling are deployed side by side and zoned by power density, keeping equipment cool while steadily cutting energy use.",
        points: [
          "Cold-aisle containment and in-row cooling for 8⁠–⁠20 kW air-cooled racks",
          "Cold-plate liquid cooling with N+1 CDUs for up to 40 kW per rack",
          "Plate heat exchangers for free cooling, with long free-cooling seasons in the north and west",
          "An immersion-cooling pilot in Northwest China for next-generation, higher-density GPUs",
        ],
      },
      {
        id: "security",
        title: "Layered security",
        summary:
          "Physical and information security go hand in hand, meeting the audit requirements of finance and public-sector customers.",
        points: [
          "Access control at campus, building, floor, hall, suite and rack level, with biometrics in critical areas",
          "Security patrols around the clock, full CCTV coverage and at least 90 days of recordings",
          "ISO/IEC 27001 certified and compliant with MLPS Level 3",
          "Visitor booking, escorted access and equipment movements are logged end to end",
        ],
      },
      {
        id: "operations",
        title: "Professional operations",
        summary: "One monitoring platform and standard processes keep service levels consistent across all five campuses.",
        points: [
          "On-site engineers around the clock and a central network operations centre (NOC)",
          "A DCIM platform that tracks power, temperature, humidity, leaks and access in real time",
          "Incident, change and problem management aligned with ISO/IEC 20000-1",
          "Regular power-failover, fire and emergency drills to prove availability",
        ],
      },
    ],
    cabinetCta: {
      title: "Cabinet specifications and services",
      body: "Standard, high-power, high-density and liquid-cooled cabinets from 8 kW to 40 kW, plus remote hands, cross-connects and monitoring around the clock.",
      cta: { label: "View cabinet details", to: "/cabinet" },
    },
  },
};

/** The five regions in footer order (all link to /AIDC). */
export const dataCentreRegions: Localized<{ id: RegionId; region: string; name: string; to: string }[]> = {
  zh_CN: aidcContent.zh_CN.dataCentres.map(({ id, region, name }) => ({ id, region, name, to: "/AIDC" })),
  en_US: aidcContent.en_US.dataCentres.map(({ id, region, name }) => ({ id, region, name, to: "/AIDC" })),
};
