import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import https from "node:https";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WEB_CLIENT_ID } from "../../common/constants.ts";
import { systemClock } from "../../server/services/clock.ts";
import { createSessions } from "../../server/services/sessions.ts";
import { freePort, startServer, type RunningServer } from "../support/server-process.ts";
import { createTestDatabase, POSTGRES_ADMIN_URL, type TestDatabase } from "../support/test-database.ts";

/**
 * Issue 32: Debian's nginx with deploy/nginx.conf (filled in here: ports, certificate, build root)
 * in front of two instances on one PostgreSQL database. Under steady load (pages, the API, and
 * bookings, which must never be sent twice), each instance is restarted in turn with SIGTERM:
 * every request gets an answer and none is a 5xx. Through the proxy, the limits see each client's
 * own address (two clients from 127.0.0.2 and 127.0.0.3).
 */
const projectRoot = path.resolve(import.meta.dirname, "..", "..");
const LOADERS = 4;

interface Answer {
  status: number;
  body: string;
}

describe.skipIf(!POSTGRES_ADMIN_URL || !fs.existsSync("/usr/sbin/nginx"))("two instances behind nginx", () => {
  let database: TestDatabase;
  const instances: RunningServer[] = [];
  const ports: number[] = [];
  let nginx: ChildProcess;
  let nginxLog = "";
  let prefix: string;
  let httpsPort: number;
  let env: Record<string, string>;

  beforeAll(async () => {
    database = await createTestDatabase("postgres");
    prefix = fs.mkdtempSync(path.join(os.tmpdir(), "site-nginx-"));
    // nginx started as root runs its workers as nobody: they read the certificate and the build.
    fs.chmodSync(prefix, 0o755);
    execFileSync(
      "openssl",
      [
        "req",
        "-x509",
        "-newkey",
        "rsa:2048",
        "-nodes",
        "-days",
        "1",
        "-subj",
        "/CN=www.example.com",
        "-keyout",
        path.join(prefix, "privkey.pem"),
        "-out",
        path.join(prefix, "fullchain.pem"),
      ],
      { stdio: "ignore" },
    );
    fs.chmodSync(path.join(prefix, "privkey.pem"), 0o644);
    ports.push(await freePort(), await freePort());
    httpsPort = await freePort();
    const site = fs
      .readFileSync(path.join(projectRoot, "deploy", "nginx.conf"), "utf8")
      .replaceAll("127.0.0.1:3001", `127.0.0.1:${ports[0]}`)
      .replaceAll("127.0.0.1:3002", `127.0.0.1:${ports[1]}`)
      .replace(/listen 80;\n\s*listen \[::\]:80;/, `listen 127.0.0.1:${await freePort()};`)
      .replace(/listen 443 ssl http2;\n\s*listen \[::\]:443 ssl http2;/, `listen 127.0.0.1:${httpsPort} ssl http2;`)
      .replaceAll("/etc/ssl/site/", `${prefix}/`)
      .replaceAll("/srv/site/build/client", path.join(projectRoot, "build", "client"));
    fs.writeFileSync(path.join(prefix, "site.conf"), site);
    fs.writeFileSync(
      path.join(prefix, "nginx.conf"),
      `pid ${prefix}/nginx.pid;\nerror_log ${prefix}/error.log warn;\ndaemon off;\nevents { worker_connections 1024; }\n` +
        `http {\n  access_log off;\n  client_body_temp_path ${prefix}/body; proxy_temp_path ${prefix}/proxy;\n` +
        `  fastcgi_temp_path ${prefix}/fastcgi; uwsgi_temp_path ${prefix}/uwsgi; scgi_temp_path ${prefix}/scgi;\n` +
        `  include ${prefix}/site.conf;\n}\n`,
    );
    env = {
      DATABASE_URL: database.url as string,
      TRUST_PROXY: "127.0.0.1",
      FILE_STORAGE: "local",
      BOOKINGS_PER_ACCOUNT_PER_HOUR: "1000",
      BOOKINGS_PER_ADDRESS_PER_HOUR: "1000",
      CAPTCHA_ENABLED: "true",
    };
    for (const port of ports) instances.push(await startServer(env, undefined, port));
    nginx = spawn("/usr/sbin/nginx", ["-p", prefix, "-c", path.join(prefix, "nginx.conf")], { stdio: ["ignore", "ignore", "pipe"] });
    nginx.stderr?.on("data", (chunk) => (nginxLog += chunk));
    for (let tries = 0; (await request("GET", "/api/health").catch(() => undefined))?.status !== 200; tries++) {
      if (nginx.exitCode !== null || tries > 200) throw new Error(`nginx did not start: ${nginxLog}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });
  afterAll(async () => {
    if (nginx && nginx.exitCode === null) {
      const exited = new Promise((resolve) => nginx.once("exit", resolve));
      nginx.kill("SIGQUIT");
      await exited;
    }
    await Promise.all(instances.map((instance) => instance.stop()));
    await database?.drop();
    if (prefix) fs.rmSync(prefix, { recursive: true, force: true });
  });

  /** One request through nginx over TLS, from the given loopback address. */
  function request(method: string, url: string, options: { body?: string; headers?: Record<string, string>; from?: string } = {}) {
    return new Promise<Answer>((resolve, reject) => {
      const sent = https.request(
        {
          host: "127.0.0.1",
          port: httpsPort,
          method,
          path: url,
          rejectUnauthorized: false,
          servername: "www.example.com",
          localAddress: options.from ?? "127.0.0.1",
          headers: {
            host: "www.example.com",
            ...(options.body ? { "content-type": "application/json", "content-length": Buffer.byteLength(options.body) } : {}),
            ...options.headers,
          },
        },
        (response) => {
          let body = "";
          response.setEncoding("utf8");
          response.on("data", (chunk) => (body += chunk));
          response.on("end", () => resolve({ status: response.statusCode ?? 0, body }));
          response.on("error", reject);
        },
      );
      sent.on("error", reject);
      sent.end(options.body);
    });
  }

  /** The envelope code of a captcha request from this loopback address, claiming to be another. */
  async function captcha(from: string) {
    const answer = await request("GET", "/api/auth/code", { from, headers: { "x-forwarded-for": "192.0.2.1" } });
    return (JSON.parse(answer.body) as { code: number }).code;
  }

  it("answers every request, none with a 5xx, while each instance is restarted in turn", async () => {
    const user = await database.handle.db
      .insertInto("web_user")
      .values({ username: "restart_visitor", nickname: "Restart", email: "restart@example.test", created_at: Date.now() })
      .returning("id")
      .executeTakeFirstOrThrow();
    const session = await createSessions(database.handle.db, systemClock).create({
      userId: user.id,
      generation: 0,
      clientId: WEB_CLIENT_ID,
      ip: "127.0.0.1",
      userAgent: "restart test",
    });
    const token = session?.token as string;

    const load = { running: true };
    const answers: Answer[] = [];
    const failures: string[] = [];
    const bookingIds: number[] = [];
    let sequence = 0;
    const loader = async (worker: number) => {
      while (load.running) {
        const n = sequence++;
        const kind = n % 4;
        // Many client addresses, so nginx's per-address rate limit is not what is measured.
        const from = `127.0.0.${10 + ((n * LOADERS + worker) % 200)}`;
        try {
          if (kind === 3) {
            const body = JSON.stringify({
              username: `重启访客 ${n}`,
              phone: "13800138000",
              company: `重启测试公司 ${n}`,
              remark: `restart ${n}`,
            });
            const answer = await request("POST", "/api/v1/web/user/booking", {
              body,
              from,
              headers: { authorization: `Bearer ${token}`, clientid: WEB_CLIENT_ID },
            });
            answers.push(answer);
            const envelope = answer.status === 200 ? (JSON.parse(answer.body) as { code: number; data: { bookingId: number } }) : undefined;
            if (envelope?.code === 200) bookingIds.push(envelope.data.bookingId);
            else failures.push(`booking ${n}: ${answer.status} ${answer.body.slice(0, 200)}`);
          } else {
            answers.push(await request("GET", ["/index", "/api/v1/web/news/list", "/en/news"][kind] as string, { from }));
          }
        } catch (error) {
          failures.push(`request ${n}: ${error instanceof Error ? error.message : String(error)}`);
        }
      }
    };
    const loaders = Array.from({ length: LOADERS }, (_, worker) => loader(worker));

    for (const index of [0, 1]) {
      const before = answers.length;
      await expect.poll(() => answers.length, { timeout: 30_000 }).toBeGreaterThan(before + 20);
      const old = instances[index] as RunningServer;
      const exited = new Promise<number | null>((resolve) => old.process.once("exit", (code) => resolve(code)));
      old.process.kill("SIGTERM");
      expect(await exited).toBe(0);
      instances[index] = await startServer(env, old.dataDir, ports[index]);
      const restarted = answers.length;
      await expect.poll(() => answers.length, { timeout: 30_000 }).toBeGreaterThan(restarted + 20);
    }
    load.running = false;
    await Promise.all(loaders);

    if (failures.length > 0) console.error(fs.readFileSync(path.join(prefix, "error.log"), "utf8"));
    expect(failures).toEqual([]);
    expect(answers.filter((answer) => answer.status >= 500).map((answer) => `${answer.status} ${answer.body.slice(0, 100)}`)).toEqual([]);
    expect(answers.length).toBeGreaterThan(80);
    const stored = await database.handle.db.selectFrom("booking").select("id").where("company", "like", "重启测试公司%").execute();
    expect(stored.map((row) => row.id).toSorted((a, b) => a - b)).toEqual(bookingIds.toSorted((a, b) => a - b));
    // Two drains and two start-ups, each followed by up to 30 s of waiting for answers: more than the project's 30 s.
  }, 180_000);

  it("lets the limits see each client's own address through the proxy", async () => {
    // Ten captcha images a minute per address (decision 012); what the client claims in
    // X-Forwarded-For is replaced by nginx.
    const flooder: number[] = [];
    for (let n = 0; n < 11; n++) flooder.push(await captcha("127.0.0.2"));
    expect(flooder.slice(0, 10)).toEqual(Array(10).fill(200));
    expect(flooder.at(-1)).toBe(429);
    expect(await captcha("127.0.0.3")).toBe(200);
  });
});
