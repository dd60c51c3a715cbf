import path from "node:path";
import { WEB_CLIENT_ID } from "../../common/constants.ts";
import { ENCRYPT_KEY_HEADER, openBody, randomKeyString, sealBody, wrapKey } from "../../common/envelope-crypto.ts";
import { openDatabase } from "../../server/db/database.ts";
import { hashPassword } from "../../server/security/passwords.ts";
import type { RunningServer } from "./server-process.ts";

const PASSWORD = "Durable2026x";

/** A server that takes bookings as fast as they come and may notify a receiver on loopback. */
export const NOTIFY_BURST_ENV = {
  BOOKINGS_PER_ACCOUNT_PER_HOUR: "1000000",
  BOOKINGS_PER_ADDRESS_PER_HOUR: "1000000",
  WEBHOOK_ALLOW_PRIVATE: "true",
};

/**
 * Writes a visitor account and a generic-webhook destination (no rate limit to speak of: digests
 * have their own tests) into a running SQLite server's database, signs the visitor in over HTTP,
 * and answers the bearer token its bookings use.
 */
export async function bookerWithDestination(server: RunningServer, receiverUrl: string): Promise<string> {
  const database = openDatabase({ sqliteFile: path.join(server.dataDir, "site.db") });
  try {
    const now = Date.now();
    await database.db
      .insertInto("web_user")
      .values({
        username: "burst_user",
        nickname: "Burst",
        email: "burst@example.test",
        phone: null,
        password_hash: await hashPassword(PASSWORD),
        personal_auth_id: null,
        firm_auth_id: null,
        created_at: now,
        last_login_at: null,
      })
      .execute();
    await database.db
      .insertInto("notification_destination")
      .values({
        name: "CRM",
        kind: "webhook",
        url: receiverUrl,
        secret: "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw",
        language: "zh_CN",
        lead_kinds: "booking,partner",
        per_minute: 100_000,
        created_at: now,
        updated_at: now,
      })
      .execute();
    const row = await database.db.selectFrom("site_meta").select("value").where("key", "=", "envelope-keys").executeTakeFirstOrThrow();
    const publicKeySpki = (JSON.parse(row.value) as { publicKeySpki: string }).publicKeySpki;
    const key = randomKeyString();
    const response = await fetch(`${server.origin}/api/v1/web/user/login`, {
      method: "POST",
      headers: { clientid: WEB_CLIENT_ID, granttype: "password", [ENCRYPT_KEY_HEADER]: await wrapKey(key, publicKeySpki) },
      body: await sealBody(JSON.stringify({ username: "burst_user", password: PASSWORD }), key),
    });
    const envelope = JSON.parse(await openBody(await response.text(), key)) as { code: number; data: { access_token: string } };
    if (envelope.code !== 200) throw new Error(`Sign-in failed with code ${envelope.code}`);
    return envelope.data.access_token;
  } finally {
    await database.close();
  }
}
