import { readCookie } from "../../common/cookies.ts";
import { writeCookie } from "../lib/cookies.ts";

/** The slice of the Web Storage API the stores need; tests pass an in-memory one. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export function memoryStorage(initial: Record<string, string> = {}): KeyValueStorage {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  };
}

/** localStorage in the browser; a throwaway store during server rendering. */
export function browserStorage(): KeyValueStorage {
  return typeof window === "undefined" ? memoryStorage() : window.localStorage;
}

/** Cookies readable by the server, for settings that change what it renders (the language). */
export function cookieStorage(): KeyValueStorage {
  if (typeof document === "undefined") return memoryStorage();
  return {
    getItem: (key) => readCookie(document.cookie, key) ?? null,
    setItem: (key, value) => writeCookie(key, value),
    removeItem: (key) => writeCookie(key, "", 0),
  };
}
