import { useStore } from "zustand";
import { createAppStore } from "./app-store.ts";
import { browserStorage, cookieStorage } from "./key-value-storage.ts";
import { createSettingsStore, type SettingsState } from "./settings-store.ts";

/** The browser's store instances. Server rendering reads only their defaults and never writes. */
export const appStore = createAppStore(browserStorage(), cookieStorage());
export const settingsStore = createSettingsStore(browserStorage());

export function useSettingsStore<T>(selector: (state: SettingsState) => T): T {
  return useStore(settingsStore, selector);
}
