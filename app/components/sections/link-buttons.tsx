import type { Cta } from "../../../content/types.ts";
import { AppLink } from "../ui/app-link.tsx";

/** A row of outlined link buttons: where a page's contact block sends the visitor next. */
export function LinkButtons({ links }: { links: Cta[] }) {
  return (
    <div className="button-row">
      {links.map((link) => (
        <AppLink key={link.to} to={link.to} className="button button-outline">
          {link.label}
        </AppLink>
      ))}
    </div>
  );
}
