import { expect } from "vitest";
import { WEB_CLIENT_ID } from "../../common/constants.ts";
import type { StaffRole } from "../../common/staff-roles.ts";
import { encryptedPost } from "./api-client.ts";
import type { TestApp } from "./test-app.ts";

export const STAFF_PASSWORD = "Sunrise2026";
export const STAFF_IP = "203.0.113.7";

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
