import { useMemo } from "react";
import { LANGUAGES } from "../../../common/constants.ts";
import { SEARCH_TEXT_MAX } from "../../../common/contracts/admin-fields.ts";
import { SEARCH_VIEWS, searchStatsCall, type SearchStatRow } from "../../../common/contracts/admin-searches.ts";
import { addDays, dayInZone, weekStart } from "../../../common/site-time.ts";
import { PERMISSIONS } from "../../../common/staff-roles.ts";
import { useConsoleTexts } from "../../components/admin/console-texts.ts";
import { DataTable, Pager, type ConsoleColumn } from "../../components/admin/data-table.tsx";
import { ForbiddenPanel } from "../../components/admin/forbidden-panel.tsx";
import { ListFilters } from "../../components/admin/list-filters.tsx";
import { usePermission } from "../../components/admin/use-console-page.ts";
import { useListScreen } from "../../components/admin/use-list-screen.ts";
import { searchesTexts } from "../../i18n/admin-searches-texts.ts";
import { fill } from "../../lib/fill.ts";

/** Weeks offered: this one and the twelve before, about the 90 days the counts are kept. */
const WEEKS_SHOWN = 13;
/** SEARCH_QUERY_RETENTION_DAYS' default; the screen says how long counts are kept. */
const RETENTION_DAYS = 90;

type Texts = (typeof searchesTexts)["zh_CN"];

function searchColumns(text: Texts): ConsoleColumn<SearchStatRow>[] {
  return [
    { id: "query", header: text.columns.query, cell: ({ row }) => <span className="console-detail-text">{row.original.query}</span> },
    { id: "language", header: text.columns.language, cell: ({ row }) => text.languages[row.original.language] },
    { id: "searches", header: text.columns.searches, cell: ({ row }) => row.original.searches },
    { id: "emptySearches", header: text.columns.emptySearches, cell: ({ row }) => row.original.emptySearches },
  ];
}

const searchRowKey = (row: SearchStatRow) => `${row.language}\n${row.query}`;

/** The Mondays of this week and the ones before, in the site's time zone. */
function recentWeeks(timeZone: string): string[] {
  const monday = weekStart(dayInZone(Date.now(), timeZone));
  return Array.from({ length: WEEKS_SHOWN }, (_, index) => addDays(monday, -7 * index));
}

/** /admin/searches (admins, editors): what visitors searched, a week at a time, most searched first. */
export default function SearchesScreen() {
  const { t, language, timeZone } = useConsoleTexts();
  const text = searchesTexts[language];
  const allowed = usePermission(PERMISSIONS.searchStats);
  const screen = useListScreen(searchStatsCall, {
    filters: ["week", "language", "view", "q"],
    sortable: { searches: "desc", emptySearches: "desc", query: "asc" },
    rowKey: searchRowKey,
    enabled: allowed,
  });
  const columns = useMemo(() => searchColumns(text), [text]);
  const weeks = useMemo(() => recentWeeks(timeZone), [timeZone]);

  if (!allowed) return <ForbiddenPanel />;

  return (
    <section className="console-panel" data-searches="">
      <h1>{text.heading}</h1>
      <p className="console-muted">{fill(text.lead, { zone: timeZone, days: RETENTION_DAYS })}</p>
      <ListFilters screen={screen}>
        <label>
          {text.week}
          <select {...screen.field("week")}>
            {weeks.map((monday, index) => (
              <option key={monday} value={index === 0 ? "" : monday}>
                {fill(index === 0 ? text.thisWeek : text.weekOf, { from: monday, to: addDays(monday, 6) })}
              </option>
            ))}
          </select>
        </label>
        <label>
          {text.language}
          <select {...screen.field("language")}>
            <option value="">{t.list.any}</option>
            {LANGUAGES.map((value) => (
              <option key={value} value={value}>
                {text.languages[value]}
              </option>
            ))}
          </select>
        </label>
        <label>
          {text.view}
          <select {...screen.field("view")}>
            {SEARCH_VIEWS.map((view) => (
              <option key={view} value={view}>
                {text.views[view]}
              </option>
            ))}
          </select>
        </label>
        <label>
          {text.query}
          <input type="search" maxLength={SEARCH_TEXT_MAX} {...screen.field("q")} />
        </label>
      </ListFilters>
      <DataTable caption={text.heading} columns={columns} empty={text.empty} {...screen.table} />
      <Pager {...screen.pager} />
    </section>
  );
}
