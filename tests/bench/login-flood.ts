import path from "node:path";
import { WEB_CLIENT_ID } from "../../common/constants.ts";
import { ENCRYPT_KEY_HEADER, openBody, randomKeyString, sealBody, wrapKey } from "../../common/envelope-crypto.ts";
import { openDatabase } from "../../server/db/database.ts";
import { hashPassword } from "../../server/security/passwords.ts";
import { startServer, type RunningServer } from "../support/server-process.ts";

/**
 * Issue 10: does one address flooding the log-in slow another address's log-in? A server behind
 * "a proxy" at 127.0.0.1 (so the bench can speak for two client addresses); the visitor signs in
 * one login after another, first alone, then while the flooder keeps FLOOD_CONNECTIONS wrong
 * passwords in flight. Medians, in milliseconds.
 */
const PASSWORD = "Sunrise2026";
const VISITOR_IP = "192.0.2.10";
const FLOODER_IP = "192.0.2.99";
const FLOOD_CONNECTIONS = 64;
const SAMPLES = 20;
const FLOOD_REQUESTS = 6_000;

export interface LoginFloodResult {
  quietMedianMs: number;
  floodedMedianMs: number;
  ratio: number;
  floodRequests: number;
  floodConnections: number;
}

async function publicKeyOf(server: RunningServer): Promise<string> {
  const database = openDatabase({ sqliteFile: path.join(server.dataDir, "site.db") });
  try {
    const row = await database.db.selectFrom("site_meta").select("value").where("key", "=", "envelope-keys").executeTakeFirstOrThrow();
    return (JSON.parse(row.value) as { publicKeySpki: string }).publicKeySpki;
  } finally {
    await database.close();
  }
}

async function createVisitor(server: RunningServer): Promise<void> {
  const database = openDatabase({ sqliteFile: path.join(server.dataDir, "site.db") });
  try {
    await database.db
      .insertInto("web_user")
      .values({
        username: "bench_visitor",
        nickname: "Bench",
        email: "bench@example.test",
        password_hash: await hashPassword(PASSWORD),
        created_at: Date.now(),
      })
      .execute();
  } finally {
    await database.close();
  }
}

const median = (values: number[]) => values.toSorted((x, y) => x - y)[Math.floor(values.length / 2)] ?? Number.NaN;

export async function measureLoginFlood(): Promise<LoginFloodResult> {
  const server = await startServer({ LOG_LEVEL: "error", TRUST_PROXY: "127.0.0.1" });
  try {
    await createVisitor(server);
    const publicKeySpki = await publicKeyOf(server);
    const seal = async (ip: string, username: string, password: string) => {
      const key = randomKeyString();
      const headers = {
        clientid: WEB_CLIENT_ID,
        granttype: "password",
        "x-forwarded-for": ip,
        [ENCRYPT_KEY_HEADER]: await wrapKey(key, publicKeySpki),
      };
      return { key, headers, body: await sealBody(JSON.stringify({ username, password }), key) };
    };
    const post = async (request: Awaited<ReturnType<typeof seal>>): Promise<{ code: number; ms: number }> => {
      const started = performance.now();
      const response = await fetch(`${server.origin}/api/v1/web/user/login`, {
        method: "POST",
        headers: request.headers,
        body: request.body,
      });
      const text = await response.text();
      // Refusals at the door (too many calls in flight) come unsealed.
      const sealed = response.headers.get(ENCRYPT_KEY_HEADER) === "1";
      const envelope = JSON.parse(sealed ? await openBody(text, request.key) : text) as { code: number };
      return { code: envelope.code, ms: performance.now() - started };
    };
    const login = async (ip: string, username: string, password: string): Promise<number> => {
      const { code, ms } = await post(await seal(ip, username, password));
      if (code !== 200) throw new Error(`The visitor's log-in failed: ${code}`);
      return ms;
    };
    const visitorSamples = async () => {
      const times: number[] = [];
      for (let i = 0; i < SAMPLES; i += 1) times.push(await login(VISITOR_IP, "bench_visitor", PASSWORD));
      return times;
    };

    await login(VISITOR_IP, "bench_visitor", PASSWORD);
    const quiet = await visitorSamples();

    // Sealed in advance: an attacker's own CPU is not the server's; here both share the machine.
    const ammunition = await Promise.all(
      Array.from({ length: FLOOD_REQUESTS }, (_, i) => seal(FLOODER_IP, `victim_${i % 50}`, "Wrong-pass1")),
    );
    const flood = { on: true };
    let floodRequests = 0;
    const flooder = async () => {
      while (flood.on) {
        const next = ammunition.pop() ?? (await seal(FLOODER_IP, "victim_0", "Wrong-pass1"));
        await post(next);
        floodRequests += 1;
      }
    };
    const floods = Array.from({ length: FLOOD_CONNECTIONS }, flooder);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const flooded = await visitorSamples();
    flood.on = false;
    await Promise.all(floods);

    const quietMedianMs = Math.round(median(quiet) * 10) / 10;
    const floodedMedianMs = Math.round(median(flooded) * 10) / 10;
    return {
      quietMedianMs,
      floodedMedianMs,
      ratio: Math.round((floodedMedianMs / quietMedianMs) * 100) / 100,
      floodRequests,
      floodConnections: FLOOD_CONNECTIONS,
    };
  } finally {
    await server.stop();
  }
}
