import { lazy, Suspense, useEffect, useRef } from "react";
import { useNavigate } from "react-router";
import type { AccountMessages } from "../../i18n/account-zh-cn.ts";
import { setEncryptPublicKey } from "../../lib/http/runtime.ts";
import { usePage } from "../../lib/use-page.ts";
import { useSite } from "../../lib/use-site.ts";
import { useUserStore } from "../../stores/user-store.ts";
import "./account.css";

// Only a signed-in visitor needs the forms, dialogs and calls: they load once the page knows one is.
const AccountSections = lazy(() => import("./account-sections.tsx"));

/**
 * /account (issue 14): the signed-in visitor's details, password, signed-in devices and the
 * deletion of the account. The server renders the frame only (the page is cached and the same for
 * everyone); the sections appear once the browser knows who is signed in, and a visitor who is not
 * goes to the log-in page, which brings them back here.
 */
export function AccountPage({ text, encryptPublicKey }: { text: AccountMessages; encryptPublicKey: string }) {
  const { language, localize } = useSite();
  const title = usePage().title[language];
  const navigate = useNavigate();
  const restored = useUserStore((state) => state.restored);
  const user = useUserStore((state) => state.user);
  const signedIn = useUserStore((state) => state.isLogin) && user !== null;
  // Set once the account is deleted: the visitor is on the way home, not a signed-out visitor to
  // send to log in (the sign-out could land before the page is left, and won that race).
  const deleted = useRef(false);
  // Set during render, not in an effect: child effects may send encrypted requests first.
  setEncryptPublicKey(encryptPublicKey);

  useEffect(() => {
    if (restored && !signedIn && !deleted.current)
      void navigate(`${localize("/login")}?redirect=${encodeURIComponent(localize("/account"))}`, { replace: true });
  }, [restored, signedIn, navigate, localize]);

  return (
    <div className="account-page container">
      <header className="account-header">
        <h1>{title}</h1>
        <p className="account-lead">{text.lead}</p>
      </header>
      {signedIn ? (
        <Suspense fallback={<Checking text={text} />}>
          <AccountSections text={text} user={user} onDeleted={() => (deleted.current = true)} />
        </Suspense>
      ) : (
        <Checking text={text} />
      )}
    </div>
  );
}

function Checking({ text }: { text: AccountMessages }) {
  return (
    <p className="account-checking" aria-live="polite">
      {text.checking}
    </p>
  );
}
