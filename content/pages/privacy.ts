/**
 * /privacy — the personal information protection policy (个人信息保护政策), written for a reader of
 * the PIPL. Figures in braces come from the running configuration (app/routes/privacy.tsx fills
 * them): {analyticsRawDays}, {saltHours}, {sentMailRetentionDays}, {sessionDays},
 * {sessionIdleHours}; {siteName} and {contact} come from the site settings.
 */

import type { Hero, Localized, Seo } from "../types.ts";

export type PrivacySection = {
  id: string;
  heading: string;
  paragraphs: string[];
  /** A list after the paragraphs. */
  items?: string[];
};

export type PrivacyPage = {
  seo: Seo;
  hero: Hero;
  updated: string;
  sections: PrivacySection[];
  /** Replaces the analytics section when analytics is switched off on this site. */
  analyticsOff: PrivacySection;
  retention: {
    id: string;
    heading: string;
    lead: string;
    columns: { what: string; howLong: string };
    rows: Array<{ what: string; howLong: string; analytics?: boolean }>;
  };
  contact: { id: string; heading: string; paragraphs: string[]; label: string };
};

const zhCN: PrivacyPage = {
  seo: {
    title: "个人信息保护政策",
    description:
      "我们如何收集、使用、保存和保护您的个人信息：账号、演示预约、合作申请与不使用 Cookie 的网站访问统计，以及您查阅、更正、删除个人信息的方式。",
  },
  hero: {
    eyebrow: "个人信息保护",
    title: "个人信息保护政策",
    subtitle: "我们只收集完成您的请求所必需的信息，说明每一项的用途和保存期限，并让您随时查阅、更正和删除。",
  },
  updated: "本政策自 2026 年 11 月起施行。本页所列保存期限读取自本网站当前的运行配置。",
  sections: [
    {
      id: "who",
      heading: "一、我们是谁，本政策适用于什么",
      paragraphs: [
        "本网站由{siteName}（以下简称“我们”）运营。依照《中华人民共和国个人信息保护法》，我们是您在本网站提交的个人信息的处理者，对其安全负责。",
        "本政策适用于本网站的全部页面（中文与英文版本）、账号注册与登录、产品演示预约、生态合作伙伴申请以及网站访问统计。我们的云服务、算力服务等签约产品另有服务协议约定，以该协议为准。",
      ],
    },
    {
      id: "collect",
      heading: "二、我们收集哪些个人信息",
      paragraphs: ["我们只在您使用相应功能时收集以下信息，不使用的功能不会产生对应的记录："],
      items: [
        "账号：用户名、昵称、电子邮箱、手机号码（选填，用于短信验证码登录）、密码（只保存经 Argon2id 算法处理后的不可逆摘要，任何人都无法看到您的密码），以及使用第三方账号登录时该平台提供的账号标识。",
        "登录会话：登录时间、网络地址和浏览器标识，用于保护您的账号（例如识别异常登录、限制暴力破解）。",
        "产品演示预约：姓名、电话、电子邮箱、公司、职位、需求类型、需求说明与备注、页面语言，以及提交预约的账号。",
        "生态合作伙伴申请：姓名、电话、电子邮箱、公司及其他说明，您同意的《用户授权协议》版本与同意时间，以及提交时的网络地址和浏览器标识（作为您已同意协议的记录）。",
        "验证码：为完成注册、登录或找回密码，我们向您的邮箱或手机发送的验证码及其发送记录。",
      ],
    },
    {
      id: "analytics",
      heading: "三、网站访问统计：收集什么，不收集什么",
      paragraphs: [
        "为了解哪些页面对访客有用、访客从哪里来，我们在自己的服务器上统计页面访问，不使用任何第三方统计服务，也不在您的浏览器中写入 Cookie 或本地存储。",
        "每次访问页面时，我们记录：访问时间、页面地址（不含查询参数，推广链接中的 utm_ 参数除外）、页面语言、设备类型（手机、平板或电脑）、来源网站的域名、由此归纳的来源渠道（直接访问、搜索引擎、社交媒体、外部链接、电子邮件或推广活动）。在页面内的少数操作，如打开预约窗口、打开顾问二维码或在线客服、点击离开本站的链接，以及注册、登录、提交预约或申请、下载报告是否成功，也以同样方式计数。",
        "为区分“一位访客”与“一次访问”，我们把您网络地址的前段（IPv4 地址的前三段、IPv6 地址的前 48 位）与浏览器标识，和一个每天随机生成、保存在我们数据库中的密钥一起，计算成一个单向编码。这个编码无法还原出您的网络地址；密钥每天更换，并在 {saltHours} 小时后删除，因此不同日期的访问无法再被关联到同一个人。30 分钟内没有新的浏览即视为一次访问结束。",
        "在您提交演示预约或合作申请时，我们会把本次访问的来源渠道、推广参数、着陆页和浏览页数记入该条线索，供销售团队了解您是通过什么途径找到我们的；线索中不保存上述访客编码。",
      ],
      items: [
        "我们不收集：完整的网络地址、地理位置、搜索关键词、表单内容、鼠标与键盘操作、跨网站的浏览记录，也不做设备指纹识别。",
        "如果您的浏览器发送“请勿追踪”（Do Not Track）或“全球隐私控制”（Global Privacy Control）信号，您的页面访问只计入页面浏览总数，不计算任何访客编码，也不关联到任何一次访问或线索。",
        "自动程序（搜索引擎爬虫、监控探针）、预加载请求和已登录的本站工作人员的访问不计入统计。",
      ],
    },
    {
      id: "purpose",
      heading: "四、我们为什么处理这些信息",
      paragraphs: [
        "账号与登录信息用于为您提供账号服务并保护账号安全；预约与合作申请信息用于联系您、安排产品演示或评估合作，这是履行您所请求的服务所必需的；合作申请以您对《用户授权协议》的同意为基础。",
        "访问统计只用于以汇总形式改进网站内容、了解推广效果；统计数据不用于对个人作出任何决定，不用于个性化推荐或广告投放。",
        "除上述目的外，我们不会将您的个人信息用于其他用途；如需超出上述范围使用，我们将另行征得您的同意。",
      ],
    },
    {
      id: "storage",
      heading: "五、Cookie 与浏览器存储",
      paragraphs: [
        "本网站只使用运行所必需的 Cookie：登录后保存会话凭证的 Cookie（HttpOnly，网页脚本无法读取）、一个表示“已登录”的标记，以及您选择的界面语言。",
        "浏览器本地存储中只保存界面偏好（如侧边栏状态、字号）和登录后您本人的账号资料副本（用于页面显示您的昵称）；标签页级的临时存储用于防止重复提交和在登录后继续您刚才的预约，关闭标签页即清除。",
        "访问统计不使用任何 Cookie、本地存储或其他浏览器存储。",
      ],
    },
    {
      id: "sharing",
      heading: "六、谁会接收您的信息",
      paragraphs: ["我们不出售您的个人信息。除以下情形和法律法规要求外，我们不向任何第三方提供您的个人信息："],
      items: [
        "我们的销售与合作团队：只有经授权的工作人员可以在管理控制台中查看预约和合作申请，每一次查看、修改和导出都记录在审计日志中。",
        "电子邮件服务提供方：用于向您发送验证码，以及把新的预约和申请通知发送到我们的销售邮箱。",
        "短信服务提供方：用于向您的手机发送验证码。",
        "我们委托的上述服务提供方只能按我们的要求、为上述目的处理信息，并须采取必要的安全措施。",
      ],
    },
    {
      id: "rights",
      heading: "七、您的权利",
      paragraphs: [
        "您有权查阅、复制、更正、补充和删除您的个人信息，有权撤回同意，有权要求我们解释处理规则。",
        "登录后，您可以在“账号设置”页面查看和修改昵称、邮箱与手机号码，修改密码，并可直接注销账号；注销后，您的账号信息和登录会话将被删除。",
        "对于预约、合作申请及其他信息的查阅、更正或删除，请通过本页末尾的联系方式与我们联系。我们核实您的身份后，将在 15 个工作日内答复。",
      ],
    },
    {
      id: "security",
      heading: "八、我们如何保护您的信息",
      paragraphs: [
        "网站全程使用加密连接；登录、注册等请求在浏览器中另行加密后再发送；密码只以不可逆摘要保存；管理控制台按角色授权，可启用两步验证，所有操作记入只增不改的审计日志。",
        "如发生个人信息安全事件，我们将按照法律法规的要求及时告知您和有关主管部门。",
      ],
    },
    {
      id: "minors",
      heading: "九、未成年人",
      paragraphs: ["本网站面向企业客户与合作伙伴，不以未满 14 周岁的未成年人为服务对象，我们不会有意收集其个人信息。"],
    },
    {
      id: "changes",
      heading: "十、本政策的更新",
      paragraphs: [
        "本政策如有变更，我们将在本页发布更新后的版本；变更涉及处理目的、方式或信息种类的实质变化时，我们将在网站显著位置提示。",
      ],
    },
  ],
  analyticsOff: {
    id: "analytics",
    heading: "三、网站访问统计",
    paragraphs: ["本网站目前未开启访问统计：我们不记录页面浏览、不计算访客编码，预约和合作申请中也不记录来源渠道。"],
  },
  retention: {
    id: "retention",
    heading: "保存期限",
    lead: "我们只在实现处理目的所必需的期限内保存个人信息，期满后删除或作匿名化处理：",
    columns: { what: "信息", howLong: "保存期限" },
    rows: [
      { what: "账号信息", howLong: "至您注销账号为止" },
      { what: "登录会话", howLong: "登录后最长 {sessionDays} 天，连续 {sessionIdleHours} 小时未使用即失效，失效后由例行清理删除" },
      { what: "验证码", howLong: "使用后或过期后由例行清理删除" },
      { what: "已发送的通知邮件和短信", howLong: "发送后 {sentMailRetentionDays} 天删除" },
      { what: "演示预约与合作申请", howLong: "在处理您的咨询及后续业务往来所需期间内保存；您可随时要求删除" },
      { what: "访问统计的原始记录", howLong: "{analyticsRawDays} 天后删除；此后只保留不含任何访客编码的每日汇总数字", analytics: true },
      { what: "计算访客编码的每日密钥", howLong: "{saltHours} 小时后删除", analytics: true },
    ],
  },
  contact: {
    id: "contact",
    heading: "联系我们",
    paragraphs: ["如您对本政策或您的个人信息有任何疑问、意见或请求，请联系我们的个人信息保护负责人："],
    label: "联系方式",
  },
};

const enUS: PrivacyPage = {
  seo: {
    title: "Privacy Policy",
    description:
      "How we collect, use, keep and protect your personal information: accounts, demo bookings, partner applications and cookie-free visit statistics, and how to see, correct or delete it.",
  },
  hero: {
    eyebrow: "Personal information protection",
    title: "Privacy Policy",
    subtitle:
      "We collect only what your request needs, say what each piece is for and how long we keep it, and let you see, correct and delete it at any time.",
  },
  updated: "This policy applies from November 2026. The retention periods on this page are read from the site's current configuration.",
  sections: [
    {
      id: "who",
      heading: "1. Who we are and what this policy covers",
      paragraphs: [
        'This website is operated by {siteName} ("we"). Under the Personal Information Protection Law of the People\'s Republic of China (PIPL), we are the handler of the personal information you submit here and are responsible for keeping it safe.',
        "This policy covers every page of the site (Chinese and English), registration and sign-in, demo bookings, partner programme applications and visit statistics. Our cloud and computing services under contract are governed by their own service agreements.",
      ],
    },
    {
      id: "collect",
      heading: "2. What personal information we collect",
      paragraphs: ["We collect the following only when you use the feature concerned; a feature you do not use leaves no record:"],
      items: [
        "Account: username, nickname, e-mail address, mobile number (optional, for sign-in by text message), your password only as an irreversible Argon2id digest (nobody can read your password), and the account identifier a third-party sign-in provider gives us.",
        "Sign-in sessions: when you signed in, your network address and browser, to protect your account (for example against unusual sign-ins and password guessing).",
        "Demo bookings: name, phone, e-mail, company, job title, type of need, description and remarks, page language, and the account that booked.",
        "Partner applications: name, phone, e-mail, company and other details, the version of the User Authorisation Agreement you accepted and when, and the network address and browser it was sent from (as the record of your consent).",
        "Verification codes: the codes we send to your e-mail or phone to register, sign in or reset a password, and the record of sending them.",
      ],
    },
    {
      id: "analytics",
      heading: "3. Visit statistics: what we count and what we do not",
      paragraphs: [
        "To learn which pages help visitors and where they come from, we count page views on our own servers. We use no third-party analytics service and write no cookie or local storage in your browser for it.",
        "For each page view we record: the time, the page address (without its query string, except utm_ campaign parameters), the page language, the device class (phone, tablet or computer), the domain of the referring site and the channel it implies (direct, search engine, social network, referral, e-mail or campaign). A few actions on a page are counted the same way: opening the booking form, the consultant QR code or the chat, following a link off the site, and whether a registration, sign-in, booking, application or report download succeeded.",
        "To tell one visitor from one visit, we combine the first part of your network address (the first three parts of an IPv4 address, the first 48 bits of an IPv6 address) and your browser's identification with a random key made each day and kept in our database, into a one-way code. The code cannot be turned back into your address; the key changes every day and is deleted after {saltHours} hours, so visits on different days can never again be linked to the same person. A visit ends after 30 minutes without a page view.",
        "When you send a demo booking or a partner application, we record on it the channel, campaign parameters, landing page and number of pages viewed in that visit, so that our sales team knows how you found us; the visitor code itself is never stored with it.",
      ],
      items: [
        "We do not collect: your full network address, your location, search words, what you type into forms, mouse or keyboard activity, your browsing on other sites, or a device fingerprint.",
        "If your browser sends Do Not Track or Global Privacy Control, your page views are only added to page totals: no visitor code is computed and they are tied to no visit and no enquiry.",
        "Robots (search engine crawlers, monitoring probes), prefetch requests and our own staff while signed in are not counted.",
      ],
    },
    {
      id: "purpose",
      heading: "4. Why we process it",
      paragraphs: [
        "Account and sign-in information lets us provide your account and keep it secure. Booking and application details let us contact you, arrange a demonstration or assess a partnership, as needed to do what you asked; a partner application also rests on your consent to the User Authorisation Agreement.",
        "Visit statistics are used only in aggregate, to improve the site and judge our campaigns. They are never used to make decisions about a person, for personalised recommendations or for advertising.",
        "We use your personal information for no other purpose; if we ever needed to, we would ask for your consent first.",
      ],
    },
    {
      id: "storage",
      heading: "5. Cookies and browser storage",
      paragraphs: [
        "The site uses only the cookies it needs to work: after you sign in, one holding your session (HttpOnly: scripts on the page cannot read it) and a flag saying you are signed in; and your choice of interface language.",
        "Your browser's local storage keeps only interface preferences (such as sidebar state and text size) and, while you are signed in, a copy of your own profile so that pages can show your nickname; per-tab storage guards against double submissions and resumes a booking you started before signing in, and is gone when the tab closes.",
        "Visit statistics use no cookie, no local storage and no other browser storage.",
      ],
    },
    {
      id: "sharing",
      heading: "6. Who receives your information",
      paragraphs: [
        "We do not sell personal information. We give it to no third party other than the following, unless the law requires us to:",
      ],
      items: [
        "Our sales and partner teams: only authorised staff can see bookings and applications in the operator console, and every view, change and export is recorded in an audit log.",
        "Our e-mail service provider: to send you verification codes, and to deliver notices of new bookings and applications to our sales mailbox.",
        "Our text-message service provider: to send verification codes to your phone.",
        "These providers may process the information only on our instructions, for these purposes, and must keep it secure.",
      ],
    },
    {
      id: "rights",
      heading: "7. Your rights",
      paragraphs: [
        "You may see, copy, correct, complete and delete your personal information, withdraw your consent, and ask us to explain how we process it.",
        "Once signed in, the My account page lets you see and change your nickname, e-mail address and mobile number, change your password, and delete your account; deleting it removes your account details and sessions.",
        "For bookings, applications and any other information, write to us at the contact below. Once we have confirmed it is you, we answer within 15 working days.",
      ],
    },
    {
      id: "security",
      heading: "8. How we protect it",
      paragraphs: [
        "The site is served over encrypted connections; sign-in and registration requests are also encrypted in the browser before they are sent; passwords are kept only as irreversible digests; the console grants access by role, supports two-step sign-in, and records every action in an append-only audit log.",
        "Should a personal information security incident occur, we will inform you and the authorities as the law requires.",
      ],
    },
    {
      id: "minors",
      heading: "9. Children",
      paragraphs: [
        "This site is meant for business customers and partners, not for children under 14, and we do not knowingly collect their personal information.",
      ],
    },
    {
      id: "changes",
      heading: "10. Changes to this policy",
      paragraphs: [
        "We publish any new version of this policy on this page; a material change to what we process, how or why is also announced prominently on the site.",
      ],
    },
  ],
  analyticsOff: {
    id: "analytics",
    heading: "3. Visit statistics",
    paragraphs: [
      "Visit statistics are switched off on this site: we record no page views, compute no visitor code, and bookings and applications carry no channel.",
    ],
  },
  retention: {
    id: "retention",
    heading: "How long we keep it",
    lead: "We keep personal information only as long as its purpose needs, then delete or anonymise it:",
    columns: { what: "Information", howLong: "Kept" },
    rows: [
      { what: "Account", howLong: "Until you delete your account" },
      {
        what: "Sign-in sessions",
        howLong: "At most {sessionDays} days after sign-in and {sessionIdleHours} hours without use, then deleted by routine clean-up",
      },
      { what: "Verification codes", howLong: "Deleted by routine clean-up once used or expired" },
      { what: "Notification e-mails and text messages, once sent", howLong: "Deleted {sentMailRetentionDays} days after sending" },
      {
        what: "Demo bookings and partner applications",
        howLong: "As long as handling your enquiry and the business that follows needs; you may ask us to delete them at any time",
      },
      {
        what: "Raw visit statistics",
        howLong: "Deleted after {analyticsRawDays} days; only daily totals without any visitor code are kept after that",
        analytics: true,
      },
      { what: "Daily keys behind the visitor codes", howLong: "Deleted after {saltHours} hours", analytics: true },
    ],
  },
  contact: {
    id: "contact",
    heading: "Contact us",
    paragraphs: [
      "For any question, comment or request about this policy or your personal information, contact the person responsible for personal information protection:",
    ],
    label: "Contact",
  },
};

export const privacyContent: Localized<PrivacyPage> = { zh_CN: zhCN, en_US: enUS };
