import { useEffect, useState } from "react";
import { WEB_CLIENT_ID } from "../../../../common/constants.ts";
import type { newsEditorsCall } from "../../../../common/contracts/admin-news.ts";
import { API_BASE, callApi } from "../../../lib/http/client.ts";

/** The browser renews its lease this often; the server lets one lapse after 60 s (EDIT_LOCK_LEASE_MS). */
const RENEW_MS = 20_000;

export interface OtherEditor {
  username: string;
  since: string;
}

/**
 * Who else has this article open ("X is editing", like Payload's document lock, but blocking
 * nobody): this tab holds a lease while the editor is open, renewed every 20 s and given up when
 * the editor closes or the tab goes away; each renewal answers the others.
 */
export function useOtherEditors(articleId: number | undefined): OtherEditor[] {
  const [holder] = useState(() => crypto.randomUUID());
  const [others, setOthers] = useState<OtherEditor[]>([]);

  useEffect(() => {
    if (articleId === undefined) return;
    let open = true;
    const hold = () =>
      callApi<typeof newsEditorsCall>(
        "PUT /admin/news/:id/editors",
        { params: { id: articleId }, body: { holder } },
        { feedback: false, repeatSubmit: false },
      )
        .then(({ data }) => {
          if (open) setOthers(data.others);
        })
        // A missed renewal is made up by the next one.
        .catch(() => undefined);
    // Sent as the page goes away too: keepalive lets it finish after the tab has closed.
    const leave = () =>
      void fetch(`${API_BASE}/admin/news/${articleId}/editors/${holder}`, {
        method: "DELETE",
        keepalive: true,
        credentials: "same-origin",
        headers: { clientid: WEB_CLIENT_ID },
      }).catch(() => undefined);
    void hold();
    const timer = setInterval(() => void hold(), RENEW_MS);
    window.addEventListener("pagehide", leave);
    return () => {
      open = false;
      clearInterval(timer);
      window.removeEventListener("pagehide", leave);
      leave();
    };
  }, [articleId, holder]);

  return others;
}
