import dns from "node:dns";
import { createRequire } from "node:module";
import net from "node:net";
import ipaddr from "ipaddr.js";
import type * as Undici from "undici";

// undici (about 5 MB of heap) loads with the first delivery: most instances never send a webhook
// (docs/decisions/028-production-operations.md, memory).
const requireOnUse = createRequire(import.meta.url);

/**
 * A delivery gives up after this long, connection, redirects and answer included (the vendors' own
 * limit is about as long), unless the caller says otherwise: the server passes WEBHOOK_TIMEOUT_MS.
 */
const DEFAULT_DELIVERY_TIMEOUT_MS = 15_000;
const MAX_REDIRECTS = 3;
/** Enough for any robot's JSON answer; the rest of a long answer is dropped unread. */
const ANSWER_READ_CHARS = 4000;

/**
 * Cloud metadata services: never reachable, not even with WEBHOOK_ALLOW_PRIVATE (an intranet CRM
 * does not live there). AWS/GCP/Azure/OpenStack, AWS's IPv6 one, Alibaba Cloud's, Tencent Cloud's.
 */
const METADATA_ADDRESSES = new Set(["169.254.169.254", "fd00:ec2::254", "100.100.100.200", "169.254.0.23"]);

export class BlockedAddressError extends Error {
  constructor(address: string, range: string) {
    super(`address not allowed: ${address} (${range})`);
    this.name = "BlockedAddressError";
  }
}

/**
 * Why an address may not be reached, or null when it may. By default only public unicast addresses
 * pass: loopback, private, link-local, unique-local, carrier-grade NAT, multicast, reserved and
 * IPv4 addresses written as IPv6 are refused; `allowPrivate` lets the private ones through.
 */
export function refusalOf(address: string, allowPrivate: boolean): string | null {
  if (!ipaddr.isValid(address)) return "not an IP address";
  // "::ffff:10.0.0.1" is 10.0.0.1.
  const parsed = ipaddr.process(address);
  const plain = parsed.toString();
  if (METADATA_ADDRESSES.has(plain)) return "metadata";
  const range = parsed.range();
  if (range === "unicast") return null;
  const privateRanges = ["loopback", "private", "linkLocal", "uniqueLocal", "carrierGradeNat"];
  if (allowPrivate && privateRanges.includes(range)) return null;
  return range;
}

type LookupFunction = typeof dns.lookup;

/**
 * Node's `lookup` for the connection: every address the name resolves to must pass, and the
 * socket connects to the address checked, so a name that answers differently a moment later (DNS
 * rebinding) cannot slip past.
 */
function guardedLookup(allowPrivate: boolean, resolve: LookupFunction): net.LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, "", 0);
      const list = addresses as unknown as dns.LookupAddress[];
      for (const entry of list) {
        const refusal = refusalOf(entry.address, allowPrivate);
        if (refusal) return callback(new BlockedAddressError(entry.address, refusal), "", 0);
      }
      if (list.length === 0) return callback(new Error(`no address for ${hostname}`), "", 0);
      if (options.all) return (callback as unknown as (error: null, all: dns.LookupAddress[]) => void)(null, list);
      const first = list[0] as dns.LookupAddress;
      callback(null, first.address, first.family);
    });
  };
}

export interface SafeHttpOptions {
  allowPrivate: boolean;
  /** The resolver (dns.lookup); tests give one that answers a private address for a public-looking name. */
  lookup?: LookupFunction;
  timeoutMs?: number;
}

export interface HttpAnswer {
  status: number;
  /** The start of the answer (the delivery log keeps less). */
  body: string;
}

/**
 * POSTs for the notification senders, only to addresses the guard allows: a literal address in
 * the URL is checked before connecting, a name after it is resolved (every address it has), and
 * each redirect (307/308, which keep the method and body) is checked the same way before it is
 * followed. Other redirects are answers like any non-2xx.
 */
export function createSafeHttp(options: SafeHttpOptions) {
  const timeoutMs = options.timeoutMs ?? DEFAULT_DELIVERY_TIMEOUT_MS;
  let undici: { request: typeof Undici.request; agent: Undici.Agent } | undefined;
  const client = () => {
    if (undici) return undici;
    const { Agent, request } = requireOnUse("undici") as typeof Undici;
    const agent = new Agent({
      connect: { lookup: guardedLookup(options.allowPrivate, options.lookup ?? dns.lookup), timeout: timeoutMs },
      headersTimeout: timeoutMs,
      bodyTimeout: timeoutMs,
    });
    return (undici = { request, agent });
  };

  function checkLiteral(url: URL) {
    if (url.protocol !== "https:" && url.protocol !== "http:") throw new Error(`unsupported scheme ${url.protocol}`);
    const host = url.hostname.replace(/^\[|\]$/g, "");
    if (net.isIP(host)) {
      const refusal = refusalOf(host, options.allowPrivate);
      if (refusal) throw new BlockedAddressError(host, refusal);
    }
  }

  async function post(address: string, body: string, headers: Record<string, string>): Promise<HttpAnswer> {
    const signal = AbortSignal.timeout(timeoutMs);
    let url = new URL(address);
    const { request, agent } = client();
    for (let hop = 0; ; hop += 1) {
      checkLiteral(url);
      const answer = await request(url, {
        method: "POST",
        headers: { "content-type": "application/json", "user-agent": "lead-notifier/1", ...headers },
        body,
        dispatcher: agent,
        signal,
      });
      const location = answer.headers.location;
      if ((answer.statusCode === 307 || answer.statusCode === 308) && typeof location === "string" && hop < MAX_REDIRECTS) {
        await answer.body.dump();
        url = new URL(location, url);
        continue;
      }
      const text = await readSome(answer.body, ANSWER_READ_CHARS, signal);
      return { status: answer.statusCode, body: text };
    }
  }

  let closed: Promise<void> | undefined;
  return { post, timeoutMs, close: () => (closed ??= undici ? undici.agent.close() : Promise.resolve()) };
}

export type SafeHttp = ReturnType<typeof createSafeHttp>;

/** Reads at most `limit` characters of an answer and drops the rest (a receiver cannot fill our memory). */
async function readSome(stream: AsyncIterable<Buffer> & { destroy(): void }, limit: number, signal: AbortSignal): Promise<string> {
  let text = "";
  for await (const chunk of stream) {
    if (signal.aborted) break;
    text += chunk.toString("utf8");
    if (text.length >= limit) {
      stream.destroy();
      break;
    }
  }
  return text.slice(0, limit);
}
