import type { Language } from "../../common/constants.ts";
import { adminEnUS } from "./admin-en-us.ts";
import { adminZhCN, type AdminMessages } from "./admin-zh-cn.ts";

/** Imported only by the console's lazy route modules. */
export const adminCatalogs: Record<Language, AdminMessages> = { zh_CN: adminZhCN, en_US: adminEnUS };
