/** /ecologyPartner — partner programme, application form copy and the user authorisation agreement. */

import type { Faq, Feature, Figure, Hero, Localized, SectionHeading, Seo, TextSection } from "../types.ts";

/** Version of the user authorisation agreement the applicant agrees to; store it with the application. */
export const PARTNER_AGREEMENT_VERSION = "2026-11";

export type PartnerTypeId = "technology" | "channel" | "solution" | "service";

export type PartnerType = {
  id: PartnerTypeId;
  title: string;
  summary: string;
  idealFor: string;
  examples: string[];
};

export type PartnerTierId = "registered" | "silver" | "gold" | "strategic";

export type PartnerTier = {
  id: PartnerTierId;
  name: string;
  summary: string;
  requirements: string[];
  benefits: string[];
};

export type PartnerProcessStepId = "apply" | "review" | "sign" | "enable" | "grow";

export type PartnerProcessStep = {
  id: PartnerProcessStepId;
  title: string;
  body: string;
  duration: string;
};

/** The five form fields of the spec: name, phone, email, company, other. */
export type PartnerFormField = "name" | "phone" | "email" | "company" | "other";

export type PartnerFormCopy = {
  title: string;
  lead: string;
  labels: Record<PartnerFormField, string>;
  placeholders: Record<PartnerFormField, string>;
  /** Rendered as: agreePrefix + [agreementLink] ; agreementLink opens the agreement. */
  agreePrefix: string;
  agreementLink: string;
  submit: string;
  success: string;
};

export type AgreementSection = {
  heading: string;
  paragraphs: string[];
  /** Bullet list shown after the paragraphs; may be empty. */
  items: string[];
};

export type UserAuthorisationAgreement = {
  title: string;
  version: string;
  /** Human-readable version line, e.g. "版本：2026-11". */
  versionLabel: string;
  preamble: string[];
  sections: AgreementSection[];
  closing: string;
  /** Buttons of the agreement dialog. */
  agreeButton: string;
  closeButton: string;
};

export type PartnerPageContent = {
  seo: Seo;
  hero: Hero;
  figures: Figure[];
  intro: TextSection;
  benefitsHeading: SectionHeading;
  benefits: Feature[];
  typesHeading: SectionHeading;
  types: PartnerType[];
  tiersHeading: SectionHeading;
  tierLabels: { requirements: string; benefits: string };
  tiers: PartnerTier[];
  processHeading: SectionHeading;
  process: PartnerProcessStep[];
  faqHeading: SectionHeading;
  faqs: Faq[];
  form: PartnerFormCopy;
  agreement: UserAuthorisationAgreement;
};

export const partnerContent: Localized<PartnerPageContent> = {
  zh_CN: {
    seo: {
      title: "生态合作伙伴",
      description:
        "加入我们的生态合作伙伴计划，面向技术、渠道、解决方案与服务伙伴，提供算力资源、联合营销、培训认证与商机共享，共同服务数据中心、云与 AI 客户。",
    },
    hero: {
      eyebrow: "生态合作伙伴计划",
      title: "携手共建算力生态",
      subtitle: "开放数据中心、云、AI 算力与网络能力，与合作伙伴共同打造解决方案、拓展市场、服务客户，实现长期共赢。",
    },
    figures: [
      { value: "4", unit: "类", label: "合作伙伴类型" },
      { value: "4", unit: "级", label: "合作伙伴等级" },
      { value: "5", unit: "个", label: "工作日内完成资质审核" },
      { value: "0", unit: "元", label: "加入费用" },
    ],
    intro: {
      heading: "为什么建立生态合作伙伴计划",
      paragraphs: [
        "企业上云和 AI 落地往往需要基础设施、平台软件、行业应用与实施服务的共同配合。没有任何一家企业能够独自完成所有环节。",
        "我们依托五大智算中心、600PFlops AI 算力平台和 1600Gbps 网络出口，向合作伙伴开放产品、资源与商机，帮助伙伴把自身的技术与行业经验转化为可交付的客户价值。",
      ],
    },
    benefitsHeading: {
      title: "合作伙伴权益概览",
      lead: "从技术支持到市场拓展，伴随伙伴成长的每一个阶段。",
    },
    benefits: [
      { title: "算力与测试资源", body: "提供 GPU 与云资源测试额度，支持解决方案开发、适配验证和客户 POC。" },
      { title: "培训与认证", body: "覆盖数据中心、云产品、AI 平台与网络服务的系统课程和认证考试。" },
      { title: "联合营销", body: "联合发布解决方案，参与行业活动与线上推广，共享市场资源。" },
      { title: "商机共享与保护", body: "商机报备机制保护伙伴的客户开拓成果，优质商机按能力匹配伙伴。" },
    ],
    typesHeading: {
      title: "合作伙伴类型",
      lead: "根据您的业务模式选择合作方向，同一企业可以同时申请多种类型。",
    },
    types: [
      {
        id: "technology",
        title: "技术合作伙伴",
        summary: "与我们的云与 AI 平台进行产品集成与联合创新，共同打造经过验证的技术方案。",
        idealFor: "软件厂商、AI 模型与算法企业、硬件与服务器厂商",
        examples: ["模型上架模型广场", "软件与云平台兼容性认证", "GPU 服务器与液冷机柜联合适配"],
      },
      {
        id: "channel",
        title: "渠道合作伙伴",
        summary: "销售我们的数据中心、云、AI 算力与网络产品，获得有竞争力的价格与销售支持。",
        idealFor: "分销商、增值经销商、系统集成商、区域服务商",
        examples: ["机柜与带宽资源转售", "云产品与 AI 算力代理销售", "行业客户联合拓展"],
      },
      {
        id: "solution",
        title: "解决方案合作伙伴",
        summary: "基于我们的基础设施与平台构建行业解决方案，共同服务金融、制造、政务、互联网等行业客户。",
        idealFor: "行业 ISV、解决方案提供商、咨询机构",
        examples: ["行业大模型应用", "混合云与灾备方案", "数据治理与知识库方案"],
      },
      {
        id: "service",
        title: "服务合作伙伴",
        summary: "为客户提供迁移上云、部署实施、运维托管与技术培训等专业服务。",
        idealFor: "IT 服务商、运维服务商、培训机构",
        examples: ["业务系统迁移上云", "GPU 集群部署与调优", "7×24 小时代运维"],
      },
    ],
    tiersHeading: {
      title: "合作伙伴等级",
      lead: "等级每年评定一次，业绩与能力提升后可随时申请升级。",
    },
    tierLabels: { requirements: "准入要求", benefits: "核心权益" },
    tiers: [
      {
        id: "registered",
        name: "注册合作伙伴",
        summary: "合作的起点，快速了解产品与合作方式。",
        requirements: ["中国境内依法注册的企业法人", "签署合作伙伴协议", "至少 1 名员工完成产品基础培训"],
        benefits: ["合作伙伴门户账号", "产品资料与销售工具包", "线上培训课程", "标准合作价格"],
      },
      {
        id: "silver",
        name: "银牌合作伙伴",
        summary: "具备基础交付能力，开始规模化合作。",
        requirements: ["至少 2 名员工通过技术认证", "年度完成 3 个及以上客户项目", "具备基本的售前与交付团队"],
        benefits: ["更优的合作价格", "商机报备保护", "POC 测试资源额度", "专属渠道经理支持"],
      },
      {
        id: "gold",
        name: "金牌合作伙伴",
        summary: "拥有成熟的行业方案与交付能力，深度协同。",
        requirements: ["至少 5 名员工通过技术认证，其中 1 名为高级认证", "年度完成 10 个及以上客户项目", "与我们共同制定年度业务计划"],
        benefits: ["金牌级合作价格与项目特价支持", "市场发展基金支持联合营销", "优质商机优先分配", "架构师驻场协同售前"],
      },
      {
        id: "strategic",
        name: "战略合作伙伴",
        summary: "长期战略协同，联合创新与共同投入。",
        requirements: ["经双方评估并邀请加入", "具备行业领先的技术或市场影响力", "签署战略合作协议与联合投入计划"],
        benefits: ["高层对接与联合管理机制", "定制化价格与资源保障", "产品路线图提前共享与联合研发", "联合品牌发布与市场活动"],
      },
    ],
    processHeading: {
      title: "加入流程",
      lead: "五个步骤，从提交申请到业务增长。",
    },
    process: [
      { id: "apply", title: "提交申请", body: "填写页面下方的申请表，简要介绍企业情况与合作意向。", duration: "约 5 分钟" },
      { id: "review", title: "资质审核", body: "合作伙伴团队审核企业资质与合作方向，并与您电话沟通。", duration: "5 个工作日内" },
      { id: "sign", title: "签署协议", body: "确认合作类型与等级，签署合作伙伴协议。", duration: "约 1 周" },
      { id: "enable", title: "赋能启动", body: "开通伙伴门户与测试资源，完成产品培训与技术认证。", duration: "2⁠–⁠4 周" },
      { id: "grow", title: "共同成长", body: "联合营销、商机共享与项目协同，年度评定等级并持续升级。", duration: "长期" },
    ],
    faqHeading: {
      title: "常见问题",
      lead: "如有其他问题，欢迎通过页脚公布的联系方式咨询。",
    },
    faqs: [
      {
        question: "加入合作伙伴计划需要缴纳费用吗？",
        answer: "不需要。加入合作伙伴计划不收取任何费用，培训课程与认证考试也向合作伙伴免费开放。",
      },
      { question: "提交申请后多久能收到回复？", answer: "我们会在 5 个工作日内完成初步审核，并通过您留下的电话或邮箱与您联系。" },
      {
        question: "一家企业可以同时成为多种类型的合作伙伴吗？",
        answer: "可以。例如同时开展产品集成与转售业务的企业，可以同时成为技术合作伙伴和渠道合作伙伴。",
      },
      {
        question: "如何保护我开拓的客户商机？",
        answer: "银牌及以上合作伙伴可通过合作伙伴门户进行商机报备，报备通过后在有效期内享有商机保护。",
      },
      {
        question: "能否获得算力资源用于方案开发与客户测试？",
        answer: "可以。根据合作等级与项目情况，我们提供 GPU 实例与云资源测试额度，用于解决方案开发和客户 POC。",
      },
      {
        question: "合作伙伴等级如何评定和升级？",
        answer: "等级每年评定一次，主要依据认证人数、项目数量与客户满意度。满足上一级要求后，也可随时申请提前升级。",
      },
    ],
    form: {
      title: "申请成为合作伙伴",
      lead: "请填写以下信息，我们的合作伙伴团队将尽快与您联系。",
      labels: { name: "姓名", phone: "电话", email: "邮箱", company: "公司", other: "其他" },
      placeholders: {
        name: "请输入您的姓名",
        phone: "请输入您的联系电话",
        email: "请输入您的邮箱",
        company: "请输入您的公司名称",
        other: "请简要介绍合作意向、主营业务或其他补充说明",
      },
      agreePrefix: "我已阅读并同意",
      agreementLink: "《用户授权协议》",
      submit: "提交申请",
      success: "申请已提交，我们将尽快与您联系。",
    },
    agreement: {
      title: "用户授权协议",
      version: PARTNER_AGREEMENT_VERSION,
      versionLabel: `版本：${PARTNER_AGREEMENT_VERSION}`,
      preamble: [
        "感谢您关注我们的生态合作伙伴计划。在您提交合作申请之前，请仔细阅读本协议。本协议说明我们如何收集、使用、保存和保护您在申请表中填写的个人信息，以及您对这些信息享有的权利。",
        "我们依据《中华人民共和国个人信息保护法》等法律法规处理您的个人信息。您勾选同意并提交申请，即表示您已阅读、理解并同意本协议的全部内容。",
      ],
      sections: [
        {
          heading: "一、我们收集的信息",
          paragraphs: ["为处理您的合作申请，我们仅收集您在申请表中主动填写的以下信息："],
          items: [
            "姓名：用于称呼您并确认申请联系人；",
            "电话：用于就合作事宜与您电话沟通；",
            "邮箱：用于向您发送审核结果与合作相关资料；",
            "公司：用于了解申请企业并评估合作方向；",
            "其他：您自愿填写的合作意向、业务介绍等补充说明。",
          ],
        },
        {
          heading: "二、信息的使用目的",
          paragraphs: ["上述信息仅用于以下与合作伙伴计划直接相关的目的："],
          items: ["评估您的合作申请与合作方向；", "就合作事宜通过电话或邮件与您联系；", "向您发送与合作伙伴计划相关的必要通知。"],
        },
        {
          heading: "三、信息的共享",
          paragraphs: [
            "我们不会出售您的个人信息，也不会将其用于与合作无关的营销推广。除法律法规另有规定、或为处理您的申请确有必要并已取得您单独同意的情形外，我们不会向第三方提供您的个人信息。",
          ],
          items: [],
        },
        {
          heading: "四、保存地点与保存期限",
          paragraphs: [
            "您的个人信息存储于中华人民共和国境内。",
            "未达成合作的，我们自审核结束之日起保存不超过 12 个月，期满后删除或匿名化处理；达成合作的，在合作期间及合作终止后法律法规要求的期限内保存。",
          ],
          items: [],
        },
        {
          heading: "五、信息安全",
          paragraphs: [
            "我们采用加密传输、访问权限控制与操作日志审计等措施保护您的个人信息，仅授权处理合作申请的工作人员可以访问，并要求其履行保密义务。",
          ],
          items: [],
        },
        {
          heading: "六、您的权利",
          paragraphs: ["您对您的个人信息享有以下权利："],
          items: [
            "查阅：了解我们保存的您的个人信息；",
            "更正：在信息有误或不完整时要求更正、补充；",
            "删除：要求删除您的个人信息；",
            "撤回同意：随时撤回本授权。撤回不影响撤回前基于您的同意已进行的处理，但我们可能因此无法继续处理您的合作申请。",
          ],
        },
        {
          heading: "七、联系我们",
          paragraphs: [
            "如需行使上述权利或对本协议有任何疑问，请通过本网站公布的联系方式（页脚所列热线电话或在线客服）与我们联系。我们将在核实您的身份后 15 个工作日内予以答复。",
          ],
          items: [],
        },
        {
          heading: "八、协议更新",
          paragraphs: [
            "我们可能根据法律法规或业务变化更新本协议，更新后的版本将在本页面发布并标注版本号。如更新涉及信息使用目的的重大变化，我们将再次征得您的同意。",
          ],
          items: [],
        },
      ],
      closing: "本协议自您勾选同意并提交申请之日起生效。",
      agreeButton: "我已阅读并同意",
      closeButton: "关闭",
    },
  },
  en_US: {
    seo: {
      title: "Partner Programme",
      description:
        "Join our partner programme for technology, channel, solution and service partners: computing resources, joint marketing, training and shared leads.",
    },
    hero: {
      eyebrow: "Partner Programme",
      title: "Build the computing ecosystem with us",
      subtitle:
        "We open our data-centre, cloud, AI computing and network capabilities to partners so we can build solutions, reach new markets and serve customers together, for the long term.",
    },
    figures: [
      { value: "4", unit: "", label: "Partner types" },
      { value: "4", unit: "", label: "Partner tiers" },
      { value: "5", unit: "working days", label: "To review your application" },
      { value: "0", unit: "RMB", label: "Fee to join" },
    ],
    intro: {
      heading: "Why a partner programme",
      paragraphs: [
        "Moving to the cloud and putting AI to work takes infrastructure, platform software, industry applications and implementation services working together. No single company can do all of it alone.",
        "With five AI computing centres, a 600PFlops AI computing platform and 1600Gbps of network egress, we open our products, resources and opportunities to partners, helping them turn their technology and industry know-how into value customers can use.",
      ],
    },
    benefitsHeading: {
      title: "Partner benefits at a glance",
      lead: "From technical support to market development, at every stage of your growth.",
    },
    benefits: [
      {
        title: "Computing and test resources",
        body: "GPU and cloud credits for solution development, compatibility testing and customer proofs of concept.",
      },
      {
        title: "Training and certification",
        body: "Structured courses and exams covering data centres, cloud products, the AI platform and network services.",
      },
      {
        title: "Joint marketing",
        body: "Launch solutions together, take part in industry events and online campaigns, and share marketing resources.",
      },
      {
        title: "Shared and protected leads",
        body: "Deal registration protects the customers you bring in, and qualified leads are matched to partners by capability.",
      },
    ],
    typesHeading: {
      title: "Partner types",
      lead: "Choose the path that fits your business model. One company can apply for several types.",
    },
    types: [
      {
        id: "technology",
        title: "Technology partners",
        summary: "Integrate your products with our cloud and AI platforms and innovate with us on validated technical solutions.",
        idealFor: "Software vendors, AI model and algorithm companies, hardware and server makers",
        examples: [
          "Publishing models in the Model Marketplace",
          "Compatibility certification with our cloud platform",
          "Joint validation of GPU servers and liquid-cooled racks",
        ],
      },
      {
        id: "channel",
        title: "Channel partners",
        summary: "Resell our data-centre, cloud, AI computing and network products with competitive pricing and sales support.",
        idealFor: "Distributors, value-added resellers, system integrators, regional service providers",
        examples: ["Reselling racks and bandwidth", "Selling cloud products and AI computing", "Winning industry customers together"],
      },
      {
        id: "solution",
        title: "Solution partners",
        summary:
          "Build industry solutions on our infrastructure and platforms and serve customers in finance, manufacturing, the public sector, internet and more.",
        idealFor: "Industry ISVs, solution providers, consultancies",
        examples: ["Industry applications of large models", "Hybrid cloud and disaster recovery", "Data governance and knowledge bases"],
      },
      {
        id: "service",
        title: "Service partners",
        summary: "Deliver professional services such as cloud migration, implementation, managed operations and technical training.",
        idealFor: "IT service providers, managed service providers, training organisations",
        examples: ["Migrating business systems to the cloud", "Deploying and tuning GPU clusters", "Managed operations around the clock"],
      },
    ],
    tiersHeading: {
      title: "Partner tiers",
      lead: "Tiers are reviewed once a year, and you can apply to move up whenever your results and skills qualify.",
    },
    tierLabels: { requirements: "Requirements", benefits: "Key benefits" },
    tiers: [
      {
        id: "registered",
        name: "Registered",
        summary: "The starting point: get to know our products and how we work with partners.",
        requirements: [
          "A legally registered company in mainland China",
          "A signed partner agreement",
          "At least one employee who has completed basic product training",
        ],
        benefits: ["Partner portal account", "Product material and sales toolkit", "Online training courses", "Standard partner pricing"],
      },
      {
        id: "silver",
        name: "Silver",
        summary: "Proven delivery skills and the start of partnership at scale.",
        requirements: [
          "At least two employees with technical certification",
          "Three or more customer projects a year",
          "A basic pre-sales and delivery team",
        ],
        benefits: [
          "Better partner pricing",
          "Deal registration and protection",
          "Proof-of-concept resource credits",
          "A dedicated channel manager",
        ],
      },
      {
        id: "gold",
        name: "Gold",
        summary: "Mature industry solutions and delivery capability, with close collaboration.",
        requirements: [
          "At least five certified employees, one with advanced certification",
          "Ten or more customer projects a year",
          "A joint annual business plan with us",
        ],
        benefits: [
          "Gold pricing and special deal support",
          "Market development funds for joint marketing",
          "Priority on qualified leads",
          "Architects working alongside your pre-sales team",
        ],
      },
      {
        id: "strategic",
        name: "Strategic",
        summary: "Long-term strategic alignment, joint innovation and shared investment.",
        requirements: [
          "By invitation after mutual assessment",
          "Industry-leading technology or market influence",
          "A strategic cooperation agreement and joint investment plan",
        ],
        benefits: [
          "Executive sponsorship and joint governance",
          "Custom pricing and guaranteed resources",
          "Early roadmap access and joint development",
          "Co-branded launches and marketing events",
        ],
      },
    ],
    processHeading: {
      title: "How to join",
      lead: "Five steps from application to growth.",
    },
    process: [
      {
        id: "apply",
        title: "Apply",
        body: "Fill in the form below with a short introduction to your company and what you would like to do together.",
        duration: "About 5 minutes",
      },
      {
        id: "review",
        title: "Review",
        body: "Our partner team reviews your company and proposed cooperation and calls you to discuss it.",
        duration: "Within 5 working days",
      },
      { id: "sign", title: "Sign", body: "Agree your partner type and tier and sign the partner agreement.", duration: "About 1 week" },
      {
        id: "enable",
        title: "Enable",
        body: "Get your portal account and test resources and complete product training and certification.",
        duration: "2⁠–⁠4 weeks",
      },
      {
        id: "grow",
        title: "Grow",
        body: "Joint marketing, shared leads and project collaboration, with a yearly tier review and room to move up.",
        duration: "Ongoing",
      },
    ],
    faqHeading: {
      title: "Frequently asked questions",
      lead: "For anything else, contact us through the channels listed in the footer.",
    },
    faqs: [
      {
        question: "Is there a fee to join the partner programme?",
        answer: "No. Joining is free of charge, and training courses and certification exams are free for partners too.",
      },
      {
        question: "How soon will I hear back after applying?",
        answer: "We complete the initial review within five working days and contact you by the phone number or email address you gave us.",
      },
      {
        question: "Can one company be more than one type of partner?",
        answer:
          "Yes. A company that both integrates with our products and resells them can be a technology partner and a channel partner at the same time.",
      },
      {
        question: "How are the opportunities I find protected?",
        answer:
          "Silver partners and above can register deals in the partner portal. Once approved, a registered deal is protected for its validity period.",
      },
      {
        question: "Can I get computing resources for solution development and customer tests?",
        answer:
          "Yes. Depending on your tier and project, we provide GPU instance and cloud credits for solution development and customer proofs of concept.",
      },
      {
        question: "How are tiers assessed and upgraded?",
        answer:
          "Tiers are reviewed once a year, mainly on certified staff, number of projects and customer satisfaction. You can also apply for an early upgrade as soon as you meet the next tier's requirements.",
      },
    ],
    form: {
      title: "Apply to become a partner",
      lead: "Please fill in the details below and our partner team will be in touch soon.",
      labels: { name: "Name", phone: "Phone", email: "Email", company: "Company", other: "Other" },
      placeholders: {
        name: "Your name",
        phone: "Your phone number",
        email: "Your email address",
        company: "Your company name",
        other: "Tell us briefly about your business, the cooperation you have in mind or anything else",
      },
      agreePrefix: "I have read and agree to the ",
      agreementLink: "User Authorisation Agreement",
      submit: "Submit application",
      success: "Thank you. Your application has been submitted and we will contact you soon.",
    },
    agreement: {
      title: "User Authorisation Agreement",
      version: PARTNER_AGREEMENT_VERSION,
      versionLabel: `Version: ${PARTNER_AGREEMENT_VERSION}`,
      preamble: [
        "Thank you for your interest in our partner programme. Please read this agreement carefully before you submit your application. It explains how we collect, use, keep and protect the personal information you enter in the application form, and the rights you have over it.",
        "We process your personal information in accordance with the Personal Information Protection Law of the People's Republic of China and other applicable laws. By ticking the box and submitting your application, you confirm that you have read, understood and agreed to this agreement in full.",
      ],
      sections: [
        {
          heading: "1. Information we collect",
          paragraphs: ["To handle your application, we collect only the following information that you enter in the form:"],
          items: [
            "Name: to address you and identify the contact person for the application;",
            "Phone: to call you about the partnership;",
            "Email: to send you the review result and partnership material;",
            "Company: to understand the applying company and assess the proposed cooperation;",
            "Other: any additional details you choose to give, such as your business or the cooperation you have in mind.",
          ],
        },
        {
          heading: "2. Why we use it",
          paragraphs: ["We use this information only for purposes directly related to the partner programme:"],
          items: [
            "to assess your application and the proposed cooperation;",
            "to contact you by phone or email about the partnership;",
            "to send you necessary notices about the partner programme.",
          ],
        },
        {
          heading: "3. Sharing",
          paragraphs: [
            "We do not sell your personal information or use it for marketing unrelated to the partnership. We do not provide it to third parties unless the law requires it, or it is genuinely necessary to handle your application and you have given separate consent.",
          ],
          items: [],
        },
        {
          heading: "4. Where and how long we keep it",
          paragraphs: [
            "Your personal information is stored within the People's Republic of China.",
            "If no partnership results, we keep it for no more than 12 months after the review ends and then delete or anonymise it. If a partnership is agreed, we keep it for the duration of the partnership and for any period required by law after it ends.",
          ],
          items: [],
        },
        {
          heading: "5. Security",
          paragraphs: [
            "We protect your personal information with encrypted transmission, access controls and audit logging. Only staff who handle partner applications can access it, and they are bound by confidentiality obligations.",
          ],
          items: [],
        },
        {
          heading: "6. Your rights",
          paragraphs: ["You have the following rights over your personal information:"],
          items: [
            "Access: find out what personal information we hold about you;",
            "Correction: have inaccurate or incomplete information corrected or completed;",
            "Deletion: have your personal information deleted;",
            "Withdrawal of consent: withdraw this authorisation at any time. Withdrawal does not affect processing already carried out with your consent, but we may then be unable to continue with your application.",
          ],
        },
        {
          heading: "7. Contact us",
          paragraphs: [
            "To exercise these rights or ask about this agreement, contact us through the channels published on this website (the hotline listed in the footer or online customer service). We will reply within 15 working days after verifying your identity.",
          ],
          items: [],
        },
        {
          heading: "8. Changes to this agreement",
          paragraphs: [
            "We may update this agreement to reflect changes in law or in our business. Updated versions are published on this page with a new version number. If a change significantly alters how we use your information, we will ask for your consent again.",
          ],
          items: [],
        },
      ],
      closing: "This agreement takes effect when you tick the box and submit your application.",
      agreeButton: "I have read and agree",
      closeButton: "Close",
    },
  },
};
