import { useLocation } from "react-router";
import { AppLink } from "../ui/app-link.tsx";

/**
 * Entry to the demo booking. Booking requires an account (spec section 6), so until the booking
 * dialog exists this leads to the log-in page and back.
 */
export function BookingCta({ label, className = "button button-primary" }: { label: string; className?: string }) {
  const { pathname } = useLocation();
  return (
    <AppLink to={`/login?redirect=${encodeURIComponent(pathname)}`} className={className} data-booking-cta="">
      {label}
    </AppLink>
  );
}
