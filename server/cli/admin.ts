import path from "node:path";
import { parseArgs } from "node:util";
import { isStaffRole, STAFF_ROLES } from "../../common/staff-roles.ts";
import { loadConfig } from "../config.ts";
import { migrateToLatest, openDatabase } from "../db/database.ts";
import { createAuditLog } from "../services/audit-log.ts";
import { systemClock } from "../services/clock.ts";
import { createSessions } from "../services/sessions.ts";
import { createUserAdmin } from "../services/user-admin.ts";
import { createLoginThrottle } from "../services/login-throttle.ts";
import { createRateLimits } from "../services/rate-limits.ts";

/**
 * Operator commands, run on the server with its configuration (.env, DATABASE_URL):
 *   npm run admin -- create-user --username <u> --password <p> --email <e> --role <admin|sales|editor>
 */
const USAGE = `Usage: npm run admin -- create-user --username <name> --password <password> --email <address> --role <${STAFF_ROLES.join("|")}>

  Creates a staff account, or gives an existing account (same username) this role in place of its
  staff roles; an existing account keeps its password. The password must follow the site's rule:
  8-32 characters with a digit, a lower-case and an upper-case letter.`;

async function main(argv: string[]): Promise<number> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { username: { type: "string" }, password: { type: "string" }, email: { type: "string" }, role: { type: "string" } },
  });
  const { username, password, email, role } = values;
  if (positionals[0] !== "create-user" || !username || !password || !email || !role) {
    console.error(USAGE);
    return 2;
  }
  if (!isStaffRole(role)) {
    console.error(`Unknown role "${role}": use one of ${STAFF_ROLES.join(", ")}.`);
    return 2;
  }
  const config = loadConfig();
  const database = openDatabase({ databaseUrl: config.DATABASE_URL, sqliteFile: path.join(config.dataDir, "site.db") });
  try {
    await migrateToLatest(database.db);
    const userAdmin = createUserAdmin({
      db: database.db,
      clock: systemClock,
      sessions: createSessions(database.db, systemClock),
      audit: createAuditLog(database.db, systemClock),
      throttle: createLoginThrottle(createRateLimits(database.db, systemClock), systemClock),
    });
    const result = await userAdmin.createOrUpdateStaff({ username, password, email, role });
    console.log(
      result.created
        ? `Created staff account "${username}" (id ${result.userId}) with role ${role}.`
        : `Account "${username}" (id ${result.userId}) now has the staff role ${role}; its password is unchanged.`,
    );
    return 0;
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    return 1;
  } finally {
    await database.close();
  }
}

process.exitCode = await main(process.argv.slice(2));
