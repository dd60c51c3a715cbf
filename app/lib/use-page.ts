import { useMatches } from "react-router";
import { pageOfRouteId, type PageEntry } from "../page-registry.ts";

/** The registry entry of the page being shown. */
export function usePage(): PageEntry {
  const page = pageOfRouteId(useMatches().at(-1)?.id);
  if (!page) throw new Error("usePage() used outside a page route");
  return page;
}
