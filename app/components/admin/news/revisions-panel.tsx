import { useEffect, useState } from "react";
import type {
  NewsRevision,
  NewsRevisionRow,
  newsRestoreCall,
  newsRevisionCall,
  newsRevisionsCall,
  AdminNewsDetail,
} from "../../../../common/contracts/admin-news.ts";
import type { NewsConsoleTexts } from "../../../i18n/admin-news-texts.ts";
import { callApi } from "../../../lib/http/client.ts";
import { fill } from "../../../lib/fill.ts";
import { confirm, toast } from "../../ui/notify.ts";
import { RevisionDiff } from "./revision-diff.tsx";

interface RevisionsPanelProps {
  newsId: number;
  texts: NewsConsoleTexts;
  formatTime: (iso: string | null) => string;
  onRestored: (article: AdminNewsDetail) => void;
}

/** Every save of the article (the editor remounts it after each save): pick two to compare field by field, or restore one (a new revision; state unchanged). */
export function RevisionsPanel({ newsId, texts, formatTime, onRestored }: RevisionsPanelProps) {
  const [rows, setRows] = useState<NewsRevisionRow[]>([]);
  const [picked, setPicked] = useState<number[]>([]);
  const [compared, setCompared] = useState<[NewsRevision, NewsRevision] | null>(null);

  useEffect(() => {
    let current = true;
    callApi<typeof newsRevisionsCall>("GET /admin/news/:id/revisions", { params: { id: newsId } })
      .then(({ data }) => {
        if (current) setRows(data);
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [newsId]);

  const load = (revisionId: number) =>
    callApi<typeof newsRevisionCall>("GET /admin/news/:id/revisions/:revisionId", { params: { id: newsId, revisionId } }).then(
      ({ data }) => data,
    );

  const compare = async () => {
    const [older, newer] = picked.toSorted((a, b) => a - b);
    if (older === undefined || newer === undefined) return;
    setCompared([await load(older), await load(newer)]);
  };

  const restore = async (revisionId: number) => {
    const message = fill(texts.revisions.confirmRestore, { id: revisionId });
    if (!(await confirm({ title: texts.confirm.title, message, confirmText: texts.confirm.ok, cancelText: texts.confirm.cancel }))) return;
    const { data } = await callApi<typeof newsRestoreCall>("POST /admin/news/:id/revisions/:revisionId/restore", {
      params: { id: newsId, revisionId },
    });
    toast("success", texts.revisions.restored);
    onRestored(data);
  };

  const toggle = (id: number) =>
    setPicked((current) => (current.includes(id) ? current.filter((value) => value !== id) : [...current.slice(-1), id]));

  return (
    <section className="news-revisions" aria-labelledby="news-revisions-heading" data-news-revisions="">
      <h2 id="news-revisions-heading">{texts.revisions.heading}</h2>
      {rows.length === 0 ? <p>{texts.revisions.empty}</p> : null}
      <ol>
        {rows.map((row) => (
          <li key={row.id} data-revision={row.id}>
            <label>
              <input type="checkbox" checked={picked.includes(row.id)} onChange={() => toggle(row.id)} />#{row.id}{" "}
              {texts.revisions.reasons[row.reason] ?? row.reason} · {texts.statuses[row.status]} · {formatTime(row.createdAt)}
              {row.authorName ? ` · ${row.authorName}` : ""}
            </label>
            <button type="button" className="console-link-button" onClick={() => void restore(row.id).catch(() => undefined)}>
              {texts.revisions.restore}
            </button>
          </li>
        ))}
      </ol>
      <button type="button" className="console-button" disabled={picked.length !== 2} onClick={() => void compare().catch(() => undefined)}>
        {picked.length === 2 ? texts.revisions.compare : texts.revisions.selectTwo}
      </button>
      {compared ? (
        <div className="news-diff-panel">
          <h3>{fill(texts.revisions.compareHeading, { from: compared[0].id, to: compared[1].id })}</h3>
          <RevisionDiff from={compared[0]} to={compared[1]} texts={texts} />
          <button type="button" className="console-link-button" onClick={() => setCompared(null)}>
            {texts.revisions.close}
          </button>
        </div>
      ) : null}
    </section>
  );
}
