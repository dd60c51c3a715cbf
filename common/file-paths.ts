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
