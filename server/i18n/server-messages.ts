import type { Language } from "../../common/constants.ts";
import { fieldMessages } from "../../common/field-messages.ts";

/** Server answers in Chinese; en-US below must have the same keys. `{name}` marks a parameter. */
const zhCN = {
  ...fieldMessages.zh_CN,
  success: "操作成功",
  notFound: "访问资源不存在",
  internalError: "系统内部错误，请稍后重试",
  badRequestBody: "请求格式错误",
  bodyTooLarge: "请求内容过大",
  notEncrypted: "请求未加密，请刷新页面后重试",
  envelopeTampered: "请求数据校验失败，请刷新页面后重试",
  usernameTaken: "该用户名已被注册，请换一个",
  captchaExpired: "验证码已失效，请刷新后重试",
  captchaWrong: "验证码错误",
  loginFailed: "账号或密码错误",
  codeInvalid: "验证码错误或已失效",
  loginLocked: "登录失败次数过多，请 {minutes} 分钟后再试",
  accountDisabled: "账号已停用，请联系客服",
  codeSent: "验证码已发送，请注意查收",
  codeCooldown: "发送过于频繁，请 {seconds} 秒后再试",
  tooManyRequests: "访问过于频繁，请稍候再试",
  resetTokenInvalid: "重置凭证已失效，请重新获取验证码",
  passwordReset: "密码已重置，请使用新密码登录",
  registered: "注册成功",
  loggedOut: "退出成功",
  unauthorized: "认证失败，无法访问系统资源",
  sessionExpired: "无效的会话，或者会话已过期，请重新登录。",
  clientMismatch: "客户端ID与Token不匹配",
  grantTypeInvalid: "授权类型不正确",
  oidcNotConfigured: "第三方登录未启用",
  oidcFailed: "第三方登录失败，请重试",
  oneTimeKeyInvalid: "登录凭证已失效，请重新登录",
  bookingReceived: "预约成功，我们的顾问将在一个工作日内与您联系",
  applicationReceived: "申请已提交，我们将在五个工作日内与您联系",
  fileNotFound: "文件不存在或已被删除",
  databaseUnavailable: "数据库暂时无法访问",
};

export type ServerMessageKey = keyof typeof zhCN;

export const serverMessages: Record<Language, Record<ServerMessageKey, string>> = {
  zh_CN: zhCN,
  en_US: {
    ...fieldMessages.en_US,
    success: "Success",
    notFound: "The requested resource does not exist",
    internalError: "Internal server error, please try again later",
    badRequestBody: "The request is malformed",
    bodyTooLarge: "The request is too large",
    notEncrypted: "The request is not encrypted; refresh the page and try again",
    envelopeTampered: "The request could not be verified; refresh the page and try again",
    usernameTaken: "This username is already taken, please choose another",
    captchaExpired: "The image code has expired; refresh it and try again",
    captchaWrong: "The image code is wrong",
    loginFailed: "Incorrect account or password",
    codeInvalid: "The code is wrong or has expired",
    loginLocked: "Too many failed attempts; try again in {minutes} minutes",
    accountDisabled: "This account is disabled; please contact customer service",
    codeSent: "A code has been sent; please check your messages",
    codeCooldown: "Please wait {seconds} seconds before requesting another code",
    tooManyRequests: "Too many requests; please try again later",
    resetTokenInvalid: "The reset ticket has expired; request a new code",
    passwordReset: "Your password has been reset; log in with the new one",
    registered: "Registration successful",
    loggedOut: "Logged out",
    unauthorized: "Authentication failed; cannot access system resources",
    sessionExpired: "Your session is invalid or has expired; please log in again.",
    clientMismatch: "The client ID does not match the token",
    grantTypeInvalid: "Unsupported grant type",
    oidcNotConfigured: "Third-party sign-in is not enabled",
    oidcFailed: "Third-party sign-in failed; please try again",
    oneTimeKeyInvalid: "The sign-in ticket has expired; please sign in again",
    bookingReceived: "Booking received; a consultant will contact you within one working day",
    applicationReceived: "Application received; we will contact you within five working days",
    fileNotFound: "The file does not exist or has been removed",
    databaseUnavailable: "The database is not reachable right now",
  },
};

export function formatMessage(template: string, params: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}
