import net from "node:net";
import type { Context } from "hono";
import { getConnInfo } from "@hono/node-server/conninfo";

/**
 * Which reverse proxies' X-Forwarded-For to believe (TRUST_PROXY): none; a number of proxy hops in
 * front of the server ("true" = 1); or the proxies' own addresses and subnets, which is the safe
 * choice when unsure: the header is then honoured only on connections that come from them.
 */
export type TrustProxy = { kind: "none" } | { kind: "hops"; hops: number } | { kind: "addresses"; list: net.BlockList; text: string };

const familyOf = (address: string) => (net.isIPv6(address) ? "ipv6" : "ipv4");

/** "::ffff:192.0.2.1" (an IPv4 client on a dual-stack socket) is 192.0.2.1. */
function plain(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped?.[1] ?? address;
}

/** Parses TRUST_PROXY; an Error names what is wrong with it. */
export function parseTrustProxy(value: string): TrustProxy | Error {
  const text = value.trim();
  if (text === "" || text === "false" || text === "0") return { kind: "none" };
  if (text === "true") return { kind: "hops", hops: 1 };
  if (/^\d+$/.test(text)) return { kind: "hops", hops: Number(text) };
  const list = new net.BlockList();
  for (const entry of text.split(",").map((part) => part.trim())) {
    const [address = "", prefix] = entry.split("/");
    if (!net.isIP(address)) return new Error(`TRUST_PROXY: "${entry}" is not an IP address or subnet`);
    if (prefix === undefined) list.addAddress(address, familyOf(address));
    else list.addSubnet(address, Number(prefix), familyOf(address));
  }
  return { kind: "addresses", list, text };
}

/** The address the connection came from (undefined without a socket, as under app.request()). */
export function socketAddress(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address || undefined;
  } catch {
    // app.request() in tests has no socket.
    return undefined;
  }
}

/**
 * The client's address. Each proxy appends the address it was connected from to X-Forwarded-For,
 * so the chain read from the right is socket, then each proxy's view; entries further left were
 * written by the client and prove nothing. With N hops, the address N steps left of the socket is
 * the client's; with a proxy list, the first address from the right that is not a trusted proxy.
 */
export function clientIp(c: Context, trust: TrustProxy): string {
  return resolveClientIp(socketAddress(c), c.req.header("x-forwarded-for"), trust);
}

/** `clientIp` from the socket's address and the X-Forwarded-For header (also for node:http requests). */
export function resolveClientIp(connectedFrom: string | undefined, forwardedFor: string | undefined, trust: TrustProxy): string {
  const socket = connectedFrom === undefined ? undefined : plain(connectedFrom);
  if (trust.kind === "none") return socket ?? "unknown";
  const forwarded = (forwardedFor ?? "")
    .split(",")
    .map((part) => plain(part.trim()))
    .filter(Boolean);
  // Without a socket (tests), the caller is taken for the trusted proxy that wrote the header.
  const chain = [...forwarded, socket ?? "unknown"];
  let index: number;
  if (trust.kind === "hops") {
    index = Math.max(0, chain.length - 1 - trust.hops);
  } else {
    index = chain.length - 1;
    const trusted = (address: string) => net.isIP(address) !== 0 && trust.list.check(address, familyOf(address));
    while (index > 0 && trusted(chain[index] ?? "")) index -= 1;
  }
  // Garbage where an address should be: the proxy that forwarded it is the best we know.
  while (index < chain.length - 1 && net.isIP(chain[index] ?? "") === 0) index += 1;
  return chain[index] ?? "unknown";
}
