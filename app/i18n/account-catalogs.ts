import type { Language } from "../../common/constants.ts";
import { accountEnUS } from "./account-en-us.ts";
import { accountZhCN, type AccountMessages } from "./account-zh-cn.ts";

/** Imported only by the account page's loader, so it sends the text of its own language. */
export const accountCatalogs: Record<Language, AccountMessages> = { zh_CN: accountZhCN, en_US: accountEnUS };
