import { redirect } from "react-router";
import type { Route } from "./+types/not-found-redirect";
import { hasEnglishPrefix } from "../../common/language.ts";

/** Spec section 2: unmatched paths redirect to the home page. */
export function loader({ request }: Route.LoaderArgs) {
  throw redirect(hasEnglishPrefix(new URL(request.url).pathname) ? "/en/index" : "/index");
}

export default function NotFoundRedirect() {
  return null;
}
