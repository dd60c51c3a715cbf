import { useNavigate } from "react-router";
import { consumeFirstLogin } from "../../lib/auth/first-login.ts";
import { completeLogin } from "../../lib/auth/session.ts";

/** Finishes a sign-in (the answer set the session cookie): user info, then back to where the visitor came from. */
export function useFinishLogin(redirect: string) {
  const navigate = useNavigate();
  // No toast: the account appearing in the navigation bar is the confirmation.
  return async (account: string) => {
    await completeLogin({ firstLogin: consumeFirstLogin(account) });
    await navigate(redirect, { replace: true });
  };
}
