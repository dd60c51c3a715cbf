import { useEffect } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { useStore } from "zustand";
import { fill } from "../../lib/fill.ts";
import { createTagsViewStore } from "../../stores/tags-view-store.ts";
import { useConsoleTexts } from "./console-texts.ts";

/** The console's visited tabs (the tags-view store of spec section 3 belongs to the console). */
export const tagsViewStore = createTagsViewStore();

/**
 * The console's open-pages strip, on the tags-view store of spec section 3: each screen visited
 * becomes a tab; the dashboard is affixed; closing the current tab goes to the last one left.
 */
export function TagsStrip({ titleOf, home }: { titleOf: (pathname: string) => string; home: string }) {
  const { t } = useConsoleTexts();
  const location = useLocation();
  const navigate = useNavigate();
  const views = useStore(tagsViewStore, (state) => state.visitedViews);
  const title = titleOf(location.pathname);

  useEffect(() => {
    const store = tagsViewStore.getState();
    store.addView({ path: home, name: home, meta: { title: titleOf(home), affix: true } });
    if (title) store.addView({ path: location.pathname, name: location.pathname, meta: { title } });
  }, [home, location.pathname, title, titleOf]);

  const close = (path: string) => {
    const view = views.find((entry) => entry.path === path);
    if (!view) return;
    tagsViewStore.getState().delView(view);
    if (path === location.pathname) void navigate(tagsViewStore.getState().visitedViews.at(-1)?.path ?? home);
  };

  return (
    <nav className="console-tags" aria-label={t.tabsLabel}>
      <ul>
        {views.map((view) => (
          <li key={view.path} data-active={view.path === location.pathname}>
            <Link to={view.path} aria-current={view.path === location.pathname ? "page" : undefined}>
              {titleOf(view.path) || view.title}
            </Link>
            {!view.meta.affix && (
              <button
                type="button"
                aria-label={fill(t.closeTab, { title: titleOf(view.path) || view.title })}
                onClick={() => close(view.path)}
              >
                ×
              </button>
            )}
          </li>
        ))}
      </ul>
      {views.length > 2 && (
        <button
          type="button"
          className="console-tags-others"
          onClick={() => tagsViewStore.getState().delOthersViews({ path: location.pathname, name: location.pathname, meta: {} })}
        >
          {t.closeOthers}
        </button>
      )}
    </nav>
  );
}
