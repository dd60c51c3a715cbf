import { describe, expect, it } from "vitest";
import { createImageDecodeGate, IMAGE_DECODE_LIMIT } from "../../server/services/image-decode-gate.ts";
import { ServiceError } from "../../server/services/service-error.ts";

/** A decode that stands still until the test finishes it. */
function heldDecode(log: string[], name: string) {
  const done = Promise.withResolvers<string>();
  return {
    decode: () => {
      log.push(name);
      return done.promise;
    },
    finish: () => done.resolve(name),
    fail: () => done.reject(new Error(`${name} failed`)),
  };
}

describe("image decode gate (issue 25 item 10)", () => {
  it("runs at most `concurrency` decodes, starts the queued ones in arrival order as slots free, and refuses beyond the queue", async () => {
    const gate = createImageDecodeGate({ concurrency: 2, queueLength: 2 });
    const started: string[] = [];
    const decodes = ["a", "b", "c", "d"].map((name) => heldDecode(started, name));
    const results = decodes.map((held) => gate.run(held.decode));
    await Promise.resolve();
    expect(started).toEqual(["a", "b"]);
    expect(gate.stats()).toEqual({ decoding: 2, queued: 2 });

    const refusal = await gate.run(() => Promise.resolve("e")).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ServiceError);
    expect(refusal).toMatchObject({ code: 503, httpStatus: 503, key: "imageDecodeBusy", limit: IMAGE_DECODE_LIMIT });

    decodes[1]!.fail();
    await expect(results[1]).rejects.toThrow("b failed");
    expect(started).toEqual(["a", "b", "c"]);
    decodes[0]!.finish();
    await expect(results[0]).resolves.toBe("a");
    expect(started).toEqual(["a", "b", "c", "d"]);
    expect(gate.stats()).toEqual({ decoding: 2, queued: 0 });
    decodes[2]!.finish();
    decodes[3]!.finish();
    await expect(Promise.all(results.slice(2))).resolves.toEqual(["c", "d"]);
    expect(gate.stats()).toEqual({ decoding: 0, queued: 0 });
  });

  it("with no queue, refuses as soon as every slot is taken", async () => {
    const gate = createImageDecodeGate({ concurrency: 1, queueLength: 0 });
    const held = heldDecode([], "a");
    const first = gate.run(held.decode);
    await expect(gate.run(() => Promise.resolve("b"))).rejects.toMatchObject({ httpStatus: 503 });
    held.finish();
    await first;
    await expect(gate.run(() => Promise.resolve("c"))).resolves.toBe("c");
  });
});
