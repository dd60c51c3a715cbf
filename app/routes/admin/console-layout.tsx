import { useCallback, useState } from "react";
import { NavLink, Outlet, useNavigate } from "react-router";
import type { Route } from "./+types/console-layout";
import { PERMISSIONS, staffRolesOf } from "../../../common/staff-roles.ts";
import { useConsoleTexts } from "../../components/admin/console-texts.ts";
import { useLeadPulsePolling } from "../../components/admin/lead-pulse.ts";
import { TagsStrip } from "../../components/admin/tags-strip.tsx";
import { usePermission } from "../../components/admin/use-console-page.ts";
import { TwoStepGate } from "../../components/admin/two-step-gate.tsx";
import { useStaffAccess } from "../../components/admin/use-staff-access.ts";
import { HasPermission } from "../../components/auth/has-permission.tsx";
import { adminCatalogs } from "../../i18n/admin-catalogs.ts";
import { logout } from "../../lib/auth/session.ts";
import { cookieStorage } from "../../stores/key-value-storage.ts";
import { STORAGE_KEYS } from "../../../common/constants.ts";
import { displayName, useUserStore } from "../../stores/user-store.ts";
import { fill } from "../../lib/fill.ts";
import "../../styles/admin.css";

/** The console's screens: path under /admin, menu text key, and the permission that shows it. */
export const CONSOLE_SCREENS = [
  { path: "/admin", key: "dashboard", permission: PERMISSIONS.console },
  { path: "/admin/leads", key: "leads", permission: PERMISSIONS.leadList },
  { path: "/admin/routing", key: "routing", permission: PERMISSIONS.leadRouting },
  { path: "/admin/traffic", key: "traffic", permission: PERMISSIONS.trafficView },
  { path: "/admin/searches", key: "searches", permission: PERMISSIONS.searchStats },
  { path: "/admin/users", key: "users", permission: PERMISSIONS.userList },
  { path: "/admin/audit", key: "audit", permission: PERMISSIONS.auditList },
  { path: "/admin/home", key: "home", permission: PERMISSIONS.homeEdit },
  { path: "/admin/dictionaries", key: "dictionaries", permission: PERMISSIONS.dictEdit },
  { path: "/admin/settings", key: "settings", permission: PERMISSIONS.settingsEdit },
  { path: "/admin/news", key: "news", permission: PERMISSIONS.newsEdit },
  { path: "/admin/files", key: "files", permission: PERMISSIONS.fileEdit },
  { path: "/admin/investor", key: "investor", permission: PERMISSIONS.investorEdit },
  { path: "/admin/security", key: "security", permission: PERMISSIONS.console },
] as const;

const GATE_MODES = { twoStep: "verify", twoStepEnrol: "enrol", twoStepRecovered: "recovered" } as const;

export function meta({ matches }: Route.MetaArgs) {
  const root = matches[0]?.loaderData as { language?: "zh_CN" | "en_US" } | undefined;
  return [{ title: adminCatalogs[root?.language ?? "zh_CN"].title }, { name: "robots", content: "noindex" }];
}

/** Console pages are personal: no shared cache (the page cache included) may keep them. */
export function headers() {
  return { "Cache-Control": "no-store" };
}

export default function ConsoleLayout() {
  const { access, recoveryCodesLeft, passedTwoStep } = useStaffAccess();
  const { t, language } = useConsoleTexts();
  const user = useUserStore((state) => state.user);
  const roles = useUserStore((state) => state.roles);
  const navigate = useNavigate();
  const [menuOpen, setMenuOpen] = useState(false);
  // New leads are counted in the title on every console screen, so a background tab shows them.
  const seesLeads = usePermission(PERMISSIONS.leadList);
  useLeadPulsePolling(access === "staff" && seesLeads, t.title);

  const screenTitle = useCallback(
    (pathname: string) => {
      const screen = CONSOLE_SCREENS.find((entry) => entry.path === pathname);
      if (screen) return t.nav[screen.key];
      // The article editor is a screen of its own: a tab per article, so two can stay open side by side.
      if (pathname === "/admin/news/new") return t.articleTabs.new;
      const article = /^\/admin\/news\/(\d+)$/.exec(pathname)?.[1];
      return article ? fill(t.articleTabs.edit, { id: article }) : "";
    },
    [t],
  );

  if (access === "checking") {
    return (
      <main className="console-status" aria-busy="true">
        <p>{t.loading}</p>
      </main>
    );
  }
  const signOut = async () => {
    await logout();
    void navigate("/login", { replace: true });
  };

  if (access === "twoStep" || access === "twoStepEnrol" || access === "twoStepRecovered") {
    return (
      <TwoStepGate
        mode={GATE_MODES[access]}
        recoveryCodesLeft={recoveryCodesLeft}
        onDone={passedTwoStep}
        onSignOut={() => void signOut()}
      />
    );
  }
  if (access !== "staff") {
    return (
      <main className="console-status" data-console-forbidden={access === "forbidden" ? "" : undefined}>
        <h1>{access === "forbidden" ? t.forbiddenTitle : t.loadFailed}</h1>
        {access === "forbidden" && <p>{t.forbiddenBody}</p>}
        <a className="console-button" href="/index">
          {t.backToSite}
        </a>
      </main>
    );
  }

  return (
    <div className="console" data-console="">
      <header className="console-header">
        <button
          type="button"
          className="console-menu-toggle"
          aria-expanded={menuOpen}
          aria-controls="console-menu"
          onClick={() => setMenuOpen(!menuOpen)}
        >
          {t.openMenu}
        </button>
        <strong className="console-title">{t.title}</strong>
        <span className="console-user">
          {displayName(user)} ·{" "}
          {staffRolesOf(roles)
            .map((role) => t.roles[role])
            .join(" / ")}
        </span>
        <button
          type="button"
          className="console-button"
          lang={language === "zh_CN" ? "en" : "zh-CN"}
          onClick={() => {
            // The saved language choice the server renders from (app-store's changeLanguage writes the same cookie).
            cookieStorage().setItem(STORAGE_KEYS.language, language === "zh_CN" ? "en_US" : "zh_CN");
            window.location.reload();
          }}
        >
          {t.otherLanguage}
        </button>
        <button type="button" className="console-button" onClick={() => void signOut()}>
          {t.signOut}
        </button>
      </header>
      <nav id="console-menu" className="console-menu" aria-label={t.menuLabel} data-open={menuOpen}>
        <ul>
          {CONSOLE_SCREENS.map((screen) => (
            <HasPermission key={screen.key} value={[screen.permission]}>
              <li>
                <NavLink to={screen.path} end onClick={() => setMenuOpen(false)}>
                  {t.nav[screen.key]}
                </NavLink>
              </li>
            </HasPermission>
          ))}
        </ul>
        <a className="console-menu-site" href="/index">
          {t.backToSite}
        </a>
      </nav>
      <div className="console-main">
        <TagsStrip titleOf={screenTitle} home="/admin" />
        <main className="console-content" id="console-content">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
