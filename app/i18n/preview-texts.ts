import type { Language } from "../../common/constants.ts";

/** The share-preview page's own words (/preview/{token}); read by its loader only, so no page's script carries them. */
export const previewTexts: Record<Language, { notice: string; goneTitle: string; goneBody: string }> = {
  zh_CN: {
    notice: "预览：这是文章在后台保存的版本，仅供审阅，尚未（或不再）对外公开。请勿转发此链接。",
    goneTitle: "预览链接无效",
    goneBody: "此预览链接不存在、已过期或已被撤销。如需审阅，请向编辑索取新的链接。",
  },
  en_US: {
    notice: "Preview: this is the article as saved in the console, for review only; it may not be public. Please do not forward this link.",
    goneTitle: "Preview link not valid",
    goneBody: "This preview link does not exist, has expired or was revoked. Ask the editor for a new one to review the article.",
  },
};
