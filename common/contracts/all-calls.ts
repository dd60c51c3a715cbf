import * as account from "./account.ts";
import * as adminAudit from "./admin-audit.ts";
import * as adminDictionaries from "./admin-dictionaries.ts";
import * as adminFiles from "./admin-files.ts";
import * as adminInvitations from "./admin-invitations.ts";
import { homeCallsOf } from "./admin-home.ts";
import * as adminInvestor from "./admin-investor.ts";
import * as adminLeads from "./admin-leads.ts";
import * as adminNews from "./admin-news.ts";
import * as adminRouting from "./admin-routing.ts";
import * as adminSavedFilters from "./admin-saved-filters.ts";
import * as adminSearches from "./admin-searches.ts";
import * as adminSettings from "./admin-settings.ts";
import * as adminTraffic from "./admin-traffic.ts";
import * as adminTwoStep from "./admin-two-step.ts";
import * as adminUsers from "./admin-users.ts";
import * as analytics from "./analytics.ts";
import * as auth from "./auth.ts";
import { routeOf, type Call } from "./call.ts";
import * as content from "./content.ts";
import * as homeContent from "./home-content.ts";
import * as leads from "./leads.ts";

/**
 * Every contract of the API, for what must see them all: the OpenAPI test, and the build, which
 * hands the browser the list of sealed calls. Never imported by a page (it holds every schema).
 */
const isCall = (value: unknown): value is Call =>
  typeof value === "object" && value !== null && "method" in value && "path" in value && "answer" in value;

export const allCalls: Call[] = [
  account,
  auth,
  content,
  homeContent,
  leads,
  adminLeads,
  adminFiles,
  adminNews,
  adminRouting,
  adminSavedFilters,
  adminSearches,
  adminInvestor,
  adminUsers,
  adminInvitations,
  adminAudit,
  adminTwoStep,
  adminSettings,
  adminDictionaries,
  adminTraffic,
  analytics,
  // One set of calls per home list.
  ...Object.values(homeCallsOf),
].flatMap((module) => Object.values(module).filter(isCall));

/**
 * "METHOD /path" of every call whose body and answer travel sealed (`encrypted`). The build defines
 * it for the browser's request layer (`import.meta.env.ENCRYPTED_CALLS` in vite.config.ts), which seals exactly
 * these: the flag is written once, in the contract.
 */
export const encryptedCallRoutes = (): string[] => allCalls.filter((call) => call.encrypted).map((call) => routeOf(call));
