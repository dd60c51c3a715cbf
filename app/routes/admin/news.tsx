import { useMemo } from "react";
import { Link } from "react-router";
import { SEARCH_TEXT_MAX } from "../../../common/contracts/admin-fields.ts";
import { adminNewsListCall, NEWS_STATUSES, type AdminNewsRow } from "../../../common/contracts/admin-news.ts";
import { NEWS_COLUMN_IDS } from "../../../common/news.ts";
import { PERMISSIONS } from "../../../common/staff-roles.ts";
import { useConsoleTexts } from "../../components/admin/console-texts.ts";
import { DataTable, Pager, type ConsoleColumn } from "../../components/admin/data-table.tsx";
import { ForbiddenPanel } from "../../components/admin/forbidden-panel.tsx";
import { useNewsColumns } from "../../components/admin/news/use-news-columns.ts";
import { ListFilters } from "../../components/admin/list-filters.tsx";
import { usePermission } from "../../components/admin/use-console-page.ts";
import { useListScreen } from "../../components/admin/use-list-screen.ts";
import { newsConsoleTexts, type NewsConsoleTexts } from "../../i18n/admin-news-texts.ts";

const PAGE_SIZE = 20;
const newsRowKey = (row: AdminNewsRow) => String(row.id);

function newsColumns(texts: NewsConsoleTexts, columnName: (id: number) => string, formatTime: (iso: string | null) => string) {
  const columns: ConsoleColumn<AdminNewsRow>[] = [
    {
      id: "title",
      header: texts.columns.title,
      cell: ({ row }) => (
        <Link to={`/admin/news/${row.original.id}`}>
          {row.original.title.zh}
          {row.original.title.en ? <small className="news-row-en"> {row.original.title.en}</small> : null}
        </Link>
      ),
    },
    { id: "column", header: texts.columns.column, cell: ({ row }) => columnName(row.original.column) },
    {
      id: "status",
      header: texts.columns.status,
      cell: ({ row }) => <span data-news-status={row.original.status}>{texts.statuses[row.original.status]}</span>,
    },
    { id: "publishAt", header: texts.columns.publishAt, cell: ({ row }) => formatTime(row.original.publishAt) },
    { id: "updatedAt", header: texts.columns.updatedAt, cell: ({ row }) => formatTime(row.original.updatedAt) },
    { id: "updatedBy", header: texts.columns.updatedBy, cell: ({ row }) => row.original.updatedBy || "-" },
  ];
  return columns;
}

/** /admin/news: every article in any state, filtered by column and state, searched by title, sorted and paged on the server. */
export default function NewsListScreen() {
  const { t, language, formatTime } = useConsoleTexts();
  const texts = newsConsoleTexts[language];
  const allowed = usePermission(PERMISSIONS.newsEdit);
  const { nameOf: columnName } = useNewsColumns(allowed, language, texts.columnDisabled);
  const screen = useListScreen(adminNewsListCall, {
    filters: ["q", "column", "status"],
    sortable: { title: "asc", column: "asc", publishAt: "desc", updatedAt: "desc" },
    rowKey: newsRowKey,
    pageSize: PAGE_SIZE,
    enabled: allowed,
  });
  const columns = useMemo(() => newsColumns(texts, columnName, formatTime), [texts, columnName, formatTime]);

  if (!allowed) return <ForbiddenPanel />;

  return (
    <section className="console-panel" data-news-list="">
      <h1>{texts.heading}</h1>
      <p>
        <Link className="console-button console-button-primary" to="/admin/news/new">
          {texts.newArticle}
        </Link>
      </p>
      <ListFilters screen={screen} label={texts.filters}>
        <label>
          {texts.search}
          <input type="search" placeholder={texts.searchPlaceholder} maxLength={SEARCH_TEXT_MAX} {...screen.field("q")} />
        </label>
        <label>
          {texts.column}
          <select {...screen.field("column")}>
            <option value="">{t.list.any}</option>
            {NEWS_COLUMN_IDS.map((id) => (
              <option key={id} value={id}>
                {columnName(id)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {texts.status}
          <select {...screen.field("status")}>
            <option value="">{t.list.any}</option>
            {NEWS_STATUSES.map((status) => (
              <option key={status} value={status}>
                {texts.statuses[status]}
              </option>
            ))}
          </select>
        </label>
      </ListFilters>
      <DataTable caption={texts.heading} columns={columns} empty={texts.empty} {...screen.table} />
      <Pager {...screen.pager} />
    </section>
  );
}
