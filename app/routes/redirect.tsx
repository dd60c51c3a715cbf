import { redirect } from "react-router";
import type { Route } from "./+types/redirect";
import { hasEnglishPrefix } from "../../common/language.ts";

/**
 * The refresh helper: /redirect/{path} re-navigates to /{path}. Leading slashes and backslashes
 * are dropped so that "/redirect//evil.example" cannot become a protocol-relative address.
 */
export function loader({ params, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const target = (params["*"] ?? "").replace(/^[/\\]+/, "");
  const prefix = hasEnglishPrefix(url.pathname) ? "/en" : "";
  throw redirect(`${prefix}/${target}${url.search}`);
}

export default function Redirect() {
  return null;
}
