import { redirect } from "react-router";
import type { Route } from "./+types/root-redirect";
import { hasEnglishPrefix } from "../../common/language.ts";

/** "/" (and "/en") redirect to the home page of their language. */
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  throw redirect((hasEnglishPrefix(url.pathname) ? "/en/index" : "/index") + url.search);
}

export default function RootRedirect() {
  return null;
}
