import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../../server/config.ts";
import { loadStaticAssets, serveStaticAssets } from "../../server/static-assets.ts";

describe("configuration", () => {
  it("applies defaults with visible placeholders for operator facts", () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.HOST).toBe("127.0.0.1");
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.SITE_HOTLINE).toMatch(/X{3}/);
    expect(config.SITE_ICP_FILING).toMatch(/X{8}/);
    expect(path.isAbsolute(config.dataDir)).toBe(true);
  });

  it("rejects invalid values with a message naming each one", () => {
    expect(() => loadConfig({ PORT: "abc", DATABASE_URL: "mysql://x", SITE_ORIGIN: "not a url" })).toThrow(
      /PORT[\s\S]*DATABASE_URL[\s\S]*SITE_ORIGIN/,
    );
  });

  it("renders on one thread per core unless told, and always on at least one", () => {
    expect(loadConfig({}).RENDER_THREADS).toBe(os.availableParallelism());
    expect(loadConfig({ RENDER_THREADS: "3" }).RENDER_THREADS).toBe(3);
    expect(() => loadConfig({ RENDER_THREADS: "0" })).toThrow(/RENDER_THREADS/);
    expect(() => loadConfig({ RENDER_QUEUE_MAX: "-1" })).toThrow(/RENDER_QUEUE_MAX/);
  });

  it("treats an empty DATABASE_URL as unset", () => {
    expect(loadConfig({ DATABASE_URL: "" }).DATABASE_URL).toBeUndefined();
    expect(loadConfig({ DATABASE_URL: "postgres://u@h/db" }).DATABASE_URL).toBe("postgres://u@h/db");
  });
});

describe("static assets", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "assets-"));
  fs.mkdirSync(path.join(dir, "assets"));
  fs.writeFileSync(path.join(dir, "assets", "app-abc123.js"), "console.log('x');".repeat(200));
  fs.writeFileSync(path.join(dir, "favicon.svg"), "<svg/>");
  const app = new Hono().use(serveStaticAssets(loadStaticAssets(dir))).get("*", (c) => c.text("app"));

  it("serves hashed assets for a year, immutable, pre-compressed", async () => {
    const response = await app.request("/assets/app-abc123.js", { headers: { "Accept-Encoding": "br, gzip" } });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(response.headers.get("content-encoding")).toBe("br");
    expect(response.headers.get("content-type")).toMatch(/javascript/);
  });

  it("answers a matching ETag with 304", async () => {
    const first = await app.request("/assets/app-abc123.js");
    const etag = first.headers.get("etag") ?? "";
    const second = await app.request("/assets/app-abc123.js", { headers: { "If-None-Match": etag } });
    expect(second.status).toBe(304);
  });

  it("404s a missing asset instead of rendering the app, and passes other paths on", async () => {
    expect((await app.request("/assets/missing.js")).status).toBe(404);
    expect(await (await app.request("/about")).text()).toBe("app");
    const favicon = await app.request("/favicon.svg");
    expect(favicon.headers.get("cache-control")).toBe("public, max-age=3600");
  });
});
