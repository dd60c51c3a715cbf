import { createStore } from "zustand/vanilla";

export interface TagViewMeta {
  title?: string;
  affix?: boolean;
  noCache?: boolean;
}

export interface TagView {
  path: string;
  /** Route name: the key of the cached views. */
  name?: string;
  title: string;
  meta: TagViewMeta;
  /** True when the route has parameters; such views are not removed from the cache on close. */
  dynamic?: boolean;
}

export type RouteLike = Omit<TagView, "title">;

export interface TagsViewState {
  visitedViews: TagView[];
  cachedViews: string[];
  addView(route: RouteLike): void;
  delView(route: RouteLike): void;
  delOthersViews(route: RouteLike): void;
  delAllViews(): void;
  delLeftTags(route: RouteLike): void;
  delRightTags(route: RouteLike): void;
  updateVisitedView(route: RouteLike & Partial<Pick<TagView, "title">>): void;
}

export const NO_NAME_TITLE = "no-name";

function toView(route: RouteLike): TagView {
  return { ...route, title: route.meta.title || NO_NAME_TITLE };
}

/** Tags-view store of spec section 3 (visited tabs and the route names kept cached). */
export function createTagsViewStore() {
  return createStore<TagsViewState>()((set, get) => {
    const withoutCached = (names: Array<string | undefined>) => get().cachedViews.filter((name) => !names.includes(name));
    const deleteSide = (route: RouteLike, side: "left" | "right") => {
      const { visitedViews } = get();
      const index = visitedViews.findIndex((view) => view.path === route.path);
      // The reference never settles when the tab is unknown; here that is simply a no-op.
      if (index === -1) return;
      const removed = visitedViews.filter((view, i) => !view.meta.affix && (side === "left" ? i < index : i > index));
      set({
        visitedViews: visitedViews.filter((view) => !removed.includes(view)),
        cachedViews: withoutCached(removed.map((view) => view.name)),
      });
    };
    return {
      visitedViews: [],
      cachedViews: [],
      addView: (route) => {
        const { visitedViews, cachedViews } = get();
        const visited = visitedViews.some((view) => view.path === route.path) ? visitedViews : [...visitedViews, toView(route)];
        const cacheable = route.name && !route.meta.noCache && !cachedViews.includes(route.name);
        set({ visitedViews: visited, cachedViews: cacheable && route.name ? [...cachedViews, route.name] : cachedViews });
      },
      delView: (route) => {
        set({
          visitedViews: get().visitedViews.filter((view) => view.path !== route.path),
          cachedViews: route.dynamic ? get().cachedViews : withoutCached([route.name]),
        });
      },
      delOthersViews: (route) => {
        set({
          visitedViews: get().visitedViews.filter((view) => view.meta.affix || view.path === route.path),
          cachedViews: route.name && get().cachedViews.includes(route.name) ? [route.name] : [],
        });
      },
      delAllViews: () => set({ visitedViews: get().visitedViews.filter((view) => view.meta.affix), cachedViews: [] }),
      delLeftTags: (route) => deleteSide(route, "left"),
      delRightTags: (route) => deleteSide(route, "right"),
      updateVisitedView: (route) => {
        set({ visitedViews: get().visitedViews.map((view) => (view.path === route.path ? { ...view, ...route } : view)) });
      },
    };
  });
}

/** The browser's instance, for the console (kept out of stores.ts: the public pages never load it). */
export const tagsViewStore = createTagsViewStore();
