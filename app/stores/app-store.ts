import { createStore } from "zustand/vanilla";
import { DEFAULT_LANGUAGE, isLanguage, STORAGE_KEYS, type Language } from "../../common/constants.ts";
import { browserStorage, type KeyValueStorage } from "./key-value-storage.ts";

export type Device = "desktop" | "mobile";
export type ComponentSize = "large" | "default" | "small";

export interface SidebarState {
  opened: boolean;
  withoutAnimation: boolean;
  hide: boolean;
}

export interface AppState {
  sidebar: SidebarState;
  device: Device;
  size: ComponentSize;
  language: Language;
  toggleSideBar(withoutAnimation?: boolean): void;
  closeSideBar(withoutAnimation?: boolean): void;
  toggleSideBarHide(hide: boolean): void;
  toggleDevice(device: Device): void;
  setSize(size: ComponentSize): void;
  changeLanguage(language: Language): void;
}

const SIZES: readonly ComponentSize[] = ["large", "default", "small"];

/**
 * App store of spec section 3. Sidebar state is saved as "1"/"0" under `sidebarStatus` and the
 * size under `size`; the language goes to `languageStorage` (a cookie in the browser, so that the
 * server renders the chosen language).
 */
export function createAppStore(storage: KeyValueStorage = browserStorage(), languageStorage: KeyValueStorage = storage) {
  const savedSidebar = storage.getItem(STORAGE_KEYS.sidebarStatus);
  const savedSize = storage.getItem(STORAGE_KEYS.size);
  const savedLanguage = languageStorage.getItem(STORAGE_KEYS.language);

  return createStore<AppState>()((set, get) => {
    const setOpened = (opened: boolean, withoutAnimation: boolean) => {
      storage.setItem(STORAGE_KEYS.sidebarStatus, opened ? "1" : "0");
      set({ sidebar: { ...get().sidebar, opened, withoutAnimation } });
    };
    return {
      sidebar: { opened: savedSidebar === null ? true : savedSidebar === "1", withoutAnimation: false, hide: false },
      device: "desktop",
      size: SIZES.includes(savedSize as ComponentSize) ? (savedSize as ComponentSize) : "default",
      language: isLanguage(savedLanguage) ? savedLanguage : DEFAULT_LANGUAGE,
      toggleSideBar: (withoutAnimation = false) => {
        if (get().sidebar.hide) return;
        setOpened(!get().sidebar.opened, withoutAnimation);
      },
      closeSideBar: (withoutAnimation = false) => setOpened(false, withoutAnimation),
      toggleSideBarHide: (hide) => set({ sidebar: { ...get().sidebar, hide } }),
      toggleDevice: (device) => set({ device }),
      setSize: (size) => {
        storage.setItem(STORAGE_KEYS.size, size);
        set({ size });
      },
      changeLanguage: (language) => {
        languageStorage.setItem(STORAGE_KEYS.language, language);
        set({ language });
      },
    };
  });
}
