import type { Language } from "../../common/constants.ts";
import { enUS } from "./en-us.ts";
import { zhCN, type Messages } from "./zh-cn.ts";

/** Imported only by loaders, so each page ships the catalog of its own language and no other. */
export const catalogs: Record<Language, Messages> = { zh_CN: zhCN, en_US: enUS };
