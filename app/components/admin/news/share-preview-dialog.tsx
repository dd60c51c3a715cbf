import { useCallback, useEffect, useMemo, useState } from "react";
import {
  DEFAULT_PREVIEW_LINK_DAYS,
  PREVIEW_LINK_DAYS,
  type newsPreviewLinkCreateCall,
  type newsPreviewLinkRevokeCall,
  type newsPreviewLinksCall,
  type PreviewLinkRow,
} from "../../../../common/contracts/admin-news.ts";
import { ENGLISH_PREFIX } from "../../../../common/language.ts";
import { PREVIEW_PATH_PREFIX } from "../../../../common/news.ts";
import type { NewsConsoleTexts } from "../../../i18n/admin-news-texts.ts";
import { callApi } from "../../../lib/http/client.ts";
import { Field } from "../../form/field.tsx";
import { CopyButton } from "../../ui/copy-text.tsx";
import { Dialog } from "../../ui/dialog.tsx";
import { confirm } from "../../ui/notify.ts";
import { DataTable, type ConsoleColumn } from "../data-table.tsx";

interface SharePreviewDialogProps {
  newsId: number;
  texts: NewsConsoleTexts;
  formatTime: (iso: string | null) => string;
  /** The form holds changes the link would not show. */
  unsaved: boolean;
  onClose: () => void;
}

/** The two addresses of one token: the Chinese page, and the English one under /en. */
function linksOf(token: string) {
  const origin = window.location.origin;
  return { zh: `${origin}${PREVIEW_PATH_PREFIX}${token}`, en: `${origin}${ENGLISH_PREFIX}${PREVIEW_PATH_PREFIX}${token}` };
}

function linkColumns(
  s: NewsConsoleTexts["share"],
  formatTime: (iso: string | null) => string,
  revoke: (link: PreviewLinkRow) => void,
): ConsoleColumn<PreviewLinkRow>[] {
  return [
    { id: "createdAt", header: s.columns.createdAt, cell: ({ row }) => formatTime(row.original.createdAt) },
    { id: "createdBy", header: s.columns.createdBy, cell: ({ row }) => row.original.createdBy },
    { id: "expiresAt", header: s.columns.expiresAt, cell: ({ row }) => formatTime(row.original.expiresAt) },
    {
      id: "actions",
      header: s.columns.actions,
      cell: ({ row }) => (
        <button type="button" className="console-button" onClick={() => revoke(row.original)}>
          {s.revoke}
        </button>
      ),
    },
  ];
}

/**
 * "Share preview": makes a link that opens the article as saved, as the site shows it, without
 * signing in, for a chosen time (docs/decisions/023-editing-without-lost-work.md). The server keeps
 * only the token's hash, so a new link is shown once, here; the links that still open are listed
 * with who made them and when they expire, each revocable.
 */
export function SharePreviewDialog({ newsId, texts, formatTime, unsaved, onClose }: SharePreviewDialogProps) {
  const s = texts.share;
  const [days, setDays] = useState<number>(DEFAULT_PREVIEW_LINK_DAYS);
  const [made, setMade] = useState<{ zh: string; en: string } | null>(null);
  const [links, setLinks] = useState<PreviewLinkRow[]>([]);
  // The list is marked busy until the links arrive, also after a link is made or revoked: until
  // then, "no preview links" would contradict the link just made.
  const [loading, setLoading] = useState(true);
  const [busy, setBusy] = useState(false);

  const load = useCallback(() => {
    callApi<typeof newsPreviewLinksCall>("GET /admin/news/:id/preview-links", { params: { id: newsId } })
      .then(({ data }) => setLinks(data))
      .catch(() => {
        // The request layer has shown why; the list keeps what it showed.
      })
      .finally(() => setLoading(false));
  }, [newsId]);
  useEffect(load, [load]);
  const reload = useCallback(() => {
    setLoading(true);
    load();
  }, [load]);

  const create = async () => {
    setBusy(true);
    try {
      const { data } = await callApi<typeof newsPreviewLinkCreateCall>("POST /admin/news/:id/preview-links", {
        params: { id: newsId },
        body: { days: days as (typeof PREVIEW_LINK_DAYS)[number] },
      });
      setMade(linksOf(data.token));
      reload();
    } catch {
      // The request layer has shown why.
    } finally {
      setBusy(false);
    }
  };

  const revoke = useCallback(
    async (link: PreviewLinkRow) => {
      const sure = await confirm({ title: s.revoke, message: s.confirmRevoke, confirmText: s.revoke, cancelText: texts.confirm.cancel });
      if (!sure) return;
      try {
        await callApi<typeof newsPreviewLinkRevokeCall>("DELETE /admin/news/:id/preview-links/:linkId", {
          params: { id: newsId, linkId: link.id },
        });
      } catch {
        // The request layer has shown why; the list shows what is true now.
      }
      reload();
    },
    [newsId, reload, s, texts.confirm.cancel],
  );

  const columns = useMemo(() => linkColumns(s, formatTime, (link) => void revoke(link)), [s, formatTime, revoke]);

  return (
    <Dialog
      title={s.title}
      lead={s.lead}
      width="720px"
      onClose={onClose}
      data={{ "data-share-preview": "" }}
      footer={
        <button type="button" className="console-button" onClick={onClose}>
          {s.close}
        </button>
      }
    >
      {unsaved ? (
        <output className="console-notice" data-share-unsaved="">
          {s.unsaved}
        </output>
      ) : null}
      <div className="share-preview-create">
        <Field
          id="share-preview-days"
          name="days"
          as="select"
          label={s.validFor}
          value={days}
          onChange={(event) => setDays(Number(event.target.value))}
        >
          {PREVIEW_LINK_DAYS.map((option) => (
            <option key={option} value={option}>
              {s.days[option]}
            </option>
          ))}
        </Field>
        <button type="button" className="console-button console-button-primary" disabled={busy} onClick={() => void create()}>
          {s.create}
        </button>
      </div>
      {made ? (
        <section className="share-preview-made" aria-label={s.created} data-share-made="">
          <h3>{s.created}</h3>
          {(["zh", "en"] as const).map((lang) => (
            <div key={lang} className="share-preview-link">
              <Field
                id={`share-preview-${lang}`}
                name={`link-${lang}`}
                label={lang === "zh" ? s.chineseLink : s.englishLink}
                value={made[lang]}
                readOnly
                onFocus={(event) => event.target.select()}
                addon={
                  <CopyButton className="console-button" value={made[lang]}>
                    {s.copy}
                  </CopyButton>
                }
              />
            </div>
          ))}
        </section>
      ) : null}
      <h3>{s.active}</h3>
      <DataTable caption={s.active} columns={columns} rows={links} rowKey={(row) => String(row.id)} empty={s.none} busy={loading} />
    </Dialog>
  );
}
