import type { Language } from "../../common/constants.ts";
import { searchEnUS } from "./search-en-us.ts";
import { searchZhCN, type SearchMessages } from "./search-zh-cn.ts";

/** Imported by the search page's loader, which sends on one language's part. */
export const searchCatalogs: Record<Language, SearchMessages> = { zh_CN: searchZhCN, en_US: searchEnUS };
