import { useStore } from "zustand";
import { createAppStore, type AppState } from "./app-store.ts";
import { browserStorage, cookieStorage } from "./key-value-storage.ts";
import { createSettingsStore, type SettingsState } from "./settings-store.ts";
import { createTagsViewStore, type TagsViewState } from "./tags-view-store.ts";

/** The browser's store instances. Server rendering reads only their defaults and never writes. */
export const appStore = createAppStore(browserStorage(), cookieStorage());
export const settingsStore = createSettingsStore(browserStorage());
export const tagsViewStore = createTagsViewStore();

export function useAppStore<T>(selector: (state: AppState) => T): T {
  return useStore(appStore, selector);
}

export function useSettingsStore<T>(selector: (state: SettingsState) => T): T {
  return useStore(settingsStore, selector);
}

export function useTagsViewStore<T>(selector: (state: TagsViewState) => T): T {
  return useStore(tagsViewStore, selector);
}
