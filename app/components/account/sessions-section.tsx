import { useCallback, useEffect, useState } from "react";
import type { AccountSession } from "../../../common/contracts/account.ts";
import type { AccountMessages } from "../../i18n/account-zh-cn.ts";
import { listSessions, signOutElsewhere } from "../../lib/auth/account-api.ts";
import { useSite } from "../../lib/use-site.ts";
import { confirmDialog } from "../ui/confirm-dialog.tsx";
import { toast } from "../ui/notify.ts";

type Loaded = { state: "loading" } | { state: "failed" } | { state: "ready"; sessions: AccountSession[] };

/** The account's open sessions (device from the user agent, address, times), this one marked, and "sign out elsewhere". */
export function SessionsSection({ text }: { text: AccountMessages }) {
  const { language } = useSite();
  const t = text.sessions;
  const [loaded, setLoaded] = useState<Loaded>({ state: "loading" });
  const [pending, setPending] = useState(false);
  const when = new Intl.DateTimeFormat(language === "en_US" ? "en-GB" : "zh-CN", { dateStyle: "medium", timeStyle: "short" });

  const fetchSessions = useCallback(
    () =>
      listSessions().then(
        ({ data }) => setLoaded({ state: "ready", sessions: data }),
        () => setLoaded({ state: "failed" }),
      ),
    [],
  );
  useEffect(() => {
    void fetchSessions();
  }, [fetchSessions]);
  const load = () => {
    setLoaded({ state: "loading" });
    void fetchSessions();
  };

  const endOthers = async () => {
    const confirmed = await confirmDialog({
      title: t.confirmTitle,
      message: t.confirmMessage,
      confirmText: t.confirmYes,
      cancelText: text.cancel,
    });
    if (!confirmed) return;
    setPending(true);
    try {
      const { msg } = await signOutElsewhere();
      toast("success", msg);
      load();
    } catch {
      // The request layer has said what went wrong.
    } finally {
      setPending(false);
    }
  };

  const others = loaded.state === "ready" ? loaded.sessions.filter((session) => !session.current).length : 0;
  return (
    <section className="account-card" aria-labelledby="account-sessions" data-section="sessions">
      <h2 id="account-sessions">{t.heading}</h2>
      <p className="account-note">{t.lead}</p>
      {loaded.state === "loading" ? <p aria-live="polite">{t.loading}</p> : null}
      {loaded.state === "failed" ? (
        <p role="alert">
          {t.loadFailed}{" "}
          <button type="button" className="button button-outline button-small" onClick={load}>
            {t.retry}
          </button>
        </p>
      ) : null}
      {loaded.state === "ready" ? (
        <ul className="account-sessions" data-sessions="">
          {loaded.sessions.map((session) => (
            <li key={`${session.createdAt}-${session.ip}-${session.device}`} data-session="" data-current={session.current || undefined}>
              <p className="account-session-device">
                <strong>{session.device || t.unknownDevice}</strong>
                {session.current ? <span className="account-badge">{t.thisDevice}</span> : null}
              </p>
              <dl className="account-session-facts">
                <div>
                  <dt>{t.address}</dt>
                  <dd>{session.ip}</dd>
                </div>
                <div>
                  <dt>{t.created}</dt>
                  <dd>{when.format(new Date(session.createdAt))}</dd>
                </div>
                <div>
                  <dt>{t.lastSeen}</dt>
                  <dd>{when.format(new Date(session.lastSeenAt))}</dd>
                </div>
              </dl>
            </li>
          ))}
        </ul>
      ) : null}
      {loaded.state === "ready" && others === 0 ? <p className="account-note">{t.onlyThis}</p> : null}
      <div className="account-actions">
        <button
          type="button"
          className="button button-outline"
          data-action="sign-out-elsewhere"
          disabled={pending || others === 0}
          onClick={() => void endOthers()}
        >
          {pending ? t.signingOut : t.signOutElsewhere}
        </button>
      </div>
    </section>
  );
}
