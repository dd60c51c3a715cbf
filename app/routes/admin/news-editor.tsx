import { lazy, Suspense, useEffect, useState } from "react";
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
import { NEWS_COLUMN_IDS } from "../../../common/news.ts";
import { PERMISSIONS } from "../../../common/staff-roles.ts";
import { useConsoleTexts } from "../../components/admin/console-texts.ts";
import { ForbiddenPanel } from "../../components/admin/forbidden-panel.tsx";
import { CoverPicker } from "../../components/admin/news/cover-picker.tsx";
import { emptyNewsForm, formOf, saveBodyOf, type NewsFormState } from "../../components/admin/news/news-form.ts";
import { NewsPreview, type PreviewDraft } from "../../components/admin/news/news-preview.tsx";
import { RevisionsPanel } from "../../components/admin/news/revisions-panel.tsx";
import { useNewsColumns } from "../../components/admin/news/use-news-columns.ts";
import { usePermission } from "../../components/admin/use-console-page.ts";
import { confirm, toast } from "../../components/ui/notify.ts";
import { newsConsoleTexts } from "../../i18n/admin-news-texts.ts";
import { callApi } from "../../lib/http/client.ts";
import { isHttpError } from "../../lib/http/http-error.ts";

// Tiptap and ProseMirror come with the editor: the server, which never draws one, does not load them at start.
const RichTextEditor = lazy(() =>
  import("../../components/admin/news/rich-text-editor.tsx").then((module) => ({ default: module.RichTextEditor })),
);

type Lang = "zh" | "en";
const LANGS: Lang[] = ["zh", "en"];

/** /admin/news/new and /admin/news/{id}: both languages side by side, saved as a draft or published. */
export default function NewsEditorScreen() {
  const { language, formatTime } = useConsoleTexts();
  const texts = newsConsoleTexts[language];
  const allowed = usePermission(PERMISSIONS.newsEdit);
  const { columns, nameOf: columnName } = useNewsColumns(allowed, language, texts.columnDisabled);
  const navigate = useNavigate();
  const id = Number(useParams().id) || undefined;
  const [article, setArticle] = useState<AdminNewsDetail | null>(null);
  const [form, setForm] = useState<NewsFormState>(emptyNewsForm);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [preview, setPreview] = useState<PreviewDraft | null>(null);
  const [busy, setBusy] = useState(false);
  const [missing, setMissing] = useState(false);

  useEffect(() => {
    if (!allowed || id === undefined) return;
    let current = true;
    callApi<typeof adminNewsDetailCall>("GET /admin/news/:id", { params: { id } })
      .then(({ data }) => {
        if (!current) return;
        setArticle(data);
        setForm(formOf(data));
      })
      .catch((error: unknown) => {
        if (current && isHttpError(error) && error.code === 404) setMissing(true);
      });
    return () => {
      current = false;
    };
  }, [allowed, id]);

  if (!allowed) return <ForbiddenPanel />;
  if (missing)
    return (
      <section className="console-panel" data-news-missing="">
        <h1>{texts.notFound}</h1>
        <Link to="/admin/news">← {texts.back}</Link>
      </section>
    );

  const setText = (field: "title" | "summary" | "body", lang: Lang, value: string) =>
    setForm((current) => ({ ...current, [field]: { ...current[field], [lang]: value } }));
  const loaded = (data: AdminNewsDetail) => {
    setArticle(data);
    setForm(formOf(data));
    setErrors({});
  };

  const save = async (status: NewsSaveBody["status"]) => {
    setBusy(true);
    try {
      const body = saveBodyOf(form, status);
      const { data } = id
        ? await callApi<typeof adminNewsUpdateCall>("PUT /admin/news/:id", { params: { id }, body })
        : await callApi<typeof adminNewsCreateCall>("POST /admin/news", { body });
      toast("success", texts.saved);
      loaded(data);
      if (!id) void navigate(`/admin/news/${data.id}`, { replace: true });
    } catch (error) {
      const fields = isHttpError(error) ? (error.data as { fields?: Record<string, string> } | null)?.fields : undefined;
      setErrors(fields ?? {});
    } finally {
      setBusy(false);
    }
  };

  const unpublish = async () => {
    if (!id) return;
    const ok = await confirm({
      title: texts.confirm.title,
      message: texts.confirmUnpublish,
      confirmText: texts.confirm.ok,
      cancelText: texts.confirm.cancel,
    });
    if (!ok) return;
    const { data } = await callApi<typeof adminNewsUnpublishCall>("POST /admin/news/:id/unpublish", { params: { id } });
    toast("success", texts.saved);
    loaded(data);
  };

  const openPreview = async () => {
    const body = saveBodyOf(form, "draft");
    const { data } = await callApi<typeof adminNewsPreviewCall>("POST /admin/news/preview", { body });
    setPreview({
      id: id ?? 0,
      column: form.column,
      title: form.title,
      body: data.body,
      cover: data.cover || form.cover,
      publishAt: body.publishAt ?? new Date().toISOString(),
    });
  };

  const published = article !== null && article.status !== "draft";
  const error = (field: string) =>
    errors[field] ? (
      <span className="form-error" role="alert">
        {errors[field]}
      </span>
    ) : null;

  return (
    <section className="console-panel news-editor-screen" data-news-editor={id ?? "new"}>
      <p>
        <Link to="/admin/news">← {texts.back}</Link>
      </p>
      <h1>{id ? texts.editArticle : texts.newArticle}</h1>
      {article ? (
        <p data-news-state={article.status}>
          {texts.status}: {texts.statuses[article.status]} · {texts.columns.updatedAt}: {formatTime(article.updatedAt)}
        </p>
      ) : null}
      <form className="news-form" onSubmit={(event) => event.preventDefault()} noValidate>
        <div className="news-form-meta">
          <label>
            {texts.column}
            <select value={form.column} onChange={(event) => setForm({ ...form, column: Number(event.target.value) })}>
              {NEWS_COLUMN_IDS.map((column) => (
                <option key={column} value={column}>
                  {columnName(column)}
                </option>
              ))}
            </select>
            {error("column")}
          </label>
          <label>
            {texts.publishAt}
            <input type="datetime-local" value={form.publishAt} onChange={(event) => setForm({ ...form, publishAt: event.target.value })} />
            <small>{texts.publishAtHelp}</small>
            {error("publishAt")}
          </label>
          <CoverPicker cover={form.cover} texts={texts} onChange={(cover) => setForm({ ...form, ...cover })} />
        </div>
        <div className="news-form-languages">
          {LANGS.map((lang) => {
            const name = lang === "zh" ? texts.chinese : texts.english;
            return (
              <fieldset key={lang} lang={lang === "zh" ? "zh-CN" : "en"} data-news-language={lang}>
                <legend>{name}</legend>
                <label>
                  {texts.title} ({name})
                  <input value={form.title[lang]} maxLength={200} onChange={(event) => setText("title", lang, event.target.value)} />
                  {error(`title.${lang}`)}
                </label>
                <label>
                  {texts.summary} ({name})
                  <textarea
                    rows={3}
                    value={form.summary[lang]}
                    maxLength={500}
                    onChange={(event) => setText("summary", lang, event.target.value)}
                  />
                  {error(`summary.${lang}`)}
                </label>
                <span className="news-body-label">
                  {texts.body} ({name})
                </span>
                <Suspense fallback={<div className="news-editor" data-rich-text={lang} aria-busy="true" />}>
                  <RichTextEditor
                    key={`${lang}-${article?.id ?? "new"}`}
                    label={`${texts.body} (${name})`}
                    html={form.body[lang]}
                    onChange={(html) => setText("body", lang, html)}
                    texts={texts}
                    lang={lang}
                  />
                </Suspense>
                {error(`body.${lang}`)}
              </fieldset>
            );
          })}
        </div>
        <div className="console-filter-buttons news-form-actions">
          <button type="button" className="console-button" disabled={busy} onClick={() => void openPreview().catch(() => undefined)}>
            {texts.preview}
          </button>
          {!published ? (
            <button type="button" className="console-button" disabled={busy} onClick={() => void save("draft")}>
              {texts.saveDraft}
            </button>
          ) : null}
          <button type="button" className="console-button console-button-primary" disabled={busy} onClick={() => void save("published")}>
            {published ? texts.saveChanges : texts.publish}
          </button>
          {published ? (
            <button type="button" className="console-button" disabled={busy} onClick={() => void unpublish().catch(() => undefined)}>
              {texts.unpublish}
            </button>
          ) : null}
        </div>
      </form>
      {id && article ? (
        <RevisionsPanel key={article.updatedAt} newsId={id} texts={texts} formatTime={formatTime} onRestored={loaded} />
      ) : null}
      {preview ? (
        <NewsPreview draft={preview} columns={columns} texts={texts} initialLanguage={language} onClose={() => setPreview(null)} />
      ) : null}
    </section>
  );
}
