import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { buffer, text } from "node:stream/consumers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminFile } from "../../common/contracts/admin-files.ts";
import { loadConfig } from "../../server/config.ts";
import { localDiskStorage, type FileStorage } from "../../server/storage/file-storage.ts";
import { fileStorageFrom } from "../../server/storage/storage-from-config.ts";
import { startS3Server } from "../support/s3-server.ts";
import { sampleImage, samplePdf } from "../support/sample-files.ts";
import { signInStaff, uploadRequest } from "../support/staff-session.ts";
import { createTestApp } from "../support/test-app.ts";
import { createTestDatabase, type TestDatabase } from "../support/test-database.ts";

/** Ports of this file's S3 server (the files helper's range is 3200-3299). */
const S3_PORT = 3231;

let s3: Awaited<ReturnType<typeof startS3Server>>;
beforeAll(async () => {
  s3 = await startS3Server(S3_PORT);
});
afterAll(async () => {
  await s3?.stop();
});

const stores: [string, () => FileStorage | Promise<FileStorage>][] = [
  ["local disk", () => localDiskStorage(fs.mkdtempSync(path.join(os.tmpdir(), "site-storage-")))],
  ["S3 (s3rver)", () => fileStorageFrom(loadConfig({ NODE_ENV: "test", ...s3.env }))],
];

/** The same contract for every implementation of FileStorage. */
describe.each(stores)("file storage on %s", (_name, make) => {
  let storage: FileStorage;
  beforeAll(async () => {
    storage = await make();
  });

  it("stores, reports, streams and overwrites bytes", async () => {
    const data = Buffer.from(await sampleImage("png", 300, 200));
    expect(await storage.exists("contract/a/original.png")).toBe(false);
    await storage.put("contract/a/original.png", data, "image/png");
    expect(await storage.exists("contract/a/original.png")).toBe(true);
    expect((await buffer(storage.open("contract/a/original.png"))).equals(data)).toBe(true);
    await storage.put("contract/a/original.png", Buffer.from("second"), "text/plain");
    expect(await text(storage.open("contract/a/original.png"))).toBe("second");
  });

  it("streams a large file whole", async () => {
    const data = Buffer.alloc(3 * 1024 * 1024 + 17);
    for (let i = 0; i < data.length; i += 1) data[i] = (i * 31) % 251;
    await storage.put("contract/large.bin", data);
    expect((await buffer(storage.open("contract/large.bin"))).equals(data)).toBe(true);
  });

  it("deletes (a missing key is not an error) and errors the stream of a missing key", async () => {
    await storage.put("contract/gone.txt", Buffer.from("x"));
    await storage.delete("contract/gone.txt");
    await storage.delete("contract/gone.txt");
    expect(await storage.exists("contract/gone.txt")).toBe(false);
    await expect(buffer(storage.open("contract/gone.txt"))).rejects.toThrow(/no such file|NoSuchKey|does not exist/i);
  });

  it("refuses keys that could leave its root", async () => {
    for (const key of ["../escape", "/etc/passwd", "a/../../b", ""]) {
      await expect(storage.put(key, Buffer.from("x")), `${key}`).rejects.toThrow(/Unsafe storage key/);
    }
  });
});

describe("uploads kept in S3 (s3rver)", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase("sqlite");
  });
  afterAll(async () => {
    await database.drop();
  });

  it("are served through the site, and a second instance on the same bucket serves them too", async () => {
    const first = await createTestApp(database.handle, { TRUST_PROXY: "true", ...s3.env });
    const second = await createTestApp(database.handle, { TRUST_PROXY: "true", ...s3.env });
    const token = await signInStaff(first, "editor");
    const image = await sampleImage("jpeg", 1000, 500);
    const response = await first.request("/api/admin/files", uploadRequest(token, image, "s3.jpg"));
    const file = ((await response.json()) as { data: AdminFile }).data;
    expect(file.variants.map((variant) => variant.width)).toEqual([480, 960]);
    // The bytes are in the S3 server's bucket, not on a local disk.
    expect(fs.readdirSync(path.join(s3.directory, "site-files"))).toEqual(expect.arrayContaining(["uploads", "samples"]));
    for (const url of [file.url, ...file.variants.map((variant) => variant.url)]) {
      const served = await second.request(url);
      expect(served.status).toBe(200);
      expect(served.headers.get("location")).toBeNull();
      expect(Number(served.headers.get("content-length"))).toBe((await served.arrayBuffer()).byteLength);
    }
    // The seeded reports went to the bucket as well, and the zip streams them from there.
    const zip = await second.request("/api/v1/web/investor/reports/zip");
    expect(zip.status).toBe(200);
    expect((await zip.arrayBuffer()).byteLength).toBeGreaterThan(1000);
    const pdf = await first.request("/api/admin/files", uploadRequest(token, await samplePdf("s3"), "s3.pdf"));
    const stored = ((await pdf.json()) as { data: AdminFile }).data;
    expect((await second.request(stored.url)).headers.get("content-type")).toBe("application/pdf");
    await first.services.outbox.stop();
    await second.services.outbox.stop();
  });
});
