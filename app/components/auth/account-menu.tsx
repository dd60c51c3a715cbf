import { lazy, Suspense, useEffect, useRef } from "react";
import { useSite } from "../../lib/use-site.ts";
import { USER_INFO_STORAGE_KEY, userStore, useUserStore } from "../../stores/user-store.ts";
import { AppLink } from "../ui/app-link.tsx";

// Most visitors are not signed in: the account menu's code loads only for those who are.
const AccountDisclosure = lazy(() => import("./account-disclosure.tsx"));

/** Reads the cached login once the page is interactive, and keeps it fresh and in step with other tabs. */
function useRestoredSession() {
  useEffect(() => {
    const state = userStore.getState();
    if (!state.restored) {
      state.restore();
      // The cache may be stale (session revoked elsewhere): re-read it quietly in the background.
      if (userStore.getState().isLogin) void import("../../lib/auth/session.ts").then(({ refreshUserInfo }) => refreshUserInfo());
    }
    const onStorage = (event: StorageEvent) => {
      if (event.key === USER_INFO_STORAGE_KEY || event.key === null) userStore.getState().restore();
    };
    window.addEventListener("storage", onStorage);
    return () => window.removeEventListener("storage", onStorage);
  }, []);
}

/**
 * The account area of the navigation bar. The server renders the logged-out links (pages are the
 * same for every visitor and cached); after hydration a signed-in visitor sees the avatar (or the
 * placeholder) and nickname, with a menu that logs out.
 */
export function NavAccount() {
  const { messages } = useSite();
  useRestoredSession();
  const isLogin = useUserStore((state) => state.isLogin);
  const areaRef = useRef<HTMLDivElement>(null);
  // Logging out removes the menu that had focus: hand focus to the log-in link that replaces it.
  const focusLoginLink = () => requestAnimationFrame(() => areaRef.current?.querySelector("a")?.focus());

  return (
    <div className="nav-account" ref={areaRef}>
      {isLogin ? (
        <Suspense fallback={null}>
          <AccountDisclosure onLoggedOut={focusLoginLink} />
        </Suspense>
      ) : (
        <>
          <AppLink to="/login" className="nav-text-link">
            {messages.account.login}
          </AppLink>
          <AppLink to="/register" className="button button-primary button-small">
            {messages.account.register}
          </AppLink>
        </>
      )}
    </div>
  );
}
