import path from "node:path";
import type { Config } from "../config.ts";
import { localDiskStorage, type FileStorage } from "./file-storage.ts";

/**
 * FILE_STORAGE picks the store: DATA_DIR/files, or the S3-compatible bucket every instance shares.
 * The S3 client is loaded only for S3 (it was a sixth of a start for everyone).
 */
export async function fileStorageFrom(config: Config): Promise<FileStorage> {
  if (config.FILE_STORAGE === "local") return localDiskStorage(path.join(config.dataDir, "files"));
  const missing = (["S3_BUCKET", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const).filter((name) => config[name] === "");
  // Names only: the values are secrets and never reach a log or an error message.
  if (missing.length > 0) throw new Error(`FILE_STORAGE=s3 needs ${missing.join(", ")}`);
  const { s3Storage } = await import("./s3-storage.ts");
  return s3Storage({
    endpoint: config.S3_ENDPOINT,
    region: config.S3_REGION,
    bucket: config.S3_BUCKET,
    accessKeyId: config.S3_ACCESS_KEY_ID,
    secretAccessKey: config.S3_SECRET_ACCESS_KEY,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
  });
}
