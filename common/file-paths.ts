import { sameOriginPath } from "./same-origin-path.ts";

/**
 * Where this site serves stored files from: the upload endpoint's `/files/...` paths and the
 * older download route. Article images may point only here (the CSP allows `img-src 'self'` and
 * an editor's HTML must not load anything from elsewhere).
 */
const OWN_FILE_PATH = /^\/(?:files\/[\w.\-/]+|api\/resource\/oss\/download\/\d+)$/;

/** The path when `value` is one of our stored files, else null. */
export function ownFilePath(value: string | undefined): string | null {
  if (!value) return null;
  const path = sameOriginPath(value.trim());
  return path !== null && OWN_FILE_PATH.test(path) && !path.includes("..") ? path : null;
}

/** The variant closest above `width` (or the original): article images and covers need not be full size. */
export function imageUrlFor(file: { url: string; variants: readonly { width: number; url: string }[] }, width: number): string {
  const fitting = file.variants.filter((variant) => variant.width >= width).toSorted((a, b) => a.width - b.width)[0];
  return fitting?.url ?? file.url;
}
