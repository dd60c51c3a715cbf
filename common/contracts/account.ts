import * as z from "zod/mini";
import { defineCall } from "./call.ts";

/** The signed-in visitor's own account (spec sections 3 and 7). */
const tag = "account";

/** The user fields of spec section 3, plus roles and permissions (spec section 6). */
export const userInfo = z.object({
  userId: z.number(),
  personalAuthId: z.nullable(z.string()),
  firmAuthId: z.nullable(z.string()),
  webUser: z.string(),
  webPhone: z.string(),
  webEmail: z.string(),
  avatar: z.string(),
  createTime: z.nullable(z.string()),
  webNickname: z.string(),
  lastLoginTime: z.nullable(z.string()),
  authType: z.string(),
  secAuthFlag: z.number(),
  remark: z.string(),
  dept: z.string(),
  roles: z.array(z.string()),
  permissions: z.array(z.string()),
});

export type UserInfo = z.output<typeof userInfo>;

export const userInfoCall = defineCall({
  method: "GET",
  path: "/v1/web/account/user-info",
  summary: "The signed-in visitor's account",
  tag,
  access: "session",
  answer: { data: userInfo },
});

export const logoutCall = defineCall({
  method: "GET",
  path: "/v1/web/account/logout",
  summary: "End this session",
  tag,
  access: "session",
  answer: { data: z.null() },
});
