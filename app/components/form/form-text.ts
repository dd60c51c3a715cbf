import type { Language } from "../../../common/constants.ts";
import { useSite } from "../../lib/use-site.ts";

/** The form kit's own words, in both languages: a few dozen bytes, loaded with the forms. */
const formText = {
  zh_CN: {
    optional: "（选填）",
    showPassword: "显示密码",
    formError: "提交未成功：",
    submitting: "提交中…",
    close: "关闭",
    sendCode: "获取验证码",
    sendingCode: "发送中…",
    resendIn: "{seconds} 秒后重新获取",
    codeSent: "验证码已发送至 {target}，10 分钟内有效",
  },
  en_US: {
    optional: "(optional)",
    showPassword: "Show password",
    formError: "Not submitted:",
    submitting: "Sending…",
    close: "Close",
    sendCode: "Send code",
    sendingCode: "Sending…",
    resendIn: "Resend in {seconds} s",
    codeSent: "A code was sent to {target}. It is valid for 10 minutes",
  },
} satisfies Record<Language, Record<string, string>>;

export type FormText = (typeof formText)["zh_CN"];

export function useFormText(): FormText {
  return formText[useSite().language];
}
