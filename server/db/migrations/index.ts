import type { Migration } from "kysely/migration";
import * as siteMeta from "./001-site-meta.ts";
import * as accounts from "./002-accounts.ts";
import * as homeContent from "./003-home-content.ts";
import * as leadsNewsFiles from "./004-leads-news-files.ts";
import * as limits from "./005-limits.ts";
import * as operatorConsole from "./007-console.ts";
import * as newsEditing from "./008-news-editing.ts";
import * as filesInvestor from "./009-files-investor.ts";
import * as siteSettingsHomeDict from "./010-site-settings-home-dict.ts";
import * as replacedFileUrls from "./011-replaced-file-urls.ts";
import * as credentialGeneration from "./012-credential-generation.ts";
import * as editingSafety from "./013-editing-safety.ts";
import * as siteSearch from "./016-site-search.ts";
import * as analytics from "./015-analytics.ts";
import * as sampleFiles from "./019-sample-files.ts";
import * as leadRouting from "./014-lead-routing.ts";
import * as staffAccounts from "./017-staff-accounts.ts";
import * as publishingFields from "./020-publishing-fields.ts";
import * as investorOrder from "./021-investor-order.ts";
import * as searchSpeed from "./023-search-speed.ts";

/** Every migration in order; new ones are appended with the next number. */
export const migrations: Record<string, Migration> = {
  "001-site-meta": siteMeta,
  "002-accounts": accounts,
  "003-home-content": homeContent,
  "004-leads-news-files": leadsNewsFiles,
  "005-limits": limits,
  "007-console": operatorConsole,
  "008-news-editing": newsEditing,
  "009-files-investor": filesInvestor,
  "010-site-settings-home-dict": siteSettingsHomeDict,
  "011-replaced-file-urls": replacedFileUrls,
  "012-credential-generation": credentialGeneration,
  "013-editing-safety": editingSafety,
  "016-site-search": siteSearch,
  "019-sample-files": sampleFiles,
  "014-lead-routing": leadRouting,
  "015-analytics": analytics,
  "017-staff-accounts": staffAccounts,
  "020-publishing-fields": publishingFields,
  "021-investor-order": investorOrder,
  "023-search-speed": searchSpeed,
};
