import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import type { SearchIndex } from "../search/search-index.ts";
import type { AuditLog } from "./audit-log.ts";
import type { Clock } from "./clock.ts";
import type { ContentChanges } from "./content-changes.ts";
import type { RecordVersions } from "./record-versions.ts";

/**
 * What a console service that writes the public site's searchable content needs: each write is
 * versioned, audited and re-indexed in its transaction, and announced once committed.
 */
export interface ContentWriterDeps {
  db: Kysely<Database>;
  clock: Clock;
  audit: AuditLog;
  contentChanges: ContentChanges;
  searchIndex: SearchIndex;
  versions: RecordVersions;
}
