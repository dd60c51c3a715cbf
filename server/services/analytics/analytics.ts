import type { Config } from "../../config.ts";
import type { DatabaseHandle } from "../../db/database.ts";
import type { Logger } from "../../logger.ts";
import type { AuditLog } from "../audit-log.ts";
import type { Clock } from "../clock.ts";
import { createAnalyticsCollector } from "./collector.ts";
import { createFunnels } from "./funnels.ts";
import { createAnalyticsRollups } from "./rollups.ts";
import { createTrafficReport } from "./traffic-report.ts";
import { createSalts } from "./visitor-hash.ts";

/** How often the analytics job rolls finished days up and deletes what has expired. */
const JOB_INTERVAL_MS = 5 * 60 * 1000;

/** The analytics area (docs/decisions/025-first-party-analytics.md), built once by the container. */
export function createAnalyticsArea(deps: { config: Config; database: DatabaseHandle; clock: Clock; logger: Logger; audit: AuditLog }) {
  const { config, clock, logger } = deps;
  const db = deps.database.db;
  const salts = createSalts(db);
  const timeZone = config.SITE_TIME_ZONE;
  const collector = createAnalyticsCollector({
    db,
    clock,
    logger,
    salts,
    enabled: config.ANALYTICS_ENABLED,
    timeZone,
    siteHost: new URL(config.SITE_ORIGIN).hostname,
    trustProxy: config.TRUST_PROXY,
  });
  const rollups = createAnalyticsRollups({
    db,
    kind: deps.database.kind,
    clock,
    logger,
    salts,
    timeZone,
    rawDays: config.ANALYTICS_RAW_DAYS,
    intervalMs: JOB_INTERVAL_MS,
  });
  return {
    collector,
    rollups,
    report: createTrafficReport({ db, clock, timeZone, rawDays: config.ANALYTICS_RAW_DAYS, rolledDays: rollups.rolledDays }),
    funnels: createFunnels({ db, clock, audit: deps.audit, timeZone }),
  };
}
