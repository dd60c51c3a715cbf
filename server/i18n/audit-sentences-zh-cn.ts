import { isStaffRole } from "../../common/staff-roles.ts";
import { changeOf, quoted, rolesAdded, type AuditPhrasebook, type AuditWords } from "./audit-words.ts";
import { LEAD_STATUS_LABELS, STAFF_ROLE_LABELS } from "./record-labels.ts";

const status = (value: unknown) => LEAD_STATUS_LABELS[value as keyof typeof LEAD_STATUS_LABELS]?.[0] ?? String(value);
const roles = (list: string[]) => list.map((role) => (isStaffRole(role) ? STAFF_ROLE_LABELS[role][0] : role)).join("、");
const HOME_LISTS: Record<string, string> = { customerCase: "客户案例", solution: "解决方案", qualification: "资质荣誉" };
const SIGN_IN_METHODS: Record<string, string> = {
  password: "密码",
  code: "验证码",
  "third-party": "第三方登录",
  "two-step": "两步验证",
  "recovery-code": "两步验证恢复码",
};
const FORMATS: Record<string, string> = { csv: "CSV", xlsx: "Excel" };

/** Clauses after the first drop their subject: "将线索 #76 的状态从 新线索 改为 已联系，并指派给 李四". */
function clauses(w: AuditWords, parts: Array<[full: string, short: string]>, none: string): string {
  if (parts.length === 0) return `${w.actor} ${none}`;
  return `${w.actor} ${parts.map(([full, short], index) => (index === 0 ? full : short)).join("，并")}`;
}

function leadChange(w: AuditWords): string {
  const parts: Array<[string, string]> = [];
  const state = changeOf(w.detail, "status");
  if (state) {
    const text = `的状态从 ${status(state.from)} 改为 ${status(state.to)}`;
    parts.push([`将${w.target} ${text}`, `将状态从 ${status(state.from)} 改为 ${status(state.to)}`]);
  }
  const owner = changeOf(w.detail, "ownerId");
  if (owner) {
    if (owner.to === null) parts.push([`取消了${w.target} 的负责人 ${w.user(owner.from)}`, `取消负责人 ${w.user(owner.from)}`]);
    else if (owner.from === null) parts.push([`将${w.target} 指派给 ${w.user(owner.to)}`, `指派给 ${w.user(owner.to)}`]);
    else
      parts.push([`将${w.target} 从 ${w.user(owner.from)} 转给 ${w.user(owner.to)}`, `从 ${w.user(owner.from)} 转给 ${w.user(owner.to)}`]);
  }
  if (w.detail.note) parts.push([`为${w.target} 添加备注：“${quoted(w.detail.note)}”`, `添加备注：“${quoted(w.detail.note)}”`]);
  return clauses(w, parts, `修改了${w.target}`);
}

function accountChange(w: AuditWords): string {
  const parts: Array<[string, string]> = [];
  const state = changeOf(w.detail, "status");
  if (state) parts.push(state.to === "disabled" ? [`停用了${w.target}`, "停用"] : [`启用了${w.target}`, "启用"]);
  const roleChange = changeOf(w.detail, "roles");
  if (roleChange) {
    const added = rolesAdded(roleChange.from, roleChange.to, isStaffRole);
    const removed = rolesAdded(roleChange.to, roleChange.from, isStaffRole);
    if (added.length > 0) parts.push([`授予${w.target} ${roles(added)}角色`, `授予${roles(added)}角色`]);
    if (removed.length > 0) parts.push([`移除了${w.target} 的${roles(removed)}角色`, `移除${roles(removed)}角色`]);
  }
  if (typeof w.detail.unlocked === "number") {
    const cleared = `（清除 ${w.detail.unlocked} 次失败登录）`;
    parts.push([`解锁了${w.target}${cleared}`, `解锁${cleared}`]);
  }
  const sentence = clauses(w, parts, `修改了${w.target}`);
  return w.detail.reauthenticated ? `${sentence}（操作前已再次验证身份）` : sentence;
}

export const auditSentencesZhCN: AuditPhrasebook = {
  sentences: {
    signIn: (w) => `${w.actor} 登录了后台（${SIGN_IN_METHODS[String(w.detail.method)] ?? String(w.detail.method ?? "")}）`,
    leadViewed: (w) => `${w.actor} 查看了${w.target}`,
    leadChanged: leadChange,
    leadAssigned: (w) => {
      const owner = changeOf(w.detail, "ownerId");
      const rule = w.named(`assignmentRule:${String(w.detail.rule)}`);
      return `${w.actor} ${rule ? `按分配规则“${rule}”` : "按分配规则"}将${w.target} 指派给 ${w.user(owner?.to ?? null)}`;
    },
    leadsBulkChanged: (w) => {
      const count = Array.isArray(w.detail.leads) ? w.detail.leads.length : 0;
      const what = [
        ...(w.detail.status ? [`状态改为 ${status(w.detail.status)}`] : []),
        ...(w.detail.ownerId !== undefined && w.detail.ownerId !== null ? [`指派给 ${w.user(w.detail.ownerId)}`] : []),
      ];
      const stale = Array.isArray(w.detail.stale) && w.detail.stale.length > 0 ? `（${w.detail.stale.length} 条因已被他人修改而跳过）` : "";
      return `${w.actor} 批量修改了 ${count} 条线索${what.length > 0 ? `：${what.join("，")}` : ""}${stale}`;
    },
    leadsExported: (w) =>
      `${w.actor} 导出了 ${Number(w.detail.rows ?? 0)} 条线索（${FORMATS[String(w.detail.format)] ?? String(w.detail.format ?? "")}）`,
    userChanged: accountChange,
    twoStepEnabled: (w) => (w.detail.replaced ? `${w.actor} 更换了两步验证的身份验证器（恢复码已重新生成）` : `${w.actor} 启用了两步验证`),
    twoStepReset: (w) => `${w.actor} 重置了${w.target} 的两步验证，原因：“${quoted(w.detail.reason)}”`,
    recoveryCodesRenewed: (w) => `${w.actor} 重新生成了两步验证恢复码`,
    staffInvited: (w) => `${w.actor} 邀请 ${String(w.detail.email)} 以${roles([String(w.detail.role)])}身份加入后台`,
    invitationRevoked: (w) => `${w.actor} 撤销了对 ${String(w.detail.email)} 的邀请`,
    invitationAccepted: (w) => `${w.actor} 接受了 ${w.user(w.detail.invitedBy)} 的邀请，以${roles([String(w.detail.role)])}身份加入后台`,
    auditExported: (w) => `${w.actor} 导出了 ${Number(w.detail.rows ?? 0)} 条审计日志（CSV）`,
    fileUploaded: (w) => `${w.actor} 上传了文件“${quoted(w.detail.fileName)}”`,
    fileReplaced: (w) => `${w.actor} 用“${quoted(w.detail.fileName)}”替换了文件“${quoted(w.detail.previous)}”`,
    fileDeleted: (w) => `${w.actor} 删除了文件“${quoted(w.detail.fileName)}”`,
    investorDocumentCreated: (w) => `${w.actor} 新增了投资者关系文件《${quoted(w.detail.title)}》`,
    investorDocumentChanged: (w) => `${w.actor} 修改了投资者关系文件《${quoted(w.detail.title)}》`,
    investorDocumentDeleted: (w) => `${w.actor} 删除了投资者关系文件《${quoted(w.detail.title)}》`,
    investorDocumentsReordered: (w) => `${w.actor} 调整了投资者关系文件的顺序`,
    investorDocumentsDateOrder: (w) =>
      `${w.actor} 将投资者关系${w.detail.kind === "report" ? "定期报告" : "公告"}恢复为按日期排序（最新在前）`,
    settingsChanged: (w) => {
      const after = w.detail.after;
      const keys = after && typeof after === "object" ? Object.keys(after) : [];
      return `${w.actor} 修改了网站设置${keys.length > 0 ? `（${keys.join("、")}）` : ""}`;
    },
    homeRowCreated: (w) => `${w.actor} 新增了${w.target}`,
    homeRowChanged: (w) => `${w.actor} 修改了${w.target}`,
    homeRowDeleted: (w) => `${w.actor} 删除了${w.target}`,
    homeListReordered: (w) => `${w.actor} 调整了${w.target}的顺序`,
    dictEntryCreated: (w) => `${w.actor} 新增了字典项 ${String(w.detail.dictValue ?? "")}（${String(w.detail.dictType ?? "")}）`,
    dictEntryChanged: (w) => `${w.actor} 修改了${w.target}`,
    newsCreated: (w) => `${w.actor} 新建了${w.target}`,
    newsUpdated: (w) => `${w.actor} 修改了${w.target}`,
    newsPublished: (w) => `${w.actor} 发布了${w.target}`,
    newsUnpublished: (w) => `${w.actor} 下线了${w.target}`,
    newsRestored: (w) => `${w.actor} 将${w.target} 恢复到之前的版本`,
    newsPreviewShared: (w) => `${w.actor} 创建了${w.target}的预览分享链接，有效期 ${Number(w.detail.days)} 天`,
    newsPreviewRevoked: (w) => `${w.actor} 撤销了${w.target}的一个预览分享链接`,
    destinationCreated: (w) => `${w.actor} 新增了${w.target}`,
    destinationChanged: (w) => `${w.actor} 修改了${w.target}`,
    destinationDeleted: (w) => `${w.actor} 删除了通知目的地“${quoted(w.detail.name)}”`,
    destinationDisabled: (w) => `${w.actor} 停用了${w.target}（${quoted(w.detail.reason)}）`,
    destinationTested: (w) => `${w.actor} 测试了${w.target}（${w.detail.ok ? "成功" : "失败"}）`,
    destinationRetried: (w) => `${w.actor} 重试了${w.target} 的一条发送记录`,
    assignmentRuleCreated: (w) => `${w.actor} 新增了${w.target}`,
    assignmentRuleChanged: (w) => `${w.actor} 修改了${w.target}`,
    assignmentRuleDeleted: (w) => `${w.actor} 删除了分配规则“${quoted(w.detail.name)}”`,
    funnelSaved: (w) => `${w.actor} 保存了转化漏斗“${quoted(w.detail.name)}”`,
    funnelDeleted: (w) => `${w.actor} 删除了${w.target}`,
    accountChangeReported: (w) => {
      const what = { email: "邮箱", phone: "手机号", password: "密码" }[String(w.detail.change)] ?? String(w.detail.change);
      return `${w.actor} 报告账号的${what}修改并非本人操作，所有设备已退出${w.detail.restored ? "，原邮箱已恢复" : ""}`;
    },
  },
  fallback: (w, action) => `${w.actor} 执行了操作 ${action}${w.target ? `（${w.target}）` : ""}`,
  target: (kind, id, name) => {
    const numbered = (noun: string) => (name ? `${noun}“${name}”` : `${noun} #${id}`);
    switch (kind) {
      case "lead":
        return `线索 #${id}`;
      case "user":
        return name ? `账号 ${name}` : `账号 #${id}`;
      case "news":
        return name ? `文章《${name}》` : `文章 #${id}`;
      case "file":
        return `文件 #${id}`;
      case "investor":
        return /^\d+$/.test(id) ? numbered("投资者关系文件") : "投资者关系文件";
      case "dict":
        return /^\d+$/.test(id) ? `字典项 #${id}` : `字典 ${id}`;
      case "destination":
        return numbered("通知目的地");
      case "assignmentRule":
        return numbered("分配规则");
      case "invitation":
        return `邀请 #${id}`;
      case "funnel":
        return `转化漏斗 #${id}`;
      case "leads":
        return "线索";
      case "settings":
        return "网站设置";
      case "audit":
        return "审计日志";
      case "session":
        return "后台";
      default:
        return kind in HOME_LISTS ? `首页“${HOME_LISTS[kind]}”${id ? `条目 #${id}` : "列表"}` : undefined;
    }
  },
  nobody: "无人",
  system: "系统",
  operator: "服务器命令行",
};
