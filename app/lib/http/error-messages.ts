import type { Language } from "../../../common/constants.ts";

/**
 * The error catalogue of spec section 8 and the request layer's own texts, in both languages.
 * The request layer runs outside React (and loads lazily), so it carries its texts itself rather
 * than taking them from the page catalogs.
 */
export interface HttpMessages {
  /** RuoYi's errorCode table: these local texts replace the server's message for 401, 403, 404. */
  errorCode: Readonly<Record<"401" | "403" | "404" | "default", string>>;
  networkError: string;
  timeout: string;
  statusError: (status: string) => string;
  sessionExpired: string;
  reloginTitle: string;
  reloginConfirm: string;
  reloginCancel: string;
  repeatSubmit: string;
  downloadError: string;
  downloading: string;
  encryptionUnavailable: string;
  dialogClose: string;
  copied: string;
  copyFailed: string;
}

export const httpMessages: Readonly<Record<Language, HttpMessages>> = {
  zh_CN: {
    errorCode: {
      "401": "认证失败，无法访问系统资源",
      "403": "当前操作没有权限",
      "404": "访问资源不存在",
      default: "系统未知错误，请反馈给管理员",
    },
    networkError: "后端接口连接异常",
    timeout: "系统接口请求超时",
    statusError: (status) => `系统接口${status}异常`,
    sessionExpired: "无效的会话，或者会话已过期，请重新登录。",
    reloginTitle: "系统提示",
    reloginConfirm: "重新登录",
    reloginCancel: "取消",
    repeatSubmit: "数据正在处理，请勿重复提交",
    downloadError: "下载文件出现错误，请联系管理员！",
    downloading: "正在下载数据，请稍候",
    encryptionUnavailable: "页面缺少加密公钥，请刷新页面后重试",
    dialogClose: "关闭",
    copied: "复制成功",
    copyFailed: "复制失败，请手动复制",
  },
  en_US: {
    errorCode: {
      "401": "Authentication failed: cannot access system resources",
      "403": "You do not have permission for this operation",
      "404": "The requested resource does not exist",
      default: "Unknown system error, please report it to the administrator",
    },
    networkError: "Network Error",
    timeout: "time",
    statusError: (status) => `Request failed with ${status}`,
    sessionExpired: "Your session is invalid or has expired. Please log in again.",
    reloginTitle: "System notice",
    reloginConfirm: "Log in again",
    reloginCancel: "Cancel",
    repeatSubmit: "The data is being processed, please do not resubmit",
    downloadError: "The file could not be downloaded. Please contact the administrator.",
    downloading: "Downloading data, please wait",
    encryptionUnavailable: "The page is missing its encryption key. Reload the page and try again.",
    dialogClose: "Close",
    copied: "Copied",
    copyFailed: "Copy failed, please copy it manually",
  },
};

/**
 * Spec section 8 message choice: 401, 403 and 404 use the local table text, other codes the
 * server's message, else the default text.
 */
export function messageForCode(code: number, serverMsg: unknown, language: Language): string {
  const table = httpMessages[language].errorCode;
  const key = String(code);
  if (key === "401" || key === "403" || key === "404") return table[key];
  return typeof serverMsg === "string" && serverMsg !== "" ? serverMsg : table.default;
}

export type TransportFailure = { kind: "network" } | { kind: "timeout" } | { kind: "status"; status: number };

/** Spec section 8 transport texts: network error, timeout, "Request failed with status code NNN". */
export function transportMessage(failure: TransportFailure, language: Language): string {
  const texts = httpMessages[language];
  switch (failure.kind) {
    case "network":
      return texts.networkError;
    case "timeout":
      return texts.timeout;
    case "status":
      return texts.statusError(String(failure.status).slice(-3));
  }
}
