/** /networkService — backbone, BGP, private lines, DDoS protection, CDN and IP transit. */

import type { Cta, Feature, Figure, Hero, Localized, SectionHeading, Seo, Spec, TextSection } from "../types.ts";

export type NetworkServiceId = "backbone" | "bgp" | "private-line" | "ddos" | "cdn" | "ip-transit";

export type NetworkService = {
  id: NetworkServiceId;
  name: string;
  tagline: string;
  summary: string;
  features: Feature[];
  specs: Spec[];
};

export type NetworkPageContent = {
  seo: Seo;
  hero: Hero;
  figures: Figure[];
  intro: TextSection;
  servicesHeading: SectionHeading;
  labels: { features: string; specs: string };
  services: NetworkService[];
  cta: { title: string; body: string; primary: Cta; secondary: Cta };
};

export const networkContent: Localized<NetworkPageContent> = {
  zh_CN: {
    seo: {
      title: "网络服务",
      description:
        "1600Gbps 总出口带宽，电信、联通、移动三线 BGP，提供 MPLS、SD-WAN 与点对点专线、800Gbps DDoS 清洗、CDN 加速与 IP Transit 服务。",
    },
    hero: {
      eyebrow: "网络服务",
      title: "1600Gbps 骨干出口，连接每一个业务场景",
      subtitle: "以五大智算中心为核心节点，提供 BGP 带宽、企业专线、DDoS 防护、CDN 与 IP Transit，一张网满足访问、互联与安全需求。",
    },
    figures: [
      { value: "1600", unit: "Gbps", label: "总出口带宽" },
      { value: "3", unit: "线", label: "电信、联通、移动 BGP" },
      { value: "800", unit: "Gbps", label: "本地 DDoS 清洗能力" },
      { value: "99.99", unit: "%", label: "BGP 网络可用性" },
    ],
    intro: {
      heading: "自建骨干，多线融合",
      paragraphs: [
        "我们的网络以华东智算中心为核心，通过双路由 400G 骨干链路连接华北、华南、西南、西北四大园区，总出口带宽达 1600Gbps，并与中国电信、中国联通、中国移动建立多点 BGP 互联。",
        "无论是面向公众的互联网业务、企业分支与数据中心之间的私网互联，还是需要抵御大流量攻击的游戏与金融业务，都可以在同一张网络上获得一致的性能与服务保障。",
      ],
    },
    servicesHeading: {
      title: "网络产品",
      lead: "按需组合，统一交付与运维。",
    },
    labels: { features: "产品特性", specs: "关键指标" },
    services: [
      {
        id: "backbone",
        name: "骨干网络",
        tagline: "五大园区高速互联",
        summary: "园区间采用波分（DWDM）骨干链路，双路由冗余设计，为跨园区容灾、数据同步与分布式训练数据回传提供高带宽、低抖动的内网通道。",
        features: [
          { title: "400G 骨干链路", body: "核心园区之间以 2×400G 链路互联，带宽按业务增长持续扩容。" },
          { title: "双路由保护", body: "不同物理路由互为备份，单条链路故障时自动快速切换。" },
          { title: "云内网互通", body: "云服务器、对象存储与托管机柜可经骨干内网互访，无需绕行公网。" },
        ],
        specs: [
          { label: "总出口带宽", value: "1600Gbps" },
          { label: "园区间链路", value: "2×400G DWDM，双路由" },
          { label: "故障切换", value: "毫秒级自动倒换" },
        ],
      },
      {
        id: "bgp",
        name: "BGP 多线带宽",
        tagline: "一个 IP，三网畅通",
        summary: "电信、联通、移动三线 BGP 接入，智能选择最优路径，用户无论使用哪家运营商网络都能获得快速稳定的访问体验。",
        features: [
          { title: "三线 BGP", body: "与三大运营商多点互联，自动选路，跨网访问无需双 IP 或 DNS 调度。" },
          { title: "IPv4/IPv6 双栈", body: "全面支持 IPv6，助力业务满足 IPv6 规模部署要求。" },
          { title: "灵活计费", body: "支持固定带宽、95 计费与按流量计费，业务峰谷不再浪费带宽。" },
        ],
        specs: [
          { label: "接入运营商", value: "中国电信、中国联通、中国移动" },
          { label: "带宽规格", value: "10Mbps–40Gbps 按需选择" },
          { label: "网络可用性", value: "99.99%" },
        ],
      },
      {
        id: "private-line",
        name: "企业专线",
        tagline: "安全稳定的私网互联",
        summary: "提供 MPLS VPN、SD-WAN 与点对点专线，连接企业总部、分支机构、自有机房与我们的智算中心，构建安全可控的混合云网络。",
        features: [
          { title: "MPLS VPN", body: "多点组网，支持 QoS 分级保障，适合总部与多分支之间的业务互联。" },
          { title: "SD-WAN", body: "基于互联网与专线混合链路的智能组网，分支机构即插即用，集中管理。" },
          { title: "点对点专线", body: "OTN、MSTP 与裸光纤等多种方式，独享带宽、低时延，适合数据中心互联与金融交易。" },
        ],
        specs: [
          { label: "带宽范围", value: "2Mbps–100Gbps" },
          { label: "专线可用性", value: "最高 99.95%（双路由）" },
          { label: "组网方式", value: "MPLS VPN、SD-WAN、OTN / MSTP / 裸光纤" },
        ],
      },
      {
        id: "ddos",
        name: "DDoS 防护",
        tagline: "大流量攻击下业务依然在线",
        summary: "本地清洗中心具备 800Gbps 清洗能力，结合运营商近源清洗，对 SYN Flood、UDP 反射放大、CC 等攻击进行秒级检测与自动清洗。",
        features: [
          { title: "秒级检测", body: "基于流量基线实时识别异常，检测到攻击后自动牵引清洗，无需人工介入。" },
          { title: "多层防护", body: "覆盖网络层、传输层与应用层攻击，支持 CC 防护与精细化访问控制策略。" },
          { title: "近源清洗", body: "超大流量攻击联动运营商在攻击源附近清洗，避免出口链路拥塞。" },
        ],
        specs: [
          { label: "本地清洗能力", value: "800Gbps" },
          { label: "单 IP 防护", value: "最高 300Gbps" },
          { label: "攻击报告", value: "实时告警与攻击分析报表" },
        ],
      },
      {
        id: "cdn",
        name: "CDN 加速",
        tagline: "内容就近分发，访问更快",
        summary:
          "融合多家运营商资源的内容分发网络，覆盖全国 31 个省级行政区的 200 余个加速节点，适用于网页、图片、下载、音视频点播与直播加速。",
        features: [
          { title: "全站加速", body: "静态内容就近缓存，动态请求智能选路回源，提升整体访问速度。" },
          { title: "HTTPS 与 HTTP/3", body: "支持证书托管、HTTP/2 与 HTTP/3（QUIC），兼顾安全与性能。" },
          { title: "实时日志与监控", body: "提供访问日志、命中率与带宽监控，支持与对象存储源站联动。" },
        ],
        specs: [
          { label: "加速节点", value: "200 余个，覆盖全国 31 个省级行政区" },
          { label: "加速场景", value: "网页、图片、文件下载、点播、直播" },
          { label: "安全能力", value: "防盗链、URL 鉴权、边缘访问控制" },
        ],
      },
      {
        id: "ip-transit",
        name: "IP Transit",
        tagline: "面向运营商与互联网企业的互联网接入",
        summary:
          "为拥有自有 AS 号的运营商、云服务商与大型互联网企业提供 BGP 会话接入，传递完整路由表，提供高带宽、高质量的互联网转接服务。",
        features: [
          { title: "BGP 会话接入", body: "支持客户自有 AS 号与地址段宣告，可提供完整路由表或默认路由。" },
          { title: "高速端口", body: "10G、100G、400G 端口可选，支持链路聚合与多园区冗余接入。" },
          { title: "IPv6 Transit", body: "IPv4 与 IPv6 同时提供，满足下一代互联网接入需求。" },
        ],
        specs: [
          { label: "端口规格", value: "10G / 100G / 400G" },
          { label: "路由", value: "完整路由表或默认路由" },
          { label: "接入地点", value: "五大智算中心均可接入" },
        ],
      },
    ],
    cta: {
      title: "规划您的网络架构",
      body: "网络架构师可根据您的业务分布、带宽需求与安全要求，提供接入与组网方案。",
      primary: { label: "了解机柜托管", to: "/cabinet" },
      secondary: { label: "浏览云产品", to: "/cloudProduct" },
    },
  },
  en_US: {
    seo: {
      title: "Network Services",
      description:
        "1600Gbps of total egress, multi-carrier BGP, MPLS, SD-WAN and point-to-point private lines, 800Gbps of local DDoS scrubbing, CDN acceleration and IP transit.",
    },
    hero: {
      eyebrow: "Network Services",
      title: "1600Gbps of egress, connecting every workload",
      subtitle:
        "With our five AI computing centres as core nodes, we provide BGP bandwidth, private lines, DDoS protection, CDN and IP transit: one network for reach, interconnection and security.",
    },
    figures: [
      { value: "1600", unit: "Gbps", label: "Total egress bandwidth" },
      { value: "3", unit: "", label: "Carriers on BGP" },
      { value: "800", unit: "Gbps", label: "Local DDoS scrubbing capacity" },
      { value: "99.99", unit: "%", label: "BGP network availability" },
    ],
    intro: {
      heading: "Our own backbone, many carriers",
      paragraphs: [
        "Our network is centred on the East China AI Computing Centre, with diverse 400G backbone links to our campuses in North, South, Southwest and Northwest China. Total egress bandwidth reaches 1600Gbps, with BGP interconnection at multiple points with China Telecom, China Unicom and China Mobile.",
        "Public internet services, private links between branches and data centres, and gaming or finance workloads that must withstand large attacks all get the same performance and service guarantees on one network.",
      ],
    },
    servicesHeading: {
      title: "Network products",
      lead: "Combine what you need; we deliver and operate it as one.",
    },
    labels: { features: "Features", specs: "Key figures" },
    services: [
      {
        id: "backbone",
        name: "Backbone",
        tagline: "High-speed links between five campuses",
        summary:
          "DWDM backbone links with diverse routing between campuses provide a high-bandwidth, low-jitter private path for cross-campus disaster recovery, data synchronisation and moving training data.",
        features: [
          { title: "400G backbone links", body: "Core campuses are linked at 2×400G, with capacity added as traffic grows." },
          {
            title: "Diverse-route protection",
            body: "Physically separate routes back each other up and fail over automatically if a link goes down.",
          },
          {
            title: "Private cloud interconnect",
            body: "Cloud servers, object storage and colocated racks reach each other over the backbone without touching the internet.",
          },
        ],
        specs: [
          { label: "Total egress", value: "1600Gbps" },
          { label: "Inter-campus links", value: "2×400G DWDM, diverse routes" },
          { label: "Failover", value: "Automatic, in milliseconds" },
        ],
      },
      {
        id: "bgp",
        name: "Multi-carrier BGP",
        tagline: "One IP address, every major carrier",
        summary:
          "BGP connectivity with China Telecom, China Unicom and China Mobile chooses the best path automatically, so users get fast, stable access whichever carrier they are on.",
        features: [
          {
            title: "Three-carrier BGP",
            body: "Multiple interconnection points with all three carriers and automatic path selection: no dual IPs or DNS tricks.",
          },
          { title: "IPv4/IPv6 dual stack", body: "Full IPv6 support to meet China's IPv6 deployment requirements." },
          {
            title: "Flexible billing",
            body: "Fixed bandwidth, 95th-percentile or traffic-based billing, so you stop paying for idle capacity.",
          },
        ],
        specs: [
          { label: "Carriers", value: "China Telecom, China Unicom, China Mobile" },
          { label: "Bandwidth", value: "10 Mbps–40 Gbps" },
          { label: "Availability", value: "99.99%" },
        ],
      },
      {
        id: "private-line",
        name: "Private Lines",
        tagline: "Secure, stable private connectivity",
        summary:
          "MPLS VPN, SD-WAN and point-to-point lines connect headquarters, branches, your own server rooms and our AI computing centres into a secure, controllable hybrid-cloud network.",
        features: [
          { title: "MPLS VPN", body: "Multi-site networks with QoS classes, ideal for linking headquarters and many branches." },
          {
            title: "SD-WAN",
            body: "Smart networking over mixed internet and private links, with plug-and-play branches and central management.",
          },
          {
            title: "Point-to-point lines",
            body: "OTN, MSTP or dark fibre with dedicated bandwidth and low latency, for data-centre interconnect and financial trading.",
          },
        ],
        specs: [
          { label: "Bandwidth", value: "2 Mbps–100 Gbps" },
          { label: "Availability", value: "Up to 99.95% (diverse routes)" },
          { label: "Options", value: "MPLS VPN, SD-WAN, OTN / MSTP / dark fibre" },
        ],
      },
      {
        id: "ddos",
        name: "DDoS Protection",
        tagline: "Stay online under heavy attack",
        summary:
          "Our local scrubbing centre cleans up to 800Gbps of traffic and works with carrier near-source scrubbing to detect and mitigate SYN floods, UDP reflection, CC attacks and more within seconds.",
        features: [
          {
            title: "Detection in seconds",
            body: "Traffic baselines flag anomalies in real time and divert attacks to scrubbing automatically, with no manual step.",
          },
          {
            title: "Layered protection",
            body: "Covers network, transport and application-layer attacks, with CC protection and fine-grained access policies.",
          },
          {
            title: "Near-source scrubbing",
            body: "Very large attacks are cleaned by carriers close to their source, keeping our egress links clear.",
          },
        ],
        specs: [
          { label: "Local scrubbing capacity", value: "800Gbps" },
          { label: "Protection per IP", value: "Up to 300Gbps" },
          { label: "Reporting", value: "Real-time alerts and attack analysis reports" },
        ],
      },
      {
        id: "cdn",
        name: "CDN",
        tagline: "Content served close to your users",
        summary:
          "A content delivery network combining resources from several carriers, with more than 200 edge nodes in all 31 provincial-level regions of mainland China, for web pages, images, downloads, video on demand and live streaming.",
        features: [
          {
            title: "Whole-site acceleration",
            body: "Static content is cached at the edge while dynamic requests take the best route back to origin.",
          },
          { title: "HTTPS and HTTP/3", body: "Managed certificates, HTTP/2 and HTTP/3 (QUIC) for security and speed." },
          {
            title: "Real-time logs and monitoring",
            body: "Access logs, hit ratio and bandwidth monitoring, with object storage as an origin.",
          },
        ],
        specs: [
          { label: "Edge nodes", value: "200+, in all 31 provincial-level regions" },
          { label: "Scenarios", value: "Web, images, downloads, video on demand, live streaming" },
          { label: "Security", value: "Hotlink protection, URL signing, edge access control" },
        ],
      },
      {
        id: "ip-transit",
        name: "IP Transit",
        tagline: "Internet access for carriers and internet companies",
        summary:
          "BGP sessions for carriers, cloud providers and large internet companies with their own AS numbers, with a full routing table and high-bandwidth, high-quality transit.",
        features: [
          { title: "BGP sessions", body: "Announce your own AS number and prefixes; receive a full routing table or a default route." },
          {
            title: "High-speed ports",
            body: "10G, 100G and 400G ports with link aggregation and redundant connections at several campuses.",
          },
          { title: "IPv6 transit", body: "IPv4 and IPv6 side by side for next-generation internet access." },
        ],
        specs: [
          { label: "Ports", value: "10G / 100G / 400G" },
          { label: "Routes", value: "Full table or default route" },
          { label: "Locations", value: "All five AI computing centres" },
        ],
      },
    ],
    cta: {
      title: "Plan your network",
      body: "Our network architects can design access and interconnection around where your users are, how much bandwidth you need and your security requirements.",
      primary: { label: "Explore colocation", to: "/cabinet" },
      secondary: { label: "Browse cloud products", to: "/cloudProduct" },
    },
  },
};
