import path from "node:path";
import { parseArgs, type ParseArgsOptionsConfig } from "node:util";
import type { AdminUserRow } from "../../common/contracts/admin-users.ts";
import { formatInZone } from "../../common/site-time.ts";
import { isStaffRole, STAFF_ROLES, staffRolesOf } from "../../common/staff-roles.ts";
import { loadConfig } from "../config.ts";
import { migrateToLatest, openDatabase } from "../db/database.ts";
import { formatMessage, serverMessages } from "../i18n/server-messages.ts";
import { createAuditLog, OPERATOR_ACTOR } from "../services/audit-log.ts";
import { systemClock } from "../services/clock.ts";
import { createLoginThrottle } from "../services/login-throttle.ts";
import { createRateLimits } from "../services/rate-limits.ts";
import { ServiceError } from "../services/service-error.ts";
import { createSessions } from "../services/sessions.ts";
import { createUserAdmin, type UserAdmin } from "../services/user-admin.ts";

/** What a command runs with: the accounts service on the configured database, and the site's time zone. */
interface CommandContext {
  userAdmin: UserAdmin;
  timeZone: string;
}

type Values = Record<string, string | boolean | undefined>;

/** One operator command: how it is called, what it does, its options, and the work. */
interface Command {
  usage: string;
  summary: string;
  options: ParseArgsOptionsConfig;
  /** The options it cannot run without. */
  required: string[];
  run(values: Values, context: CommandContext): Promise<void>;
}

const text = (values: Values, name: string) => String(values[name] ?? "");

/** Columns padded to their widest cell, for reading in a terminal. */
function table(rows: string[][]): string {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  return rows
    .map((row) =>
      row
        .map((cell, column) => cell.padEnd(widths[column]!))
        .join("  ")
        .trimEnd(),
    )
    .join("\n");
}

function staffLine(user: AdminUserRow, timeZone: string): string[] {
  const state = user.locked ? `${user.status}, locked (${user.failedSignIns} failed sign-ins)` : user.status;
  return [
    String(user.id),
    user.username,
    user.nickname,
    user.email || user.phone || "-",
    staffRolesOf(user.roles).join(","),
    state,
    user.twoStep ? "on" : "off",
    user.lastLoginAt ? formatInZone(user.lastLoginAt, timeZone) : "never",
  ];
}

/**
 * Operator commands, run on the server with the site's configuration (.env, DATABASE_URL), on
 * SQLite or PostgreSQL alike. Commands that change an account are written to the audit log as
 * the server's command line.
 */
const COMMANDS: Record<string, Command> = {
  "create-user": {
    usage: `create-user --username <name> --password <password> --email <address> --role <${STAFF_ROLES.join("|")}>`,
    summary:
      "Creates a staff account, or gives an existing account (same username) this role in place of its staff roles; an existing account keeps its password. The password must follow the site's rule: 8-32 characters with a digit, a lower-case and an upper-case letter.",
    options: { username: { type: "string" }, password: { type: "string" }, email: { type: "string" }, role: { type: "string" } },
    required: ["username", "password", "email", "role"],
    async run(values, { userAdmin }) {
      const role = text(values, "role");
      if (!isStaffRole(role)) throw new UsageError(`Unknown role "${role}": use one of ${STAFF_ROLES.join(", ")}.`);
      const username = text(values, "username");
      const result = await userAdmin.createOrUpdateStaff({
        username,
        password: text(values, "password"),
        email: text(values, "email"),
        role,
      });
      console.log(
        result.created
          ? `Created staff account "${username}" (id ${result.userId}) with role ${role}.`
          : `Account "${username}" (id ${result.userId}) now has the staff role ${role}; its password is unchanged.`,
      );
    },
  },
  "list-staff": {
    usage: "list-staff",
    summary: "Lists every account with a staff role: roles, status (and locks), two-step sign-in, last sign-in in SITE_TIME_ZONE.",
    options: {},
    required: [],
    async run(_values, { userAdmin, timeZone }) {
      const staff = await userAdmin.staff();
      if (staff.length === 0) return console.log("No staff accounts yet: make the first with create-user.");
      const header = ["id", "username", "name", "e-mail", "roles", "status", "two-step", `last sign-in (${timeZone})`];
      console.log(table([header, ...staff.map((user) => staffLine(user, timeZone))]));
    },
  },
  "disable-user": {
    usage: "disable-user --username <name>",
    summary: "Disables an account: it cannot sign in, and its open sessions end at once.",
    options: { username: { type: "string" } },
    required: ["username"],
    async run(values, { userAdmin }) {
      const username = text(values, "username");
      await userAdmin.change(await userAdmin.idOf(username), { status: "disabled" }, OPERATOR_ACTOR);
      console.log(`Disabled account "${username}"; its sessions have ended.`);
    },
  },
  "enable-user": {
    usage: "enable-user --username <name>",
    summary: "Enables a disabled account again.",
    options: { username: { type: "string" } },
    required: ["username"],
    async run(values, { userAdmin }) {
      const username = text(values, "username");
      await userAdmin.change(await userAdmin.idOf(username), { status: "active" }, OPERATOR_ACTOR);
      console.log(`Enabled account "${username}".`);
    },
  },
  "reset-two-step": {
    usage: "reset-two-step --username <name> [--reason <text>]",
    summary:
      "Turns off two-step sign-in of an account that lost its authenticator (the only admin's too): its secret and recovery codes go and its sessions end. It signs in with its password and, where two-step sign-in is required, sets it up again. The reason goes into the audit log.",
    options: { username: { type: "string" }, reason: { type: "string" } },
    required: ["username"],
    async run(values, { userAdmin }) {
      const username = text(values, "username");
      const reason = text(values, "reason").trim() || "reset on the server's command line";
      await userAdmin.resetTwoStep(await userAdmin.idOf(username), reason, OPERATOR_ACTOR);
      console.log(`Two-step sign-in of "${username}" is off; its sessions have ended. It can sign in with its password now.`);
    },
  },
};

class UsageError extends Error {}

/** A paragraph broken into lines of at most `width` characters, each indented. */
function wrap(paragraph: string, indent: string, width = 100): string {
  const lines: string[] = [];
  let line = "";
  for (const word of paragraph.split(" ")) {
    if (line && indent.length + line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  return [...lines, line].map((text) => indent + text).join("\n");
}

const USAGE = [
  "Usage: npm run admin -- <command> [options]",
  "",
  ...Object.values(COMMANDS).flatMap((command) => [`  ${command.usage}`, wrap(command.summary, "      "), ""]),
  "  <command> --help, --help",
  "      Shows the command's usage, or this text.",
].join("\n");

/** A refusal of the services in the operator's words (their English messages). */
function explain(error: unknown): string {
  if (error instanceof ServiceError) {
    if (error.key === "notFound") return "No account has that username.";
    return formatMessage(serverMessages.en_US[error.key], error.params);
  }
  return error instanceof Error ? error.message : String(error);
}

async function main(argv: string[]): Promise<number> {
  const [name, ...rest] = argv;
  if (name === undefined || name === "--help" || name === "-h" || name === "help") {
    (name === undefined ? console.error : console.log)(USAGE);
    return name === undefined ? 2 : 0;
  }
  const command = COMMANDS[name];
  if (!command) {
    console.error(`Unknown command "${name}".\n\n${USAGE}`);
    return 2;
  }
  let values: Values;
  try {
    values = parseArgs({ args: rest, options: { ...command.options, help: { type: "boolean" } }, strict: true }).values;
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n\nUsage: npm run admin -- ${command.usage}`);
    return 2;
  }
  if (values.help) {
    console.log(`Usage: npm run admin -- ${command.usage}\n\n${wrap(command.summary, "  ")}`);
    return 0;
  }
  const missing = command.required.filter((option) => !values[option]);
  if (missing.length > 0) {
    console.error(`Missing ${missing.map((option) => `--${option}`).join(", ")}.\n\nUsage: npm run admin -- ${command.usage}`);
    return 2;
  }
  let database: ReturnType<typeof openDatabase> | undefined;
  try {
    const config = loadConfig();
    database = openDatabase({ databaseUrl: config.DATABASE_URL, sqliteFile: path.join(config.dataDir, "site.db") });
    await migrateToLatest(database.db);
    const userAdmin = createUserAdmin({
      db: database.db,
      clock: systemClock,
      sessions: createSessions(database.db, systemClock),
      audit: createAuditLog(database.db, systemClock),
      throttle: createLoginThrottle(createRateLimits(database.db, systemClock), systemClock),
    });
    await command.run(values, { userAdmin, timeZone: config.SITE_TIME_ZONE });
    return 0;
  } catch (error) {
    console.error(explain(error));
    return error instanceof UsageError ? 2 : 1;
  } finally {
    await database?.close();
  }
}

process.exitCode = await main(process.argv.slice(2));
