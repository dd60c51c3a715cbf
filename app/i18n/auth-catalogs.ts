import type { Language } from "../../common/constants.ts";
import { authEnUS } from "./auth-en-us.ts";
import { authZhCN, type AuthMessages } from "./auth-zh-cn.ts";

/** Imported only by the sign-in pages' loaders, so each sends the text of its own language. */
export const authCatalogs: Record<Language, AuthMessages> = { zh_CN: authZhCN, en_US: authEnUS };
