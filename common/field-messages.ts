import { PASSWORD_LENGTH, USERNAME_LENGTH, type Language } from "./constants.ts";

/**
 * What a field check says when it fails (spec section 5 and our own checks). The API contracts in
 * common/contracts/ name these keys as their error messages, so the browser's forms and the
 * server's answers show the same words for the same rule in the visitor's language.
 */
const zhCN = {
  invalidField: "请检查填写的内容",
  required: "此项为必填项",
  phoneInvalid: "请输入正确的手机号码或座机号码",
  passwordInvalid: `密码须为 ${PASSWORD_LENGTH.min} 到 ${PASSWORD_LENGTH.max} 位字母、数字或符号 !@#$%^&*()_+-=[]{};:,.?~，且至少包含一个数字、一个小写字母和一个大写字母`,
  usernameInvalid: `用户名须为 ${USERNAME_LENGTH.min} 到 ${USERNAME_LENGTH.max} 位汉字、字母、数字、下划线或连字符`,
  emailInvalid: "请输入正确的邮箱地址",
  targetInvalid: "请输入正确的邮箱地址或手机号码",
  passwordMismatch: "两次输入的密码不一致",
  codeFormat: "请输入 6 位数字验证码",
  captchaRequired: "请输入图形验证码",
  bookingUsername: "请输入您的姓名",
  bookingPhone: "请输入您的联系电话",
  bookingCompany: "请输入您的公司",
  bookingOtherDesc: "请填写",
  demandTypeInvalid: "请选择有效的需求类型",
  partnerName: "请输入您的姓名",
  partnerPhone: "请输入您的联系电话",
  partnerEmail: "请输入您的邮箱",
  partnerCompany: "请输入您的公司名称",
  agreementRequired: "请先阅读并同意《用户授权协议》",
  tooLong: "内容过长",
  urlInvalid: "请输入以 http:// 或 https:// 开头的网址",
  imageUrlInvalid: "图片须为本站上传的文件（/files/…）",
  yearInvalid: "请输入四位年份",
  dictValueTaken: "该类型下已有此值",
  newsTitle: "请输入中文标题",
  newsTitleEn: "发布前请输入英文标题",
  newsColumn: "请选择栏目（1-4）",
  newsPublishAt: "请输入有效的发布时间",
  newsTitleTooLong: "标题不能超过 200 个字符",
  newsSummaryTooLong: "摘要不能超过 500 个字符",
  newsBodyTooLong: "正文过长（不超过 100000 个字符）",
  newsUnpublishAt: "请输入有效的下线时间",
  newsUnpublishBeforePublish: "下线时间须晚于发布时间",
  newsSlug: "链接名只能用小写英文字母、数字和单个连字符，不超过 80 个字符",
  newsSlugTaken: "另一篇文章已在使用这个链接名，请换一个",
  newsSeoTitleTooLong: "SEO 标题过长：中文不超过 30 个字，英文不超过 60 个字符",
  newsSeoDescriptionTooLong: "页面描述过长：中文不超过 80 个字，英文不超过 160 个字符",
  newsCoverAltTooLong: "替代文本不能超过 200 个字符",
  newsSocialImageInvalid: "分享图片必须是已上传的图片文件",
};
// The password symbols and the publishing fields' limits are written out, not imported: each module
// imported here is one more entry in every public form's first load (common/news-publishing.ts put
// /ecologyPartner 23 bytes over its budget). tests/unit/field-messages.test.ts keeps them equal.

export type FieldMessageKey = keyof typeof zhCN;

export const fieldMessages: Readonly<Record<Language, Readonly<Record<FieldMessageKey, string>>>> = {
  zh_CN: zhCN,
  en_US: {
    invalidField: "Please check what you entered",
    required: "This field is required",
    phoneInvalid: "Enter a valid mobile or landline number",
    passwordInvalid: `Password must be ${PASSWORD_LENGTH.min} to ${PASSWORD_LENGTH.max} letters, digits or the symbols !@#$%^&*()_+-=[]{};:,.?~, with at least one digit, one lowercase and one uppercase letter`,
    usernameInvalid: `Username must be ${USERNAME_LENGTH.min} to ${USERNAME_LENGTH.max} characters: Chinese characters, letters, digits, underscores or hyphens`,
    emailInvalid: "Enter a valid email address",
    targetInvalid: "Enter a valid email address or mobile number",
    passwordMismatch: "The two passwords do not match",
    codeFormat: "Enter the 6-digit verification code",
    captchaRequired: "Enter the characters shown in the image",
    bookingUsername: "Please enter your name",
    bookingPhone: "Please enter your contact phone number",
    bookingCompany: "Please enter your company",
    bookingOtherDesc: "Please fill in this field",
    demandTypeInvalid: "Choose a valid demand type",
    partnerName: "Please enter your name",
    partnerPhone: "Please enter your contact phone number",
    partnerEmail: "Please enter your email address",
    partnerCompany: "Please enter your company name",
    agreementRequired: "Please read and agree to the User Authorisation Agreement first",
    tooLong: "This is too long",
    urlInvalid: "Enter an address starting with http:// or https://",
    imageUrlInvalid: "The image must be a file uploaded to this site (/files/…)",
    yearInvalid: "Enter a four-digit year",
    dictValueTaken: "This type already has this value",
    newsTitle: "Enter the Chinese title",
    newsTitleEn: "Enter the English title before publishing",
    newsColumn: "Choose a column (1-4)",
    newsPublishAt: "Enter a valid publish time",
    newsTitleTooLong: "A title can have at most 200 characters",
    newsSummaryTooLong: "A summary can have at most 500 characters",
    newsBodyTooLong: "The body is too long (at most 100,000 characters)",
    newsUnpublishAt: "Enter a valid unpublish time",
    newsUnpublishBeforePublish: "The unpublish time must be after the publish time",
    newsSlug: "The link name can have lowercase letters, digits and single hyphens, at most 80 characters",
    newsSlugTaken: "Another article already uses this link name; choose another",
    newsSeoTitleTooLong: "The SEO title is too long: at most 30 characters in Chinese, 60 in English",
    newsSeoDescriptionTooLong: "The description is too long: at most 80 characters in Chinese, 160 in English",
    newsCoverAltTooLong: "Alt text can have at most 200 characters",
    newsSocialImageInvalid: "The share image must be an uploaded image file",
  },
};

export function isFieldMessageKey(value: string): value is FieldMessageKey {
  return Object.hasOwn(zhCN, value);
}
