/**
 * Seed articles of the news centre (/news, /newsDetail/{id}).
 *
 * Ordered by publishAt ascending, so ids assigned on insertion follow publication order.
 * Bodies are HTML using only <p>, <h2>, <h3>, <ul>, <li>, <strong>, <em> and <a href>;
 * links are plain spec paths that the app localises.
 */

import type { NewsColumn } from "../../common/news.ts";
import type { Hero, Localized, NewsColumnId, Seo } from "../types.ts";

/**
 * The columns' first names, in spec order (/news?type=1..4 filters by this id): the seed of the
 * web_news_column dictionary, whose names and order the site shows.
 */
export const newsColumns: Localized<NewsColumn[]> = {
  zh_CN: [
    { id: 1, name: "公司动态" },
    { id: 2, name: "行业资讯" },
    { id: 3, name: "产品发布" },
    { id: 4, name: "媒体报道" },
  ],
  en_US: [
    { id: 1, name: "Company News" },
    { id: 2, name: "Industry Insights" },
    { id: 3, name: "Product Updates" },
    { id: 4, name: "Media Coverage" },
  ],
};

/** Static copy of the news centre list and detail pages. */
export type NewsPageContent = {
  seo: Seo;
  hero: Hero;
  allLabel: string;
  readMore: string;
  backToList: string;
  empty: string;
};

export const newsPageContent: Localized<NewsPageContent> = {
  zh_CN: {
    seo: {
      title: "新闻中心",
      description:
        "了解公司动态、行业资讯、产品发布与媒体报道，第一时间获取我们在智算中心、云产品、AI 算力、网络服务与绿色发展方面的最新进展。",
    },
    hero: {
      eyebrow: "新闻中心",
      title: "最新动态",
      subtitle: "公司动态、行业资讯、产品发布与媒体报道，一站了解。",
    },
    allLabel: "全部",
    readMore: "阅读全文",
    backToList: "返回新闻列表",
    empty: "暂无相关新闻",
  },
  en_US: {
    seo: {
      title: "News",
      description:
        "Company news, industry insights, product updates and media coverage: the latest on our AI computing centres, cloud, AI computing, networks and sustainability.",
    },
    hero: {
      eyebrow: "News",
      title: "Latest news",
      subtitle: "Company news, industry insights, product updates and media coverage in one place.",
    },
    allLabel: "All",
    readMore: "Read more",
    backToList: "Back to news",
    empty: "No news yet",
  },
};

export type NewsArticleText = {
  title: string;
  summary: string;
  /** HTML: <p>, <h2>, <h3>, <ul>, <li>, <strong>, <em>, <a href> only. */
  body: string;
};

export type NewsSeedItem = {
  slug: string;
  column: NewsColumnId;
  /** ISO 8601 date-time with the China Standard Time offset. */
  publishAt: string;
  zh_CN: NewsArticleText;
  en_US: NewsArticleText;
};

export const newsSeed: NewsSeedItem[] = [
  {
    slug: "media-east-china-campus-ai-upgrade",
    column: 4,
    publishAt: "2025-06-30T10:00:00+08:00",
    zh_CN: {
      title: "媒体聚焦华东园区：传统数据中心如何走向 AI 时代",
      summary: "近日，多家行业媒体走进我们的华东园区，实地探访液冷专区建设与 GPU 集群交付现场，关注传统数据中心面向 AI 负载的升级路径。",
      body: `<p>近日，多家行业媒体记者走进我们的华东园区，实地探访正在建设中的冷板式液冷专区和新一批 GPU 集群的交付现场。报道认为，在 AI 算力需求快速增长的背景下，存量数据中心的改造升级正成为行业关注的焦点。</p>
<h2>从 8kW 到 40kW 的跨越</h2>
<p>报道提到，园区早期建设的机房以 8kW 标准机柜为主，难以直接承载 8 卡 GPU 服务器。通过供配电扩容、列间空调改造与冷板式液冷部署，改造后的液冷专区单柜功率最高可达 <strong>40kW</strong>，同时保持 2N 供电架构不变。</p>
<p>园区相关负责人在接受采访时表示，改造的难点不在于单项技术，而在于在不停机的前提下完成电力、制冷与网络的协同升级。为此，团队采用分区分批施工的方式，确保在网客户业务不受影响。</p>
<h2>网络同样是关键</h2>
<p>除基础设施外，报道还关注了训练集群的网络架构。新集群采用 400Gbps RDMA 无损网络，可有效降低多机训练中的通信开销。园区同时是我们骨干网络的核心节点，可经 2×400G 链路与其他园区互联。</p>
<p>了解我们的数据中心布局，请访问 <a href="/AIDC">AI 数据中心</a> 页面。</p>`,
    },
    en_US: {
      title: "Media visit our East China campus: taking a traditional data centre into the AI era",
      summary:
        "Industry journalists toured our East China campus to see the liquid-cooled hall under construction and a new GPU cluster being delivered, and to learn how existing data centres can be upgraded for AI.",
      body: `<p>Journalists from several industry publications recently visited our East China campus to see a cold-plate liquid-cooled hall under construction and a new GPU cluster being handed over. Their reports noted that, as demand for AI computing grows, upgrading existing data centres has become a major focus for the industry.</p>
<h2>From 8 kW to 40 kW</h2>
<p>The campus's early halls were built mainly around 8 kW racks, which cannot host 8-GPU servers as they are. By expanding power distribution, adding in-row cooling and installing cold-plate liquid cooling, the upgraded hall now supports up to <strong>40 kW per rack</strong> while keeping its 2N power architecture.</p>
<p>Speaking to reporters, the campus management team explained that the hardest part is not any single technology but upgrading power, cooling and networking together without downtime. The work was therefore done zone by zone and in phases, so customers already on site were not affected.</p>
<h2>The network matters too</h2>
<p>The coverage also looked at the network of the training cluster, which uses a lossless 400Gbps RDMA fabric to cut communication overhead in multi-node training. The campus is also a core node of our backbone, linked to our other campuses over 2×400G connections.</p>
<p>To learn more about our data-centre footprint, visit our <a href="/AIDC">AI Data Centres</a> page.</p>`,
    },
  },
  {
    slug: "liquid-cooling-goes-mainstream",
    column: 2,
    publishAt: "2025-07-15T09:30:00+08:00",
    zh_CN: {
      title: "液冷从“选配”走向“标配”：高密度 AI 机柜的散热之道",
      summary: "GPU 服务器功耗持续攀升，单柜 20kW 以上已成为 AI 集群常态。本文梳理风冷、冷板式液冷与浸没式液冷的适用场景与选型要点。",
      body: `<p>过去十年，数据中心机柜的主流功率从 4–6kW 提升到 8kW 左右。而一台 8 卡 GPU 训练服务器的功耗已接近 10kW，AI 集群单柜功率达到 20kW 甚至 40kW 正在成为常态。传统风冷在这一密度下逐渐逼近极限，液冷正从“选配”走向“标配”。</p>
<h2>三种主流散热方式</h2>
<ul>
<li><strong>风冷（冷通道封闭 + 列间空调）</strong>：技术成熟、改造成本低，适合 20kW 以下的机柜；</li>
<li><strong>冷板式液冷</strong>：冷却液通过冷板直接带走 CPU、GPU 等主要发热部件的热量，其余部件仍由风冷辅助，适合 20–40kW 以上的高密度机柜，对现有服务器形态改动较小；</li>
<li><strong>浸没式液冷</strong>：服务器整体浸没在绝缘冷却液中，散热效率最高，但对服务器设计、运维方式和冷却液管理提出了新的要求。</li>
</ul>
<h2>选型要考虑什么</h2>
<p>液冷选型不只是散热问题，还涉及服务器兼容性、运维流程、漏液防护与长期成本。对于多数 AI 训练和推理场景，冷板式液冷在成熟度与改造难度之间取得了较好的平衡；浸没式液冷则更适合对密度和能效有极致要求的新建机房。</p>
<p>在节能方面，液冷系统可以采用较高的供液温度，从而在更长时间内利用自然冷源。业内实践表明，相比传统风冷，冷板式液冷通常可将制冷能耗降低 30% 以上。</p>
<p>我们已在多个园区部署冷板式液冷专区，并计划在西部园区开展浸没式液冷试点。了解液冷机柜规格，请访问 <a href="/cabinet">机柜详情</a>。</p>`,
    },
    en_US: {
      title: "Liquid cooling moves from option to standard: cooling dense AI racks",
      summary:
        "GPU servers keep drawing more power, and racks above 20 kW are now normal for AI clusters. We compare air cooling, cold-plate and immersion liquid cooling and what to consider when choosing.",
      body: `<p>Over the past decade, typical rack power in data centres has risen from 4–6 kW to around 8 kW. Yet a single 8-GPU training server now draws close to 10 kW, and racks of 20 kW or even 40 kW are becoming normal for AI clusters. At these densities air cooling is reaching its limits, and liquid cooling is moving from an option to the standard.</p>
<h2>Three main approaches</h2>
<ul>
<li><strong>Air cooling (cold-aisle containment and in-row units)</strong>: mature and inexpensive to retrofit, suited to racks below 20 kW;</li>
<li><strong>Cold-plate liquid cooling</strong>: coolant removes heat directly from CPUs, GPUs and other hot components through cold plates, with air handling the rest. It suits dense racks of 20–40 kW and above and needs few changes to server design;</li>
<li><strong>Immersion cooling</strong>: whole servers sit in a dielectric fluid. It is the most efficient option but brings new requirements for server design, operations and fluid management.</li>
</ul>
<h2>What to consider</h2>
<p>Choosing liquid cooling is about more than heat. Server compatibility, operating procedures, leak protection and long-term cost all matter. For most AI training and inference workloads, cold-plate cooling strikes a good balance between maturity and ease of retrofit, while immersion cooling is better suited to new halls that demand the very highest density and efficiency.</p>
<p>Liquid cooling also saves energy: loops can run at higher supply temperatures, allowing free cooling for more of the year. Industry experience shows that cold-plate cooling usually cuts cooling energy by more than 30% compared with traditional air cooling.</p>
<p>We already run cold-plate liquid-cooled halls at several campuses and plan an immersion-cooling pilot in the west. For liquid-cooled cabinet specifications, see <a href="/cabinet">Cabinets</a>.</p>`,
    },
  },
  {
    slug: "ai-platform-reaches-600pflops",
    column: 1,
    publishAt: "2025-09-18T10:00:00+08:00",
    zh_CN: {
      title: "AI 算力平台规模突破 600PFlops，五大园区全面升级为智算中心",
      summary:
        "随着新一批 GPU 训练集群在华东与西北园区交付上线，我们的 AI 算力平台总规模达到 600PFlops，五大区域园区同步完成智算中心升级。",
      body: `<p>9 月，随着新一批 GPU 训练集群在华东与西北园区完成交付并通过验收，我们的 AI 算力平台总规模正式突破 <strong>600PFlops</strong>。与此同时，华北、华东、华南、西南、西北五大区域园区完成面向 AI 负载的升级，统一更名为华北智算中心、华东智算中心、华南智算中心、西南智算中心和西北智算中心。</p>
<h2>从“供给机柜”到“供给算力”</h2>
<p>本次上线的集群采用 400Gbps RDMA 无损网络与全闪存并行文件存储，单个训练任务最多可调度 512 张 GPU。集群部署在冷板式液冷机柜中，单柜功率最高 40kW，西北智算中心的设计 PUE 低至 1.15。</p>
<p>升级后的智算中心在四个方面统一了建设与服务标准：</p>
<ul>
<li>电力：2N 供电架构，液冷专区单柜最高 40kW；</li>
<li>制冷：风冷与冷板式液冷按功率密度分区部署；</li>
<li>网络：园区间 2×400G 骨干互联，总出口带宽 1600Gbps；</li>
<li>运维：GPU 健康巡检、故障节点自动隔离与训练任务断点续训。</li>
</ul>
<p>目前，平台提供 H100、H800、A800、L40S 与 RTX 4090 等多种 GPU 实例，覆盖大模型训练、推理、微调、渲染与科学计算，按小时或包月以人民币计费。详情请访问 <a href="/sunCloudAIPro">AI 算力</a> 页面。</p>`,
    },
    en_US: {
      title: "AI computing platform passes 600PFlops as all five campuses become AI computing centres",
      summary:
        "With new GPU training clusters live in East and Northwest China, our AI computing platform now delivers 600PFlops, and all five regional campuses have been upgraded to AI computing centres.",
      body: `<p>In September, new GPU training clusters in our East China and Northwest China campuses passed acceptance and went live, taking our AI computing platform past <strong>600PFlops</strong>. At the same time, our five regional campuses completed their upgrade for AI workloads and became the North China, East China, South China, Southwest China and Northwest China AI Computing Centres.</p>
<h2>From supplying racks to supplying computing power</h2>
<p>The new clusters use a lossless 400Gbps RDMA fabric and all-flash parallel file storage, and a single training job can use up to 512 GPUs. They run in cold-plate liquid-cooled racks of up to 40 kW, and the Northwest China centre has a design PUE as low as 1.15.</p>
<p>The upgraded centres now share common standards in four areas:</p>
<ul>
<li>Power: 2N architecture, with up to 40 kW per rack in liquid-cooled halls;</li>
<li>Cooling: air and cold-plate liquid cooling zoned by power density;</li>
<li>Network: 2×400G backbone links between campuses and 1600Gbps of total egress;</li>
<li>Operations: GPU health checks, automatic isolation of faulty nodes and checkpoint-based job recovery.</li>
</ul>
<p>The platform offers NVIDIA H100, H800, A800, L40S and RTX 4090 instances for large-model training, inference, fine-tuning, rendering and scientific computing, priced in RMB by the hour or by the month. See <a href="/sunCloudAIPro">AI Computing Power</a> for details.</p>`,
    },
  },
  {
    slug: "ai-product-suite-launch",
    column: 3,
    publishAt: "2025-10-21T14:00:00+08:00",
    zh_CN: {
      title: "AI 产品矩阵正式发布，打通从数据到应用的全流程",
      summary:
        "基于 600PFlops 算力平台，我们正式发布涵盖数据标注、开发、训练、评测、推理与知识库应用的 8 款 AI 产品，帮助企业更快把大模型用起来。",
      body: `<p>10 月 21 日，我们正式发布 AI 产品矩阵。新产品构建于 600PFlops AI 算力平台之上，覆盖数据准备、开发实验、训练微调、评测验收和部署应用五个环节，帮助企业把大模型能力更快落地到业务中。</p>
<h2>8 款产品，按需组合</h2>
<ul>
<li><strong>模型训练平台</strong>与<strong>模型评测服务</strong>：管理数百卡规模的分布式训练，并以评测数据支撑模型选型；</li>
<li><strong>模型推理服务</strong>：一键部署 OpenAI 兼容接口，按流量自动扩缩容；</li>
<li><strong>模型广场</strong>：汇集 100 余个开源与合作伙伴模型，可直接体验、微调与部署；</li>
<li><strong>AI 开发 Notebook</strong>：预置主流框架的云端开发环境，单卡起步；</li>
<li><strong>知识库智能助手</strong>与<strong>数据标注平台</strong>：分别面向企业知识问答与训练数据生产；</li>
<li><strong>智算集群管理平台</strong>：帮助托管自有 GPU 服务器的客户统一纳管和运营集群。</li>
</ul>
<p>所有产品均运行在我们自建自营的智算中心内，数据不出园区，并满足网络安全等级保护三级要求。企业既可以单独选用某一款产品，也可以组合成完整的私有化 AI 平台。</p>
<p>查看完整产品列表，请访问 <a href="/sunCloudAIProduct">AI 产品</a> 页面。</p>`,
    },
    en_US: {
      title: "AI product suite launches, covering the whole path from data to application",
      summary:
        "Built on our 600PFlops computing platform, eight AI products for data labelling, development, training, evaluation, inference and knowledge assistants help businesses put large models to work faster.",
      body: `<p>On 21 October we launched our AI product suite. Built on our 600PFlops AI computing platform, the products cover five stages, data preparation, experimentation, training and fine-tuning, evaluation, and deployment, so businesses can bring large-model capabilities into everyday work faster.</p>
<h2>Eight products, combined as you need</h2>
<ul>
<li><strong>Model Training Platform</strong> and <strong>Model Evaluation Service</strong>: manage distributed training across hundreds of GPUs and choose models on evidence;</li>
<li><strong>Model Inference Service</strong>: deploy an OpenAI-compatible API in one step with traffic-based autoscaling;</li>
<li><strong>Model Marketplace</strong>: more than 100 open-source and partner models to try, fine-tune and deploy;</li>
<li><strong>AI Development Notebook</strong>: a cloud workspace with popular frameworks preinstalled, starting from a single GPU;</li>
<li><strong>Knowledge-base Assistant</strong> and <strong>Data Labelling Platform</strong>: for answering questions from company knowledge and producing training data;</li>
<li><strong>AI Cluster Manager</strong>: for customers who host their own GPU servers with us and want to run them as one cluster.</li>
</ul>
<p>Every product runs inside AI computing centres that we build and operate ourselves, so data stays on campus and MLPS Level 3 requirements are met. Use a single product or combine them into a complete private AI platform.</p>
<p>See the full list on our <a href="/sunCloudAIProduct">AI Products</a> page.</p>`,
    },
  },
  {
    slug: "east-data-west-computing-layout",
    column: 2,
    publishAt: "2025-11-06T09:00:00+08:00",
    zh_CN: {
      title: "“东数西算”下的算力布局：东部推理，西部训练",
      summary: "训练与推理对时延、电价和规模的要求截然不同。结合“东数西算”工程，企业可以按负载特征在东西部之间合理分配算力。",
      body: `<p>“东数西算”工程实施以来，算力资源向西部能源富集地区布局的趋势日益明显。对于正在规划 AI 基础设施的企业来说，一个现实的问题是：哪些负载适合放在西部，哪些仍应留在东部？</p>
<h2>训练：规模与成本优先</h2>
<p>大模型预训练通常持续数周甚至数月，对网络时延并不敏感，但对电力规模、电价和散热条件高度敏感。西部园区电力资源充足、绿电比例高、全年自然冷却时间长，PUE 更低，是承载大规模训练的理想选择。</p>
<h2>推理：时延与体验优先</h2>
<p>在线推理直接面向终端用户，时延直接影响体验。将推理服务部署在贴近用户的东部园区，可以显著缩短响应时间，同时便于与企业现有业务系统互联。</p>
<h2>数据如何流动</h2>
<p>东西部协同的关键在于数据流动。训练数据可通过专线或骨干网络批量回传至西部，训练完成的模型再分发到东部推理集群。园区之间的高速互联与统一的存储、调度平台，是这一模式顺畅运转的前提。</p>
<p>我们在华北、华东、华南布局贴近用户的智算中心，在西南、西北布局依托水电与风光资源的训练基地，园区之间以 2×400G 骨干链路互联。了解详情请访问 <a href="/AIDC">AI 数据中心</a>。</p>`,
    },
    en_US: {
      title: "Placing compute under “East Data, West Computing”: infer in the east, train in the west",
      summary:
        "Training and inference have very different needs for latency, power price and scale. China's national programme lets businesses split AI workloads sensibly between east and west.",
      body: `<p>Since China launched its “East Data, West Computing” programme, computing capacity has increasingly moved to the energy-rich west. For businesses planning AI infrastructure, a practical question follows: which workloads belong in the west, and which should stay in the east?</p>
<h2>Training: scale and cost first</h2>
<p>Pre-training a large model often runs for weeks or months. It is not sensitive to network latency but very sensitive to power capacity, electricity prices and cooling. Western campuses offer ample power, a high share of green electricity, long free-cooling seasons and lower PUE, which makes them ideal for large-scale training.</p>
<h2>Inference: latency and experience first</h2>
<p>Online inference serves end users directly, so latency shapes their experience. Running inference in eastern campuses close to users cuts response times noticeably and makes it easier to connect with existing business systems.</p>
<h2>Moving the data</h2>
<p>The key to east-west collaboration is moving data. Training data can be shipped west in bulk over private lines or the backbone, and finished models distributed back to eastern inference clusters. Fast links between campuses and a shared storage and scheduling platform make this model work smoothly.</p>
<p>Our AI computing centres in North, East and South China sit close to users, while our Southwest and Northwest China centres are training bases powered by hydro, wind and solar, all linked by 2×400G backbone connections. Learn more on our <a href="/AIDC">AI Data Centres</a> page.</p>`,
    },
  },
  {
    slug: "northwest-phase-2-expansion",
    column: 1,
    publishAt: "2025-12-18T16:00:00+08:00",
    zh_CN: {
      title: "西北智算中心二期扩建项目启动",
      summary: "西北智算中心二期扩建项目正式启动，新增容量以高密度液冷机柜为主，进一步提升西部训练基地的承载能力。",
      body: `<p>12 月 18 日，西北智算中心二期扩建项目正式启动。二期工程将以高密度液冷机柜为主，面向大模型预训练、渲染与科学计算等长周期、高功耗负载，预计自 2027 年起分批交付。</p>
<h2>延续绿色与高密度设计</h2>
<p>二期工程延续一期的设计理念：按 Uptime Tier III 标准与 GB 50174 A 级要求设计，采用 2N 供电架构和冷板式液冷，并为浸没式液冷预留建设条件。依托当地干冷气候与风电、光伏资源，二期将继续以低 PUE 与高绿电比例为建设目标。</p>
<p>网络方面，二期将与一期共享 2×400G 骨干链路，并同步扩容至华北、西南智算中心的互联带宽，保障训练数据与模型的高效流转。</p>
<p>西北智算中心一期于 2021 年投入运营，目前拥有约 5000 个机柜，设计 PUE 1.15，是我们 AI 算力平台的重要训练基地。项目相关信息亦可在 <a href="/investorRelation">投资者关系</a> 页面查阅公告。</p>`,
    },
    en_US: {
      title: "Phase II expansion of the Northwest China AI Computing Centre begins",
      summary:
        "Work has begun on Phase II of the Northwest China AI Computing Centre. The new capacity is mainly high-density liquid-cooled racks, strengthening our western training base.",
      body: `<p>On 18 December we started Phase II of the Northwest China AI Computing Centre. The expansion consists mainly of high-density liquid-cooled racks for long-running, power-hungry workloads such as large-model pre-training, rendering and scientific computing, and is expected to be delivered in stages from 2027.</p>
<h2>Green, high-density design continues</h2>
<p>Phase II follows the design of Phase I: built to Uptime Tier III and GB 50174 Class A requirements, with 2N power and cold-plate liquid cooling, and space prepared for immersion cooling. Drawing on the cool, dry local climate and wind and solar power, it again targets low PUE and a high share of green electricity.</p>
<p>Phase II will share the 2×400G backbone links of Phase I, and interconnection capacity to the North China and Southwest China centres will be expanded at the same time so training data and models keep moving efficiently.</p>
<p>Phase I opened in 2021. It has around 5,000 racks and a design PUE of 1.15 and is a key training base of our AI computing platform. The related announcement is available on our <a href="/investorRelation">Investor Relations</a> page.</p>`,
    },
  },
  {
    slug: "inference-instances-monthly-pricing",
    column: 3,
    publishAt: "2026-01-15T10:00:00+08:00",
    zh_CN: {
      title: "L40S 与 RTX 4090 推理实例全面上线，包月价格更优惠",
      summary: "面向在线推理、图像生成与开发测试，L40S 与 RTX 4090 单卡及多卡实例全面开放购买，支持按小时与包月两种计费方式。",
      body: `<p>为满足日益增长的推理与 AIGC 需求，我们的 L40S 与 RTX 4090 实例现已全面开放购买，提供单卡与多卡多种规格，支持按小时和包月两种计费方式，价格以人民币计。</p>
<h2>新上线规格</h2>
<ul>
<li><strong>gn-l40s.1x</strong>：1 × L40S 48GB，16 vCPU，128 GiB 内存，7.8 元/小时，包月 4100 元；</li>
<li><strong>gn-l40s.4x</strong>：4 × L40S 48GB，64 vCPU，512 GiB 内存，30 元/小时，包月 15800 元；</li>
<li><strong>gn-4090.1x</strong>：1 × RTX 4090 24GB，16 vCPU，64 GiB 内存，2.8 元/小时，包月 1450 元；</li>
<li><strong>gn-4090.8x</strong>：8 × RTX 4090 24GB，96 vCPU，512 GiB 内存，21.6 元/小时，包月 11200 元。</li>
</ul>
<p>包月价格相比按小时连续使用一个月可节省超过四分之一的费用，适合长期在线的推理服务；按小时计费则适合短期实验和流量波动明显的业务。</p>
<p>新实例可与容器服务和模型推理服务配合使用，实现按请求量自动扩缩容。完整规格与价格请访问 <a href="/sunCloudAIPro">AI 算力</a> 页面。</p>`,
    },
    en_US: {
      title: "L40S and RTX 4090 inference instances now generally available, with lower monthly prices",
      summary:
        "Single- and multi-GPU L40S and RTX 4090 instances for online inference, image generation and development are now open to all, billed by the hour or by the month.",
      body: `<p>To meet growing demand for inference and generative AI, our L40S and RTX 4090 instances are now generally available in single- and multi-GPU sizes, billed in RMB by the hour or by the month.</p>
<h2>New sizes</h2>
<ul>
<li><strong>gn-l40s.1x</strong>: 1 × L40S 48GB, 16 vCPU, 128 GiB memory, RMB 7.8 per hour or RMB 4,100 per month;</li>
<li><strong>gn-l40s.4x</strong>: 4 × L40S 48GB, 64 vCPU, 512 GiB memory, RMB 30 per hour or RMB 15,800 per month;</li>
<li><strong>gn-4090.1x</strong>: 1 × RTX 4090 24GB, 16 vCPU, 64 GiB memory, RMB 2.8 per hour or RMB 1,450 per month;</li>
<li><strong>gn-4090.8x</strong>: 8 × RTX 4090 24GB, 96 vCPU, 512 GiB memory, RMB 21.6 per hour or RMB 11,200 per month.</li>
</ul>
<p>A monthly subscription costs more than a quarter less than running the same instance by the hour for a whole month, which suits always-on inference services. Hourly billing suits short experiments and workloads with strongly varying traffic.</p>
<p>The new instances work with our container service and Model Inference Service to scale automatically with request volume. For all sizes and prices, see <a href="/sunCloudAIPro">AI Computing Power</a>.</p>`,
    },
  },
  {
    slug: "media-interview-green-computing",
    column: 4,
    publishAt: "2026-02-26T10:00:00+08:00",
    zh_CN: {
      title: "行业媒体专访：绿色算力如何兼顾成本与性能",
      summary: "在接受行业媒体专访时，我们的技术团队分享了降低 PUE、提高绿电比例和规模化部署液冷的实践，以及对绿色算力发展的看法。",
      body: `<p>近日，我们的数据中心技术团队接受行业媒体专访，围绕“绿色算力如何兼顾成本与性能”这一话题，分享了过去几年在能效提升、绿色电力和液冷部署方面的实践。</p>
<h2>PUE 下降来自系统性优化</h2>
<p>技术团队介绍，全网平均 PUE 从 2020 年的 1.45 下降到 2025 年的 1.24，并非依靠单一技术，而是来自制冷系统改造、自然冷却时长延长、液冷规模化部署以及基于监测数据的精细化运维共同作用。</p>
<h2>绿电与成本并不矛盾</h2>
<p>在谈到绿色电力时，技术团队认为，西部园区依托水电与风光资源，绿电比例高、综合用电成本也更具优势；东部园区则通过绿电交易和绿证逐步提高比例。2025 年，我们的绿色电力占比已达到 42%。</p>
<p>对于未来，技术团队表示，将继续推进冷板式液冷覆盖更多园区，在西北智算中心开展浸没式液冷试点，并探索余热回收在更多场景中的应用。更多信息请访问 <a href="/greenDevelop">绿色发展</a> 页面。</p>`,
    },
    en_US: {
      title: "Interview: how green computing can balance cost and performance",
      summary:
        "In an interview with the industry press, our technical team described how we cut PUE, raised our share of green power and deployed liquid cooling at scale, and where green computing is heading.",
      body: `<p>Our data-centre engineering team recently spoke to the industry press about how green computing can balance cost and performance, sharing what we have learned in recent years about efficiency, green electricity and liquid cooling.</p>
<h2>Lower PUE comes from whole-system work</h2>
<p>The team explained that our fleet average PUE fell from 1.45 in 2020 to 1.24 in 2025 not through any single technology but through cooling-plant upgrades, longer free-cooling periods, liquid cooling at scale and data-driven, fine-grained operations.</p>
<h2>Green power and cost are not in conflict</h2>
<p>On green electricity, the team noted that our western campuses, powered by hydro, wind and solar, have both a high renewable share and competitive overall power costs, while our eastern campuses raise their share through green power trading and certificates. In 2025, renewables made up 42% of our electricity.</p>
<p>Looking ahead, the team said we will extend cold-plate liquid cooling to more campuses, pilot immersion cooling in Northwest China and explore waste-heat reuse in more settings. Read more on our <a href="/greenDevelop">Green Development</a> page.</p>`,
    },
  },
  {
    slug: "lowering-llm-inference-costs",
    column: 2,
    publishAt: "2026-03-12T09:30:00+08:00",
    zh_CN: {
      title: "大模型推理降本的四个关键",
      summary: "随着大模型应用从试点走向规模化，推理成本成为企业关注的焦点。本文从选卡、引擎优化、弹性调度和部署位置四个方面梳理降本思路。",
      body: `<p>当大模型应用从试点走向规模化，推理往往会取代训练，成为 AI 算力支出中占比最大的部分。如何在保证体验的前提下控制推理成本，是每个 AI 团队都要面对的问题。</p>
<h2>一、选对 GPU</h2>
<p>推理并不一定需要最高端的训练卡。对于参数规模适中的模型，L40S 等推理型 GPU 往往能以更低的单位成本提供足够的吞吐；开发测试和小模型推理甚至可以使用 RTX 4090 级别的显卡。</p>
<h2>二、优化推理引擎</h2>
<p>连续批处理、KV Cache 管理、量化与投机解码等技术，可以在几乎不影响效果的前提下显著提升单卡吞吐。vLLM 等开源推理引擎已经将这些能力工程化，值得优先采用。</p>
<h2>三、弹性调度</h2>
<p>多数业务的请求量存在明显的波峰波谷。结合容器服务的自动扩缩容，高峰期增加实例、低谷期缩减甚至缩容至零，可以避免为闲置算力付费。长期稳定的基础负载则适合使用包月实例降低单价。</p>
<h2>四、部署在离用户近的地方</h2>
<p>将推理集群部署在贴近用户的园区，既能降低时延，也能减少跨地域数据传输带来的带宽成本。了解我们的推理实例与价格，请访问 <a href="/sunCloudAIPro">AI 算力</a>。</p>`,
    },
    en_US: {
      title: "Four keys to cheaper large-model inference",
      summary:
        "As large-model applications move from pilots to scale, inference cost becomes the focus. We look at GPU choice, engine optimisation, elastic scheduling and deployment location.",
      body: `<p>When large-model applications move from pilots to production at scale, inference often overtakes training as the biggest share of AI computing spend. Keeping inference costs under control without hurting user experience is a challenge every AI team faces.</p>
<h2>1. Choose the right GPU</h2>
<p>Inference does not always need top-end training GPUs. For mid-sized models, inference GPUs such as the L40S often deliver enough throughput at a lower unit cost, and development, testing and small-model inference can even run on RTX 4090-class cards.</p>
<h2>2. Optimise the inference engine</h2>
<p>Continuous batching, KV-cache management, quantisation and speculative decoding can raise per-GPU throughput substantially with little or no loss of quality. Open-source engines such as vLLM already package these techniques and are a good place to start.</p>
<h2>3. Schedule elastically</h2>
<p>Most services see clear peaks and troughs in requests. With container autoscaling you add instances at peak and scale down, even to zero, when demand falls, so you do not pay for idle GPUs. Steady baseline load is better served by monthly instances at a lower unit price.</p>
<h2>4. Deploy close to users</h2>
<p>Running inference clusters in campuses close to your users lowers latency and cuts the bandwidth cost of moving data between regions. For our inference instances and prices, see <a href="/sunCloudAIPro">AI Computing Power</a>.</p>`,
    },
  },
  {
    slug: "esg-report-2025-released",
    column: 1,
    publishAt: "2026-04-24T18:00:00+08:00",
    zh_CN: {
      title: "发布 2025 年 ESG 报告：全网 PUE 降至 1.24，绿电占比达 42%",
      summary: "我们发布 2025 年环境、社会及治理（ESG）报告，全面披露能效、绿色电力、液冷与余热回收进展，以及面向 2030 年的减碳目标。",
      body: `<p>4 月 24 日，我们发布《2025 年环境、社会及治理（ESG）报告》。这是我们连续第三年发布 ESG 报告，系统披露了过去一年在环境、社会与治理方面的进展。</p>
<h2>环境：能效与绿电双提升</h2>
<ul>
<li>全网年均 PUE 由 2024 年的 1.27 降至 <strong>1.24</strong>；</li>
<li>绿色电力占比由 35% 提升至 <strong>42%</strong>，西南智算中心水电占比超过 70%；</li>
<li>冷板式液冷专区覆盖华北、华东、西南、西北四大智算中心；</li>
<li>华北智算中心余热回收项目在供暖季为约 15 万平方米建筑供暖。</li>
</ul>
<h2>面向未来的目标</h2>
<p>报告重申了我们的中长期目标：2027 年起新建机房设计 PUE 不高于 1.20，2028 年全网年均 PUE 降至 1.20 及以下，2030 年可再生能源电力占比达到 80% 以上，2035 年实现范围一与范围二运营层面的碳中和。</p>
<p>在社会与治理方面，报告介绍了安全生产、人才培养、普惠算力支持计划以及数据安全与隐私保护等工作。报告全文可在 <a href="/investorRelation">投资者关系</a> 页面查阅，更多内容请访问 <a href="/greenDevelop">绿色发展</a>。</p>`,
    },
    en_US: {
      title: "2025 ESG Report: fleet PUE down to 1.24, green power up to 42%",
      summary:
        "Our 2025 Environmental, Social and Governance Report sets out progress on efficiency, green electricity, liquid cooling and waste-heat reuse, and our carbon targets for 2030 and beyond.",
      body: `<p>On 24 April we published our 2025 Environmental, Social and Governance (ESG) Report, our third consecutive annual ESG report, setting out a year of progress across environmental, social and governance topics.</p>
<h2>Environment: more efficient, more renewable</h2>
<ul>
<li>Fleet average PUE fell from 1.27 in 2024 to <strong>1.24</strong>;</li>
<li>Renewable electricity rose from 35% to <strong>42%</strong>, with hydropower supplying over 70% of the Southwest China centre;</li>
<li>Cold-plate liquid-cooled halls now operate in the North, East, Southwest and Northwest China centres;</li>
<li>Waste heat from the North China centre heated around 150,000 m² of buildings during the heating season.</li>
</ul>
<h2>Targets for the years ahead</h2>
<p>The report restates our medium- and long-term targets: new halls designed for a PUE of 1.20 or lower from 2027, a fleet average PUE of 1.20 or lower by 2028, at least 80% renewable electricity by 2030, and carbon-neutral Scope 1 and Scope 2 operations by 2035.</p>
<p>On social and governance topics, the report covers health and safety, talent development, our computing support programme, and data security and privacy. The full report is available on our <a href="/investorRelation">Investor Relations</a> page; read more on <a href="/greenDevelop">Green Development</a>.</p>`,
    },
  },
  {
    slug: "knowledge-assistant-private-deployment",
    column: 3,
    publishAt: "2026-05-20T10:00:00+08:00",
    zh_CN: {
      title: "知识库智能助手推出私有化部署版本",
      summary: "知识库智能助手新增私有化部署版本，可部署在客户专属资源或托管机柜中，满足金融、政务与制造企业对数据不出边界的要求。",
      body: `<p>知识库智能助手自发布以来，已在企业内部知识问答、客服辅助与制度查询等场景得到应用。为满足金融、政务与制造等行业客户对数据安全的更高要求，我们正式推出<strong>私有化部署版本</strong>。</p>
<h2>部署在您的边界之内</h2>
<p>私有化版本可部署在客户专属的 GPU 实例、专属集群，或客户托管在我们智算中心的自有服务器上。文档解析、向量检索与大模型推理全部在客户环境内完成，数据不出企业边界。</p>
<h2>本次更新要点</h2>
<ul>
<li>支持对接企业统一身份认证，按部门与角色控制知识可见范围；</li>
<li>答案附带原文引用，支持一键跳转核对；</li>
<li>新增问答质量评测报告，持续跟踪回答准确率；</li>
<li>推荐配置从 2 张 L40S 起步，可按并发量平滑扩展。</li>
</ul>
<p>了解更多 AI 产品，请访问 <a href="/sunCloudAIProduct">AI 产品</a> 页面。</p>`,
    },
    en_US: {
      title: "Knowledge-base Assistant now available for private deployment",
      summary:
        "A private-deployment edition of the Knowledge-base Assistant runs on dedicated resources or in customer-owned racks, keeping data inside the boundary for finance, public-sector and manufacturing customers.",
      body: `<p>Since launch, our Knowledge-base Assistant has been used for internal knowledge search, customer-service support and policy look-ups. To meet the stricter data-security needs of customers in finance, the public sector and manufacturing, we have now released a <strong>private-deployment edition</strong>.</p>
<h2>Deployed inside your boundary</h2>
<p>The private edition runs on dedicated GPU instances, dedicated clusters or customers' own servers hosted in our AI computing centres. Document parsing, vector search and model inference all happen inside the customer's environment, so data never leaves it.</p>
<h2>What's new</h2>
<ul>
<li>Integration with corporate single sign-on, with knowledge visibility controlled by department and role;</li>
<li>Answers cite the original text, with one click to check the source;</li>
<li>New answer-quality reports to track accuracy over time;</li>
<li>Recommended configurations start at two L40S GPUs and scale smoothly with concurrency.</li>
</ul>
<p>Discover more on our <a href="/sunCloudAIProduct">AI Products</a> page.</p>`,
    },
  },
  {
    slug: "understanding-pue",
    column: 2,
    publishAt: "2026-07-22T09:30:00+08:00",
    zh_CN: {
      title: "读懂 PUE：数据中心能效指标该怎么看",
      summary: "PUE 是衡量数据中心能效最常用的指标，但只看一个数字容易产生误解。本文介绍 PUE 的定义、统计口径，以及 WUE、CUE 等补充指标。",
      body: `<p>PUE（Power Usage Effectiveness，电能利用效率）是数据中心总耗电量与 IT 设备耗电量之比。数值越接近 1，说明用于制冷、供配电损耗等非 IT 用途的能源越少。</p>
<h2>同样是 PUE，口径可能不同</h2>
<p>比较 PUE 时，需要关注三个问题：是<em>设计值</em>还是<em>运行值</em>；是某个瞬时值、月度值还是<em>全年平均值</em>；是否包含办公、照明等辅助用电。设计 PUE 反映的是满负载下的理想状态，而全年平均的运行 PUE 更能体现真实能效。</p>
<h2>气候与负载率的影响</h2>
<p>同一套设计在不同地区的表现差异很大：北方和西部地区自然冷却时间长，PUE 天然更低。此外，机房负载率过低时，固定损耗占比上升，PUE 也会偏高。</p>
<h2>不止 PUE</h2>
<ul>
<li><strong>WUE</strong>（水利用效率）：衡量每单位 IT 用电的耗水量，在缺水地区尤为重要；</li>
<li><strong>CUE</strong>（碳利用效率）：衡量每单位 IT 用电对应的碳排放，与绿电比例直接相关。</li>
</ul>
<p>我们的 PUE 按五大智算中心用电量加权的全年平均值统计，2025 年为 1.24。详细数据请访问 <a href="/greenDevelop">绿色发展</a> 页面。</p>`,
    },
    en_US: {
      title: "Understanding PUE: how to read data-centre efficiency figures",
      summary:
        "PUE is the most widely used measure of data-centre efficiency, but a single number is easy to misread. We explain its definition, how it is measured, and companion metrics such as WUE and CUE.",
      body: `<p>PUE (Power Usage Effectiveness) is the ratio of a data centre's total electricity use to the electricity used by its IT equipment. The closer it is to 1, the less energy goes to cooling, power-distribution losses and other non-IT uses.</p>
<h2>Not every PUE is measured the same way</h2>
<p>When comparing PUE figures, ask three questions: is it a <em>design</em> value or an <em>operating</em> value; is it a spot reading, a monthly figure or an <em>annual average</em>; and does it include offices, lighting and other auxiliary loads? Design PUE describes the ideal at full load, while annual operating PUE shows real-world efficiency.</p>
<h2>Climate and utilisation matter</h2>
<p>The same design performs very differently in different places: northern and western regions enjoy long free-cooling seasons and naturally lower PUE. And when a hall runs at low utilisation, fixed losses weigh more heavily and PUE rises.</p>
<h2>Beyond PUE</h2>
<ul>
<li><strong>WUE</strong> (Water Usage Effectiveness): water used per unit of IT electricity, especially important in dry regions;</li>
<li><strong>CUE</strong> (Carbon Usage Effectiveness): carbon emitted per unit of IT electricity, directly linked to the share of green power.</li>
</ul>
<p>We report PUE as the annual average across our five AI computing centres, weighted by electricity use; it was 1.24 in 2025. See <a href="/greenDevelop">Green Development</a> for details.</p>`,
    },
  },
  {
    slug: "object-storage-deep-archive",
    column: 3,
    publishAt: "2026-08-18T10:00:00+08:00",
    zh_CN: {
      title: "对象存储新增深度归档存储类型，长期数据保存成本进一步降低",
      summary: "对象存储正式推出深度归档存储类型，并增强生命周期管理与跨园区复制能力，适用于合规档案、历史日志与训练数据长期留存。",
      body: `<p>对象存储正式推出<strong>深度归档</strong>存储类型。至此，对象存储已提供标准、低频访问、归档与深度归档四种存储类型，企业可以根据数据访问频率选择最合适的存储方式。</p>
<h2>为长期数据而生</h2>
<p>深度归档面向极少访问但需要长期保存的数据，例如合规档案、历史日志、过期的训练数据集与模型检查点。与其他存储类型一样，深度归档提供 99.9999999999% 的数据持久性，数据按需取回。</p>
<h2>配套能力同步增强</h2>
<ul>
<li>生命周期规则支持按对象标签与前缀自动沉降至深度归档；</li>
<li>跨园区复制支持将归档数据复制到西南智算中心，构建异地容灾；</li>
<li>对象锁定（WORM）满足金融与医疗等行业的合规留存要求。</li>
</ul>
<p>了解对象存储与其他云产品，请访问 <a href="/cloudProduct">云产品</a> 页面。</p>`,
    },
    en_US: {
      title: "Object storage adds a deep-archive class for even cheaper long-term retention",
      summary:
        "Object storage now offers a deep-archive class, with stronger lifecycle management and cross-campus replication, for compliance records, historical logs and long-term training data.",
      body: `<p>Our object storage now offers a <strong>deep-archive</strong> storage class. With standard, infrequent-access, archive and deep-archive classes, businesses can match storage to how often their data is used.</p>
<h2>Built for long-term data</h2>
<p>Deep archive is for data that is rarely read but must be kept for a long time, such as compliance records, historical logs, retired training datasets and model checkpoints. Like the other classes it offers 99.9999999999% durability, and data is restored on request.</p>
<h2>Stronger companion features</h2>
<ul>
<li>Lifecycle rules can move objects to deep archive automatically by tag or prefix;</li>
<li>Cross-campus replication can copy archived data to the Southwest China centre for remote disaster recovery;</li>
<li>Object lock (WORM) meets the retention requirements of finance, healthcare and other regulated industries.</li>
</ul>
<p>Explore object storage and our other services on the <a href="/cloudProduct">Cloud Products</a> page.</p>`,
    },
  },
  {
    slug: "partner-conference-2026",
    column: 1,
    publishAt: "2026-09-10T17:00:00+08:00",
    zh_CN: {
      title: "2026 生态合作伙伴大会举办，携手伙伴共建算力生态",
      summary: "2026 生态合作伙伴大会在华东举办，来自技术、渠道、解决方案与服务领域的合作伙伴齐聚一堂，共同探讨 AI 算力时代的合作机会。",
      body: `<p>9 月 10 日，2026 生态合作伙伴大会在华东举办。来自技术、渠道、解决方案与服务领域的数百家合作伙伴代表参会，围绕 AI 算力、行业大模型应用与混合云等话题展开交流。</p>
<h2>合作伙伴计划全面升级</h2>
<p>会上，我们介绍了合作伙伴计划的最新进展，并发布多项升级举措：</p>
<ul>
<li>面向 AI 解决方案合作伙伴提供专项 GPU 测试资源，支持方案开发与客户 POC；</li>
<li>模型广场向技术合作伙伴开放行业模型上架通道；</li>
<li>优化注册、银牌、金牌、战略四级体系的评定标准，合作伙伴可随时申请升级；</li>
<li>上线新版合作伙伴门户，商机报备与培训认证一站完成。</li>
</ul>
<h2>共同服务行业客户</h2>
<p>大会期间，多家合作伙伴分享了基于我们的智算中心与 AI 产品服务金融、制造、政务与互联网客户的实践。我们还为年度表现突出的合作伙伴颁发了优秀技术伙伴、优秀渠道伙伴与优秀解决方案伙伴等奖项。</p>
<p>欢迎更多企业加入我们的生态。了解合作伙伴类型、等级与申请流程，请访问 <a href="/ecologyPartner">生态合作伙伴</a> 页面。</p>`,
    },
    en_US: {
      title: "2026 Partner Conference: building the computing ecosystem together",
      summary:
        "Our 2026 Partner Conference in East China brought together technology, channel, solution and service partners to explore opportunities in the age of AI computing.",
      body: `<p>On 10 September we held our 2026 Partner Conference in East China. Representatives of hundreds of technology, channel, solution and service partners discussed AI computing, industry applications of large models and hybrid cloud.</p>
<h2>An upgraded partner programme</h2>
<p>We reported on the programme's progress and announced several upgrades:</p>
<ul>
<li>Dedicated GPU test resources for AI solution partners, for solution development and customer proofs of concept;</li>
<li>A channel for technology partners to publish industry models in the Model Marketplace;</li>
<li>Clearer criteria for the Registered, Silver, Gold and Strategic tiers, with upgrades possible at any time;</li>
<li>A new partner portal for deal registration, training and certification in one place.</li>
</ul>
<h2>Serving industries together</h2>
<p>Partners shared how they use our AI computing centres and AI products to serve customers in finance, manufacturing, the public sector and internet services. We also presented awards for outstanding technology, channel and solution partners of the year.</p>
<p>We welcome more companies to join us. To learn about partner types, tiers and how to apply, visit our <a href="/ecologyPartner">Partner Programme</a> page.</p>`,
    },
  },
  {
    slug: "media-immersion-cooling-pilot",
    column: 4,
    publishAt: "2026-11-05T10:00:00+08:00",
    zh_CN: {
      title: "媒体报道：西北智算中心浸没式液冷试点运行满四个月",
      summary: "多家行业媒体关注西北智算中心浸没式液冷试点，报道了试点机房的运行情况，以及液冷技术对下一代高功耗 GPU 的意义。",
      body: `<p>近日，多家行业媒体报道了西北智算中心浸没式液冷试点机房的运行情况。该试点机房于今年 6 月投入试运行，至今已稳定运行四个多月。</p>
<h2>为下一代 GPU 做准备</h2>
<p>报道指出，随着新一代 GPU 功耗持续上升，单柜功率正在向更高水平迈进，冷板式液冷之外需要更多技术储备。浸没式液冷将服务器整体浸没在绝缘冷却液中，几乎不再依赖风扇散热，是应对更高密度的重要方向之一。</p>
<p>试点团队在接受采访时介绍，试点重点验证三方面内容：服务器与冷却液的长期兼容性、运维流程与备件管理，以及在西北干冷气候下全年利用自然冷源的能效表现。</p>
<h2>稳步推进，不求冒进</h2>
<p>在谈及推广计划时，团队表示，现阶段冷板式液冷仍是 AI 集群的主力方案，已覆盖华北、华东、西南、西北四大智算中心；浸没式液冷将在充分验证后，优先应用于西北智算中心二期等新建机房。</p>
<p>了解我们的液冷机柜与绿色实践，请访问 <a href="/cabinet">机柜详情</a> 与 <a href="/greenDevelop">绿色发展</a> 页面。</p>`,
    },
    en_US: {
      title: "In the press: immersion-cooling pilot in Northwest China marks four months of operation",
      summary:
        "Industry media covered the immersion-cooling pilot at our Northwest China AI Computing Centre, reporting on how the pilot hall is running and what liquid cooling means for next-generation GPUs.",
      body: `<p>Several industry publications recently reported on the immersion-cooling pilot hall at our Northwest China AI Computing Centre. The hall began trial operation in June and has now run reliably for more than four months.</p>
<h2>Getting ready for the next generation of GPUs</h2>
<p>The reports noted that as new GPUs draw ever more power, rack densities keep climbing, and cold-plate cooling alone may not be enough. Immersion cooling, in which whole servers sit in a dielectric fluid and fans are barely needed, is one of the key routes to higher densities.</p>
<p>The pilot team told reporters that the trial focuses on three questions: the long-term compatibility of servers and fluid, operating procedures and spare-parts handling, and year-round efficiency with free cooling in the region's cool, dry climate.</p>
<h2>Steady progress, not haste</h2>
<p>On wider roll-out, the team said cold-plate cooling remains the mainstay for AI clusters and already runs in the North, East, Southwest and Northwest China centres. Once fully validated, immersion cooling will be used first in new halls such as Phase II of the Northwest China centre.</p>
<p>Learn more about our liquid-cooled cabinets and green practices on the <a href="/cabinet">Cabinets</a> and <a href="/greenDevelop">Green Development</a> pages.</p>`,
    },
  },
];
