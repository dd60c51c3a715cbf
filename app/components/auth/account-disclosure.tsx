import { useState } from "react";
import { fill } from "../../lib/fill.ts";
import { useSite } from "../../lib/use-site.ts";
import { avatarOf, displayName, useUserStore } from "../../stores/user-store.ts";
import { AppLink } from "../ui/app-link.tsx";
import { ChevronDownIcon } from "../ui/icons.tsx";
import { useDisclosure } from "../ui/use-disclosure.ts";

const AVATAR_PX = 28;
const NAME_STYLE: React.CSSProperties = { maxWidth: 96, overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap" };

/** The signed-in visitor's avatar, name and log-out menu (loaded only for signed-in visitors). */
export default function AccountDisclosure({ onLoggedOut }: { onLoggedOut(): void }) {
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
