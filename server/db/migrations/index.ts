import type { Migration } from "kysely/migration";
import * as siteMeta from "./001-site-meta.ts";

/** Every migration in order; new ones are appended with the next number. */
export const migrations: Record<string, Migration> = {
  "001-site-meta": siteMeta,
};
