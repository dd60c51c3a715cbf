import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { NAV_SCROLL_THRESHOLD_PX } from "../../../common/constants.ts";
import { buildMenu, isExternalLink, isItemActive, isLinkActive, isMenuGroup, type MenuGroup, type MenuLink } from "../../lib/menu.ts";
import { useSite } from "../../lib/use-site.ts";
import { AppLink } from "../ui/app-link.tsx";
import { ChevronDownIcon, CloseIcon, ExternalIcon, MenuIcon } from "../ui/icons.tsx";
import { useDisclosure } from "../ui/use-disclosure.ts";
import { useScrolledPast } from "../ui/use-scrolled-past.ts";
import { NavAccount } from "../auth/account-menu.tsx";
import { LanguageSwitch } from "./language-switch.tsx";
import { Logo } from "./logo.tsx";
import { NavSearch } from "./nav-search.tsx";

function MenuEntry({ link, pathname }: { link: MenuLink; pathname: string }) {
  const { messages } = useSite();
  const active = isLinkActive(link, pathname);
  return (
    <AppLink
      to={link.to}
      className="menu-link"
      data-active={active || undefined}
      aria-current={active ? "page" : undefined}
      data-menu-key={link.key}
    >
      {messages.menu[link.key]}
      {link.hot ? <span className="hot-badge">{messages.menu.hot}</span> : null}
      {isExternalLink(link) ? <ExternalIcon size={14} /> : null}
    </AppLink>
  );
}

function MenuDropdown({ group, pathname }: { group: MenuGroup; pathname: string }) {
  const { messages } = useSite();
  const { open, rootProps, buttonProps, panelProps } = useDisclosure({ openOnHover: true });
  const active = isItemActive(group, pathname);
  return (
    <div className="menu-dropdown" data-open={open} {...rootProps}>
      <button className="menu-link" data-active={active || undefined} data-menu-key={group.key} {...buttonProps}>
        {messages.menu[group.key]}
        <ChevronDownIcon size={14} className="chevron" />
      </button>
      <ul className="dropdown-panel" {...panelProps}>
        {group.children.map((child) => (
          <li key={child.key}>
            <MenuEntry link={child} pathname={pathname} />
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * Fixed top navigation. Past 200 px of scrolling the bar takes its scrolled style; the home page
 * starts with a transparent bar and light logo over the hero.
 */
export function NavBar({ home }: { home: boolean }) {
  const { site, messages } = useSite();
  const { pathname } = useLocation();
  const scrolled = useScrolledPast(NAV_SCROLL_THRESHOLD_PX);
  // The mobile menu belongs to the page it was opened on, so navigating closes it.
  const [mobileOpenAt, setMobileOpenAt] = useState<string | null>(null);
  const mobileOpen = mobileOpenAt === pathname;
  const mobileToggle = useRef<HTMLButtonElement>(null);
  const menu = buildMenu(site.parentCompanyUrl);
  useEffect(() => {
    if (!mobileOpen) return;
    // Escape closes the phone menu and hands focus back to the button that opened it. A dropdown
    // inside the menu handles its own Escape first (use-disclosure.ts), and stops here.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || event.defaultPrevented) return;
      setMobileOpenAt(null);
      mobileToggle.current?.focus();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [mobileOpen]);

  return (
    <header className="nav-bar" data-scrolled={scrolled} data-home={home} data-mobile-open={mobileOpen}>
      <div className="container nav-inner">
        <Logo />
        <button
          ref={mobileToggle}
          type="button"
          className="nav-button mobile-toggle"
          aria-expanded={mobileOpen}
          aria-controls="main-menu"
          aria-label={mobileOpen ? messages.menu.closeMenu : messages.menu.openMenu}
          onClick={() => setMobileOpenAt(mobileOpen ? null : pathname)}
        >
          {mobileOpen ? <CloseIcon /> : <MenuIcon />}
        </button>
        <nav id="main-menu" className="main-menu" aria-label={messages.menu.mainNavigation}>
          <ul className="menu-list">
            {menu.map((item) => (
              <li key={item.key}>
                {isMenuGroup(item) ? <MenuDropdown group={item} pathname={pathname} /> : <MenuEntry link={item} pathname={pathname} />}
              </li>
            ))}
          </ul>
          <div className="nav-actions">
            <NavSearch />
            <LanguageSwitch />
            <NavAccount />
          </div>
        </nav>
      </div>
    </header>
  );
}
