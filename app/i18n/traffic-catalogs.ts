import type { Language } from "../../common/constants.ts";
import { trafficEnUS } from "./traffic-en-us.ts";
import { trafficZhCN, type TrafficMessages } from "./traffic-zh-cn.ts";

/** Imported only by the console's Traffic screen. */
export const trafficCatalogs: Record<Language, TrafficMessages> = { zh_CN: trafficZhCN, en_US: trafficEnUS };
