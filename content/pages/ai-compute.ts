/** /sunCloudAIPro — AI computing power: the 600PFlops platform and GPU instance prices (RMB per hour / per month). */

import type { Cta, Feature, Figure, Hero, Localized, SectionHeading, Seo, TextSection } from "../types.ts";

export type GpuInstanceType = {
  /** Instance code, identical in both languages. */
  id: string;
  gpuModel: string;
  gpuCount: number;
  /** Total GPU memory of the instance, e.g. "640 GB HBM3". */
  gpuMemory: string;
  vcpu: number;
  ramGib: number;
  storage: string;
  network: string;
  /** Pay-as-you-go price, RMB per hour. */
  priceHourRmb: number;
  /** Monthly subscription price, RMB per month (30 days), discounted against 720 × hourly. */
  priceMonthRmb: number;
  suitableFor: string;
};

export type GpuInstanceColumns = Record<Exclude<keyof GpuInstanceType, "id" | "gpuCount">, string> & { id: string };

export type AiUseCase = {
  id: "llm-training" | "inference" | "fine-tuning" | "rendering" | "scientific-computing";
  title: string;
  body: string;
  recommended: string;
};

export type AiComputePageContent = {
  seo: Seo;
  hero: Hero;
  figures: Figure[];
  intro: TextSection;
  instancesHeading: SectionHeading;
  instanceColumns: GpuInstanceColumns;
  /** Unit suffixes for rendering prices, e.g. "元/小时". */
  priceUnits: { hour: string; month: string };
  instances: GpuInstanceType[];
  priceNote: string;
  featuresHeading: SectionHeading;
  features: Feature[];
  useCasesHeading: SectionHeading;
  useCases: AiUseCase[];
  cta: { title: string; body: string; primary: Cta; secondary: Cta };
};

export const aiComputeContent: Localized<AiComputePageContent> = {
  zh_CN: {
    seo: {
      title: "AI 算力",
      description:
        "600PFlops AI 算力平台，提供 H100、H800、A800、L40S、RTX 4090 GPU 实例，400G RDMA 互联，按小时或包月计费，助力大模型训练与推理。",
    },
    hero: {
      eyebrow: "AI 算力",
      title: "600PFlops AI 算力，开箱即用",
      subtitle: "覆盖训练、微调、推理与渲染的全系列 GPU 实例，高速 RDMA 互联与并行存储协同优化，按小时或包月灵活计费。",
    },
    figures: [
      { value: "600", unit: "PFlops", label: "AI 算力平台总规模" },
      { value: "512", unit: "卡", label: "单任务最大并行规模" },
      { value: "400", unit: "Gbps", label: "单卡 RDMA 互联带宽" },
      { value: "1.15", unit: "", label: "训练基地设计 PUE" },
    ],
    intro: {
      heading: "面向大模型时代的算力平台",
      paragraphs: [
        "我们的 AI 算力平台总规模达 600PFlops，核心集群部署在华东智算中心，训练资源池分布于华北、西南与西北智算中心。平台统一调度多种型号的 GPU，既能支撑数百卡规模的大模型预训练，也能为推理和微调提供单卡起步的弹性资源。",
        "训练集群采用 400Gbps RDMA 无损网络与并行文件存储，配合液冷机柜承载高功耗 GPU 服务器；平台预置主流框架镜像与任务调度能力，从申请资源到启动训练只需几分钟。",
        "价格以人民币计，按小时计费适合短期实验与弹性推理，包月计费相比按小时累计更为优惠，长期训练任务还可申请专属集群与定制报价。",
      ],
    },
    instancesHeading: {
      title: "GPU 实例规格与价格",
      lead: "以下为常用 GPU 实例的参考配置与租赁价格，更多规格及专属集群方案请预约咨询。",
    },
    instanceColumns: {
      id: "实例规格",
      gpuModel: "GPU 型号",
      gpuMemory: "显存",
      vcpu: "vCPU",
      ramGib: "内存（GiB）",
      storage: "本地存储",
      network: "网络",
      priceHourRmb: "按小时（元/小时）",
      priceMonthRmb: "包月（元/月）",
      suitableFor: "推荐场景",
    },
    priceUnits: { hour: "元/小时", month: "元/月" },
    instances: [
      {
        id: "gn-h100.8x",
        gpuModel: "NVIDIA H100 SXM 80GB × 8",
        gpuCount: 8,
        gpuMemory: "640 GB HBM3",
        vcpu: 192,
        ramGib: 2048,
        storage: "8 × 3.84 TB NVMe SSD",
        network: "8 × 400 Gbps RDMA + 2 × 25 Gbps",
        priceHourRmb: 168,
        priceMonthRmb: 86400,
        suitableFor: "千亿参数大模型预训练",
      },
      {
        id: "gn-h800.8x",
        gpuModel: "NVIDIA H800 SXM 80GB × 8",
        gpuCount: 8,
        gpuMemory: "640 GB HBM3",
        vcpu: 192,
        ramGib: 2048,
        storage: "8 × 3.84 TB NVMe SSD",
        network: "8 × 400 Gbps RDMA + 2 × 25 Gbps",
        priceHourRmb: 148,
        priceMonthRmb: 76800,
        suitableFor: "大模型预训练与全参数微调",
      },
      {
        id: "gn-a800.8x",
        gpuModel: "NVIDIA A800 SXM 80GB × 8",
        gpuCount: 8,
        gpuMemory: "640 GB HBM2e",
        vcpu: 128,
        ramGib: 1024,
        storage: "4 × 3.84 TB NVMe SSD",
        network: "4 × 200 Gbps RDMA + 2 × 25 Gbps",
        priceHourRmb: 76,
        priceMonthRmb: 39600,
        suitableFor: "百亿参数模型训练与微调",
      },
      {
        id: "gn-l40s.4x",
        gpuModel: "NVIDIA L40S 48GB × 4",
        gpuCount: 4,
        gpuMemory: "192 GB GDDR6",
        vcpu: 64,
        ramGib: 512,
        storage: "2 × 3.84 TB NVMe SSD",
        network: "50 Gbps",
        priceHourRmb: 30,
        priceMonthRmb: 15800,
        suitableFor: "大模型推理、LoRA 微调、AIGC",
      },
      {
        id: "gn-l40s.1x",
        gpuModel: "NVIDIA L40S 48GB × 1",
        gpuCount: 1,
        gpuMemory: "48 GB GDDR6",
        vcpu: 16,
        ramGib: 128,
        storage: "1 × 960 GB NVMe SSD",
        network: "25 Gbps",
        priceHourRmb: 7.8,
        priceMonthRmb: 4100,
        suitableFor: "在线推理、图像生成",
      },
      {
        id: "gn-4090.8x",
        gpuModel: "NVIDIA GeForce RTX 4090 24GB × 8",
        gpuCount: 8,
        gpuMemory: "192 GB GDDR6X",
        vcpu: 96,
        ramGib: 512,
        storage: "4 × 3.84 TB NVMe SSD",
        network: "25 Gbps",
        priceHourRmb: 21.6,
        priceMonthRmb: 11200,
        suitableFor: "渲染农场、批量推理",
      },
      {
        id: "gn-4090.1x",
        gpuModel: "NVIDIA GeForce RTX 4090 24GB × 1",
        gpuCount: 1,
        gpuMemory: "24 GB GDDR6X",
        vcpu: 16,
        ramGib: 64,
        storage: "1 × 960 GB NVMe SSD",
        network: "10 Gbps",
        priceHourRmb: 2.8,
        priceMonthRmb: 1450,
        suitableFor: "开发调试、教学实验、小模型推理",
      },
    ],
    priceNote: "以上为含税参考价（人民币），包月按 30 天计。实际价格以合同或订单为准，长期合约、专属集群与批量采购可享受进一步优惠。",
    featuresHeading: {
      title: "平台能力",
      lead: "从硬件、网络、存储到调度软件整体调优，让每一张 GPU 都发挥应有的性能。",
    },
    features: [
      { title: "高速 RDMA 互联", body: "训练集群每卡配备 400Gbps RDMA 网络，采用无阻塞胖树拓扑，显著降低多机通信开销。" },
      { title: "并行文件存储", body: "全闪存并行文件系统，聚合读带宽最高 200 GB/s，与对象存储打通，加快数据加载与检查点保存。" },
      { title: "统一任务调度", body: "支持 Kubernetes 与 Slurm 两种调度方式，提供队列、配额与优先级管理，多团队共享集群互不干扰。" },
      { title: "预置框架镜像", body: "预装 PyTorch、DeepSpeed、Megatron-LM、vLLM 等主流框架与驱动，环境开箱即用。" },
      { title: "故障自愈", body: "实时监测 GPU、网络与节点健康状态，异常节点自动隔离替换，训练任务从最近检查点自动续训。" },
      { title: "安全隔离", body: "租户级 VPC 与存储隔离，数据不出园区，满足等保三级与数据合规要求。" },
    ],
    useCasesHeading: {
      title: "典型应用场景",
      lead: "从预训练到上线推理，覆盖 AI 工程的完整生命周期。",
    },
    useCases: [
      {
        id: "llm-training",
        title: "大模型训练",
        body: "数百卡并行的预训练集群，配合 RDMA 网络与并行存储，缩短模型迭代周期。",
        recommended: "gn-h100.8x、gn-h800.8x",
      },
      {
        id: "inference",
        title: "模型推理",
        body: "按小时弹性扩缩推理实例，结合容器服务实现流量高峰自动扩容。",
        recommended: "gn-l40s.1x、gn-l40s.4x",
      },
      {
        id: "fine-tuning",
        title: "模型微调",
        body: "基于开源基座模型进行全参数或 LoRA 微调，快速打造行业专属模型。",
        recommended: "gn-a800.8x、gn-l40s.4x",
      },
      {
        id: "rendering",
        title: "渲染与 AIGC",
        body: "影视动画、建筑可视化与图像视频生成，多卡并行加速出图。",
        recommended: "gn-4090.8x、gn-l40s.4x",
      },
      {
        id: "scientific-computing",
        title: "科学计算",
        body: "分子动力学、气象模拟、生物信息等 HPC 任务，大内存与高速互联兼备。",
        recommended: "gn-a800.8x、gn-h800.8x",
      },
    ],
    cta: {
      title: "获取专属算力方案",
      body: "告诉我们模型规模、训练周期与预算，我们将为您推荐合适的实例与集群方案。",
      primary: { label: "浏览 AI 产品", to: "/sunCloudAIProduct" },
      secondary: { label: "了解智算中心", to: "/AIDC" },
    },
  },
  en_US: {
    seo: {
      title: "AI Computing Power",
      description:
        "A 600PFlops AI platform with NVIDIA H100, H800, A800, L40S and RTX 4090 instances, 400G RDMA and RMB pricing per hour or per month for training and inference.",
    },
    hero: {
      eyebrow: "AI Computing Power",
      title: "600PFlops of AI computing, ready when you are",
      subtitle:
        "A full range of GPU instances for training, fine-tuning, inference and rendering, tuned together with RDMA networking and parallel storage, billed by the hour or by the month.",
    },
    figures: [
      { value: "600", unit: "PFlops", label: "AI computing platform" },
      { value: "512", unit: "GPUs", label: "Maximum size of a single job" },
      { value: "400", unit: "Gbps", label: "RDMA bandwidth per GPU" },
      { value: "1.15", unit: "", label: "Design PUE of our training base" },
    ],
    intro: {
      heading: "A computing platform for the age of large models",
      paragraphs: [
        "Our AI computing platform delivers 600PFlops in total. Its core cluster sits in the East China AI Computing Centre, with training pools in North, Southwest and Northwest China. One scheduler manages several GPU models, supporting large-model pre-training across hundreds of GPUs as well as elastic inference and fine-tuning from a single GPU.",
        "Training clusters use a lossless 400Gbps RDMA fabric and parallel file storage, with liquid-cooled racks for power-hungry GPU servers. Framework images and job scheduling are ready out of the box, so it takes minutes, not days, from requesting resources to starting a run.",
        "Prices are in RMB. Hourly billing suits short experiments and elastic inference; monthly billing costs noticeably less than the same hours paid by the hour, and long training programmes can reserve dedicated clusters at custom prices.",
      ],
    },
    instancesHeading: {
      title: "GPU instances and prices",
      lead: "Reference configurations and rental prices of popular GPU instances. Book a consultation for other sizes and dedicated clusters.",
    },
    instanceColumns: {
      id: "Instance",
      gpuModel: "GPU",
      gpuMemory: "GPU memory",
      vcpu: "vCPU",
      ramGib: "Memory (GiB)",
      storage: "Local storage",
      network: "Network",
      priceHourRmb: "Hourly (RMB/hour)",
      priceMonthRmb: "Monthly (RMB/month)",
      suitableFor: "Best for",
    },
    priceUnits: { hour: "RMB/hour", month: "RMB/month" },
    instances: [
      {
        id: "gn-h100.8x",
        gpuModel: "NVIDIA H100 SXM 80GB × 8",
        gpuCount: 8,
        gpuMemory: "640 GB HBM3",
        vcpu: 192,
        ramGib: 2048,
        storage: "8 × 3.84 TB NVMe SSD",
        network: "8 × 400 Gbps RDMA + 2 × 25 Gbps",
        priceHourRmb: 168,
        priceMonthRmb: 86400,
        suitableFor: "Pre-training models with hundreds of billions of parameters",
      },
      {
        id: "gn-h800.8x",
        gpuModel: "NVIDIA H800 SXM 80GB × 8",
        gpuCount: 8,
        gpuMemory: "640 GB HBM3",
        vcpu: 192,
        ramGib: 2048,
        storage: "8 × 3.84 TB NVMe SSD",
        network: "8 × 400 Gbps RDMA + 2 × 25 Gbps",
        priceHourRmb: 148,
        priceMonthRmb: 76800,
        suitableFor: "Large-model pre-training and full fine-tuning",
      },
      {
        id: "gn-a800.8x",
        gpuModel: "NVIDIA A800 SXM 80GB × 8",
        gpuCount: 8,
        gpuMemory: "640 GB HBM2e",
        vcpu: 128,
        ramGib: 1024,
        storage: "4 × 3.84 TB NVMe SSD",
        network: "4 × 200 Gbps RDMA + 2 × 25 Gbps",
        priceHourRmb: 76,
        priceMonthRmb: 39600,
        suitableFor: "Training and fine-tuning models with tens of billions of parameters",
      },
      {
        id: "gn-l40s.4x",
        gpuModel: "NVIDIA L40S 48GB × 4",
        gpuCount: 4,
        gpuMemory: "192 GB GDDR6",
        vcpu: 64,
        ramGib: 512,
        storage: "2 × 3.84 TB NVMe SSD",
        network: "50 Gbps",
        priceHourRmb: 30,
        priceMonthRmb: 15800,
        suitableFor: "LLM inference, LoRA fine-tuning, generative AI",
      },
      {
        id: "gn-l40s.1x",
        gpuModel: "NVIDIA L40S 48GB × 1",
        gpuCount: 1,
        gpuMemory: "48 GB GDDR6",
        vcpu: 16,
        ramGib: 128,
        storage: "1 × 960 GB NVMe SSD",
        network: "25 Gbps",
        priceHourRmb: 7.8,
        priceMonthRmb: 4100,
        suitableFor: "Online inference, image generation",
      },
      {
        id: "gn-4090.8x",
        gpuModel: "NVIDIA GeForce RTX 4090 24GB × 8",
        gpuCount: 8,
        gpuMemory: "192 GB GDDR6X",
        vcpu: 96,
        ramGib: 512,
        storage: "4 × 3.84 TB NVMe SSD",
        network: "25 Gbps",
        priceHourRmb: 21.6,
        priceMonthRmb: 11200,
        suitableFor: "Render farms, batch inference",
      },
      {
        id: "gn-4090.1x",
        gpuModel: "NVIDIA GeForce RTX 4090 24GB × 1",
        gpuCount: 1,
        gpuMemory: "24 GB GDDR6X",
        vcpu: 16,
        ramGib: 64,
        storage: "1 × 960 GB NVMe SSD",
        network: "10 Gbps",
        priceHourRmb: 2.8,
        priceMonthRmb: 1450,
        suitableFor: "Development, teaching, small-model inference",
      },
    ],
    priceNote:
      "Reference prices in RMB including tax; a month is 30 days. Final prices are set in your contract or order. Long-term commitments, dedicated clusters and volume purchases qualify for further discounts.",
    featuresHeading: {
      title: "Platform capabilities",
      lead: "Hardware, network, storage and scheduling are tuned as one system, so every GPU delivers the performance you pay for.",
    },
    features: [
      {
        title: "High-speed RDMA fabric",
        body: "Each training GPU has 400Gbps of RDMA bandwidth on a non-blocking fat-tree topology, sharply cutting multi-node communication overhead.",
      },
      {
        title: "Parallel file storage",
        body: "An all-flash parallel file system with up to 200 GB/s of aggregate read bandwidth, linked to object storage for faster data loading and checkpointing.",
      },
      {
        title: "Unified job scheduling",
        body: "Kubernetes or Slurm, with queues, quotas and priorities so several teams can share a cluster without getting in each other's way.",
      },
      {
        title: "Ready-made framework images",
        body: "PyTorch, DeepSpeed, Megatron-LM, vLLM and other mainstream frameworks and drivers come preinstalled.",
      },
      {
        title: "Self-healing",
        body: "GPU, network and node health are monitored continuously; faulty nodes are isolated and replaced, and jobs resume from the latest checkpoint.",
      },
      {
        title: "Secure isolation",
        body: "Per-tenant VPC and storage isolation keeps data on campus and meets MLPS Level 3 and data-compliance requirements.",
      },
    ],
    useCasesHeading: {
      title: "Use cases",
      lead: "From pre-training to production inference, across the whole AI engineering lifecycle.",
    },
    useCases: [
      {
        id: "llm-training",
        title: "Large-model training",
        body: "Pre-training clusters of hundreds of GPUs with RDMA networking and parallel storage shorten each model iteration.",
        recommended: "gn-h100.8x, gn-h800.8x",
      },
      {
        id: "inference",
        title: "Model inference",
        body: "Scale inference instances by the hour and let the container service add capacity automatically at traffic peaks.",
        recommended: "gn-l40s.1x, gn-l40s.4x",
      },
      {
        id: "fine-tuning",
        title: "Fine-tuning",
        body: "Full-parameter or LoRA fine-tuning of open foundation models to build models for your industry quickly.",
        recommended: "gn-a800.8x, gn-l40s.4x",
      },
      {
        id: "rendering",
        title: "Rendering and generative AI",
        body: "Film and animation, architectural visualisation and image or video generation, accelerated across many GPUs.",
        recommended: "gn-4090.8x, gn-l40s.4x",
      },
      {
        id: "scientific-computing",
        title: "Scientific computing",
        body: "Molecular dynamics, weather simulation, bioinformatics and other HPC work that needs large memory and fast interconnects.",
        recommended: "gn-a800.8x, gn-h800.8x",
      },
    ],
    cta: {
      title: "Get a computing plan built for you",
      body: "Tell us your model size, training schedule and budget, and we will recommend the right instances and cluster design.",
      primary: { label: "Browse AI products", to: "/sunCloudAIProduct" },
      secondary: { label: "Explore our data centres", to: "/AIDC" },
    },
  },
};
