import { useEffect, useRef, useState } from "react";
import { useLocation, useNavigate, useSearchParams } from "react-router";
import { getCodeToken, getOidcUser, oidcCallback } from "../../lib/auth/api.ts";
import { safeRedirect } from "../../lib/auth/redirect.ts";
import { completeLogin } from "../../lib/auth/session.ts";
import { useSite } from "../../lib/use-site.ts";
import { AppLink } from "../ui/app-link.tsx";
import { useAuthText } from "./auth-shell.tsx";

// The provider's code is single use: a second run of the effect (React's development double
// invoke, a re-render) must not spend it again.
const started = new Set<string>();

function Status({ failed }: { failed: boolean }) {
  const text = useAuthText();
  return (
    <div className="auth-status" role={failed ? "alert" : "status"} data-oidc-state={failed ? "failed" : "working"}>
      {failed ? (
        <>
          <h2>{text.callback.failed}</h2>
          <p>{text.callback.failedBody}</p>
          <div className="button-row">
            <AppLink to="/login" className="button button-primary">
              {text.callback.retry}
            </AppLink>
          </div>
        </>
      ) : (
        <p>{text.callback.working}</p>
      )}
    </div>
  );
}

/** /callback: hands the provider's answer to the server, then goes on to /callbackSuccess. */
export function OidcCallback() {
  const { search } = useLocation();
  const navigate = useNavigate();
  const { localize } = useSite();
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (started.has(search)) return;
    started.add(search);
    oidcCallback(search).then(
      ({ data }) => {
        const query = new URLSearchParams({
          uniqueKey: data.uniqueKey,
          codeTokenType: data.codeTokenType,
          redirect: data.redirect ?? "",
        });
        void navigate(`${localize("/callbackSuccess")}?${query.toString()}`, { replace: true });
      },
      () => setFailed(true),
    );
  }, [search, navigate, localize]);

  return <Status failed={failed} />;
}

/** /callbackSuccess: trades the one-time key for a session token, loads the user, then the redirect. */
export function OidcSuccess() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { localize } = useSite();
  const [exchangeFailed, setFailed] = useState(false);
  const uniqueKey = params.get("uniqueKey") ?? "";
  const failed = exchangeFailed || !uniqueKey;
  const redirect = safeRedirect(params.get("redirect"), localize("/index"));
  const once = useRef(false);

  useEffect(() => {
    if (!uniqueKey || once.current || started.has(`success:${uniqueKey}`)) return;
    once.current = true;
    started.add(`success:${uniqueKey}`);
    void (async () => {
      try {
        // Read before the key is spent: whether the provider's sign-in just created the account.
        const isNewAccount = await getOidcUser(uniqueKey).then(
          ({ data }) => data.isNewAccount === true,
          () => false,
        );
        await getCodeToken(uniqueKey);
        await completeLogin({ firstLogin: isNewAccount });
        await navigate(redirect, { replace: true });
      } catch {
        setFailed(true);
      }
    })();
  }, [uniqueKey, redirect, navigate]);

  return <Status failed={failed} />;
}
