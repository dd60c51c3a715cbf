import type { Language } from "../../common/constants.ts";

const zhCN = {
  success: "操作成功",
  notFound: "访问资源不存在",
  methodNotAllowed: "不支持该请求方法",
  internalError: "系统内部错误，请稍后重试",
};

export type ServerMessageKey = keyof typeof zhCN;

export const serverMessages: Record<Language, Record<ServerMessageKey, string>> = {
  zh_CN: zhCN,
  en_US: {
    success: "Success",
    notFound: "The requested resource does not exist",
    methodNotAllowed: "This request method is not supported",
    internalError: "Internal server error, please try again later",
  },
};
