import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { generateKeyPair, importPrivateKey } from "../../common/envelope-crypto.ts";
import { createApp } from "../../server/app.ts";
import { loadConfig } from "../../server/config.ts";
import type { DatabaseHandle } from "../../server/db/database.ts";
import { createLogger, type Logger } from "../../server/logger.ts";
import type { EnvelopeKeys } from "../../server/security/envelope-keys.ts";
import type { Clock } from "../../server/services/clock.ts";
import { seedInvestorDocuments } from "../../server/db/seed/investor-documents.ts";
import { seedSampleFiles } from "../../server/db/seed/sample-documents.ts";
import { seedDatabase } from "../../server/db/seed/seed-database.ts";
import { createServices, type ServiceDeps } from "../../server/services/container.ts";
import { localDiskStorage } from "../../server/storage/file-storage.ts";
import { fileStorageFrom } from "../../server/storage/storage-from-config.ts";

/** A clock that tests move by hand, to expire captchas, codes and sessions without waiting. */
export function manualClock(start = Date.UTC(2026, 10, 21, 8, 0, 0)): Clock & { advance(ms: number): void } {
  let now = start;
  return { now: () => now, advance: (ms) => void (now += ms) };
}

let sharedKeys: Promise<EnvelopeKeys> | undefined;

/** One RSA key pair per test process: generating one takes a noticeable fraction of a second. */
export function testEnvelopeKeys(): Promise<EnvelopeKeys> {
  sharedKeys ??= generateKeyPair().then(async (pair) => ({
    publicKeySpki: pair.publicKeySpki,
    privateKey: await importPrivateKey(pair.privateKeyPkcs8),
  }));
  return sharedKeys;
}

/** File storage shared by the apps of one test file, so report files are generated once. */
const localStorage = localDiskStorage(fs.mkdtempSync(path.join(os.tmpdir(), "site-files-")));

/**
 * The Hono app wired to a test database (seeded as at start-up), called with app.request() and
 * no network.
 */
export async function createTestApp(
  database: DatabaseHandle,
  env: Record<string, string> = {},
  clock: Clock = manualClock(),
  /**
   * Real pieces the test holds on to: password checks and image decodes it can hold mid-way
   * (tests/support/held-password-checks.ts, held-image-decodes.ts), a logger whose lines it reads
   * (silent otherwise).
   */
  wrapped: Pick<ServiceDeps, "passwords" | "processImage"> & { logger?: Logger } = {},
) {
  const config = loadConfig({ NODE_ENV: "test", DATA_DIR: "/tmp/unused", ...env });
  const logger = wrapped.logger ?? createLogger("silent");
  const envelopeKeys = await testEnvelopeKeys();
  // FILE_STORAGE=s3 in env: the S3-compatible server the test started (tests/support/s3-server.ts).
  const storage = config.FILE_STORAGE === "s3" ? await fileStorageFrom(config) : localStorage;
  await seedDatabase(database.db);
  await seedSampleFiles(database.db, storage, { chineseFonts: [] });
  await seedInvestorDocuments(database.db);
  const services = createServices({
    config,
    database,
    logger,
    envelopeKeys,
    clock,
    storage,
    passwords: wrapped.passwords,
    processImage: wrapped.processImage,
  });
  await services.siteSettings.load();
  const app = createApp({ config, database, logger, version: "0.0.0-test", services });
  return Object.assign(app, { services, envelopeKeys });
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;
