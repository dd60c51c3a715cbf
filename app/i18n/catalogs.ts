import type { Language } from "../../common/constants.ts";
import { enUS } from "./en-us.ts";
import { zhCN, type Messages } from "./zh-cn.ts";

/**
 * In the client bundle, both languages (2.4 KB gzip), rather than in every page's loader data:
 * there the catalog weighed 3 KB of each page's HTML, on every page visited, and the bundle is
 * fetched once (docs/decisions/010-page-speed-budgets.md).
 */
export const catalogs: Record<Language, Messages> = { zh_CN: zhCN, en_US: enUS };
