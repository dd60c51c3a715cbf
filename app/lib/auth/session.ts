import { userStore } from "../../stores/user-store.ts";
import { isHttpError } from "../http/http-error.ts";
import { getUserInfo, logoutRequest } from "./api.ts";

/**
 * Spec section 4, logged out to logged in: fetch the user info, isLogin true. The log-in answer
 * has already set the session cookie (HttpOnly: the page never handles the token, decision 017).
 */
export async function completeLogin(options: { firstLogin?: boolean } = {}): Promise<void> {
  const store = userStore.getState();
  try {
    const { data: info } = await getUserInfo();
    store.setUserInfo(info, { firstLogin: options.firstLogin ?? false });
  } catch (error) {
    // Half a login is no login.
    store.clear();
    throw error;
  }
}

/** Spec section 4: the server ends the session and clears its cookies; then roles, permissions, isLogin and the cache go. */
export async function logout(): Promise<void> {
  try {
    await logoutRequest();
  } catch {
    // The local state goes whatever the server said: the visitor asked to leave.
  } finally {
    userStore.getState().clear();
  }
}

/**
 * Re-reads the user info behind a cached login, quietly: an expired session just logs the
 * visitor out locally (the request layer clears the state on code 401).
 */
export async function refreshUserInfo(): Promise<void> {
  try {
    const { data: info } = await getUserInfo({ feedback: false });
    if (userStore.getState().isLogin) userStore.getState().setUserInfo(info, { firstLogin: userStore.getState().isFirstLogin });
  } catch (error) {
    if (isHttpError(error) && error.kind === "unauthorized") return;
    // A network hiccup keeps the cached info.
  }
}
