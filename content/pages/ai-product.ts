/** /sunCloudAIProduct — the AI product list. */

import type { Cta, Feature, Figure, Hero, Localized, SectionHeading, Seo } from "../types.ts";

export type AiProductCategoryId = "training" | "inference" | "models" | "development" | "application" | "data" | "infrastructure";

export type AiProductCategory = { id: AiProductCategoryId; label: string };

export type AiProduct = {
  id: string;
  categoryId: AiProductCategoryId;
  /** Display label of the category (same as the matching entry of `categories`). */
  category: string;
  name: string;
  tagline: string;
  summary: string;
  features: string[];
  link: Cta;
};

export type AiProductPageContent = {
  seo: Seo;
  hero: Hero;
  figures: Figure[];
  productsHeading: SectionHeading;
  /** Filter tabs; the first is "all". */
  allLabel: string;
  categories: AiProductCategory[];
  products: AiProduct[];
  workflowHeading: SectionHeading;
  workflow: Feature[];
  cta: { title: string; body: string; primary: Cta; secondary: Cta };
};

export const aiProductContent: Localized<AiProductPageContent> = {
  zh_CN: {
    seo: {
      title: "AI 产品",
      description:
        "覆盖数据标注、模型开发、训练、评测、推理部署与知识库应用的 AI 产品矩阵，依托 600PFlops 算力平台，帮助企业把大模型能力快速落地到业务中。",
    },
    hero: {
      eyebrow: "AI 产品",
      title: "从数据到应用的一站式 AI 工具链",
      subtitle: "构建于 600PFlops 算力平台之上，覆盖数据、开发、训练、评测、推理与应用的全流程产品，让团队专注于模型与业务创新。",
    },
    figures: [
      { value: "8", unit: "款", label: "AI 平台产品" },
      { value: "600", unit: "PFlops", label: "底层算力支撑" },
      { value: "100", unit: "+", label: "模型广场可用模型" },
      { value: "7×24", unit: "", label: "专家技术支持" },
    ],
    productsHeading: {
      title: "产品列表",
      lead: "按需选用单个产品，或组合成完整的企业 AI 平台。",
    },
    allLabel: "全部",
    categories: [
      { id: "training", label: "模型训练" },
      { id: "inference", label: "推理部署" },
      { id: "models", label: "模型服务" },
      { id: "development", label: "开发工具" },
      { id: "application", label: "智能应用" },
      { id: "data", label: "数据服务" },
      { id: "infrastructure", label: "算力管理" },
    ],
    products: [
      {
        id: "model-training-platform",
        categoryId: "training",
        category: "模型训练",
        name: "模型训练平台",
        tagline: "可视化管理大规模分布式训练",
        summary:
          "面向预训练与微调的分布式训练平台，内置 DeepSpeed、Megatron-LM 等加速框架，提供任务编排、断点续训与资源配额管理，让数百卡训练像单机一样易用。",
        features: [
          "一键提交多机多卡训练任务",
          "自动检查点与故障节点替换后续训",
          "训练指标、GPU 利用率实时可视化",
          "团队配额、队列与优先级管理",
        ],
        link: { label: "查看训练算力", to: "/sunCloudAIPro" },
      },
      {
        id: "inference-service",
        categoryId: "inference",
        category: "推理部署",
        name: "模型推理服务",
        tagline: "高并发、低时延的模型在线服务",
        summary: "将自研或开源模型一键部署为在线 API，基于 vLLM 等推理引擎优化吞吐，支持按请求量自动扩缩容和多版本灰度发布。",
        features: [
          "OpenAI 兼容接口，业务快速接入",
          "连续批处理与 KV Cache 优化，提升吞吐",
          "按流量自动扩缩容，支持缩容至零",
          "多模型多版本灰度与 A/B 测试",
        ],
        link: { label: "查看推理实例", to: "/sunCloudAIPro" },
      },
      {
        id: "model-marketplace",
        categoryId: "models",
        category: "模型服务",
        name: "模型广场",
        tagline: "精选开源与合作伙伴模型",
        summary: "汇集 100 余个主流开源大模型及合作伙伴行业模型，涵盖文本、代码、图像、语音与多模态，可直接体验、微调或部署到推理服务。",
        features: ["主流开源基座模型与行业模型", "在线体验与效果对比", "一键微调、一键部署", "模型许可与版本信息清晰可查"],
        link: { label: "成为模型合作伙伴", to: "/ecologyPartner" },
      },
      {
        id: "ai-notebook",
        categoryId: "development",
        category: "开发工具",
        name: "AI 开发 Notebook",
        tagline: "开箱即用的云端交互式开发环境",
        summary: "基于 JupyterLab 的云端开发环境，预置主流深度学习框架与 GPU 驱动，分钟级启动，代码、数据与模型统一存储，便于团队协作。",
        features: [
          "单卡起步，GPU 规格随时切换",
          "预置 PyTorch 等常用镜像，支持自定义镜像",
          "挂载对象存储与并行文件存储",
          "空闲自动关机，避免资源浪费",
        ],
        link: { label: "查看 GPU 实例", to: "/sunCloudAIPro" },
      },
      {
        id: "knowledge-assistant",
        categoryId: "application",
        category: "智能应用",
        name: "知识库智能助手",
        tagline: "让企业知识随问随答",
        summary: "基于检索增强生成（RAG）技术，将企业文档、制度与产品资料构建为可问答的知识库，可私有化部署，回答附带引用来源，便于核对。",
        features: [
          "支持 PDF、Word、网页等多种格式导入",
          "答案附带引用原文，减少“幻觉”",
          "细粒度权限控制，数据不出企业边界",
          "可嵌入官网、企业微信与内部系统",
        ],
        link: { label: "了解数据存储方案", to: "/cloudProduct" },
      },
      {
        id: "data-labelling",
        categoryId: "data",
        category: "数据服务",
        name: "数据标注平台",
        tagline: "高质量训练数据的生产线",
        summary: "支持文本、图像、视频、点云与语音的标注工具，结合模型预标注与多级质检流程，帮助团队高效生产训练数据和指令微调数据。",
        features: [
          "多模态标注模板，支持自定义",
          "模型预标注，减少人工工作量",
          "多级质检与抽检，质量可追溯",
          "与对象存储无缝对接，数据不离开园区",
        ],
        link: { label: "了解对象存储", to: "/cloudProduct" },
      },
      {
        id: "model-evaluation",
        categoryId: "training",
        category: "模型训练",
        name: "模型评测服务",
        tagline: "用数据说话的模型选型与验收",
        summary: "内置通用能力、行业知识与安全合规等评测集，支持自定义评测集与人工评审，输出可对比的评测报告，辅助模型选型与上线验收。",
        features: ["主流公开评测集一键运行", "自定义业务评测集与打分规则", "人工评审与自动评分结合", "多模型、多版本对比报告"],
        link: { label: "查看训练算力", to: "/sunCloudAIPro" },
      },
      {
        id: "cluster-manager",
        categoryId: "infrastructure",
        category: "算力管理",
        name: "智算集群管理平台",
        tagline: "自有 GPU 集群的统一运营",
        summary:
          "面向在我们智算中心托管自有 GPU 服务器的客户，提供集群纳管、资源池化、多租户计量与健康巡检，将硬件资产转化为可运营的算力服务。",
        features: ["GPU 服务器统一纳管与资源池化", "多租户配额、计量与账单", "GPU、网络健康巡检与故障预警", "与液冷机柜、动环监控数据联动"],
        link: { label: "了解智算中心", to: "/AIDC" },
      },
    ],
    workflowHeading: {
      title: "覆盖 AI 落地全流程",
      lead: "各产品之间数据与模型无缝流转，减少工具切换和数据搬运。",
    },
    workflow: [
      { title: "数据准备", body: "数据标注平台与对象存储，构建高质量训练数据。" },
      { title: "开发实验", body: "AI 开发 Notebook 快速验证想法与代码。" },
      { title: "训练微调", body: "模型训练平台调度大规模 GPU 资源。" },
      { title: "评测验收", body: "模型评测服务量化效果，择优上线。" },
      { title: "部署应用", body: "推理服务与知识库助手把模型能力交付给业务。" },
    ],
    cta: {
      title: "需要定制 AI 平台？",
      body: "我们的解决方案架构师可根据您的数据、模型与合规要求，设计私有化或混合部署方案。",
      primary: { label: "查看 AI 算力", to: "/sunCloudAIPro" },
      secondary: { label: "加入合作伙伴计划", to: "/ecologyPartner" },
    },
  },
  en_US: {
    seo: {
      title: "AI Products",
      description:
        "AI products for data labelling, development, training, evaluation, inference and knowledge assistants, built on our 600PFlops computing platform.",
    },
    hero: {
      eyebrow: "AI Products",
      title: "One AI toolchain from data to application",
      subtitle:
        "Built on our 600PFlops computing platform, these products cover data, development, training, evaluation, inference and applications, so your team can concentrate on models and business value.",
    },
    figures: [
      { value: "8", unit: "", label: "AI platform products" },
      { value: "600", unit: "PFlops", label: "Computing power underneath" },
      { value: "100", unit: "+", label: "Models in the marketplace" },
      { value: "24/7", unit: "", label: "Expert technical support" },
    ],
    productsHeading: {
      title: "Products",
      lead: "Use a single product or combine them into a complete enterprise AI platform.",
    },
    allLabel: "All",
    categories: [
      { id: "training", label: "Training" },
      { id: "inference", label: "Inference" },
      { id: "models", label: "Models" },
      { id: "development", label: "Development" },
      { id: "application", label: "Applications" },
      { id: "data", label: "Data" },
      { id: "infrastructure", label: "Cluster management" },
    ],
    products: [
      {
        id: "model-training-platform",
        categoryId: "training",
        category: "Training",
        name: "Model Training Platform",
        tagline: "Large-scale distributed training, managed visually",
        summary:
          "A distributed training platform for pre-training and fine-tuning, with DeepSpeed, Megatron-LM and other acceleration frameworks built in, plus job orchestration, checkpoint recovery and quota management. Training on hundreds of GPUs becomes as easy as on one machine.",
        features: [
          "Submit multi-node, multi-GPU jobs in one step",
          "Automatic checkpoints and resumption after node replacement",
          "Live training metrics and GPU utilisation",
          "Team quotas, queues and priorities",
        ],
        link: { label: "See training instances", to: "/sunCloudAIPro" },
      },
      {
        id: "inference-service",
        categoryId: "inference",
        category: "Inference",
        name: "Model Inference Service",
        tagline: "High-concurrency, low-latency model serving",
        summary:
          "Deploy your own or open-source models as online APIs in one step. Inference engines such as vLLM are tuned for throughput, with autoscaling by request volume and gradual rollout of new versions.",
        features: [
          "OpenAI-compatible API for fast integration",
          "Continuous batching and KV-cache optimisation for higher throughput",
          "Traffic-based autoscaling, including scale to zero",
          "Canary releases and A/B tests across models and versions",
        ],
        link: { label: "See inference instances", to: "/sunCloudAIPro" },
      },
      {
        id: "model-marketplace",
        categoryId: "models",
        category: "Models",
        name: "Model Marketplace",
        tagline: "Curated open-source and partner models",
        summary:
          "More than 100 popular open-source models and partner industry models for text, code, images, speech and multimodal tasks, ready to try, fine-tune or deploy to the inference service.",
        features: [
          "Mainstream open foundation models and industry models",
          "Try models online and compare results",
          "One-click fine-tuning and deployment",
          "Clear licence and version information",
        ],
        link: { label: "Become a model partner", to: "/ecologyPartner" },
      },
      {
        id: "ai-notebook",
        categoryId: "development",
        category: "Development",
        name: "AI Development Notebook",
        tagline: "An interactive cloud workspace, ready to go",
        summary:
          "A JupyterLab-based cloud workspace with deep-learning frameworks and GPU drivers preinstalled. It starts in minutes and keeps code, data and models in shared storage for easy teamwork.",
        features: [
          "Start from a single GPU and switch sizes at any time",
          "Common images such as PyTorch preinstalled, custom images supported",
          "Mount object storage and parallel file storage",
          "Automatic shutdown when idle to avoid waste",
        ],
        link: { label: "See GPU instances", to: "/sunCloudAIPro" },
      },
      {
        id: "knowledge-assistant",
        categoryId: "application",
        category: "Applications",
        name: "Knowledge-base Assistant",
        tagline: "Answers from your company's own knowledge",
        summary:
          "Retrieval-augmented generation (RAG) turns documents, policies and product material into a knowledge base you can question. It can be deployed privately, and every answer cites its sources for easy checking.",
        features: [
          "Import PDF, Word, web pages and more",
          "Answers quote the original text to reduce hallucinations",
          "Fine-grained permissions keep data inside your boundary",
          "Embed in your website, WeCom or internal systems",
        ],
        link: { label: "Explore data storage", to: "/cloudProduct" },
      },
      {
        id: "data-labelling",
        categoryId: "data",
        category: "Data",
        name: "Data Labelling Platform",
        tagline: "A production line for quality training data",
        summary:
          "Labelling tools for text, images, video, point clouds and speech, with model-assisted pre-labelling and multi-stage quality checks to produce training and instruction-tuning data efficiently.",
        features: [
          "Multimodal templates that you can customise",
          "Model pre-labelling to cut manual work",
          "Multi-stage review and sampling with full traceability",
          "Works directly with object storage, so data stays on campus",
        ],
        link: { label: "Explore object storage", to: "/cloudProduct" },
      },
      {
        id: "model-evaluation",
        categoryId: "training",
        category: "Training",
        name: "Model Evaluation Service",
        tagline: "Choose and accept models on evidence",
        summary:
          "Built-in benchmarks for general ability, industry knowledge and safety compliance, plus custom test sets and human review, producing comparable reports to guide model selection and release sign-off.",
        features: [
          "Run mainstream public benchmarks in one step",
          "Custom business test sets and scoring rules",
          "Human review combined with automatic scoring",
          "Comparison reports across models and versions",
        ],
        link: { label: "See training instances", to: "/sunCloudAIPro" },
      },
      {
        id: "cluster-manager",
        categoryId: "infrastructure",
        category: "Cluster management",
        name: "AI Cluster Manager",
        tagline: "Run your own GPU fleet as a service",
        summary:
          "For customers hosting their own GPU servers in our AI computing centres: cluster onboarding, resource pooling, multi-tenant metering and health checks that turn hardware assets into an operable computing service.",
        features: [
          "Central management and pooling of GPU servers",
          "Multi-tenant quotas, metering and billing",
          "GPU and network health checks with early fault warnings",
          "Linked to liquid-cooled rack and facility monitoring data",
        ],
        link: { label: "Explore our data centres", to: "/AIDC" },
      },
    ],
    workflowHeading: {
      title: "The whole path to production AI",
      lead: "Data and models flow between products without switching tools or copying data around.",
    },
    workflow: [
      { title: "Prepare data", body: "Build quality training data with the labelling platform and object storage." },
      { title: "Experiment", body: "Test ideas and code quickly in the AI Development Notebook." },
      { title: "Train and fine-tune", body: "Schedule large GPU pools with the Model Training Platform." },
      { title: "Evaluate", body: "Measure quality with the Model Evaluation Service and ship the best model." },
      { title: "Deploy and apply", body: "Deliver models to the business through the inference service and knowledge-base assistant." },
    ],
    cta: {
      title: "Need a custom AI platform?",
      body: "Our solution architects can design a private or hybrid deployment around your data, models and compliance requirements.",
      primary: { label: "See AI computing power", to: "/sunCloudAIPro" },
      secondary: { label: "Join the partner programme", to: "/ecologyPartner" },
    },
  },
};
