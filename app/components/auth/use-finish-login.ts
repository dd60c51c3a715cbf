import { useNavigate } from "react-router";
import type { LoginData } from "../../lib/auth/api.ts";
import { consumeFirstLogin } from "../../lib/auth/first-login.ts";
import { completeLogin } from "../../lib/auth/session.ts";

/** Finishes a sign-in: token, user info, then back to where the visitor came from. */
export function useFinishLogin(redirect: string) {
  const navigate = useNavigate();
  // No toast: the account appearing in the navigation bar is the confirmation.
  return async (data: LoginData, account: string) => {
    await completeLogin(data, { firstLogin: consumeFirstLogin(account) });
    await navigate(redirect, { replace: true });
  };
}
