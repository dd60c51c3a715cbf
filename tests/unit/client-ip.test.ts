import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { clientIp, parseTrustProxy, type TrustProxy } from "../../server/security/client-ip.ts";

/** app.request() has no socket: the caller stands for the nearest proxy, as in the API tests. */
async function ipSeen(trustProxy: string, forwardedFor?: string): Promise<string> {
  const trust = parseTrustProxy(trustProxy) as TrustProxy;
  const app = new Hono().get("/", (c) => c.text(clientIp(c, trust)));
  const response = await app.request("/", { headers: forwardedFor === undefined ? {} : { "x-forwarded-for": forwardedFor } });
  return response.text();
}

describe("TRUST_PROXY", () => {
  it("ignores X-Forwarded-For unless told to trust a proxy", async () => {
    expect(await ipSeen("", "203.0.113.9")).toBe("unknown");
    expect(await ipSeen("false", "203.0.113.9")).toBe("unknown");
  });

  it("takes the address the given number of hops left of the connection", async () => {
    // Client-written entries (198.51.100.1) sit left of what the proxies appended.
    expect(await ipSeen("true", "198.51.100.1, 203.0.113.9")).toBe("203.0.113.9");
    expect(await ipSeen("2", "198.51.100.1, 203.0.113.9, 10.0.0.2")).toBe("203.0.113.9");
    expect(await ipSeen("3", "203.0.113.9")).toBe("203.0.113.9");
  });

  it("with a list of proxies, takes the first address from the right that is not one of them", async () => {
    expect(parseTrustProxy("10.0.0.0/8, 192.0.2.7")).toMatchObject({ kind: "addresses" });
    // Without a socket the chain ends in "unknown", which is no listed proxy: nothing is believed.
    expect(await ipSeen("10.0.0.0/8", "198.51.100.1, 203.0.113.9")).toBe("unknown");
  });

  it("skips garbage where an address should be and unwraps IPv4-mapped addresses", async () => {
    expect(await ipSeen("true", "not-an-address")).toBe("unknown");
    expect(await ipSeen("true", "::ffff:203.0.113.9")).toBe("203.0.113.9");
  });

  it("refuses a setting that is not an address, subnet or number", () => {
    expect(parseTrustProxy("proxy.example")).toBeInstanceOf(Error);
  });
});
