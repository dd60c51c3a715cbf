import { redirect } from "react-router";
import type { Route } from "./+types/redirect";
import { hasEnglishPrefix } from "../../common/language.ts";
import { sameOriginPath } from "../../common/same-origin-path.ts";

/**
 * The refresh helper: /redirect/{path} re-navigates to /{path}. Leading slashes, backslashes and
 * blanks are dropped and the result must be a path of this site (common/same-origin-path.ts), so
 * that neither "/redirect//evil.example" nor "/redirect/%09/evil.example" leaves the site; a target
 * that still fails goes to the home page.
 */
export function loader({ params, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const english = hasEnglishPrefix(url.pathname);
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is dropped
  const target = (params["*"] ?? "").replace(/^[/\\\s\u0000-\u001f\u007f]+/, "");
  const path = sameOriginPath(`${english ? "/en" : ""}/${target}${url.search}`);
  throw redirect(path ?? (english ? "/en/index" : "/index"));
}

export default function Redirect() {
  return null;
}
