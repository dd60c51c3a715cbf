import type { MetaDescriptor } from "react-router";
import type { loader as rootLoader } from "../root.tsx";
import { pageOfRouteId } from "../page-registry.ts";
import { settingsDefaults } from "../stores/settings-store.ts";
import { documentTitle } from "./document-title.ts";

type RootData = Awaited<ReturnType<typeof rootLoader>>;

interface MetaMatch {
  id: string;
  loaderData?: unknown;
}

/**
 * Document title of the page being shown. React Router only hands a route's meta function the
 * matches above it, so each page module exports this rather than the root computing it.
 */
export function pageMeta({ matches }: { matches: ReadonlyArray<MetaMatch | undefined> }): MetaDescriptor[] {
  const root = matches[0]?.loaderData as RootData | undefined;
  if (!root) return [];
  const page = pageOfRouteId(matches.at(-1)?.id);
  return [{ title: documentTitle(page?.title[root.language], root.messages.site.tagline, settingsDefaults.dynamicTitle) }];
}
