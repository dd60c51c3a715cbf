import { useCallback, useEffect, useRef, useState } from "react";
import { Link, useNavigate, useParams } from "react-router";
import type {
  AdminNewsDetail,
  adminNewsCreateCall,
  adminNewsDetailCall,
  adminNewsPreviewCall,
  adminNewsUnpublishCall,
  adminNewsUpdateCall,
  NewsSaveBody,
} from "../../../common/contracts/admin-news.ts";
import type { RecordConflict } from "../../../common/contracts/record-version.ts";
import { NEWS_COLUMN_IDS, parseNewsId } from "../../../common/news.ts";
import { PERMISSIONS } from "../../../common/staff-roles.ts";
import { useConsoleTexts } from "../../components/admin/console-texts.ts";
import { ConflictDialog, conflictOf, type ConflictChoices } from "../../components/admin/conflict-dialog.tsx";
import { ForbiddenPanel } from "../../components/admin/forbidden-panel.tsx";
import { ArticleChanges } from "../../components/admin/news/article-changes.tsx";
import { ImagePicker } from "../../components/admin/news/image-picker.tsx";
import {
  changedFields,
  emptyNewsForm,
  missingForPublishing,
  newsFieldOf,
  newsFormOf,
  newsSaveBodyOf,
  type NewsFormValues,
} from "../../components/admin/news/news-form.ts";
import { NewsLanguageFields } from "../../components/admin/news/news-language-fields.tsx";
import { NewsPreview, type PreviewDraft } from "../../components/admin/news/news-preview.tsx";
import { NewsPublishingFields } from "../../components/admin/news/news-publishing-fields.tsx";
import { RevisionsPanel } from "../../components/admin/news/revisions-panel.tsx";
import { SharePreviewDialog } from "../../components/admin/news/share-preview-dialog.tsx";
import type { LoadedHtml } from "../../components/admin/news/rich-text-editor.tsx";
import { useNewsColumns } from "../../components/admin/news/use-news-columns.ts";
import { useOtherEditors } from "../../components/admin/news/use-other-editors.ts";
import { useUnsavedChanges } from "../../components/admin/use-unsaved-changes.tsx";
import { usePermission } from "../../components/admin/use-console-page.ts";
import { Field, Form } from "../../components/form/field.tsx";
import { KEEP_FOCUS } from "../../components/layout/route-announcer.tsx";
import { useForm } from "../../components/form/use-form.ts";
import { confirm, toast } from "../../components/ui/notify.ts";
import { editingTexts } from "../../i18n/admin-editing-texts.ts";
import { newsConsoleTexts } from "../../i18n/admin-news-texts.ts";
import { fill } from "../../lib/fill.ts";
import { callApi } from "../../lib/http/client.ts";
import { isHttpError } from "../../lib/http/http-error.ts";

type Status = NewsSaveBody["status"];
const bodiesOf = (values: NewsFormValues) => ({ zh: { html: values.bodyZh }, en: { html: values.bodyEn } });

/**
 * /admin/news/new and /admin/news/{id}: one route, so that the first save of a new article, which
 * moves the address to its id, keeps the same editor (and what is typed meanwhile). Another
 * article is another editor.
 */
export default function NewsEditorScreen() {
  const param = useParams().id;
  const navigate = useNavigate();
  const allowed = usePermission(PERMISSIONS.newsEdit);
  const [createdHere, setCreatedHere] = useState<number | null>(null);
  const id = param === "new" ? undefined : parseNewsId(param);
  const onCreated = useCallback(
    (created: number) => {
      setCreatedHere(created);
      void navigate(`/admin/news/${created}`, { replace: true, state: KEEP_FOCUS });
    },
    [navigate],
  );
  if (!allowed) return <ForbiddenPanel />;
  if (param !== "new" && id === undefined) return <MissingArticle />;
  return <NewsEditor key={id !== undefined && id === createdHere ? "new" : (param ?? "new")} initialId={id} onCreated={onCreated} />;
}

function MissingArticle() {
  const texts = newsConsoleTexts[useConsoleTexts().language];
  return (
    <section className="console-panel" data-news-missing="">
      <h1>{texts.notFound}</h1>
      <Link to="/admin/news">← {texts.back}</Link>
    </section>
  );
}

/**
 * Both languages side by side, saved as a draft or published. What the person types belongs to
 * the form and the editors: a save's answer updates the article's state and version, never the
 * fields (they may have been edited while it was on its way). Content comes in from outside only
 * when an article is loaded or a revision restored.
 */
function NewsEditor({ initialId, onCreated }: { initialId: number | undefined; onCreated: (id: number) => void }) {
  // The article this editor opened; after the first save of a new one the address changes, not the editor.
  const [openedId] = useState(initialId);
  const { language, formatTime } = useConsoleTexts();
  const texts = newsConsoleTexts[language];
  const editing = editingTexts[language];
  const { columns, nameOf: columnName } = useNewsColumns(true, language, texts.columnDisabled);
  const [article, setArticle] = useState<AdminNewsDetail | null>(null);
  const [bodies, setBodies] = useState<Record<"zh" | "en", LoadedHtml>>(() => bodiesOf(emptyNewsForm));
  const [preview, setPreview] = useState<PreviewDraft | null>(null);
  const [sharing, setSharing] = useState(false);
  const [missing, setMissing] = useState(false);
  const [conflictShown, setConflictShown] = useState<{
    conflict: RecordConflict;
    changes: React.ReactNode;
    choices: ConflictChoices;
  } | null>(null);
  const intent = useRef<Status>("draft");
  const storedTimes = { publishAt: article?.publishAt ?? null, unpublishAt: article?.unpublishAt ?? null };
  const form = useForm({
    initial: emptyNewsForm,
    schema: () => import("../../../common/contracts/admin-news.ts").then((module) => module.newsSaveBody),
    toBody: (values: NewsFormValues) => newsSaveBodyOf(values, intent.current, storedTimes),
    fieldOf: newsFieldOf,
  });
  const { reset } = form;

  // What the server has, as far as this editor knows: the article as loaded, then as each save sent it.
  const [saved, setSaved] = useState<NewsFormValues>(emptyNewsForm);
  const dirty = changedFields(form.values, saved).length > 0;
  const leavePrompt = useUnsavedChanges(dirty);
  const others = useOtherEditors(article?.id);

  const load = useCallback(
    (data: AdminNewsDetail) => {
      const values = newsFormOf(data);
      setArticle(data);
      reset(values);
      setSaved(values);
      setBodies(bodiesOf(values));
    },
    [reset],
  );

  useEffect(() => {
    if (openedId === undefined) return;
    let current = true;
    callApi<typeof adminNewsDetailCall>("GET /admin/news/:id", { params: { id: openedId } })
      .then(({ data }) => {
        if (current) load(data);
      })
      .catch((error: unknown) => {
        if (current && isHttpError(error) && error.code === 404) setMissing(true);
      });
    return () => {
      current = false;
    };
  }, [openedId, load]);

  if (missing) return <MissingArticle />;
  // No fields before the article is in: what was typed into them would be replaced by its arrival.
  if (openedId !== undefined && !article)
    return (
      <section className="console-panel" aria-busy="true" data-news-loading="">
        <p>{texts.loading}</p>
      </section>
    );

  const send = async (values: NewsFormValues, status: Status, version?: number) => {
    const body = newsSaveBodyOf(values, status, storedTimes);
    const { data } = article
      ? await callApi<typeof adminNewsUpdateCall>("PUT /admin/news/:id", {
          params: { id: article.id },
          body: { ...body, version: version ?? article.version },
        })
      : await callApi<typeof adminNewsCreateCall>("POST /admin/news", { body });
    toast("success", texts.saved);
    setArticle(data);
    setSaved(values);
    if (!article) onCreated(data.id);
  };

  /** Someone saved the article after this editor loaded it: show what they changed, and let the person choose. */
  const showConflict = async (conflict: RecordConflict, values: NewsFormValues, status: Status) => {
    if (!article) return;
    const { data: latest } = await callApi<typeof adminNewsDetailCall>("GET /admin/news/:id", { params: { id: article.id } });
    setConflictShown({
      conflict,
      changes: <ArticleChanges from={newsFormOf(article)} to={newsFormOf(latest)} texts={texts} />,
      choices: { reload: () => load(latest), overwrite: (version) => send(values, status, version) },
    });
  };

  /** Publishing with a language's title or body missing: the person is told what, and decides. */
  const bothLanguagesOrAgreed = async (values: NewsFormValues) => {
    const incomplete = missingForPublishing(values);
    if (incomplete.length === 0) return true;
    const check = texts.publishCheck;
    const list = incomplete.map(({ lang, field }) => fill(check.missing, { language: check.languages[lang], field: check.fields[field] }));
    return confirm({
      title: check.title,
      message: fill(check.message, { missing: list.join(check.separator) }),
      confirmText: check.confirm,
      cancelText: check.cancel,
    });
  };

  const save = (event: React.FormEvent<HTMLFormElement>) => {
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const status: Status = submitter?.getAttribute("value") === "draft" ? "draft" : "published";
    intent.current = status;
    form.submit(event, async (values) => {
      if (status === "published" && !(await bothLanguagesOrAgreed(values))) return;
      try {
        await send(values, status);
      } catch (error) {
        const stale = conflictOf(error);
        if (!stale) throw error;
        await showConflict(stale, values, status);
      }
    });
  };

  const unpublish = async () => {
    if (!article) return;
    const ok = await confirm({
      title: texts.confirm.title,
      message: texts.confirmUnpublish,
      confirmText: texts.confirm.ok,
      cancelText: texts.confirm.cancel,
    });
    if (!ok) return;
    const { data } = await callApi<typeof adminNewsUnpublishCall>("POST /admin/news/:id/unpublish", { params: { id: article.id } });
    toast("success", texts.saved);
    // Only the state changed: what is being edited stays.
    setArticle(data);
  };

  const openPreview = async () => {
    const body = newsSaveBodyOf(form.values, "draft", storedTimes);
    const { data } = await callApi<typeof adminNewsPreviewCall>("POST /admin/news/preview", { body });
    setPreview({
      id: article?.id ?? 0,
      column: body.column,
      title: body.title,
      body: data.body,
      cover: data.cover || form.values.cover,
      coverAlt: body.coverAlt,
      publishAt: body.publishAt ?? new Date().toISOString(),
    });
  };

  const published = article !== null && article.status !== "draft";
  const busy = form.pending;

  return (
    <section className="console-panel news-editor-screen" data-news-editor={article?.id ?? "new"}>
      <p>
        <Link to="/admin/news">← {texts.back}</Link>
      </p>
      <h1>{article ? texts.editArticle : texts.newArticle}</h1>
      {others.length > 0 ? (
        <output className="console-notice" data-news-other-editors="">
          {fill(editing.lock.editing, {
            names: [...new Set(others.map((other) => other.username))].join(language === "zh_CN" ? "、" : ", "),
            time: formatTime(others[0]!.since),
          })}
        </output>
      ) : null}
      {article ? (
        <p data-news-state={article.status}>
          {texts.status}: {texts.statuses[article.status]} · {texts.publishAt}: {formatTime(article.publishAt)} · {texts.columns.updatedAt}:{" "}
          {formatTime(article.updatedAt)}
          {article.updatedBy ? ` · ${article.updatedBy}` : ""}
        </p>
      ) : null}
      <Form name="news-article" error={form.formError} className="news-form" onSubmit={save}>
        <div className="news-form-meta">
          <Field {...form.field("column")} as="select" label={texts.column}>
            {NEWS_COLUMN_IDS.map((column) => (
              <option key={column} value={column}>
                {columnName(column)}
              </option>
            ))}
          </Field>
          <Field {...form.field("publishAt")} type="datetime-local" label={texts.publishAt} hint={texts.publishAtHelp} />
          <ImagePicker
            name="cover"
            image={form.values.cover}
            width={960}
            labels={{
              legend: texts.cover,
              none: texts.coverNone,
              upload: texts.coverUpload,
              remove: texts.coverRemove,
              uploading: texts.uploading,
            }}
            onChange={(cover) => {
              form.setValue("coverFileId", cover.fileId === null ? "" : String(cover.fileId));
              form.setValue("cover", cover.url);
            }}
          />
        </div>
        <div className="news-form-languages">
          {(["zh", "en"] as const).map((lang) => (
            <NewsLanguageFields key={lang} lang={lang} form={form} texts={texts} source={bodies[lang]} />
          ))}
        </div>
        <NewsPublishingFields form={form} texts={texts} saved={article} />
        <div className="console-filter-buttons news-form-actions">
          <button type="button" className="console-button" disabled={busy} onClick={() => void openPreview().catch(() => undefined)}>
            {texts.preview}
          </button>
          {article ? (
            <button type="button" className="console-button" onClick={() => setSharing(true)} data-share-preview-open="">
              {texts.share.button}
            </button>
          ) : null}
          {!published ? (
            <button type="submit" name="status" value="draft" className="console-button" disabled={busy}>
              {texts.saveDraft}
            </button>
          ) : null}
          <button type="submit" name="status" value="published" className="console-button console-button-primary" disabled={busy}>
            {published ? texts.saveChanges : texts.publish}
          </button>
          {published ? (
            <button type="button" className="console-button" disabled={busy} onClick={() => void unpublish().catch(() => undefined)}>
              {texts.unpublish}
            </button>
          ) : null}
        </div>
      </Form>
      {article ? (
        <RevisionsPanel key={article.updatedAt} newsId={article.id} texts={texts} formatTime={formatTime} onRestored={load} />
      ) : null}
      {preview ? (
        <NewsPreview draft={preview} columns={columns} texts={texts} initialLanguage={language} onClose={() => setPreview(null)} />
      ) : null}
      {sharing && article ? (
        <SharePreviewDialog newsId={article.id} texts={texts} formatTime={formatTime} unsaved={dirty} onClose={() => setSharing(false)} />
      ) : null}
      {conflictShown ? <ConflictDialog {...conflictShown} onClose={() => setConflictShown(null)} /> : null}
      {leavePrompt}
    </section>
  );
}
