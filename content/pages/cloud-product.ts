/** /cloudProduct — the four cloud products, matching booking demand types 1-4. */

import type { Feature, Figure, Hero, Localized, ProductDemandType, SectionHeading, Seo, Spec } from "../types.ts";

export type CloudProductId = "cloud-server" | "object-storage" | "container-service" | "database";

export type CloudProduct = {
  id: CloudProductId;
  /** Booking demand type preselected by the product's "book a demo" button: 1 cloud server, 2 object storage, 3 container service, 4 database. */
  demandType: ProductDemandType;
  name: string;
  tagline: string;
  summary: string;
  features: Feature[];
  specs: Spec[];
  useCases: Feature[];
};

export type CloudProductPageContent = {
  seo: Seo;
  hero: Hero;
  figures: Figure[];
  productsHeading: SectionHeading;
  /** Headings used inside each product block. */
  labels: { features: string; specs: string; useCases: string; book: string };
  products: CloudProduct[];
  advantagesHeading: SectionHeading;
  advantages: Feature[];
  bookingCta: { title: string; body: string; label: string };
};

export const cloudProductContent: Localized<CloudProductPageContent> = {
  zh_CN: {
    seo: {
      title: "云产品",
      description:
        "云服务器、对象存储、容器服务与云数据库，部署于自有五大智算中心，三线 BGP 网络与等保三级安全体系护航，按量或包年包月灵活计费，助力企业平稳上云。",
    },
    hero: {
      eyebrow: "云产品",
      title: "稳定、安全、弹性的企业级云服务",
      subtitle: "计算、存储、容器与数据库四大核心产品，运行在我们自建自营的五大智算中心，从底层机房到上层平台全栈可控。",
    },
    figures: [
      { value: "99.975", unit: "%", label: "云服务器单实例可用性" },
      { value: "99.9999999999", unit: "%", label: "对象存储数据持久性" },
      { value: "5000", unit: "节点", label: "单个容器集群规模" },
      { value: "99.99", unit: "%", label: "高可用数据库可用性" },
    ],
    productsHeading: {
      title: "核心云产品",
      lead: "覆盖企业上云的常见需求，支持按量付费与包年包月，可随时预约产品演示。",
    },
    labels: { features: "产品功能", specs: "产品规格", useCases: "应用场景", book: "预约演示" },
    products: [
      {
        id: "cloud-server",
        demandType: 1,
        name: "云服务器",
        tagline: "弹性可伸缩的计算服务",
        summary:
          "提供通用型、计算型、内存型、大数据型与 GPU 型等多种实例规格，分钟级交付，按需扩缩容。搭配高性能云盘与三线 BGP 网络，满足网站、应用与核心业务系统的稳定运行。",
        features: [
          { title: "丰富的实例规格", body: "1 至 192 vCPU、1 至 1536 GiB 内存自由组合，覆盖从开发测试到大型数据库的不同负载。" },
          { title: "高性能云盘", body: "SSD 与 ESSD 云盘可选，单盘最大 32 TiB、最高 50 万 IOPS，支持在线扩容与快照备份。" },
          { title: "三线 BGP 公网", body: "电信、联通、移动三线 BGP 接入，跨运营商访问无需额外配置，可按带宽或按流量计费。" },
          { title: "安全防护内置", body: "安全组、主机安全与基础 DDoS 防护默认开启，支持密钥对登录与操作审计。" },
          { title: "灵活计费", body: "支持按量付费、包年包月与预留实例，资源用多少付多少，长期使用更划算。" },
        ],
        specs: [
          { label: "实例规格族", value: "通用型、计算型、内存型、大数据型、GPU 型" },
          { label: "vCPU / 内存", value: "1⁠–⁠192 vCPU，1⁠–⁠1536 GiB" },
          { label: "云盘", value: "SSD / ESSD，单盘 20 GiB–32 TiB，最高 50 万 IOPS" },
          { label: "内网带宽", value: "最高 40 Gbps" },
          { label: "公网带宽", value: "三线 BGP，单实例最高 5 Gbps" },
          { label: "操作系统", value: "openEuler、Anolis OS、Rocky Linux、Ubuntu、Debian、Windows Server" },
          { label: "服务可用性", value: "单实例 99.975%" },
        ],
        useCases: [
          { title: "网站与应用托管", body: "企业官网、电商平台与 SaaS 应用的稳定承载，配合负载均衡应对流量高峰。" },
          { title: "企业核心系统", body: "ERP、CRM、OA 等系统上云，满足等保三级要求，降低自建机房的运维成本。" },
          { title: "开发与测试环境", body: "按量付费快速创建与释放环境，缩短研发迭代周期。" },
        ],
      },
      {
        id: "object-storage",
        demandType: 2,
        name: "对象存储",
        tagline: "海量、安全、低成本的数据存储",
        summary:
          "兼容 S3 协议的对象存储服务，提供标准、低频、归档与深度归档四种存储类型，数据持久性达 99.9999999999%。适合图片视频、备份归档、日志与 AI 训练数据等非结构化数据的存储和分发。",
        features: [
          { title: "S3 协议兼容", body: "兼容主流 S3 API 与 SDK，现有应用和工具几乎无需改造即可接入。" },
          { title: "分级存储", body: "标准、低频、归档、深度归档四种类型，结合生命周期规则自动沉降，显著降低长期存储成本。" },
          { title: "数据安全", body: "服务端加密、访问控制策略、防盗链与对象锁定（WORM），满足合规留存要求。" },
          { title: "跨园区复制", body: "支持在不同智算中心之间异步复制，构建异地容灾与数据就近访问。" },
          { title: "高速分发", body: "与 CDN 无缝集成，静态资源就近加速，降低源站压力与带宽费用。" },
        ],
        specs: [
          { label: "访问协议", value: "S3 兼容 API，HTTP / HTTPS" },
          { label: "存储类型", value: "标准、低频访问、归档、深度归档" },
          { label: "数据持久性", value: "99.9999999999%（12 个 9）" },
          { label: "服务可用性", value: "标准存储 99.95%，低频访问 99.9%" },
          { label: "单对象大小", value: "最大 5 TiB（分片上传）" },
          { label: "存储容量", value: "单桶容量不设上限" },
        ],
        useCases: [
          { title: "AI 训练数据湖", body: "集中存放训练语料、图像与模型检查点，与 GPU 算力同园区部署，读取更快。" },
          { title: "音视频与图片", body: "存储并通过 CDN 分发图片、短视频与直播回放，支持大文件断点续传。" },
          { title: "备份与归档", body: "数据库备份、日志与合规档案低成本长期保存，按需取回。" },
        ],
      },
      {
        id: "container-service",
        demandType: 3,
        name: "容器服务",
        tagline: "托管 Kubernetes，专注应用本身",
        summary:
          "基于上游 Kubernetes 的托管容器服务，控制面由我们运维，支持云服务器、GPU 节点与 Serverless 虚拟节点混合调度，帮助团队快速落地微服务、云原生与 AI 工作负载。",
        features: [
          { title: "全托管控制面", body: "控制面多副本高可用部署，升级、备份与安全补丁由平台负责。" },
          { title: "GPU 调度", body: "支持 GPU 整卡与共享调度、拓扑感知与 RDMA 网络，适合训练与推理任务。" },
          { title: "弹性伸缩", body: "HPA、VPA 与节点自动伸缩配合 Serverless 虚拟节点，从容应对突发流量。" },
          { title: "镜像仓库", body: "企业级镜像仓库，支持镜像扫描、签名与跨园区同步。" },
          { title: "可观测性", body: "内置日志、监控与告警，集群与应用状态一目了然。" },
        ],
        specs: [
          { label: "Kubernetes 版本", value: "上游主流稳定版本，持续跟进社区发布" },
          { label: "集群规模", value: "单集群最多 5000 个节点" },
          { label: "节点类型", value: "云服务器、GPU 节点、裸金属服务器、Serverless 虚拟节点" },
          { label: "网络", value: "VPC 原生网络，支持网络策略与 RDMA" },
          { label: "存储", value: "云盘、对象存储、文件存储 CSI 插件" },
          { label: "控制面可用性", value: "99.95%" },
        ],
        useCases: [
          { title: "微服务架构", body: "服务拆分、灰度发布与自动扩缩容，支撑业务快速迭代。" },
          { title: "AI 推理服务", body: "GPU 节点池与弹性伸缩结合，按请求量动态调配推理实例。" },
          { title: "DevOps 流水线", body: "对接 CI/CD 工具链，实现从代码提交到生产部署的自动化。" },
        ],
      },
      {
        id: "database",
        demandType: 4,
        name: "云数据库",
        tagline: "开箱即用的高可用数据库",
        summary:
          "提供 MySQL、PostgreSQL、Redis 与 MongoDB 托管数据库服务，主备架构自动故障切换，自动备份与按时间点恢复，让团队无需再为数据库运维投入大量人力。",
        features: [
          { title: "高可用架构", body: "主备实例实时同步，故障时自动切换，切换时间通常在 30 秒以内。" },
          { title: "备份与恢复", body: "每日自动备份，保留 7 至 730 天，支持按时间点恢复到秒级。" },
          { title: "读写分离", body: "最多添加 10 个只读实例，配合读写分离地址分担查询压力。" },
          { title: "安全合规", body: "SSL 加密连接、透明数据加密、IP 白名单与 SQL 审计日志。" },
          { title: "性能诊断", body: "慢查询分析、实时会话与资源监控，帮助快速定位性能瓶颈。" },
        ],
        specs: [
          { label: "数据库引擎", value: "MySQL、PostgreSQL、Redis、MongoDB" },
          { label: "实例规格", value: "2⁠–⁠96 vCPU，4⁠–⁠768 GiB 内存" },
          { label: "存储空间", value: "ESSD 云盘，最大 32 TiB" },
          { label: "备份保留", value: "7⁠–⁠730 天，按时间点恢复" },
          { label: "只读实例", value: "最多 10 个" },
          { label: "服务可用性", value: "高可用版 99.99%" },
        ],
        useCases: [
          { title: "交易与订单系统", body: "电商、支付等对一致性要求高的核心业务。" },
          { title: "缓存与会话", body: "Redis 支撑高并发读写、排行榜与会话存储。" },
          { title: "游戏与社交", body: "MongoDB 灵活存储玩家数据与社交关系，轻松扩展。" },
        ],
      },
    ],
    advantagesHeading: {
      title: "为什么选择我们的云",
      lead: "自有机房、自有网络、自有平台，从基础设施到云服务全链路掌控。",
    },
    advantages: [
      { title: "自建自营基础设施", body: "云平台运行于我们在五大区域自建自营的智算中心，资源供给与服务质量可控。" },
      { title: "优质网络", body: "1600Gbps 总出口带宽，电信、联通、移动三线 BGP，全国访问低时延。" },
      { title: "安全合规", body: "通过 ISO/IEC 27001 认证并满足等保三级要求，提供合规咨询与测评配合。" },
      { title: "专业服务", body: "14 年运营经验，7×24 小时技术支持，专属客户经理与架构师全程服务。" },
    ],
    bookingCta: {
      title: "预约产品演示",
      body: "告诉我们您的业务场景，架构师将为您演示产品并给出上云方案与报价。",
      label: "立即预约",
    },
  },
  en_US: {
    seo: {
      title: "Cloud Products",
      description:
        "Cloud servers, object storage, managed Kubernetes and databases in our own five data centres, with BGP networking, MLPS Level 3 security and flexible billing.",
    },
    hero: {
      eyebrow: "Cloud",
      title: "Stable, secure and elastic cloud for business",
      subtitle:
        "Compute, storage, containers and databases running in five AI computing centres that we build and operate ourselves, so the whole stack, from the data hall to the platform, is under one roof.",
    },
    figures: [
      { value: "99.975", unit: "%", label: "Single-instance availability" },
      { value: "99.9999999999", unit: "%", label: "Object storage durability" },
      { value: "5,000", unit: "nodes", label: "Per Kubernetes cluster" },
      { value: "99.99", unit: "%", label: "High-availability database uptime" },
    ],
    productsHeading: {
      title: "Core cloud products",
      lead: "Everything a business needs to move to the cloud, billed pay-as-you-go or by subscription. Book a demo at any time.",
    },
    labels: { features: "Features", specs: "Specifications", useCases: "Use cases", book: "Book a demo" },
    products: [
      {
        id: "cloud-server",
        demandType: 1,
        name: "Cloud Server",
        tagline: "Elastic, scalable compute",
        summary:
          "General-purpose, compute-optimised, memory-optimised, big-data and GPU instances, delivered in minutes and resized on demand. With high-performance cloud disks and BGP networking, they run websites, applications and business-critical systems reliably.",
        features: [
          {
            title: "A wide range of instances",
            body: "Combine 1 to 192 vCPUs with 1 to 1,536 GiB of memory, from development and testing to large databases.",
          },
          {
            title: "High-performance cloud disks",
            body: "SSD and ESSD disks up to 32 TiB and 500,000 IOPS each, with online resizing and snapshots.",
          },
          {
            title: "Multi-carrier BGP internet",
            body: "China Telecom, China Unicom and China Mobile BGP with no extra setup, billed by bandwidth or by traffic.",
          },
          {
            title: "Built-in security",
            body: "Security groups, host protection and basic DDoS protection on by default, plus key-pair login and operation audit logs.",
          },
          {
            title: "Flexible billing",
            body: "Pay-as-you-go, monthly or yearly subscriptions and reserved instances: pay for what you use and save on long-term workloads.",
          },
        ],
        specs: [
          { label: "Instance families", value: "General-purpose, compute-optimised, memory-optimised, big data, GPU" },
          { label: "vCPU / memory", value: "1⁠–⁠192 vCPU, 1⁠–⁠1,536 GiB" },
          { label: "Cloud disks", value: "SSD / ESSD, 20 GiB–32 TiB per disk, up to 500,000 IOPS" },
          { label: "Private bandwidth", value: "Up to 40 Gbps" },
          { label: "Public bandwidth", value: "Multi-carrier BGP, up to 5 Gbps per instance" },
          { label: "Operating systems", value: "openEuler, Anolis OS, Rocky Linux, Ubuntu, Debian, Windows Server" },
          { label: "Availability", value: "99.975% per instance" },
        ],
        useCases: [
          {
            title: "Websites and applications",
            body: "Run corporate sites, online shops and SaaS applications, with load balancing to absorb traffic peaks.",
          },
          {
            title: "Core business systems",
            body: "Move ERP, CRM and office systems to the cloud, meet MLPS Level 3 and cut the cost of running your own server room.",
          },
          {
            title: "Development and testing",
            body: "Create and release environments on demand with pay-as-you-go billing and shorten release cycles.",
          },
        ],
      },
      {
        id: "object-storage",
        demandType: 2,
        name: "Object Storage",
        tagline: "Massive, secure, low-cost storage",
        summary:
          "S3-compatible object storage with standard, infrequent-access, archive and deep-archive classes and 99.9999999999% data durability. Built for images, video, backups, logs, AI training data and other unstructured data.",
        features: [
          {
            title: "S3 compatible",
            body: "Works with mainstream S3 APIs and SDKs, so existing applications and tools connect with little or no change.",
          },
          {
            title: "Storage classes",
            body: "Standard, infrequent access, archive and deep archive, with lifecycle rules that move data down automatically and cut long-term costs.",
          },
          {
            title: "Data protection",
            body: "Server-side encryption, access policies, hotlink protection and object lock (WORM) for compliant retention.",
          },
          {
            title: "Cross-campus replication",
            body: "Replicate asynchronously between AI computing centres for disaster recovery and access close to users.",
          },
          {
            title: "Fast delivery",
            body: "Integrates with our CDN to serve static content from the edge and reduce origin load and bandwidth costs.",
          },
        ],
        specs: [
          { label: "Protocol", value: "S3-compatible API over HTTP / HTTPS" },
          { label: "Storage classes", value: "Standard, infrequent access, archive, deep archive" },
          { label: "Durability", value: "99.9999999999% (12 nines)" },
          { label: "Availability", value: "99.95% standard, 99.9% infrequent access" },
          { label: "Object size", value: "Up to 5 TiB (multipart upload)" },
          { label: "Capacity", value: "No limit per bucket" },
        ],
        useCases: [
          {
            title: "AI training data lakes",
            body: "Keep training corpora, images and model checkpoints in one place, on the same campus as your GPUs for faster reads.",
          },
          {
            title: "Video and images",
            body: "Store and deliver images, short videos and live-stream recordings through the CDN, with resumable uploads for large files.",
          },
          {
            title: "Backup and archiving",
            body: "Keep database backups, logs and compliance records for the long term at low cost and restore them when needed.",
          },
        ],
      },
      {
        id: "container-service",
        demandType: 3,
        name: "Container Service",
        tagline: "Managed Kubernetes, so you can focus on applications",
        summary:
          "Managed Kubernetes built on the upstream project. We run the control plane; you schedule workloads across cloud servers, GPU nodes and serverless virtual nodes. A fast path to microservices, cloud-native and AI workloads.",
        features: [
          {
            title: "Fully managed control plane",
            body: "A highly available, multi-replica control plane, with upgrades, backups and security patches handled by the platform.",
          },
          {
            title: "GPU scheduling",
            body: "Whole-GPU and shared-GPU scheduling, topology awareness and RDMA networking for training and inference.",
          },
          {
            title: "Autoscaling",
            body: "HPA, VPA and node autoscaling together with serverless virtual nodes absorb sudden traffic spikes.",
          },
          { title: "Container registry", body: "An enterprise registry with image scanning, signing and replication between campuses." },
          { title: "Observability", body: "Built-in logging, monitoring and alerting give a clear view of clusters and applications." },
        ],
        specs: [
          { label: "Kubernetes versions", value: "Current stable upstream releases, kept up to date with the community" },
          { label: "Cluster size", value: "Up to 5,000 nodes per cluster" },
          { label: "Node types", value: "Cloud servers, GPU nodes, bare metal, serverless virtual nodes" },
          { label: "Networking", value: "VPC-native networking with network policies and RDMA" },
          { label: "Storage", value: "CSI drivers for cloud disks, object storage and file storage" },
          { label: "Control-plane availability", value: "99.95%" },
        ],
        useCases: [
          { title: "Microservices", body: "Split services, release gradually and scale automatically to support fast iteration." },
          { title: "AI inference", body: "Combine GPU node pools with autoscaling to match inference capacity to request volume." },
          { title: "DevOps pipelines", body: "Connect your CI/CD toolchain and automate everything from commit to production." },
        ],
      },
      {
        id: "database",
        demandType: 4,
        name: "Cloud Database",
        tagline: "Highly available databases, ready to use",
        summary:
          "Managed MySQL, PostgreSQL, Redis and MongoDB with primary-standby failover, automatic backups and point-in-time recovery, so your team no longer spends its time on database operations.",
        features: [
          { title: "High availability", body: "Primary and standby stay in sync and fail over automatically, usually within 30 seconds." },
          {
            title: "Backup and recovery",
            body: "Daily automatic backups kept for 7 to 730 days, with point-in-time recovery to the second.",
          },
          { title: "Read scaling", body: "Add up to 10 read-only replicas behind a read/write-splitting endpoint to offload queries." },
          { title: "Security and compliance", body: "SSL connections, transparent data encryption, IP allow lists and SQL audit logs." },
          {
            title: "Performance insights",
            body: "Slow-query analysis, live sessions and resource monitoring to find bottlenecks quickly.",
          },
        ],
        specs: [
          { label: "Engines", value: "MySQL, PostgreSQL, Redis, MongoDB" },
          { label: "Instance sizes", value: "2⁠–⁠96 vCPU, 4⁠–⁠768 GiB memory" },
          { label: "Storage", value: "ESSD cloud disks, up to 32 TiB" },
          { label: "Backup retention", value: "7⁠–⁠730 days with point-in-time recovery" },
          { label: "Read-only replicas", value: "Up to 10" },
          { label: "Availability", value: "99.99% for the high-availability edition" },
        ],
        useCases: [
          { title: "Transactions and orders", body: "Core e-commerce and payment systems that need strong consistency." },
          { title: "Caching and sessions", body: "Redis for high-concurrency reads and writes, leaderboards and session storage." },
          { title: "Gaming and social", body: "MongoDB stores player data and social graphs flexibly and scales with ease." },
        ],
      },
    ],
    advantagesHeading: {
      title: "Why our cloud",
      lead: "Our own data centres, our own network, our own platform: we control the whole chain from infrastructure to cloud service.",
    },
    advantages: [
      {
        title: "Self-built, self-operated infrastructure",
        body: "The cloud runs in AI computing centres we built and operate in five regions, so capacity and service quality stay under our control.",
      },
      {
        title: "A quality network",
        body: "1600Gbps of total egress bandwidth and China Telecom, China Unicom and China Mobile BGP for low latency across the country.",
      },
      {
        title: "Security and compliance",
        body: "ISO/IEC 27001 certified and MLPS Level 3 compliant, with compliance advice and support for your assessments.",
      },
      {
        title: "Expert service",
        body: "14 years of operating experience, technical support around the clock and a dedicated account manager and architect.",
      },
    ],
    bookingCta: {
      title: "Book a product demo",
      body: "Tell us about your workload and one of our architects will walk you through the products and propose a migration plan and quotation.",
      label: "Book now",
    },
  },
};
