import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

/**
 * A secret from the configuration, else one generated once into DATA_DIR (owner-only). Several
 * instances must be given the same value in the configuration.
 */
export function configuredOrStoredSecret(configured: string | undefined, dataDir: string, fileName: string): string {
  if (configured) return configured;
  const file = path.join(dataDir, fileName);
  if (fs.existsSync(file)) return fs.readFileSync(file, "utf8").trim();
  const secret = randomBytes(32).toString("hex");
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  fs.writeFileSync(file, secret, { mode: 0o600, flag: "wx" });
  return secret;
}
