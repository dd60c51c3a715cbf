/**
 * Home-page database seed rows served by
 *   GET /v1/web/index/customerCase/list, /solution/list, /qualification/list.
 *
 * Each row carries both languages: `field` is Chinese, `fieldEn` is English. In English
 * mode the client copies keys ending in "En" onto the key without it (spec section 7).
 * Rows are in display order; `sort` repeats it for the database.
 */

import type { CustomerCase, Qualification, Solution } from "../../common/contracts/home-content.ts";

export type CustomerCaseSeed = Omit<CustomerCase, "id" | "imageUrl">;
export type SolutionSeed = Omit<Solution, "id" | "imageUrl">;
export type QualificationSeed = Omit<Qualification, "id" | "imageUrl">;

export const customerCaseSeed: CustomerCaseSeed[] = [
  {
    sort: 1,
    code: "autonomous-driving-training",
    industry: "自动驾驶",
    industryEn: "Autonomous driving",
    title: "一家头部自动驾驶企业",
    titleEn: "A leading autonomous-driving company",
    summary: "以 H800 训练集群与数据湖支撑感知模型快速迭代。",
    summaryEn: "An H800 training cluster and data lake that speed up perception-model iteration.",
    challenge:
      "路测车队每天产生海量传感器数据，自建 GPU 集群扩容周期长、存储带宽不足，感知模型一次完整训练需要约两周，难以跟上算法迭代节奏。",
    challengeEn:
      "Its test fleet generates huge volumes of sensor data every day. Expanding its own GPU cluster took too long and storage bandwidth fell short, so one full training run of its perception models took about two weeks, too slow for its algorithm teams.",
    solution:
      "在华东智算中心部署 32 台 gn-h800.8x 组成的 256 卡训练集群，采用 400Gbps RDMA 网络与并行文件存储；以对象存储构建训练数据湖，通过点对点专线与企业数据中心互联，实现数据按日回传。",
    solutionEn:
      "We deployed a 256-GPU training cluster of 32 gn-h800.8x instances in the East China AI Computing Centre, with a 400Gbps RDMA fabric and parallel file storage, an object-storage data lake, and a point-to-point private line to the customer's data centre for daily data transfer.",
    result: "单次完整训练时间缩短约 60%，集群交付仅用 3 周；故障节点自动替换并断点续训，模型迭代从双周一次提升至每周两次。",
    resultEn:
      "A full training run now takes about 60% less time, and the cluster was delivered in three weeks. Faulty nodes are replaced automatically and jobs resume from checkpoints, so the team went from one model iteration every two weeks to two a week.",
    link: "/sunCloudAIPro",
  },
  {
    sort: 2,
    code: "llm-pretraining",
    industry: "AI 大模型",
    industryEn: "Large-model AI",
    title: "一家大模型创业公司",
    titleEn: "A large-model AI start-up",
    summary: "512 卡 H100 集群按期完成基座模型预训练。",
    summaryEn: "A 512-GPU H100 cluster that delivered foundation-model pre-training on schedule.",
    challenge: "需要在数月内完成千亿参数基座模型的预训练，既缺少大规模集群的建设与运维经验，也难以承担一次性购置硬件的资金压力。",
    challengeEn:
      "It had a few months to pre-train a foundation model with hundreds of billions of parameters, but lacked experience building and running large clusters and could not take on the up-front cost of buying the hardware.",
    solution:
      "提供 64 台 gn-h100.8x 组成的 512 卡专属集群，部署于液冷机柜，配合 Slurm 调度、预置 Megatron-LM 镜像与 7×24 小时 GPU 健康巡检，按包月方式计费。",
    solutionEn:
      "We provided a dedicated 512-GPU cluster of 64 gn-h100.8x instances in liquid-cooled racks, with Slurm scheduling, ready-made Megatron-LM images and GPU health checks around the clock, billed monthly.",
    result: "预训练按计划完成，集群有效训练时间占比超过 95%，单次故障平均恢复时间控制在 15 分钟以内。",
    resultEn:
      "Pre-training finished on schedule, with more than 95% of cluster time spent on effective training and an average recovery time of under 15 minutes per fault.",
    link: "/sunCloudAIPro",
  },
  {
    sort: 3,
    code: "bank-disaster-recovery",
    industry: "金融",
    industryEn: "Finance",
    title: "一家全国性商业银行",
    titleEn: "A national commercial bank",
    summary: "定制包间与跨园区专线构建两地三中心灾备体系。",
    summaryEn: "Private suites and cross-campus private lines for a three-site disaster-recovery architecture.",
    challenge: "核心系统需满足监管对灾备能力的要求，原有灾备中心容量不足、切换演练复杂，且需要满足等保三级与严格的物理隔离要求。",
    challengeEn:
      "Its core systems had to meet regulatory disaster-recovery requirements, but the existing recovery site was short of capacity, failover drills were complex, and MLPS Level 3 and strict physical separation were mandatory.",
    solution:
      "在华东智算中心交付独立定制包间作为同城灾备节点，在西南智算中心部署异地灾备；通过双路由点对点专线与银行主数据中心互联，并配合定期切换演练。",
    solutionEn:
      "We delivered a dedicated private suite in the East China AI Computing Centre as the same-city recovery site and a remote recovery site in Southwest China, connected to the bank's primary data centre over diverse-route point-to-point lines, with regular failover drills.",
    result: "建成两地三中心灾备架构，核心系统切换演练全部达到预定恢复时间目标，顺利通过监管检查与等保测评。",
    resultEn:
      "The bank now runs a three-site, two-region recovery architecture; every failover drill of its core systems met the target recovery time, and it passed both regulatory inspection and its MLPS assessment.",
    link: "/AIDC",
  },
  {
    sort: 4,
    code: "gaming-ddos",
    industry: "游戏",
    industryEn: "Gaming",
    title: "一家知名游戏公司",
    titleEn: "A well-known game company",
    summary: "BGP 多线与 DDoS 防护保障新游上线期间稳定运行。",
    summaryEn: "Multi-carrier BGP and DDoS protection that kept a new game stable through launch.",
    challenge: "新游戏上线期间玩家集中涌入，跨运营商访问时延高，同时频繁遭受大流量 DDoS 攻击，导致玩家掉线、口碑受损。",
    challengeEn:
      "When a new title launched, players flooded in, cross-carrier latency was high and frequent large DDoS attacks were knocking players offline and hurting the game's reputation.",
    solution:
      "将游戏服务器部署在华南智算中心高密度机柜，接入电信、联通、移动三线 BGP，启用 DDoS 防护与近源清洗，并通过 CDN 加速客户端更新包分发。",
    solutionEn:
      "We hosted the game servers in high-density racks in the South China AI Computing Centre on China Telecom, China Unicom and China Mobile BGP, enabled DDoS protection with near-source scrubbing, and delivered client updates through our CDN.",
    result: "上线期间成功抵御多次数百 Gbps 级攻击，业务零中断；跨网访问时延明显下降，更新包下载速度大幅提升。",
    resultEn:
      "Several attacks in the hundreds of Gbps were mitigated during launch with no service interruption; cross-carrier latency fell noticeably and update downloads became much faster.",
    link: "/networkService",
  },
  {
    sort: 5,
    code: "manufacturing-knowledge-assistant",
    industry: "制造",
    industryEn: "Manufacturing",
    title: "一家大型装备制造企业",
    titleEn: "A large equipment manufacturer",
    summary: "私有化知识库助手让工程师快速查找技术资料。",
    summaryEn: "A privately deployed knowledge assistant that helps engineers find technical documents fast.",
    challenge: "数十年积累的设计规范、工艺文件与维修手册分散在多个系统中，工程师查找资料耗时长；同时技术资料高度敏感，不能上传到公共服务。",
    challengeEn:
      "Decades of design standards, process documents and maintenance manuals were spread across several systems, so engineers spent a long time searching; the material was also too sensitive to upload to public services.",
    solution: "部署知识库智能助手私有化版本，运行在企业专属的 L40S 推理实例上，对接企业统一身份认证，按部门控制知识可见范围。",
    solutionEn:
      "We deployed the private edition of the Knowledge-base Assistant on dedicated L40S inference instances, connected to the company's single sign-on with knowledge visibility controlled by department.",
    result: "工程师查找技术资料的平均耗时缩短约 70%，回答均附原文引用，数据全程不出企业专属环境。",
    resultEn:
      "Engineers now spend about 70% less time finding technical material, every answer cites its source, and data never leaves the company's dedicated environment.",
    link: "/sunCloudAIProduct",
  },
  {
    sort: 6,
    code: "animation-rendering",
    industry: "影视动画",
    industryEn: "Film and animation",
    title: "一家动画制作公司",
    titleEn: "An animation studio",
    summary: "弹性 GPU 渲染算力从容应对项目交付高峰。",
    summaryEn: "Elastic GPU rendering capacity for delivery peaks.",
    challenge: "项目交付前渲染需求成倍增长，自有渲染农场无法满足高峰需求，而为峰值购置设备又会在平时大量闲置。",
    challengeEn:
      "Rendering demand multiplied before each delivery deadline. The studio's own render farm could not keep up at peak, yet buying hardware for the peak would leave it idle most of the time.",
    solution: "日常负载使用包月 gn-4090.8x 实例，交付高峰按小时临时扩容；素材与成片存放于对象存储，通过专线与工作室内网互通。",
    solutionEn:
      "Everyday work runs on monthly gn-4090.8x instances, with hourly instances added at delivery peaks. Assets and final renders live in object storage, linked to the studio network over a private line.",
    result: "高峰期渲染周期缩短一半以上，整体渲染成本较自建扩容方案明显降低，项目均按期交付。",
    resultEn:
      "Rendering time at peak was cut by more than half, overall rendering costs came in well below expanding the studio's own farm, and every project shipped on time.",
    link: "/sunCloudAIPro",
  },
];

export const solutionSeed: SolutionSeed[] = [
  {
    sort: 1,
    code: "llm-training",
    title: "大模型训练解决方案",
    titleEn: "Large-model training",
    summary: "H100、H800 等高端 GPU 集群配合 400G RDMA 网络、并行存储与液冷机柜，单任务最高 512 卡，助力大模型高效预训练与微调。",
    summaryEn:
      "H100 and H800 clusters with 400G RDMA, parallel storage and liquid-cooled racks, up to 512 GPUs per job, for efficient pre-training and fine-tuning.",
    highlights: "400Gbps RDMA 无损网络；并行文件存储；故障自愈与断点续训；按小时或包月计费",
    highlightsEn: "Lossless 400Gbps RDMA fabric; parallel file storage; self-healing with checkpoint recovery; hourly or monthly billing",
    link: "/sunCloudAIPro",
  },
  {
    sort: 2,
    code: "ai-inference",
    title: "AI 推理解决方案",
    titleEn: "AI inference",
    summary: "L40S、RTX 4090 等推理实例与模型推理服务、容器服务协同，按流量弹性伸缩，在保障低时延的同时降低推理成本。",
    summaryEn:
      "L40S and RTX 4090 instances working with our inference and container services, scaling with traffic to keep latency low and costs down.",
    highlights: "OpenAI 兼容接口；自动扩缩容；东部园区就近部署；包月价格更优惠",
    highlightsEn: "OpenAI-compatible API; autoscaling; deployment close to users in the east; lower monthly prices",
    link: "/sunCloudAIProduct",
  },
  {
    sort: 3,
    code: "internet",
    title: "互联网行业解决方案",
    titleEn: "Internet services",
    summary: "云服务器、对象存储、CDN 与三线 BGP 网络一站式交付，支撑网站、电商、视频与 SaaS 业务的高并发访问与快速增长。",
    summaryEn:
      "Cloud servers, object storage, CDN and multi-carrier BGP delivered together for high-traffic websites, e-commerce, video and SaaS.",
    highlights: "1600Gbps 总出口带宽；200 余个 CDN 节点；弹性扩容；99.99% 网络可用性",
    highlightsEn: "1600Gbps total egress; 200+ CDN nodes; elastic scaling; 99.99% network availability",
    link: "/cloudProduct",
  },
  {
    sort: 4,
    code: "finance",
    title: "金融行业解决方案",
    titleEn: "Financial services",
    summary: "定制包间、两地三中心灾备与低时延专线，满足金融机构对安全合规、业务连续性与监管审计的严格要求。",
    summaryEn:
      "Private suites, three-site disaster recovery and low-latency private lines for the security, continuity and audit needs of financial institutions.",
    highlights: "Uptime Tier III 设计认证；等保三级；跨园区灾备；双路由专线",
    highlightsEn: "Uptime Tier III design certification; MLPS Level 3; cross-campus disaster recovery; diverse-route private lines",
    link: "/AIDC",
  },
  {
    sort: 5,
    code: "gaming",
    title: "游戏行业解决方案",
    titleEn: "Gaming",
    summary: "三线 BGP 降低跨网时延，本地 800Gbps 清洗能力结合近源清洗抵御大流量攻击，CDN 加速更新包分发，保障玩家流畅体验。",
    summaryEn:
      "Multi-carrier BGP for low latency, 800Gbps of local scrubbing plus near-source mitigation against large attacks, and CDN for fast updates.",
    highlights: "三线 BGP；DDoS 防护单 IP 最高 300Gbps；CDN 加速；华南低时延节点",
    highlightsEn: "Three-carrier BGP; DDoS protection up to 300Gbps per IP; CDN acceleration; low-latency South China node",
    link: "/networkService",
  },
  {
    sort: 6,
    code: "hybrid-cloud",
    title: "政企混合云解决方案",
    titleEn: "Hybrid cloud for government and enterprise",
    summary: "托管机柜、专属资源与公有云产品灵活组合，通过 MPLS、SD-WAN 专线统一组网，满足数据本地化与等保合规要求。",
    summaryEn:
      "Colocation, dedicated resources and cloud products combined over MPLS or SD-WAN, meeting data-localisation and MLPS compliance requirements.",
    highlights: "数据不出园区；等保三级；统一组网与运维；平滑迁移上云",
    highlightsEn: "Data stays on campus; MLPS Level 3; unified networking and operations; smooth cloud migration",
    link: "/cloudProduct",
  },
];

export const qualificationSeed: QualificationSeed[] = [
  {
    sort: 1,
    code: "vats-licence",
    category: "licence",
    title: "增值电信业务经营许可证",
    titleEn: "Value-added Telecommunications Business Licence",
    summary: "涵盖互联网数据中心（IDC）、互联网接入（ISP）、内容分发网络（CDN）及云服务相关业务。",
    summaryEn: "Covering internet data centre (IDC), internet access (ISP), content delivery (CDN) and cloud-related services.",
  },
  {
    sort: 2,
    code: "iso-9001",
    category: "certification",
    title: "ISO 9001 质量管理体系认证",
    titleEn: "ISO 9001 Quality Management",
    summary: "覆盖数据中心、云计算与网络服务的设计与运营。",
    summaryEn: "Covering the design and operation of data-centre, cloud and network services.",
  },
  {
    sort: 3,
    code: "iso-14001",
    category: "certification",
    title: "ISO 14001 环境管理体系认证",
    titleEn: "ISO 14001 Environmental Management",
    summary: "规范数据中心运营中的能源、资源与环境管理。",
    summaryEn: "Governing energy, resource and environmental management in data-centre operations.",
  },
  {
    sort: 4,
    code: "iso-27001",
    category: "certification",
    title: "ISO/IEC 27001 信息安全管理体系认证",
    titleEn: "ISO/IEC 27001 Information Security Management",
    summary: "覆盖数据中心、云平台与 AI 算力平台的信息安全管理。",
    summaryEn: "Covering information security across our data centres, cloud platform and AI computing platform.",
  },
  {
    sort: 5,
    code: "iso-20000-1",
    category: "certification",
    title: "ISO/IEC 20000-1 IT 服务管理体系认证",
    titleEn: "ISO/IEC 20000-1 IT Service Management",
    summary: "以标准化的事件、变更与问题管理保障服务质量。",
    summaryEn: "Standard incident, change and problem management that safeguards service quality.",
  },
  {
    sort: 6,
    code: "mlps-level-3",
    category: "compliance",
    title: "网络安全等级保护三级",
    titleEn: "MLPS Level 3",
    summary: "云平台与 AI 算力平台通过网络安全等级保护三级测评。",
    summaryEn: "Our cloud platform and AI computing platform have passed Level 3 assessment under China's Multi-Level Protection Scheme.",
  },
  {
    sort: 7,
    code: "uptime-tier-iii-design",
    category: "facility",
    title: "Uptime Tier III 设计认证",
    titleEn: "Uptime Tier III Design Certification",
    summary: "华北智算中心与华东智算中心获得 Uptime Tier III 设计认证。",
    summaryEn: "Awarded to the North China and East China AI Computing Centres.",
  },
  {
    sort: 8,
    code: "cqc-data-centre",
    category: "facility",
    title: "CQC 数据中心场地基础设施认证",
    titleEn: "CQC Data Centre Facility Certification",
    summary: "华东、华南、西北智算中心通过数据中心场地基础设施认证。",
    summaryEn: "Held by the East China, South China and Northwest China AI Computing Centres.",
  },
];
