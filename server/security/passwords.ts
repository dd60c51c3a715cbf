import { argon2, randomBytes, timingSafeEqual } from "node:crypto";
import { promisify } from "node:util";
import { ServiceError } from "../services/service-error.ts";

const argon2Async = promisify(argon2);

/** OWASP's argon2id parameters: 19 MiB, 2 passes, 1 lane. */
const PARAMS = { memory: 19_456, passes: 2, parallelism: 1, tagLength: 32 } as const;
const PHC_PREFIX = `$argon2id$v=19$m=${PARAMS.memory},t=${PARAMS.passes},p=${PARAMS.parallelism}$`;

/**
 * Each hash takes ~15 ms of CPU and 19 MiB, so only a few run at once and the rest wait. Waiting
 * is fair between addresses (decision 012): one queue per address, served in turn, so a flood from
 * one address waits behind itself, not in front of everyone else; and each address may have only
 * a few hashes waiting, beyond which it is told to slow down.
 */
export const HASH_POOL = { concurrency: 4, maxWaitingPerKey: 8 } as const;
let running = 0;
/** Insertion order is the turn order: a queue that is served moves to the back. */
const queues = new Map<string, Array<() => void>>();

function admitNext(): void {
  while (running < HASH_POOL.concurrency) {
    const first = queues.entries().next();
    if (first.done) return;
    const [key, queue] = first.value;
    queues.delete(key);
    const wake = queue.shift();
    if (queue.length > 0) queues.set(key, queue);
    running += 1;
    wake?.();
  }
}

async function withHashSlot<T>(fairnessKey: string, work: () => Promise<T>): Promise<T> {
  if (running < HASH_POOL.concurrency && queues.size === 0) {
    running += 1;
  } else {
    const queue = queues.get(fairnessKey) ?? [];
    // The unnamed key is the server's own work (seeding, the timing equaliser's first hash).
    if (fairnessKey !== "" && queue.length >= HASH_POOL.maxWaitingPerKey)
      throw new ServiceError(429, "tooManyRequests", { limit: "password-hash-queue" });
    // admitNext() counts the slot as running before it wakes this waiter.
    await new Promise<void>((resolve) => {
      queue.push(resolve);
      queues.set(fairnessKey, queue);
    });
  }
  try {
    return await work();
  } finally {
    running -= 1;
    admitNext();
  }
}

function derive(password: string, salt: Buffer, fairnessKey: string): Promise<Buffer> {
  return withHashSlot(fairnessKey, () => argon2Async("argon2id", { message: password, nonce: salt, ...PARAMS }));
}

/** `fairnessKey`: whose turn in the hashing queue this is (the client's address; "" for the server's own work). */
export async function hashPassword(password: string, fairnessKey = ""): Promise<string> {
  const salt = randomBytes(16);
  const hash = await derive(password, salt, fairnessKey);
  return `${PHC_PREFIX}${salt.toString("base64url")}$${hash.toString("base64url")}`;
}

export async function verifyPassword(password: string, phc: string, fairnessKey = ""): Promise<boolean> {
  if (!phc.startsWith(PHC_PREFIX)) return false;
  const [saltText, hashText] = phc.slice(PHC_PREFIX.length).split("$");
  if (!saltText || !hashText) return false;
  const expected = Buffer.from(hashText, "base64url");
  const actual = await derive(password, Buffer.from(saltText, "base64url"), fairnessKey);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

let dummyHash: Promise<string> | undefined;

/** Spends the same work as a real check, so an unknown account answers as slowly as a known one. */
export async function verifyAgainstNothing(password: string, fairnessKey = ""): Promise<false> {
  dummyHash ??= hashPassword("timing-equaliser-not-a-password");
  await verifyPassword(password, await dummyHash, fairnessKey);
  return false;
}

/**
 * The password checks the services use, handed to them as one dependency so that a test can hold a
 * check while it runs (a sign-in in flight while an admin disables the account: issue 25).
 */
export interface PasswordChecks {
  verify(password: string, phc: string, fairnessKey?: string): Promise<boolean>;
  verifyAgainstNothing(password: string, fairnessKey?: string): Promise<false>;
}

export const passwordChecks: PasswordChecks = { verify: verifyPassword, verifyAgainstNothing };
