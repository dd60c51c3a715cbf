import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import S3rver from "s3rver";

/** s3rver's built-in account: it checks every request's SigV4 signature against this key pair. */
const KEY = "S3RVER";

/**
 * A real S3-compatible HTTP server (s3rver, from the npm registry) on 127.0.0.1:port with a fresh
 * directory and one bucket, and the environment that points the site at it. Stop it after the file.
 */
export async function startS3Server(port: number, bucket = "site-files") {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "site-s3-"));
  const server = new S3rver({ address: "127.0.0.1", port, silent: true, directory, configureBuckets: [{ name: bucket, configs: [] }] });
  await server.run();
  return {
    directory,
    env: {
      FILE_STORAGE: "s3",
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_REGION: "us-east-1",
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: KEY,
      S3_SECRET_ACCESS_KEY: KEY,
      S3_FORCE_PATH_STYLE: "true",
    },
    async stop() {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
