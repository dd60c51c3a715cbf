import { useRouteLoaderData } from "react-router";
import type { loader as rootLoader } from "../root.tsx";
import { localizePath } from "../../common/language.ts";

/** Language, interface text and site settings resolved by the root loader for this request. */
export function useSite() {
  const data = useRouteLoaderData<typeof rootLoader>("root");
  if (!data) throw new Error("useSite() used outside the root route");
  return { ...data, localize: (path: string) => localizePath(path, data.englishPrefix) };
}
