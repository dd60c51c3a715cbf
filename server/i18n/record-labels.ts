import type { LeadKind, LeadStatus } from "../../common/contracts/admin-leads.ts";
import type { StaffRole } from "../../common/staff-roles.ts";

/** [Chinese, English] names the server writes into files and messages (exports, e-mails, the audit log's sentences). */
export type LabelPair = readonly [zh: string, en: string];

export const LEAD_TYPE_LABELS: Record<LeadKind, LabelPair> = {
  booking: ["产品演示预约", "Demo booking"],
  partner: ["合作伙伴申请", "Partner application"],
};

export const LEAD_STATUS_LABELS: Record<LeadStatus, LabelPair> = {
  new: ["新线索", "New"],
  contacted: ["已联系", "Contacted"],
  qualified: ["已确认需求", "Qualified"],
  won: ["已成交", "Won"],
  lost: ["已流失", "Lost"],
};

export const STAFF_ROLE_LABELS: Record<StaffRole, LabelPair> = {
  admin: ["管理员", "Admin"],
  sales: ["销售", "Sales"],
  editor: ["编辑", "Editor"],
};
