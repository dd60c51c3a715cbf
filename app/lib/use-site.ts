import { useRouteLoaderData } from "react-router";
import type { loader as rootLoader } from "../root.tsx";
import { localizePath } from "../../common/language.ts";
import { catalogs } from "../i18n/catalogs.ts";

/** Language and site settings resolved by the root loader for this request, and the language's interface text. */
export function useSite() {
  const data = useRouteLoaderData<typeof rootLoader>("root");
  if (!data) throw new Error("useSite() used outside the root route");
  return { ...data, messages: catalogs[data.language], localize: (path: string) => localizePath(path, data.englishPrefix) };
}
