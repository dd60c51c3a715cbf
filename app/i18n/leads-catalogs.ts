import type { Language } from "../../common/constants.ts";
import { leadsEnUS } from "./leads-en-us.ts";
import { leadsZhCN, type LeadsMessages } from "./leads-zh-cn.ts";

/** Imported by loaders (one language sent on) and by the lazily loaded booking dialog. */
export const leadsCatalogs: Record<Language, LeadsMessages> = { zh_CN: leadsZhCN, en_US: leadsEnUS };
