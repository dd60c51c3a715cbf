import { useEffect, useRef, useState } from "react";
import { fill } from "../../lib/fill.ts";
import { useSite } from "../../lib/use-site.ts";
import { avatarOf, displayName, USER_INFO_STORAGE_KEY, userStore, useUserStore } from "../../stores/user-store.ts";
import { AppLink } from "../ui/app-link.tsx";
import { ChevronDownIcon } from "../ui/icons.tsx";
import { useDisclosure } from "../ui/use-disclosure.ts";

const AVATAR_PX = 28;
// Both states take the same width, so the bar does not shift when the account appears.
const AREA_STYLE: React.CSSProperties = { display: "flex", alignItems: "center", justifyContent: "flex-end", gap: 12, minWidth: 172 };
const NAME_STYLE: React.CSSProperties = { maxWidth: 96, overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap" };

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

function AccountDisclosure({ onLoggedOut }: { onLoggedOut(): void }) {
  const { messages } = useSite();
  const t = messages.account;
  const user = useUserStore((state) => state.user);
  const { open, rootProps, buttonProps, panelProps } = useDisclosure();
  const [pending, setPending] = useState(false);
  const name = displayName(user);

  const logout = async () => {
    setPending(true);
    const [{ logout: run }, { toast }] = await Promise.all([import("../../lib/auth/session.ts"), import("../ui/notify.ts")]);
    await run();
    setPending(false);
    toast("success", t.loggedOut);
    onLoggedOut();
  };

  return (
    <div className="account-menu" style={{ position: "relative" }} data-open={open} {...rootProps}>
      <button className="nav-button" aria-label={fill(t.menu, { name })} data-account-name={name} {...buttonProps}>
        <img src={avatarOf(user)} alt="" width={AVATAR_PX} height={AVATAR_PX} style={{ borderRadius: "50%", objectFit: "cover" }} />
        <span style={NAME_STYLE}>{name}</span>
        <ChevronDownIcon size={14} />
      </button>
      <div className="dropdown-panel language-panel" {...panelProps}>
        <p style={{ margin: "4px 14px 8px", fontSize: 13, color: "var(--color-text-muted)" }}>
          {t.signedInAs}
          <br />
          <strong style={{ color: "var(--color-text)", overflowWrap: "anywhere" }}>{user?.webEmail || user?.webUser || name}</strong>
        </p>
        <AppLink to="/account" className="dropdown-item" data-account-link="">
          {t.myAccount}
        </AppLink>
        <button type="button" className="dropdown-item" data-action="logout" disabled={pending} onClick={() => void logout()}>
          {pending ? t.loggingOut : t.logout}
        </button>
      </div>
    </div>
  );
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
    <div className="nav-account" style={AREA_STYLE} ref={areaRef}>
      {isLogin ? (
        <AccountDisclosure onLoggedOut={focusLoginLink} />
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
