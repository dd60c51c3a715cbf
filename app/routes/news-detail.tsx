import { redirect } from "react-router";
import type { Route } from "./+types/news-detail";
import { PagePlaceholder } from "../components/layout/page-placeholder.tsx";
import { hasEnglishPrefix } from "../lib/language.ts";
import { pageMeta } from "../lib/page-meta.ts";

/** Spec section 2: the id is numeric only; anything else goes to the home page. */
export function loader({ params, request }: Route.LoaderArgs) {
  if (!/^\d+$/.test(params.id)) throw redirect(hasEnglishPrefix(new URL(request.url).pathname) ? "/en/index" : "/index");
  return { id: params.id };
}

export const meta = pageMeta;

export default function NewsDetail() {
  return <PagePlaceholder />;
}
