import type { Cta } from "../../../content/types.ts";
import { BookingCta } from "../booking/booking-cta.tsx";
import { AppLink } from "../ui/app-link.tsx";

/** A link, or the demo booking (`{ booking: label }`). */
export type CtaAction = Cta | { booking: string };

interface CtaBandProps {
  id?: string;
  title: string;
  body: string;
  primary: CtaAction;
  secondary?: CtaAction;
}

function Action({ action, className }: { action: CtaAction; className: string }) {
  if ("booking" in action) return <BookingCta label={action.booking} className={className} />;
  return (
    <AppLink to={action.to} className={className}>
      {action.label}
    </AppLink>
  );
}

/** The dark closing band of a page with one or two calls to action. */
export function CtaBand({ id = "cta", title, body, primary, secondary }: CtaBandProps) {
  return (
    <section className="cta-band" aria-labelledby={`${id}-title`}>
      <div className="container cta-inner">
        <div>
          <h2 id={`${id}-title`}>{title}</h2>
          <p>{body}</p>
        </div>
        <div className="button-row">
          <Action action={primary} className="button button-primary button-large" />
          {secondary ? <Action action={secondary} className="button button-ghost button-large" /> : null}
        </div>
      </div>
    </section>
  );
}
