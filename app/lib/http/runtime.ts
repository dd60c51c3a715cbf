import type { Language } from "../../../common/constants.ts";

/**
 * Facts about the page that the request layer needs outside React. The language is read from
 * <html lang> (rendered by the server from the same choice as the root loader's), the server's
 * public key is handed over by the pages that send encrypted requests (useHttpRuntime).
 */
let encryptPublicKey: string | undefined;

export function setEncryptPublicKey(key: string | null | undefined): void {
  if (key) encryptPublicKey = key;
}

export function getEncryptPublicKey(): string | undefined {
  return encryptPublicKey;
}

export function documentLanguage(): Language {
  if (typeof document === "undefined") return "zh_CN";
  return document.documentElement.lang.toLowerCase().startsWith("en") ? "en_US" : "zh_CN";
}
