import parsePrometheusTextFormat from "parse-prometheus-text-format";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminFile } from "../../common/contracts/admin-files.ts";
import { heldImageDecodes } from "../support/held-image-decodes.ts";
import { sampleImage } from "../support/sample-files.ts";
import { signInStaff, staffHeaders, uploadRequest } from "../support/staff-session.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../support/test-database.ts";

interface Answer<T> {
  code: number;
  msg: string;
  data: T;
}

const METRICS_TOKEN = "metrics-token-for-the-decode-test";
const QUEUE = 3;

/**
 * Issue 25 item 10: eight concurrent 49-megapixel uploads took an instance from 681 to 1,606 MB.
 * An instance decodes at most IMAGE_DECODE_CONCURRENCY images at once, queues IMAGE_DECODE_QUEUE
 * more, and refuses the next with 503. Every decode is held once it has run, so the state is
 * counted while it stands still.
 */
describe.each(databaseKinds)("image decoding limit on %s (issue 25 item 10)", (kind) => {
  let database: TestDatabase;
  let app: TestApp;
  let token = "";
  const decodes = heldImageDecodes();

  async function upload(data: Uint8Array, fileName: string, language = "zh_CN") {
    const request = uploadRequest(token, data, fileName);
    const response = await app.request("/api/admin/files", { ...request, headers: { ...staffHeaders(token, language) } });
    return { status: response.status, answer: (await response.json()) as Answer<AdminFile> };
  }

  const storedNames = async () =>
    (await database.handle.db.selectFrom("stored_file").select("file_name").execute()).map((row) => row.file_name);

  async function metric(name: string, labels: Record<string, string> = {}) {
    const response = await app.request("/metrics", { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    const family = parsePrometheusTextFormat(await response.text()).find((candidate) => candidate.name === name);
    const sample = family?.metrics.find((candidate) => Object.entries(labels).every(([key, value]) => candidate.labels?.[key] === value));
    return Number(sample?.value);
  }

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    app = await createTestApp(
      database.handle,
      { IMAGE_DECODE_CONCURRENCY: "2", IMAGE_DECODE_QUEUE: String(QUEUE), METRICS_TOKEN },
      undefined,
      { processImage: decodes.processImage },
    );
    token = await signInStaff(app, "editor");
  });
  afterAll(async () => {
    await app.services.outbox.stop();
    await database.drop();
  });

  it("decodes two at once, queues three, refuses the next with 503 and a message in the request's language, storing nothing for it, then completes the rest", async () => {
    const image = await sampleImage("png", 600, 300);
    const storedBefore = await storedNames();
    const accepted = Array.from({ length: 2 + QUEUE }, (_, index) => upload(image, `accepted-${index}.png`));
    await decodes.started(2);
    // The queued uploads are read and waiting; the held decodes keep their slots.
    await expect.poll(() => app.services.imageDecodes.stats()).toEqual({ decoding: 2, queued: QUEUE });
    expect(await metric("site_image_decodes")).toBe(2);
    expect(await metric("site_image_decode_queue_depth")).toBe(QUEUE);

    const refusedZh = await upload(image, "refused-zh.png", "zh_CN");
    const refusedEn = await upload(image, "refused-en.png", "en_US");
    expect([refusedZh.status, refusedZh.answer.code, refusedZh.answer.msg]).toEqual([503, 503, expect.stringContaining("请稍后再试")]);
    expect(refusedZh.answer.msg).toContain("文件未保存");
    expect([refusedEn.status, refusedEn.answer.code, refusedEn.answer.msg]).toEqual([503, 503, expect.stringContaining("try again")]);
    expect(refusedEn.answer.msg).toContain("the file was not saved");
    expect(await metric("site_limit_refusals_total", { kind: "image-decode" })).toBe(2);
    expect(decodes.counts()).toEqual({ started: 2, mostAtOnce: 2 });

    decodes.release();
    const answers = await Promise.all(accepted);
    expect(answers.map(({ status, answer }) => [status, answer.code])).toEqual(answers.map(() => [200, 200]));
    expect(decodes.counts()).toEqual({ started: 2 + QUEUE, mostAtOnce: 2 });
    expect(app.services.imageDecodes.stats()).toEqual({ decoding: 0, queued: 0 });
    const added = (await storedNames()).filter((name) => !storedBefore.includes(name));
    expect(added.toSorted()).toEqual(answers.map((_, index) => `accepted-${index}.png`));

    // The slots are free again: the next upload is decoded at once.
    expect((await upload(image, "after.png")).answer.code).toBe(200);
  });

  it("frees the slot of a decode that fails: damaged images beyond the limit are each refused as damaged, not as busy", async () => {
    const damaged = (await sampleImage("png", 600, 300)).subarray(0, 2_000);
    const answers = [];
    for (let attempt = 0; attempt < 2 + QUEUE + 1; attempt += 1) answers.push((await upload(damaged, `damaged-${attempt}.png`)).answer.msg);
    expect(new Set(answers)).toEqual(new Set(["文件已损坏或不完整，无法读取"]));
    expect(app.services.imageDecodes.stats()).toEqual({ decoding: 0, queued: 0 });
  });
});
