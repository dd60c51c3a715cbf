import { argon2, randomBytes, timingSafeEqual } from "node:crypto";
import { promisify } from "node:util";

const argon2Async = promisify(argon2);

/** OWASP's argon2id parameters: 19 MiB, 2 passes, 1 lane. */
const PARAMS = { memory: 19_456, passes: 2, parallelism: 1, tagLength: 32 } as const;
const PHC_PREFIX = `$argon2id$v=19$m=${PARAMS.memory},t=${PARAMS.passes},p=${PARAMS.parallelism}$`;

/** Each hash takes ~15 ms of CPU and 19 MiB: bound how many run at once so a burst of logins queues. */
const MAX_CONCURRENT_HASHES = 4;
let running = 0;
const waiting: Array<() => void> = [];

async function withHashSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_CONCURRENT_HASHES) await new Promise<void>((resolve) => waiting.push(resolve));
  running += 1;
  try {
    return await work();
  } finally {
    running -= 1;
    waiting.shift()?.();
  }
}

function derive(password: string, salt: Buffer): Promise<Buffer> {
  return withHashSlot(() => argon2Async("argon2id", { message: password, nonce: salt, ...PARAMS }));
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await derive(password, salt);
  return `${PHC_PREFIX}${salt.toString("base64url")}$${hash.toString("base64url")}`;
}

export async function verifyPassword(password: string, phc: string): Promise<boolean> {
  if (!phc.startsWith(PHC_PREFIX)) return false;
  const [saltText, hashText] = phc.slice(PHC_PREFIX.length).split("$");
  if (!saltText || !hashText) return false;
  const expected = Buffer.from(hashText, "base64url");
  const actual = await derive(password, Buffer.from(saltText, "base64url"));
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

let dummyHash: Promise<string> | undefined;

/** Spends the same work as a real check, so an unknown account answers as slowly as a known one. */
export async function verifyAgainstNothing(password: string): Promise<false> {
  dummyHash ??= hashPassword("timing-equaliser-not-a-password");
  await verifyPassword(password, await dummyHash);
  return false;
}
