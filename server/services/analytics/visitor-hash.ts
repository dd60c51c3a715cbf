import { createHmac, randomBytes } from "node:crypto";
import net from "node:net";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";

/** A salt lives at most this long: yesterday's visitors can never be linked to today's. */
export const SALT_LIFETIME_MS = 48 * 60 * 60 * 1000;
const SALT_BYTES = 32;

/**
 * The network a client address belongs to: IPv4 cut to its /24, IPv6 to its /48. Neighbours on
 * one network with the same browser count as one visitor; no full address is ever hashed.
 */
export function truncatedAddress(ip: string): string {
  if (net.isIPv4(ip)) return `${ip.slice(0, ip.lastIndexOf("."))}.0`;
  if (!net.isIPv6(ip)) return "unknown";
  const [head = "", tail] = ip.toLowerCase().split("::");
  const left = head === "" ? [] : head.split(":");
  const right = tail === undefined || tail === "" ? [] : tail.split(":");
  const groups = tail === undefined ? left : [...left, ...Array<string>(8 - left.length - right.length).fill("0"), ...right];
  return `${groups
    .slice(0, 3)
    .map((group) => group.replace(/^0+(?=.)/, ""))
    .join(":")}::`;
}

/** HMAC-SHA-256 of the network and user agent under the day's salt, 128 bits in base64url. */
export function visitorHash(salt: Buffer, network: string, userAgent: string): string {
  return createHmac("sha256", salt).update(`${network}\n${userAgent}`).digest("base64url").slice(0, 22);
}

/**
 * The daily salts (decision 025): 32 random bytes per day of the site's time zone, in the
 * database so that every instance hashes a visitor alike. Whichever instance needs a day's salt
 * first creates it; a concurrent one loses the insert and reads the winner's. Deleted 48 hours after
 * creation by the analytics job.
 */
export function createSalts(db: Kysely<Database>) {
  const known = new Map<string, Buffer>();

  const remember = (day: string, salt: Buffer) => {
    known.set(day, salt);
    // Only today's and yesterday's are ever asked for.
    if (known.size > 3) known.delete(known.keys().next().value as string);
    return salt;
  };

  const read = async (day: string) => {
    const row = await db.selectFrom("analytics_salt").select("salt").where("day", "=", day).executeTakeFirst();
    return row ? Buffer.from(row.salt, "hex") : undefined;
  };

  return {
    /** The day's salt, created if no instance has yet. */
    async forDay(day: string, now: number): Promise<Buffer> {
      const cached = known.get(day);
      if (cached) return cached;
      await db
        .insertInto("analytics_salt")
        .values({ day, salt: randomBytes(SALT_BYTES).toString("hex"), created_at: now })
        .onConflict((conflict) => conflict.column("day").doNothing())
        .execute();
      const salt = await read(day);
      if (!salt) throw new Error(`analytics salt of ${day} missing after insert`);
      return remember(day, salt);
    },

    /** The day's salt if it still exists (a visit continuing over midnight); never created. */
    async existing(day: string): Promise<Buffer | undefined> {
      const cached = known.get(day);
      if (cached) return cached;
      const salt = await read(day);
      return salt ? remember(day, salt) : undefined;
    },

    /** Deletes salts older than 48 hours, here and in the database. */
    async prune(now: number): Promise<number> {
      const cutoff = now - SALT_LIFETIME_MS;
      const gone = await db.deleteFrom("analytics_salt").where("created_at", "<=", cutoff).returning("day").execute();
      for (const { day } of gone) known.delete(day);
      // Another instance may have deleted one this instance still holds.
      for (const day of known.keys()) if (!(await read(day))) known.delete(day);
      return gone.length;
    },

    /** Forgets what this instance holds (tests move the clock across days). */
    forget: () => known.clear(),
  };
}

export type Salts = ReturnType<typeof createSalts>;
