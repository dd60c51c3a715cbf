import { useStore } from "zustand";
import { createStore } from "zustand/vanilla";
import type { UserInfo as UserInfoResponse } from "../../common/contracts/account.ts";
import { isAdmin } from "../../common/permissions.ts";
import { cookieSessionFlag, type SessionFlag } from "../lib/auth/session-flag.ts";
import { browserStorage, type KeyValueStorage } from "./key-value-storage.ts";

/** User info of spec section 3 without roles and permissions, which the store keeps apart. */
export type UserInfo = Omit<UserInfoResponse, "roles" | "permissions">;

/** What local storage holds: the info plus the isLogin and isFirstLogin flags of spec section 3. */
export interface CachedUser extends UserInfo {
  roles: string[];
  permissions: string[];
  isLogin: boolean;
  isFirstLogin: boolean;
}

export const USER_INFO_STORAGE_KEY = "userInfo";
/** RuoYi gives an account without roles this one, so role checks have something to look at. */
export const DEFAULT_ROLE = "ROLE_DEFAULT";

export interface UserState {
  /** False until the cache has been read after hydration (the server always renders logged out). */
  restored: boolean;
  user: UserInfo | null;
  roles: string[];
  permissions: string[];
  isLogin: boolean;
  isFirstLogin: boolean;
  /** Roles include superadmin or admin (spec section 4). */
  isAdmin: boolean;
  /** Reads the cached user when the session cookie is there; a cache without one is stale and dropped. */
  restore(): void;
  setUserInfo(info: UserInfoResponse, options?: { firstLogin?: boolean }): void;
  /** Logout (spec section 4): session flag, roles, permissions, isLogin and the cached info all go. */
  clear(): void;
}

const loggedOut = {
  user: null,
  roles: [] as string[],
  permissions: [] as string[],
  isLogin: false,
  isFirstLogin: false,
  isAdmin: false,
};

function readCache(storage: KeyValueStorage): CachedUser | null {
  try {
    const cached = JSON.parse(storage.getItem(USER_INFO_STORAGE_KEY) ?? "null") as CachedUser | null;
    if (
      cached &&
      typeof cached === "object" &&
      cached.isLogin === true &&
      Array.isArray(cached.roles) &&
      Array.isArray(cached.permissions)
    ) {
      return cached;
    }
  } catch {
    // A corrupt cache counts as none.
  }
  return null;
}

function stateOf(cached: CachedUser) {
  const { roles, permissions, isLogin, isFirstLogin, ...user } = cached;
  return { user, roles, permissions, isLogin, isFirstLogin, isAdmin: isAdmin(roles) };
}

function stringList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === "string" && item !== "") : [];
}

export function createUserStore(storage: KeyValueStorage = browserStorage(), session: SessionFlag = cookieSessionFlag()) {
  return createStore<UserState>()((set) => ({
    restored: false,
    ...loggedOut,
    restore: () => {
      const cached = session.present() ? readCache(storage) : null;
      if (!cached) storage.removeItem(USER_INFO_STORAGE_KEY);
      set({ restored: true, ...(cached ? stateOf(cached) : loggedOut) });
    },
    setUserInfo: (info, options = {}) => {
      const { roles: rawRoles, permissions: rawPermissions, ...user } = info;
      const roles = stringList(rawRoles);
      const cached: CachedUser = {
        ...user,
        roles: roles.length > 0 ? roles : [DEFAULT_ROLE],
        permissions: stringList(rawPermissions),
        isLogin: true,
        isFirstLogin: options.firstLogin ?? false,
      };
      try {
        storage.setItem(USER_INFO_STORAGE_KEY, JSON.stringify(cached));
      } catch {
        // Storage full or disabled: the session still works for this page.
      }
      set({ restored: true, ...stateOf(cached) });
    },
    clear: () => {
      session.clear();
      storage.removeItem(USER_INFO_STORAGE_KEY);
      set({ restored: true, ...loggedOut });
    },
  }));
}

export type UserStore = ReturnType<typeof createUserStore>;

/** The browser's instance. The server renders with its logged-out defaults and never writes. */
export const userStore = createUserStore();

export function useUserStore<T>(selector: (state: UserState) => T): T {
  return useStore(userStore, selector);
}

/** The display name of spec section 3: nickname, else the username. */
export function displayName(user: UserInfo | null): string {
  return user?.webNickname || user?.webUser || "";
}

export const AVATAR_PLACEHOLDER = "/avatar-placeholder.svg";

export function avatarOf(user: UserInfo | null): string {
  return user?.avatar || AVATAR_PLACEHOLDER;
}
