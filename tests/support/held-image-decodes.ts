import { processImage, type ProcessImage } from "../../server/services/file-inspection.ts";

/**
 * The real image processing (sharp), with every decode held once it has run until the test calls
 * `release()`: how many images an instance decodes at once is then counted in a fixed state instead
 * of left to how fast sharp happens to be.
 */
export function heldImageDecodes() {
  const released = Promise.withResolvers<void>();
  const waiters: Array<{ count: number; reached: () => void }> = [];
  let decoding = 0;
  let started = 0;
  let mostAtOnce = 0;
  const held: ProcessImage = async (data, type) => {
    decoding += 1;
    started += 1;
    mostAtOnce = Math.max(mostAtOnce, decoding);
    for (const waiter of waiters.filter((candidate) => started >= candidate.count)) waiter.reached();
    try {
      const processed = await processImage(data, type);
      await released.promise;
      return processed;
    } finally {
      decoding -= 1;
    }
  };
  return {
    processImage: held,
    /** Resolves once `count` decodes have started. */
    started(count: number): Promise<void> {
      const reached = Promise.withResolvers<void>();
      waiters.push({ count, reached: reached.resolve });
      if (started >= count) reached.resolve();
      return reached.promise;
    },
    /** Lets every held decode, and every later one, answer. */
    release: () => released.resolve(),
    counts: () => ({ started, mostAtOnce }),
  };
}
