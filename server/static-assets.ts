import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import type { MiddlewareHandler } from "hono";

interface Asset {
  body: Buffer;
  gzip?: Buffer;
  brotli?: Buffer;
  type: string;
  etag: string;
  immutable: boolean;
}

const CONTENT_TYPES: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".json": "application/json; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".webmanifest": "application/manifest+json",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".pdf": "application/pdf",
};
const COMPRESSIBLE = new Set([".js", ".css", ".svg", ".json", ".txt", ".xml", ".webmanifest", ".ico"]);
/** Written next to each compressible file by `npm run build` (scripts/precompress-assets.ts). */
const PRECOMPRESSED = [".br", ".gz"];
const ONE_YEAR_IMMUTABLE = "public, max-age=31536000, immutable";
const SHORT_CACHE = "public, max-age=3600";

function listFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** The files worth compressing, and their brotli (quality 11) and gzip (level 9) copies. */
export function compressibleFiles(clientDir: string): string[] {
  return listFiles(clientDir).filter((file) => COMPRESSIBLE.has(path.extname(file)) && fs.statSync(file).size > 1024);
}

export function compress(body: Buffer): { brotli: Buffer; gzip: Buffer } {
  return {
    gzip: zlib.gzipSync(body, { level: 9 }),
    brotli: zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
  };
}

function readIfExists(file: string): Buffer | undefined {
  try {
    return fs.readFileSync(file);
  } catch {
    return undefined;
  }
}

/**
 * Reads the built client files once at start-up and keeps them, compressed, in memory: the whole
 * client build is a few hundred kilobytes, and a request then costs a map lookup instead of a disk
 * lookup and a compression. The compressed copies come from the build (compressing them here
 * took most of a start: seconds of CPU); a build without them is compressed here.
 */
export function loadStaticAssets(clientDir: string): Map<string, Asset> {
  const assets = new Map<string, Asset>();
  const files = listFiles(clientDir);
  const all = new Set(files);
  for (const file of files) {
    if (PRECOMPRESSED.includes(path.extname(file)) && all.has(file.slice(0, -3))) continue;
    const urlPath = "/" + path.relative(clientDir, file).split(path.sep).join("/");
    const ext = path.extname(file);
    const body = fs.readFileSync(file);
    const asset: Asset = {
      body,
      type: CONTENT_TYPES[ext] ?? "application/octet-stream",
      etag: `"${body.length.toString(16)}-${zlib.crc32(body).toString(16)}"`,
      immutable: urlPath.startsWith("/assets/"),
    };
    if (COMPRESSIBLE.has(ext) && body.length > 1024) {
      const brotli = readIfExists(`${file}.br`);
      const gzip = readIfExists(`${file}.gz`);
      Object.assign(asset, brotli && gzip ? { brotli, gzip } : compress(body));
    }
    assets.set(urlPath, asset);
  }
  return assets;
}

export function serveStaticAssets(assets: Map<string, Asset>): MiddlewareHandler {
  return async (c, next) => {
    const asset = assets.get(c.req.path);
    if (!asset) {
      // Hashed assets never fall through to the app: a missing one is a plain 404.
      if (c.req.path.startsWith("/assets/")) return c.text("Not Found", 404);
      return next();
    }
    c.header("Content-Type", asset.type);
    c.header("Cache-Control", asset.immutable ? ONE_YEAR_IMMUTABLE : SHORT_CACHE);
    c.header("ETag", asset.etag);
    c.header("Vary", "Accept-Encoding");
    if (c.req.header("if-none-match") === asset.etag) return c.body(null, 304);
    const accepted = c.req.header("accept-encoding") ?? "";
    if (asset.brotli && accepted.includes("br")) {
      c.header("Content-Encoding", "br");
      return c.body(new Uint8Array(asset.brotli));
    }
    if (asset.gzip && accepted.includes("gzip")) {
      c.header("Content-Encoding", "gzip");
      return c.body(new Uint8Array(asset.gzip));
    }
    return c.body(new Uint8Array(asset.body));
  };
}
