import type { Language } from "../../common/constants.ts";
import { formatInZone } from "../../common/site-time.ts";

/**
 * What a notification says about one lead, stored with the outbox row in the lead's transaction
 * (so a message sent after a restart says what it would have said at once). Contact details are
 * stored only for destinations that include them.
 */
export interface LeadNotice {
  /** The lead's number: the same in the console, the e-mail, the exports and every message. */
  leadId: number;
  kind: "booking" | "partner";
  company: string;
  demandType: number | null;
  /** First-touch channel and campaign, when analytics attributed the lead. */
  channel: string | null;
  campaign: string | null;
  /** Epoch ms. */
  createdAt: number;
  ownerName: string | null;
  duplicateOf: number | null;
  contact?: { name: string; phone: string; email: string };
}

/** The console's address of a lead: what the e-mails and chat messages link to. */
export function leadUrl(siteOrigin: string, leadId: number): string {
  return `${siteOrigin.replace(/\/$/, "")}/admin/leads?lead=${leadId}`;
}

/** The facts a message is written from, in the destination's language. */
export interface NoticeContext {
  language: Language;
  timeZone: string;
  /** The console address of a lead, and of the inbox. */
  leadUrl: (leadId: number) => string;
  inboxUrl: string;
  demandLabel: (value: number) => string;
}

export interface MessageText {
  title: string;
  lines: string[];
  link: { text: string; url: string };
}

const TEXTS = {
  zh_CN: {
    booking: "新的产品演示预约",
    partner: "新的合作伙伴申请",
    test: "测试消息：线索通知已接通",
    testLine: "这是控制台发出的测试消息，实际线索会以同样的格式送达。",
    digest: "条新线索（超出每分钟条数，合并发送）",
    company: "公司",
    demand: "需求",
    source: "来源",
    campaign: "活动",
    time: "时间",
    owner: "负责人",
    unassigned: "未分配",
    contact: "联系人",
    duplicate: "可能重复，参见",
    open: "在控制台打开",
    openInbox: "打开线索收件箱",
  },
  en_US: {
    booking: "New demo booking",
    partner: "New partner application",
    test: "Test message: lead notifications are connected",
    testLine: "This is a test from the console; real leads arrive in the same format.",
    digest: "new leads (over the per-minute limit, sent together)",
    company: "Company",
    demand: "Demand",
    source: "Source",
    campaign: "Campaign",
    time: "Time",
    owner: "Owner",
    unassigned: "unassigned",
    contact: "Contact",
    duplicate: "Possible duplicate of",
    open: "Open in the console",
    openInbox: "Open the leads inbox",
  },
} as const;

function detailLines(notice: LeadNotice, context: NoticeContext): string[] {
  const t = TEXTS[context.language];
  const lines = [`${t.company}: ${notice.company || "-"}`];
  if (notice.demandType !== null) lines.push(`${t.demand}: ${context.demandLabel(notice.demandType)}`);
  if (notice.channel) lines.push(`${t.source}: ${notice.channel}`);
  if (notice.campaign) lines.push(`${t.campaign}: ${notice.campaign}`);
  lines.push(`${t.time}: ${formatInZone(notice.createdAt, context.timeZone)} (${context.timeZone})`);
  lines.push(`${t.owner}: ${notice.ownerName ?? t.unassigned}`);
  if (notice.contact) {
    const { name, phone, email } = notice.contact;
    lines.push(`${t.contact}: ${[name, phone, email].filter(Boolean).join(" · ")}`);
  }
  if (notice.duplicateOf !== null) lines.push(`${t.duplicate} #${notice.duplicateOf}`);
  return lines;
}

/** One lead's message. */
export function leadMessage(notice: LeadNotice, context: NoticeContext): MessageText {
  const t = TEXTS[context.language];
  return {
    title: `${t[notice.kind]} #${notice.leadId}`,
    lines: detailLines(notice, context),
    link: { text: t.open, url: context.leadUrl(notice.leadId) },
  };
}

/** Leads held back by the rate limit, in one message: a line each, and the inbox. */
export function digestMessage(notices: LeadNotice[], context: NoticeContext): MessageText {
  const t = TEXTS[context.language];
  return {
    title: `${notices.length} ${t.digest}`,
    lines: notices.map((notice) =>
      [
        `#${notice.leadId}`,
        t[notice.kind],
        notice.company,
        notice.demandType === null ? "" : context.demandLabel(notice.demandType),
        formatInZone(notice.createdAt, context.timeZone),
        notice.ownerName ?? t.unassigned,
      ]
        .filter(Boolean)
        .join(" · "),
    ),
    link: { text: t.openInbox, url: context.inboxUrl },
  };
}

export function testMessage(context: NoticeContext): MessageText {
  const t = TEXTS[context.language];
  return { title: t.test, lines: [t.testLine], link: { text: t.openInbox, url: context.inboxUrl } };
}
