import * as z from "zod/mini";

/**
 * Every record the console edits carries a version (docs/decisions/023-editing-without-lost-work.md):
 * reads answer it, every write sends back the one it was made from, and a write from an older one
 * is refused with code 409 `recordChanged`, whose data says who saved the newer one and when.
 */
const invalid = { error: "invalidField" } as const;

/** The version a write was made from (what the record's read answered). */
export const recordVersion = () => z.int(invalid).check(z.minimum(1, invalid), z.maximum(2_147_483_647, invalid));

/** `data.conflict` of a 409 `recordChanged`: the record's version now, and who saved it when. */
export const recordConflict = z.object({
  version: z.number(),
  /** ISO 8601. */
  updatedAt: z.string(),
  /** The staff account's username; "" when nobody in the console has changed it. */
  updatedBy: z.string(),
});
export type RecordConflict = z.output<typeof recordConflict>;

/** The code a stale write is answered with. */
export const RECORD_CHANGED_CODE = 409;
