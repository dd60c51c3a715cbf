import { expect } from "vitest";
import { WEB_CLIENT_ID } from "../../common/constants.ts";
import type { StaffRole } from "../../common/staff-roles.ts";
import type { Kysely } from "kysely";
import type { Database } from "../../server/db/schema.ts";
import { createAuditLog } from "../../server/services/audit-log.ts";
import { systemClock } from "../../server/services/clock.ts";
import { createLoginThrottle } from "../../server/services/login-throttle.ts";
import { createRateLimits } from "../../server/services/rate-limits.ts";
import { createSessions } from "../../server/services/sessions.ts";
import { createUserAdmin } from "../../server/services/user-admin.ts";
import { encryptedPost, remoteApi } from "./api-client.ts";
import type { TestApp } from "./test-app.ts";

export const STAFF_PASSWORD = "Sunrise2026";
export const STAFF_IP = "203.0.113.7";

/** The account service as `npm run admin` builds it (server/cli/admin.ts), on a running server's database. */
export function userAdminOf(db: Kysely<Database>) {
  return createUserAdmin({
    db,
    clock: systemClock,
    sessions: createSessions(db, systemClock),
    audit: createAuditLog(db, systemClock),
    throttle: createLoginThrottle(createRateLimits(db, systemClock), systemClock),
  });
}

/** A staff account of this role, signed in: its bearer token. */
export async function signInStaff(app: TestApp, role: StaffRole, username = `staff_${role}`): Promise<string> {
  await app.services.userAdmin.createOrUpdateStaff({ username, password: STAFF_PASSWORD, email: `${username}@staff.test`, role });
  const { envelope } = await encryptedPost<{ access_token: string }>(
    app,
    "/api/v1/web/user/login",
    { username, password: STAFF_PASSWORD },
    { ip: STAFF_IP, headers: { granttype: "password" } },
  );
  expect(envelope.code).toBe(200);
  return envelope.data.access_token;
}

/**
 * A staff account of this role written into a running server's database, signed in over HTTP
 * (the envelope key read from the same database): its bearer token.
 */
export async function signInStaffAt(origin: string, db: Kysely<Database>, role: StaffRole, username: string): Promise<string> {
  await userAdminOf(db).createOrUpdateStaff({ username, password: STAFF_PASSWORD, email: `${username}@staff.test`, role });
  const keyRow = await db.selectFrom("site_meta").select("value").where("key", "=", "envelope-keys").executeTakeFirstOrThrow();
  const api = remoteApi(origin, (JSON.parse(keyRow.value) as { publicKeySpki: string }).publicKeySpki);
  const { envelope } = await encryptedPost<{ access_token: string }>(
    api,
    "/api/v1/web/user/login",
    { username, password: STAFF_PASSWORD },
    { headers: { granttype: "password" } },
  );
  if (envelope.code !== 200) throw new Error(`Staff sign-in failed: ${envelope.msg}`);
  return envelope.data.access_token;
}

/** Headers of a console call (the request's language decides the message's). */
export function staffHeaders(token: string, language = "zh_CN"): Record<string, string> {
  return {
    clientid: WEB_CLIENT_ID,
    "x-forwarded-for": STAFF_IP,
    "content-language": language,
    ...(token ? { authorization: `Bearer ${token}` } : {}),
  };
}

/** A multipart upload as a browser sends it: the field `file` (and `purpose` when given). */
export function uploadRequest(
  token: string,
  data: Uint8Array | string,
  fileName: string,
  options: { purpose?: string; type?: string } = {},
) {
  const form = new FormData();
  if (options.purpose) form.append("purpose", options.purpose);
  form.append(
    "file",
    new Blob([typeof data === "string" ? data : new Uint8Array(data)], { type: options.type ?? "application/octet-stream" }),
    fileName,
  );
  return { method: "POST", headers: staffHeaders(token), body: form };
}
