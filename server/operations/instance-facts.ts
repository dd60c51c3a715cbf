import { createHash } from "node:crypto";
import type { IncomingHttpHeaders } from "node:http";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import type { TrustProxy } from "../security/client-ip.ts";

/**
 * What each running instance leaves in the shared database for `npm run admin -- doctor`
 * (server/operations/doctor.ts) to compare, since the doctor runs on one machine only: a
 * fingerprint of the secrets it uses, and whether it saw X-Forwarded-For it was told not to believe.
 * Fingerprints are the first 16 hex digits of a SHA-256: enough to tell two secrets apart, useless
 * for finding either.
 */
const INSTANCE_PREFIX = "instance:";
export const FORWARDED_UNTRUSTED_KEY = "forwarded-for-untrusted";

export const fingerprint = (secret: string) => createHash("sha256").update(secret).digest("hex").slice(0, 16);

export interface InstanceRecord {
  instance: string;
  proofOfWork: string;
  encryptKey: string;
  startedAt: number;
}

async function put(db: Kysely<Database>, key: string, value: string, now: number) {
  await db
    .insertInto("site_meta")
    .values({ key, value, updated_at: now })
    .onConflict((conflict) => conflict.column("key").doUpdateSet({ value, updated_at: now }))
    .execute();
}

/** Called once at start-up with the secrets this instance ended up with. */
export async function recordInstance(
  db: Kysely<Database>,
  facts: { instance: string; proofOfWorkSecret: string; encryptPublicKey: string },
  now = Date.now(),
) {
  const record: InstanceRecord = {
    instance: facts.instance,
    proofOfWork: fingerprint(facts.proofOfWorkSecret),
    encryptKey: fingerprint(facts.encryptPublicKey),
    startedAt: now,
  };
  await put(db, `${INSTANCE_PREFIX}${facts.instance}`, JSON.stringify(record), now);
}

/** Every instance that started since `since` (ms), with what it used. */
export async function recordedInstances(db: Kysely<Database>, since: number): Promise<InstanceRecord[]> {
  const rows = await db
    .selectFrom("site_meta")
    .select(["value", "updated_at"])
    .where("key", "like", `${INSTANCE_PREFIX}%`)
    .where("updated_at", ">=", since)
    .execute();
  return rows.map((row) => JSON.parse(row.value) as InstanceRecord);
}

/**
 * With TRUST_PROXY unset every visitor behind a proxy has the proxy's address, so the per-address
 * limits count the whole site as one visitor. The first request carrying X-Forwarded-For is
 * noted once per process (one write, then nothing more on the hot path).
 */
export function untrustedForwardingNote(db: Kysely<Database>, trust: TrustProxy, onError: (error: unknown) => void) {
  let noted = trust.kind !== "none";
  return (headers: IncomingHttpHeaders) => {
    if (noted || headers["x-forwarded-for"] === undefined) return;
    noted = true;
    put(db, FORWARDED_UNTRUSTED_KEY, new Date().toISOString(), Date.now()).catch(onError);
  };
}
