/**
 * isFirstLogin (spec section 3): true for the first sign-in of an account created in this browser
 * session (the registration page remembers its names) or of an account the third-party sign-in
 * has just created.
 */
const KEY = "newAccount";

function storage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

export function rememberNewAccount(names: readonly string[]): void {
  try {
    storage()?.setItem(KEY, JSON.stringify(names.map((name) => name.trim().toLowerCase()).filter(Boolean)));
  } catch {
    // Without storage the flag is simply never raised.
  }
}

export function consumeFirstLogin(account: string): boolean {
  const store = storage();
  if (!store) return false;
  try {
    const names = JSON.parse(store.getItem(KEY) ?? "[]") as unknown;
    if (!Array.isArray(names) || !names.includes(account.trim().toLowerCase())) return false;
    store.removeItem(KEY);
    return true;
  } catch {
    return false;
  }
}
