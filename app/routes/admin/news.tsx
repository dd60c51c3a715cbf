import { useMemo, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { NEWS_SORTS, NEWS_STATUSES, type AdminNewsRow, type adminNewsListCall } from "../../../common/contracts/admin-news.ts";
import { NEWS_COLUMN_IDS } from "../../../common/news.ts";
import { PERMISSIONS } from "../../../common/staff-roles.ts";
import { useConsoleTexts } from "../../components/admin/console-texts.ts";
import { DataTable, Pager, type ConsoleColumn } from "../../components/admin/data-table.tsx";
import { ForbiddenPanel } from "../../components/admin/forbidden-panel.tsx";
import { useNewsColumns } from "../../components/admin/news/use-news-columns.ts";
import { useConsolePage, usePermission } from "../../components/admin/use-console-page.ts";
import { newsConsoleTexts, type NewsConsoleTexts } from "../../i18n/admin-news-texts.ts";

const PAGE_SIZE = 20;
const FILTER_KEYS = ["column", "status", "q", "sort"] as const;

function newsColumns(texts: NewsConsoleTexts, columnName: (id: number) => string, formatTime: (iso: string | null) => string) {
  const columns: ConsoleColumn<AdminNewsRow>[] = [
    {
      id: "title",
      header: texts.columns.title,
      enableSorting: false,
      cell: ({ row }) => (
        <Link to={`/admin/news/${row.original.id}`}>
          {row.original.title.zh}
          {row.original.title.en ? <small className="news-row-en"> {row.original.title.en}</small> : null}
        </Link>
      ),
    },
    { id: "column", header: texts.columns.column, enableSorting: false, cell: ({ row }) => columnName(row.original.column) },
    {
      id: "status",
      header: texts.columns.status,
      enableSorting: false,
      cell: ({ row }) => <span data-news-status={row.original.status}>{texts.statuses[row.original.status]}</span>,
    },
    { id: "publishAt", header: texts.columns.publishAt, enableSorting: false, cell: ({ row }) => formatTime(row.original.publishAt) },
    { id: "updatedAt", header: texts.columns.updatedAt, enableSorting: false, cell: ({ row }) => formatTime(row.original.updatedAt) },
    { id: "updatedBy", header: texts.columns.updatedBy, enableSorting: false, cell: ({ row }) => row.original.updatedBy || "-" },
  ];
  return columns;
}

/** /admin/news: every article in any state, filtered by column and state, searched by title, paged on the server. */
export default function NewsListScreen() {
  const { language, formatTime } = useConsoleTexts();
  const texts = newsConsoleTexts[language];
  const allowed = usePermission(PERMISSIONS.newsEdit);
  const { nameOf: columnName } = useNewsColumns(allowed, language, texts.columnDisabled);
  const [params, setParams] = useSearchParams();
  const page = Number(params.get("pageNum") ?? "1") || 1;
  const query = Object.fromEntries(FILTER_KEYS.map((key) => [key, params.get(key) || undefined]));
  const [draft, setDraft] = useState<Record<string, string>>(() =>
    Object.fromEntries(FILTER_KEYS.map((key) => [key, params.get(key) ?? ""])),
  );
  const list = useConsolePage<typeof adminNewsListCall>("GET /admin/news", { ...query, pageNum: page, pageSize: PAGE_SIZE }, allowed);
  const columns = useMemo(() => newsColumns(texts, columnName, formatTime), [texts, columnName, formatTime]);

  const apply = (next: Record<string, string>) => {
    const merged = new URLSearchParams();
    for (const [key, value] of Object.entries(next)) if (value.trim()) merged.set(key, value.trim());
    setParams(merged);
  };
  const set = (key: string) => (event: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
    setDraft({ ...draft, [key]: event.target.value });

  if (!allowed) return <ForbiddenPanel />;

  return (
    <section className="console-panel" data-news-list="">
      <h1>{texts.heading}</h1>
      <p>
        <Link className="console-button console-button-primary" to="/admin/news/new">
          {texts.newArticle}
        </Link>
      </p>
      <form
        className="console-filters"
        aria-label={texts.filters}
        onSubmit={(event) => {
          event.preventDefault();
          apply(draft);
        }}
      >
        <label>
          {texts.search}
          <input type="search" name="q" value={draft.q} placeholder={texts.searchPlaceholder} maxLength={100} onChange={set("q")} />
        </label>
        <label>
          {texts.column}
          <select name="column" value={draft.column} onChange={set("column")}>
            <option value="">{texts.any}</option>
            {NEWS_COLUMN_IDS.map((id) => (
              <option key={id} value={id}>
                {columnName(id)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {texts.status}
          <select name="status" value={draft.status} onChange={set("status")}>
            <option value="">{texts.any}</option>
            {NEWS_STATUSES.map((status) => (
              <option key={status} value={status}>
                {texts.statuses[status]}
              </option>
            ))}
          </select>
        </label>
        <label>
          {texts.sort}
          <select name="sort" value={draft.sort} onChange={set("sort")}>
            {NEWS_SORTS.map((sort) => (
              <option key={sort} value={sort === "updated" ? "" : sort}>
                {texts.sorts[sort]}
              </option>
            ))}
          </select>
        </label>
        <div className="console-filter-buttons">
          <button type="submit" className="console-button console-button-primary">
            {texts.apply}
          </button>
          <button
            type="button"
            className="console-button"
            onClick={() => {
              const empty = Object.fromEntries(FILTER_KEYS.map((key) => [key, ""]));
              setDraft(empty);
              apply(empty);
            }}
          >
            {texts.reset}
          </button>
        </div>
      </form>
      <DataTable
        caption={texts.heading}
        columns={columns}
        rows={list.rows}
        rowKey={(row) => String(row.id)}
        empty={texts.empty}
        busy={list.busy}
      />
      <Pager
        page={page}
        pageSize={PAGE_SIZE}
        total={list.total}
        onPage={(next) => {
          const merged = new URLSearchParams(params);
          merged.set("pageNum", String(next));
          setParams(merged);
        }}
      />
    </section>
  );
}
