import path from "node:path";
import { parseArgs, type ParseArgsOptionsConfig } from "node:util";
import type { AdminUserRow } from "../../common/contracts/admin-users.ts";
import { formatInZone } from "../../common/site-time.ts";
import { isStaffRole, STAFF_ROLES, staffRolesOf } from "../../common/staff-roles.ts";
import { loadConfig, type Config } from "../config.ts";
import { migrateToLatest, openDatabase, type DatabaseHandle } from "../db/database.ts";
import { backupSqlite, exportArchive, importArchive, type Manifest } from "../operations/archive.ts";
import { formatChecks, runDoctor } from "../operations/doctor.ts";
import { formatMessage, serverMessages } from "../i18n/server-messages.ts";
import { createAuditLog, OPERATOR_ACTOR } from "../services/audit-log.ts";
import { systemClock } from "../services/clock.ts";
import { createLoginThrottle } from "../services/login-throttle.ts";
import { createRateLimits } from "../services/rate-limits.ts";
import { ServiceError } from "../services/service-error.ts";
import { createSessions } from "../services/sessions.ts";
import { createUserAdmin, type UserAdmin } from "../services/user-admin.ts";
import type { FileStorage } from "../storage/file-storage.ts";
import { fileStorageFrom } from "../storage/storage-from-config.ts";

/**
 * `npm run admin -- <command> [options]`: operator commands, run on a server with its
 * configuration (.env, DATABASE_URL, FILE_STORAGE). Each command is one entry of `COMMANDS`: its
 * options (node:util parseArgs), a line for the list, its usage, and what it does. A command
 * exits 0 when it did what it says, 1 when it could not (the reason on stderr, no stack), and 2
 * for a command line it does not understand.
 */
interface Command {
  summary: string;
  usage: string;
  options: ParseArgsOptionsConfig;
  /** Values given, each checked against `options`; the exit code. */
  run(values: Record<string, string | boolean | undefined>): Promise<number>;
}

class UsageError extends Error {}

function required(values: Record<string, string | boolean | undefined>, name: string): string {
  const value = values[name];
  if (typeof value !== "string" || value === "") throw new UsageError(`--${name} is required`);
  return value;
}

/** The database the configuration names, closed after `work`. */
async function withDatabase<T>(config: Config, work: (database: DatabaseHandle) => Promise<T>): Promise<T> {
  const database = openDatabase({ databaseUrl: config.DATABASE_URL, sqliteFile: path.join(config.dataDir, "site.db") });
  try {
    return await work(database);
  } finally {
    await database.close();
  }
}

/** The accounts service on the configured (and migrated) database, with the site's time zone. */
function withUserAdmin<T>(work: (userAdmin: UserAdmin, timeZone: string) => Promise<T>): Promise<T> {
  const config = loadConfig();
  return withDatabase(config, async (database) => {
    await migrateToLatest(database.db);
    const userAdmin = createUserAdmin({
      db: database.db,
      clock: systemClock,
      sessions: createSessions(database.db, systemClock),
      audit: createAuditLog(database.db, systemClock),
      throttle: createLoginThrottle(createRateLimits(database.db, systemClock), systemClock),
    });
    return work(userAdmin, config.SITE_TIME_ZONE);
  });
}

/** Columns padded to their widest cell, for reading in a terminal. */
function aligned(rows: string[][]): string {
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

/** A service's refusal in the operator's words (the server's English messages). */
function explain(error: unknown): string {
  if (error instanceof ServiceError) {
    return error.key === "notFound" ? "No account has that username." : formatMessage(serverMessages.en_US[error.key], error.params);
  }
  return error instanceof Error ? error.message : String(error);
}

/**
 * An archive command: the file named by `--option`, the configured storage, the work, and one line
 * saying what the archive holds.
 */
function archiveCommand(
  option: "in" | "out",
  verb: string,
  summary: string,
  work: (deps: { config: Config; storage: FileStorage; file: string }) => Promise<Manifest>,
): Command {
  return {
    summary,
    usage: `--${option} <file.tar.gz>`,
    options: { [option]: { type: "string" } },
    async run(values) {
      const file = path.resolve(required(values, option));
      const config = loadConfig();
      const manifest = await work({ config, storage: await fileStorageFrom(config), file });
      const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
      console.log(`${verb} ${file}: ${manifest.tables.length} tables, ${rows} rows, ${manifest.files.length} files`);
      return 0;
    },
  };
}

export const COMMANDS: Record<string, Command> = {
  "create-user": {
    summary: "create a staff account, or give an existing account a staff role",
    usage: `--username <name> --password <password> --email <address> --role <${STAFF_ROLES.join("|")}>

  An existing account (same username) gets this role in place of its staff roles and keeps its
  password. The password must follow the site's rule: 8-32 characters with a digit, a lower-case
  and an upper-case letter.`,
    options: { username: { type: "string" }, password: { type: "string" }, email: { type: "string" }, role: { type: "string" } },
    async run(values) {
      const [username, password, email, role] = ["username", "password", "email", "role"].map((name) => required(values, name)) as [
        string,
        string,
        string,
        string,
      ];
      if (!isStaffRole(role)) throw new UsageError(`unknown role "${role}": use one of ${STAFF_ROLES.join(", ")}`);
      return withUserAdmin(async (userAdmin) => {
        const result = await userAdmin.createOrUpdateStaff({ username, password, email, role });
        console.log(
          result.created
            ? `Created staff account "${username}" (id ${result.userId}) with role ${role}.`
            : `Account "${username}" (id ${result.userId}) now has the staff role ${role}; its password is unchanged.`,
        );
        return 0;
      });
    },
  },

  "list-staff": {
    summary: "list every account with a staff role: roles, status and locks, two-step sign-in, last sign-in (SITE_TIME_ZONE)",
    usage: "",
    options: {},
    async run() {
      return withUserAdmin(async (userAdmin, timeZone) => {
        const staff = await userAdmin.staff();
        if (staff.length === 0) console.log("No staff accounts yet: make the first with create-user.");
        else {
          const header = ["id", "username", "name", "e-mail", "roles", "status", "two-step", `last sign-in (${timeZone})`];
          console.log(aligned([header, ...staff.map((user) => staffLine(user, timeZone))]));
        }
        return 0;
      });
    },
  },

  "disable-user": {
    summary: "disable an account: it cannot sign in, and its open sessions end at once",
    usage: "--username <name>",
    options: { username: { type: "string" } },
    async run(values) {
      const username = required(values, "username");
      return withUserAdmin(async (userAdmin) => {
        await userAdmin.change(await userAdmin.idOf(username), { status: "disabled" }, OPERATOR_ACTOR);
        console.log(`Disabled account "${username}"; its sessions have ended.`);
        return 0;
      });
    },
  },

  "enable-user": {
    summary: "enable a disabled account again",
    usage: "--username <name>",
    options: { username: { type: "string" } },
    async run(values) {
      const username = required(values, "username");
      return withUserAdmin(async (userAdmin) => {
        await userAdmin.change(await userAdmin.idOf(username), { status: "active" }, OPERATOR_ACTOR);
        console.log(`Enabled account "${username}".`);
        return 0;
      });
    },
  },

  "reset-two-step": {
    summary: "turn off two-step sign-in of an account that lost its authenticator (the only admin's too)",
    usage: `--username <name> [--reason <text>]

  The account's authenticator secret and recovery codes go and its sessions end; it signs in with
  its password and, where two-step sign-in is required, sets it up again. The reason goes into the
  audit log.`,
    options: { username: { type: "string" }, reason: { type: "string" } },
    async run(values) {
      const username = required(values, "username");
      const reason = (typeof values.reason === "string" ? values.reason.trim() : "") || "reset on the server's command line";
      return withUserAdmin(async (userAdmin) => {
        await userAdmin.resetTwoStep(await userAdmin.idOf(username), reason, OPERATOR_ACTOR);
        console.log(`Two-step sign-in of "${username}" is off; its sessions have ended. It can sign in with its password now.`);
        return 0;
      });
    },
  },

  doctor: {
    summary: "check the configuration and database a production instance would use (pass/warn/fail; exit 1 on a fail)",
    usage: "",
    options: {},
    async run() {
      const config = loadConfig();
      const storage = await fileStorageFrom(config).then(
        (ready) => ({ storage: ready }),
        (error: unknown) => ({ storage: undefined, storageError: error instanceof Error ? error.message : String(error) }),
      );
      const checks = await withDatabase(config, (database) => runDoctor({ config, database, ...storage }));
      process.stdout.write(formatChecks(checks));
      return checks.some((entry) => entry.outcome === "fail") ? 1 : 0;
    },
  },

  export: archiveCommand(
    "out",
    "Exported to",
    "write every table and stored file to one portable archive (.tar.gz) with a manifest of counts and checksums",
    ({ config, storage, file }) => withDatabase(config, (database) => exportArchive({ database, storage, out: file })),
  ),

  import: archiveCommand(
    "in",
    "Imported",
    "load an archive of `export` or `backup` into an empty database (SQLite or PostgreSQL) and its files into FILE_STORAGE",
    ({ config, storage, file }) => withDatabase(config, (database) => importArchive({ database, storage, archive: file })),
  ),

  backup: archiveCommand(
    "out",
    "Backed up to",
    "archive a live site while it serves: SQLite's online backup (PostgreSQL: a consistent export; see the README for pg_dump)",
    ({ config, storage, file }) =>
      config.DATABASE_URL
        ? withDatabase(config, (database) => exportArchive({ database, storage, out: file }))
        : backupSqlite({ sqliteFile: path.join(config.dataDir, "site.db"), storage, out: file }),
  ),
};

function help(): string {
  const width = Math.max(...Object.keys(COMMANDS).map((name) => name.length));
  const lines = Object.entries(COMMANDS).map(([name, command]) => `  ${name.padEnd(width)}  ${command.summary}`);
  return `Usage: npm run admin -- <command> [options]\n\nCommands:\n${lines.join("\n")}\n\nnpm run admin -- <command> --help shows a command's options.`;
}

const usageOf = (name: string, command: Command) => `Usage: npm run admin -- ${name} ${command.usage}`.trimEnd();

export async function main(argv: string[]): Promise<number> {
  const [name, ...rest] = argv;
  if (name === undefined || name === "--help" || name === "-h" || name === "help") {
    console.log(help());
    return name === undefined ? 2 : 0;
  }
  const command = Object.hasOwn(COMMANDS, name) ? COMMANDS[name] : undefined;
  if (!command) {
    console.error(`Unknown command "${name}".\n\n${help()}`);
    return 2;
  }
  let values: Record<string, string | boolean | undefined>;
  try {
    ({ values } = parseArgs({ args: rest, options: { ...command.options, help: { type: "boolean", short: "h" } }, strict: true }));
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n\n${usageOf(name, command)}`);
    return 2;
  }
  if (values.help) {
    console.log(`${usageOf(name, command)}\n\n  ${command.summary}`);
    return 0;
  }
  try {
    return await command.run(values);
  } catch (error) {
    if (error instanceof UsageError) {
      console.error(`${error.message}\n\n${usageOf(name, command)}`);
      return 2;
    }
    console.error(`${name} failed: ${explain(error)}`);
    return 1;
  }
}

if (import.meta.main) process.exitCode = await main(process.argv.slice(2));
