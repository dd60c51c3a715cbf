import type { ContentChanges } from "./content-changes.ts";

/**
 * Keeps what `read` answered until published content changes: at once on this instance, at the
 * next version check on the others, as for the page cache and the site settings
 * (docs/decisions/020-site-settings-and-cache-invalidation.md). A read that was under way when the
 * content changed is not kept. Callers must not change the value they get: every caller shares it.
 */
export function untilContentChanges<T>(contentChanges: Pick<ContentChanges, "onChange">, read: () => Promise<T>): () => Promise<T> {
  let kept: Promise<T> | undefined;
  contentChanges.onChange(() => {
    kept = undefined;
  });
  return () => {
    if (kept) return kept;
    const reading = read();
    kept = reading;
    reading.catch(() => {
      if (kept === reading) kept = undefined;
    });
    return reading;
  };
}
