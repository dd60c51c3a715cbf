import crypto from "node:crypto";
import zlib from "node:zlib";
import { describe, expect, it } from "vitest";
import { deflateParts, stampGzip } from "../../server/page-cache/stamped-gzip.ts";

const PLACEHOLDER = "__NONCE__";
const nonce = () => crypto.randomBytes(18).toString("base64url");

const section = (index: number) => `<section class="card"><h2>卡片 ${index}</h2><p>高密度绿色数据中心 ${index % 7}</p></section>`;
const script = (index: number) => `<script nonce="${PLACEHOLDER}">window.__context.enqueue(${index});</script>`;

const sections = (from: number) => Array.from({ length: 30 }, (_, index) => section(from + index)).join("");

/** A document like a page: the same markup before and after every placeholder. */
function documentWith(placeholders: number): string {
  const middle = Array.from({ length: placeholders }, (_, index) => `${script(index)}${sections((index + 1) * 30)}`).join("");
  return `<!DOCTYPE html><html lang="zh-CN"><head><meta charset="utf-8"><title>示例云</title></head><body>${sections(0)}${middle}</body></html>`;
}

describe("stamped gzip", () => {
  it.each([0, 1, 6])("with %i stamped values, every answer inflates to the document with its own value", async (placeholders) => {
    const text = documentWith(placeholders);
    const stamped = await deflateParts(
      text.split(PLACEHOLDER).map((part) => Buffer.from(part)),
      nonce().length,
    );
    for (let answer = 0; answer < 3; answer++) {
      const value = nonce();
      const gzip = Buffer.concat(stampGzip(stamped, Buffer.from(value)));
      // gunzip checks the CRC-32 and the length in the trailer as well.
      expect(zlib.gunzipSync(gzip).toString()).toBe(text.replaceAll(PLACEHOLDER, value));
    }
  });

  it("compresses the parts as one stream would: gzip of the whole plus a block header and the value per stamp", async () => {
    const text = documentWith(6);
    const value = nonce();
    const stamped = await deflateParts(
      text.split(PLACEHOLDER).map((part) => Buffer.from(part)),
      value.length,
    );
    const size = Buffer.concat(stampGzip(stamped, Buffer.from(value))).length;
    const whole = zlib.gzipSync(text.replaceAll(PLACEHOLDER, value), { level: 9 }).length;
    // Per stamp: the value stored as it is, its block header, the flush and the next part's Huffman tables.
    expect(size).toBeLessThan(whole + 6 * (value.length + 80));
  });
});
