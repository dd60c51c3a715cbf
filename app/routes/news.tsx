import { PagePlaceholder } from "../components/layout/page-placeholder.tsx";
import { pageMeta } from "../lib/page-meta.ts";

export const meta = pageMeta;

export default function Page() {
  return <PagePlaceholder />;
}
