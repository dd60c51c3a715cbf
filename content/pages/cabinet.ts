/** /cabinet — cabinet (rack) specifications, colocation services and SLA. Highlights the AIDC menu item. */

import type { Cta, Feature, Figure, Hero, Localized, SectionHeading, Seo } from "../types.ts";

export type CabinetSpecRow = {
  id: "standard" | "high-power" | "high-density" | "liquid-cooled";
  type: string;
  sizeU: number;
  /** Width × depth × height, mm. */
  dimensionsMm: string;
  powerKw: number;
  cooling: string;
  redundancy: string;
  suitableFor: string;
};

export type CabinetSpecColumns = Record<Exclude<keyof CabinetSpecRow, "id">, string>;

export type SlaItem = Figure & { note: string };

export type ProcessStep = { title: string; body: string };

export type CabinetPageContent = {
  seo: Seo;
  hero: Hero;
  figures: Figure[];
  specsHeading: SectionHeading;
  specColumns: CabinetSpecColumns;
  specs: CabinetSpecRow[];
  specNote: string;
  optionsHeading: SectionHeading;
  options: Feature[];
  servicesHeading: SectionHeading;
  services: (Feature & { id: string })[];
  slaHeading: SectionHeading;
  sla: SlaItem[];
  slaNote: string;
  processHeading: SectionHeading;
  process: ProcessStep[];
  links: Cta[];
};

export const cabinetContent: Localized<CabinetPageContent> = {
  zh_CN: {
    seo: {
      title: "机柜详情",
      description:
        "提供 8kW 至 40kW 风冷与液冷机柜，42U/47U 多种规格，2N 供电，电力可用性 SLA 99.99%，配套远程协助、交叉互联与 7×24 小时监控服务。",
    },
    hero: {
      eyebrow: "机柜租用 · 托管服务",
      title: "从单个机柜到定制包间，按需部署",
      subtitle: "覆盖五大智算中心的标准化机柜产品，电力、制冷、网络与运维一站式交付，最快 5 个工作日完成上架。",
    },
    figures: [
      { value: "99.99", unit: "%", label: "电力可用性 SLA" },
      { value: "40", unit: "kW", label: "单机柜最高功率" },
      { value: "15", unit: "分钟", label: "远程协助响应" },
      { value: "7×24", unit: "", label: "驻场运维与监控" },
    ],
    specsHeading: {
      title: "机柜规格",
      lead: "四类标准机柜覆盖通用计算到 GPU 训练集群的不同功率需求，所有机柜均为 A、B 双路供电。",
    },
    specColumns: {
      type: "机柜类型",
      sizeU: "规格（U）",
      dimensionsMm: "尺寸（宽×深×高，mm）",
      powerKw: "额定功率（kW）",
      cooling: "制冷方式",
      redundancy: "冗余配置",
      suitableFor: "适用场景",
    },
    specs: [
      {
        id: "standard",
        type: "标准机柜",
        sizeU: 42,
        dimensionsMm: "600 × 1200 × 2000",
        powerKw: 8,
        cooling: "冷通道封闭 + 精密空调",
        redundancy: "2N 供电，空调 N+1",
        suitableFor: "Web 服务、数据库、存储与网络设备",
      },
      {
        id: "high-power",
        type: "高功率机柜",
        sizeU: 42,
        dimensionsMm: "600 × 1200 × 2000",
        powerKw: 12,
        cooling: "冷通道封闭 + 精密空调强化送风",
        redundancy: "2N 供电，空调 N+1",
        suitableFor: "虚拟化集群、大数据与高密度计算节点",
      },
      {
        id: "high-density",
        type: "高密度机柜",
        sizeU: 47,
        dimensionsMm: "600 × 1200 × 2200",
        powerKw: 20,
        cooling: "列间空调 + 冷通道封闭",
        redundancy: "2N 供电，列间空调 N+1",
        suitableFor: "AI 推理服务器、GPU 渲染与 HPC 节点",
      },
      {
        id: "liquid-cooled",
        type: "液冷 AI 机柜",
        sizeU: 47,
        dimensionsMm: "800 × 1200 × 2200",
        powerKw: 40,
        cooling: "冷板式液冷 + 风冷辅助",
        redundancy: "2N 供电，CDU N+1，二次侧环路冗余",
        suitableFor: "8 卡 GPU 训练服务器集群（每柜 3⁠–⁠4 台，视机型功耗）",
      },
    ],
    specNote: "功率为单机柜合同额定功率，可按需升级。华南智算中心提供最高 20kW 机柜，液冷 AI 机柜在华北、华东、西南、西北智算中心提供。",
    optionsHeading: {
      title: "更多部署方式",
      lead: "在标准机柜之外，我们也支持按照业务规模定制空间与电力。",
    },
    options: [
      { title: "独立笼位", body: "以物理围栏隔离的专属区域，独立门禁与监控，适合 10 个机柜以上、对隔离有要求的客户。" },
      { title: "定制包间", body: "独立机房模块，可定制功率密度、制冷方式与安防策略，满足金融、政务等行业的合规要求。" },
      { title: "整栋定制交付", body: "面向大型云服务商与 AI 企业，按需规划整栋楼宇的电力、液冷与网络架构，分期交付。" },
    ],
    servicesHeading: {
      title: "增值服务",
      lead: "驻场团队 7×24 小时在岗，替您处理机房里的每一件事。",
    },
    services: [
      { id: "remote-hands", title: "远程协助", body: "设备重启、指示灯与线缆检查、拍照确认、硬盘更换等现场操作，工单 15 分钟内响应。" },
      { id: "installation", title: "设备上下架", body: "设备收货验货、上架安装、标准化布线与标签管理，交付时提供完整的上架记录。" },
      { id: "cross-connect", title: "交叉互联", body: "光纤或铜缆直连运营商、云平台及园区内其他客户，标准交叉互联 1 个工作日内开通。" },
      { id: "monitoring", title: "7×24 小时监控", body: "按机柜实时监测电流、温度与湿度，通过客户门户和 API 查看数据，异常即时告警。" },
      { id: "network", title: "网络接入", body: "三线 BGP 带宽、运营商静态带宽与专线接入一站开通，详见网络服务。" },
      { id: "logistics", title: "仓储与物流", body: "提供备件存放、到货签收与设备迁移服务，支持跨园区搬迁方案规划。" },
    ],
    slaHeading: {
      title: "服务等级承诺（SLA）",
      lead: "关键指标写入合同，按月统计并向客户开放查询。",
    },
    sla: [
      { value: "99.99", unit: "%", label: "电力可用性", note: "A、B 双路中任一路持续供电即视为可用" },
      { value: "99.99", unit: "%", label: "BGP 网络可用性", note: "按月统计，不含客户自身设备原因" },
      { value: "18⁠–⁠27", unit: "℃", label: "冷通道进风温度", note: "参照 ASHRAE 推荐范围，相对湿度 20%–80%" },
      { value: "15", unit: "分钟", label: "远程协助响应", note: "7×24 小时受理，紧急工单优先处理" },
      { value: "30", unit: "分钟", label: "故障工程师到位", note: "驻场工程师到达客户机柜" },
      { value: "1", unit: "个工作日", label: "交叉互联开通", note: "园区内标准交叉互联" },
    ],
    slaNote: "未达到承诺指标时，按合同约定比例返还当月服务费用。",
    processHeading: {
      title: "入驻流程",
      lead: "从需求沟通到上线运行，专属客户经理全程跟进。",
    },
    process: [
      { title: "需求沟通", body: "确认园区、机柜数量、功率密度与网络需求。" },
      { title: "方案与报价", body: "提供机位规划、电力与网络方案及报价。" },
      { title: "参观与签约", body: "预约实地参观，确认方案后签署服务合同。" },
      { title: "上架交付", body: "设备到货、上架布线、网络开通与验收。" },
      { title: "持续运维", body: "7×24 小时监控、远程协助与定期服务报告。" },
    ],
    links: [
      { label: "返回 AI 数据中心", to: "/AIDC" },
      { label: "了解网络服务", to: "/networkService" },
    ],
  },
  en_US: {
    seo: {
      title: "Cabinets",
      description:
        "8, 12, 20 and 40 kW liquid-cooled cabinets in 42U and 47U, 2N power with a 99.99% availability SLA, plus remote hands, cross-connects and 24/7 monitoring.",
    },
    hero: {
      eyebrow: "Colocation",
      title: "From a single rack to a private suite",
      subtitle:
        "Standard cabinets in all five AI computing centres, with power, cooling, network and operations delivered together. Equipment can be racked in as little as five working days.",
    },
    figures: [
      { value: "99.99", unit: "%", label: "Power availability SLA" },
      { value: "40", unit: "kW", label: "Maximum power per rack" },
      { value: "15", unit: "min", label: "Remote-hands response" },
      { value: "24/7", unit: "", label: "On-site operations and monitoring" },
    ],
    specsHeading: {
      title: "Cabinet specifications",
      lead: "Four cabinet types cover everything from general-purpose servers to GPU training clusters. Every cabinet has dual A and B power feeds.",
    },
    specColumns: {
      type: "Type",
      sizeU: "Size (U)",
      dimensionsMm: "Dimensions (W × D × H, mm)",
      powerKw: "Rated power (kW)",
      cooling: "Cooling",
      redundancy: "Redundancy",
      suitableFor: "Typical use",
    },
    specs: [
      {
        id: "standard",
        type: "Standard",
        sizeU: 42,
        dimensionsMm: "600 × 1200 × 2000",
        powerKw: 8,
        cooling: "Cold-aisle containment with precision air conditioning",
        redundancy: "2N power, N+1 cooling",
        suitableFor: "Web services, databases, storage and network equipment",
      },
      {
        id: "high-power",
        type: "High-power",
        sizeU: 42,
        dimensionsMm: "600 × 1200 × 2000",
        powerKw: 12,
        cooling: "Cold-aisle containment with boosted precision air conditioning",
        redundancy: "2N power, N+1 cooling",
        suitableFor: "Virtualisation clusters, big data and dense compute nodes",
      },
      {
        id: "high-density",
        type: "High-density",
        sizeU: 47,
        dimensionsMm: "600 × 1200 × 2200",
        powerKw: 20,
        cooling: "In-row cooling with cold-aisle containment",
        redundancy: "2N power, N+1 in-row cooling",
        suitableFor: "AI inference servers, GPU rendering and HPC nodes",
      },
      {
        id: "liquid-cooled",
        type: "Liquid-cooled AI",
        sizeU: 47,
        dimensionsMm: "800 × 1200 × 2200",
        powerKw: 40,
        cooling: "Cold-plate liquid cooling with air assist",
        redundancy: "2N power, N+1 CDUs, redundant secondary loop",
        suitableFor: "Clusters of 8-GPU training servers (3⁠–⁠4 per rack, depending on model)",
      },
    ],
    specNote:
      "Power is the contracted rating per cabinet and can be upgraded. The South China centre offers cabinets up to 20 kW; liquid-cooled AI cabinets are available in North, East, Southwest and Northwest China.",
    optionsHeading: {
      title: "Other deployment options",
      lead: "Beyond standard cabinets, we tailor space and power to the size of your business.",
    },
    options: [
      {
        title: "Private cages",
        body: "A fenced, dedicated area with its own access control and CCTV, for customers with ten or more racks who need physical separation.",
      },
      {
        title: "Private suites",
        body: "A self-contained data hall with custom power density, cooling and security policies, meeting the compliance needs of finance and the public sector.",
      },
      {
        title: "Build-to-suit buildings",
        body: "For large cloud providers and AI companies: whole buildings planned around your power, liquid-cooling and network architecture, delivered in phases.",
      },
    ],
    servicesHeading: {
      title: "Colocation services",
      lead: "Our on-site team works around the clock and takes care of everything inside the data hall for you.",
    },
    services: [
      {
        id: "remote-hands",
        title: "Remote hands",
        body: "Reboots, LED and cable checks, photo confirmation, disk swaps and other on-site tasks, with tickets answered within 15 minutes.",
      },
      {
        id: "installation",
        title: "Racking and installation",
        body: "Receiving and inspecting equipment, racking, structured cabling and labelling, with a complete installation record at handover.",
      },
      {
        id: "cross-connect",
        title: "Cross-connects",
        body: "Fibre or copper links to carriers, cloud platforms and other customers on campus. Standard cross-connects are live within one working day.",
      },
      {
        id: "monitoring",
        title: "24/7 monitoring",
        body: "Current, temperature and humidity tracked per rack, available through the customer portal and API, with instant alerts on anomalies.",
      },
      {
        id: "network",
        title: "Network access",
        body: "BGP bandwidth, single-carrier bandwidth and private lines ordered in one place. See Network Services for details.",
      },
      {
        id: "logistics",
        title: "Storage and logistics",
        body: "Spare-parts storage, delivery sign-off and equipment moves, including planning for migrations between campuses.",
      },
    ],
    slaHeading: {
      title: "Service level agreement",
      lead: "Key commitments are written into the contract, measured monthly and open for you to review.",
    },
    sla: [
      { value: "99.99", unit: "%", label: "Power availability", note: "Counted as available while either the A or B feed supplies power" },
      { value: "99.99", unit: "%", label: "BGP network availability", note: "Measured monthly, excluding faults in customer equipment" },
      {
        value: "18⁠–⁠27",
        unit: "°C",
        label: "Cold-aisle inlet temperature",
        note: "Within the ASHRAE recommended range, 20⁠–⁠80% relative humidity",
      },
      { value: "15", unit: "min", label: "Remote-hands response", note: "Requests accepted 24/7, urgent tickets first" },
      { value: "30", unit: "min", label: "Engineer at your rack", note: "On-site engineer arrives at the customer cabinet" },
      { value: "1", unit: "working day", label: "Cross-connect delivery", note: "Standard cross-connects within a campus" },
    ],
    slaNote: "If a commitment is missed, the agreed share of that month's service fee is credited back.",
    processHeading: {
      title: "Getting started",
      lead: "A dedicated account manager guides you from first conversation to go-live.",
    },
    process: [
      { title: "Requirements", body: "Agree the campus, number of racks, power density and network needs." },
      { title: "Design and quote", body: "Receive a floor plan, power and network design and a quotation." },
      { title: "Site visit and contract", body: "Visit the campus, confirm the design and sign the service contract." },
      { title: "Installation", body: "Equipment delivery, racking, cabling, network activation and acceptance." },
      { title: "Ongoing operations", body: "24/7 monitoring, remote hands and regular service reports." },
    ],
    links: [
      { label: "Back to AI Data Centres", to: "/AIDC" },
      { label: "Explore Network Services", to: "/networkService" },
    ],
  },
};
