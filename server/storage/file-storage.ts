import fs from "node:fs";
import path from "node:path";
import type { Readable } from "node:stream";

/**
 * Where uploaded and generated files live. Local disk under DATA_DIR today; an S3-compatible
 * store can implement the same three calls when several instances need to share files.
 */
export interface FileStorage {
  put(key: string, data: Uint8Array): Promise<void>;
  exists(key: string): Promise<boolean>;
  open(key: string): Readable;
}

const SAFE_KEY = /^[a-z0-9][a-z0-9/_.-]*$/i;

export function localDiskStorage(root: string): FileStorage {
  const resolve = (key: string) => {
    if (!SAFE_KEY.test(key) || key.includes("..")) throw new Error(`Unsafe storage key: ${key}`);
    return path.join(root, key);
  };
  return {
    async put(key, data) {
      const file = resolve(key);
      await fs.promises.mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
      // Write then rename, so a reader never sees half a file. Owner only: files may be personal.
      await fs.promises.writeFile(`${file}.partial`, data, { mode: 0o600 });
      await fs.promises.rename(`${file}.partial`, file);
    },
    async exists(key) {
      return fs.promises.access(resolve(key)).then(
        () => true,
        () => false,
      );
    },
    open(key) {
      return fs.createReadStream(resolve(key));
    },
  };
}
