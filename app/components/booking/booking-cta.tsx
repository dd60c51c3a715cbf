import { lazy, Suspense, useEffect, useRef, useState, useSyncExternalStore } from "react";
import { useLocation, useNavigate } from "react-router";
import { useSite } from "../../lib/use-site.ts";
import { userStore } from "../../stores/user-store.ts";

// Loaded on first use (or when the pointer first comes near a button): pages pay nothing for it.
const loadBookingDialog = () => import("./booking-dialog.tsx");
const BookingDialog = lazy(loadBookingDialog);

const noSubscription = () => () => {};

/** False while the server's HTML is being hydrated, true afterwards (and on client navigations). */
function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/** 1-4 from a `data-demand-type` around the button (a product's own call to action), if any. */
function demandTypeAround(element: HTMLElement): string | undefined {
  const value = element.closest<HTMLElement>("[data-demand-type]")?.dataset.demandType;
  return value && /^[1-5]$/.test(value) ? value : undefined;
}

interface BookingCtaProps {
  label: string;
  className?: string;
  /** Preselects the demand type (dictionary web_demand_type, 1-5) in the booking form. */
  demandType?: number;
}

/**
 * Entry to the demo booking (spec sections 4 and 6). Booking requires an account: logged out, a
 * warning dialog offers to stay or to log in (and come back); logged in, the booking dialog opens
 * prefilled from the account. The server renders a link to the log-in page, so the button works
 * before the scripts have loaded (or without them); once hydrated it becomes a dialog button.
 */
export function BookingCta({ label, className = "button button-primary", demandType }: BookingCtaProps) {
  const location = useLocation();
  const navigate = useNavigate();
  const { localize } = useSite();
  const hydrated = useHydrated();
  const [open, setOpen] = useState<{ demandType: string | undefined; opener: HTMLElement } | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  const returnPath = `${location.pathname}${location.search}`;
  const loginPath = `${localize("/login")}?redirect=${encodeURIComponent(returnPath)}`;

  // Back from "log in now" (warning-dialog.ts): carry on with the booking the visitor started.
  useEffect(() => {
    if (!hydrated || !button.current) return;
    const state = userStore.getState();
    if (!state.restored) state.restore();
    if (!userStore.getState().isLogin) return;
    const opener = button.current;
    // Signed-in visitors only, so the module is not part of every page's first load.
    void import("./booking-intent.ts").then(({ takeBookingIntent }) => {
      const intent = takeBookingIntent(returnPath);
      if (intent && opener.isConnected) setOpen({ demandType: intent.demandType, opener });
    });
  }, [hydrated, returnPath]);

  if (!hydrated) {
    return (
      <a href={loginPath} className={className} data-booking-cta="">
        {label}
      </a>
    );
  }

  const start = (event: React.MouseEvent<HTMLButtonElement>) => {
    const opener = event.currentTarget;
    const state = userStore.getState();
    if (!state.restored) state.restore();
    const chosenType = demandType === undefined ? demandTypeAround(opener) : String(demandType);
    if (!userStore.getState().isLogin) {
      void import("./warning-dialog.ts").then(({ warnLoggedOut }) =>
        warnLoggedOut({ loginPath, navigate, returnPath, demandType: chosenType }),
      );
      return;
    }
    setOpen({ demandType: chosenType, opener });
  };

  return (
    <>
      <button
        ref={button}
        type="button"
        className={className}
        data-booking-cta=""
        aria-haspopup="dialog"
        onClick={start}
        onPointerEnter={() => void loadBookingDialog()}
        onFocus={() => void loadBookingDialog()}
      >
        {label}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <BookingDialog
            demandType={open.demandType}
            onClose={() => {
              setOpen(null);
              if (open.opener.isConnected) open.opener.focus();
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
