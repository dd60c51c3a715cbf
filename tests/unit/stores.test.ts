import { describe, expect, it } from "vitest";
import { createAppStore } from "../../app/stores/app-store.ts";
import { memoryStorage } from "../../app/stores/key-value-storage.ts";
import { createSettingsStore, LAYOUT_SETTING_KEY, settingsDefaults } from "../../app/stores/settings-store.ts";
import { createTagsViewStore, NO_NAME_TITLE, type RouteLike } from "../../app/stores/tags-view-store.ts";

describe("settings store", () => {
  it("starts with the defaults of spec section 3", () => {
    const state = createSettingsStore(memoryStorage()).getState();
    expect({
      theme: state.theme,
      sideTheme: state.sideTheme,
      showSettings: state.showSettings,
      topNav: state.topNav,
      tagsView: state.tagsView,
      fixedHeader: state.fixedHeader,
      sidebarLogo: state.sidebarLogo,
      dynamicTitle: state.dynamicTitle,
      animationEnable: state.animationEnable,
      dark: state.dark,
    }).toEqual({
      theme: "#ff5c01",
      sideTheme: "theme-light",
      showSettings: false,
      topNav: true,
      tagsView: true,
      fixedHeader: true,
      sidebarLogo: true,
      dynamicTitle: true,
      animationEnable: false,
      dark: false,
    });
  });

  it("saves only the persisted keys and restores them; reset returns to the defaults", () => {
    const storage = memoryStorage();
    const store = createSettingsStore(storage);
    store.getState().change("dynamicTitle", false);
    store.getState().change("dark", true);
    store.getState().save();
    expect(JSON.parse(storage.getItem(LAYOUT_SETTING_KEY) ?? "{}")).not.toHaveProperty("dark");
    const restored = createSettingsStore(storage).getState();
    expect(restored.dynamicTitle).toBe(false);
    expect(restored.dark).toBe(false);
    restored.reset();
    expect(storage.getItem(LAYOUT_SETTING_KEY)).toBeNull();
    expect(createSettingsStore(storage).getState().dynamicTitle).toBe(settingsDefaults.dynamicTitle);
  });

  it("ignores a corrupt saved value", () => {
    const state = createSettingsStore(memoryStorage({ [LAYOUT_SETTING_KEY]: "{not json" })).getState();
    expect(state.topNav).toBe(true);
  });
});

describe("app store", () => {
  it("starts open on desktop, default size, Chinese", () => {
    const state = createAppStore(memoryStorage()).getState();
    expect(state.sidebar).toEqual({ opened: true, withoutAnimation: false, hide: false });
    expect(state.device).toBe("desktop");
    expect(state.size).toBe("default");
    expect(state.language).toBe("zh_CN");
  });

  it("persists the sidebar as 1/0 under sidebarStatus", () => {
    const storage = memoryStorage();
    const store = createAppStore(storage);
    store.getState().toggleSideBar();
    expect(storage.getItem("sidebarStatus")).toBe("0");
    expect(createAppStore(storage).getState().sidebar.opened).toBe(false);
    store.getState().toggleSideBar(true);
    expect(storage.getItem("sidebarStatus")).toBe("1");
    expect(store.getState().sidebar.withoutAnimation).toBe(true);
    store.getState().closeSideBar();
    expect(storage.getItem("sidebarStatus")).toBe("0");
  });

  it("does not toggle a hidden sidebar", () => {
    const store = createAppStore(memoryStorage());
    store.getState().toggleSideBarHide(true);
    store.getState().toggleSideBar();
    expect(store.getState().sidebar.opened).toBe(true);
  });

  it("saves size under size and the language in its own storage", () => {
    const storage = memoryStorage();
    const languageStorage = memoryStorage();
    const store = createAppStore(storage, languageStorage);
    store.getState().setSize("small");
    store.getState().changeLanguage("en_US");
    store.getState().toggleDevice("mobile");
    expect(storage.getItem("size")).toBe("small");
    expect(languageStorage.getItem("language")).toBe("en_US");
    expect(storage.getItem("language")).toBeNull();
    const restored = createAppStore(storage, languageStorage).getState();
    expect([restored.size, restored.language, restored.device]).toEqual(["small", "en_US", "desktop"]);
  });

  it("falls back to the defaults for unknown saved values", () => {
    const state = createAppStore(memoryStorage({ size: "huge", language: "fr_FR" })).getState();
    expect([state.size, state.language]).toEqual(["default", "zh_CN"]);
  });
});

function view(path: string, extra: Partial<RouteLike> = {}): RouteLike {
  return { path, name: path.slice(1), meta: { title: path }, ...extra };
}

function paths(store: ReturnType<typeof createTagsViewStore>): string[] {
  return store.getState().visitedViews.map((v) => v.path);
}

describe("tags-view store", () => {
  it("adds a view once, titles it 'no-name' when untitled, and caches by route name unless noCache", () => {
    const store = createTagsViewStore();
    store.getState().addView(view("/a"));
    store.getState().addView(view("/a"));
    store.getState().addView({ path: "/b", name: "b", meta: {} });
    store.getState().addView(view("/c", { meta: { title: "C", noCache: true } }));
    store.getState().addView({ path: "/d", meta: { title: "D" } });
    expect(paths(store)).toEqual(["/a", "/b", "/c", "/d"]);
    expect(store.getState().visitedViews[1]?.title).toBe(NO_NAME_TITLE);
    expect(store.getState().cachedViews).toEqual(["a", "b"]);
  });

  it("removes a view and its cache entry, but keeps the cache of dynamic routes", () => {
    const store = createTagsViewStore();
    store.getState().addView(view("/a"));
    store.getState().addView(view("/news/1", { name: "news", dynamic: true }));
    store.getState().delView(view("/a"));
    store.getState().delView(view("/news/1", { name: "news", dynamic: true }));
    expect(paths(store)).toEqual([]);
    expect(store.getState().cachedViews).toEqual(["news"]);
  });

  it("removes others except affixed ones", () => {
    const store = createTagsViewStore();
    store.getState().addView(view("/home", { meta: { title: "Home", affix: true } }));
    store.getState().addView(view("/a"));
    store.getState().addView(view("/b"));
    store.getState().delOthersViews(view("/b"));
    expect(paths(store)).toEqual(["/home", "/b"]);
    expect(store.getState().cachedViews).toEqual(["b"]);
    store.getState().delAllViews();
    expect(paths(store)).toEqual(["/home"]);
    expect(store.getState().cachedViews).toEqual([]);
  });

  it("removes non-affixed views to the left or right of one", () => {
    const store = createTagsViewStore();
    for (const path of ["/a", "/b", "/c", "/d", "/e"])
      store.getState().addView(view(path, path === "/b" ? { meta: { title: "B", affix: true } } : {}));
    store.getState().delLeftTags(view("/c"));
    expect(paths(store)).toEqual(["/b", "/c", "/d", "/e"]);
    expect(store.getState().cachedViews).toEqual(["b", "c", "d", "e"]);
    store.getState().delRightTags(view("/c"));
    expect(paths(store)).toEqual(["/b", "/c"]);
    store.getState().delRightTags(view("/unknown"));
    expect(paths(store)).toEqual(["/b", "/c"]);
  });

  it("updates a visited view in place", () => {
    const store = createTagsViewStore();
    store.getState().addView(view("/a"));
    store.getState().updateVisitedView({ ...view("/a"), title: "Renamed" });
    expect(store.getState().visitedViews[0]?.title).toBe("Renamed");
  });
});
