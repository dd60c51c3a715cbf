import { createStore } from "zustand/vanilla";
import { THEME_COLOR } from "../../common/constants.ts";
import { browserStorage, type KeyValueStorage } from "./key-value-storage.ts";

export type SideTheme = "theme-light" | "theme-dark";

export interface Settings {
  theme: string;
  sideTheme: SideTheme;
  showSettings: boolean;
  topNav: boolean;
  tagsView: boolean;
  fixedHeader: boolean;
  sidebarLogo: boolean;
  dynamicTitle: boolean;
  animationEnable: boolean;
  dark: boolean;
}

/** Site settings of spec section 3. */
export const settingsDefaults: Readonly<Settings> = Object.freeze({
  theme: THEME_COLOR,
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

export const LAYOUT_SETTING_KEY = "layout-setting";

/** The settings a visitor may save; the rest always come from the defaults (as in the reference). */
const PERSISTED_KEYS = ["topNav", "tagsView", "fixedHeader", "sidebarLogo", "dynamicTitle", "sideTheme", "theme"] as const;

export interface SettingsState extends Settings {
  change<K extends keyof Settings>(key: K, value: Settings[K]): void;
  save(): void;
  reset(): void;
}

function readSaved(storage: KeyValueStorage): Partial<Settings> {
  try {
    const saved = JSON.parse(storage.getItem(LAYOUT_SETTING_KEY) ?? "null") as Partial<Settings> | null;
    if (!saved || typeof saved !== "object") return {};
    return Object.fromEntries(PERSISTED_KEYS.filter((key) => key in saved).map((key) => [key, saved[key]]));
  } catch {
    return {};
  }
}

export function createSettingsStore(storage: KeyValueStorage = browserStorage()) {
  return createStore<SettingsState>()((set, get) => ({
    ...settingsDefaults,
    ...readSaved(storage),
    change: (key, value) => set({ [key]: value }),
    save: () => {
      const state = get();
      storage.setItem(LAYOUT_SETTING_KEY, JSON.stringify(Object.fromEntries(PERSISTED_KEYS.map((key) => [key, state[key]]))));
    },
    reset: () => {
      storage.removeItem(LAYOUT_SETTING_KEY);
      set({ ...settingsDefaults });
    },
  }));
}
