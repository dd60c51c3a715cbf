import { useStore } from "zustand";
import { createAppStore } from "./app-store.ts";
import { browserStorage, cookieStorage } from "./key-value-storage.ts";
import { createSettingsStore, type SettingsState } from "./settings-store.ts";

/**
 * The browser's store instances of the public pages. Server rendering reads only their defaults
 * and never writes. The console's tags-view store lives with its factory (tags-view-store.ts), so
 * the public pages do not load it.
 */
export const appStore = createAppStore(browserStorage(), cookieStorage());
export const settingsStore = createSettingsStore(browserStorage());

export function useSettingsStore<T>(selector: (state: SettingsState) => T): T {
  return useStore(settingsStore, selector);
}
