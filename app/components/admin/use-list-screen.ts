import { useCallback, useMemo, useState, type ChangeEvent } from "react";
import { useSearchParams } from "react-router";
import * as z from "zod/mini";
import { ADMIN_PAGE_SIZE, type SortOrder } from "../../../common/contracts/admin-fields.ts";
import { routeOf, type CallRow, type ListCall, type ParsedQuery } from "../../../common/contracts/call.ts";
import { useConsolePage } from "./use-console-page.ts";

/** The query keys a screen shows as filters; paging and order belong to the hook. */
export type FilterKey<C extends ListCall> = Exclude<keyof ParsedQuery<C> & string, "pageNum" | "pageSize" | "sort" | "order">;
/** The columns a list sorts by (its contract's `listSort`). */
export type SortColumn<C extends ListCall> = ParsedQuery<C> extends { sort: infer S extends string } ? S : never;
/** Filter values as a form holds them: text, "" for any. */
export type FilterValues<C extends ListCall> = Record<FilterKey<C>, string>;

export interface ListScreenOptions<C extends ListCall> {
  /** The filters the screen shows, in the order of its form. */
  filters: readonly FilterKey<C>[];
  /** The columns the table sorts by, each with the direction of its first click; a second click reverses it. */
  sortable?: Partial<Record<SortColumn<C>, SortOrder>>;
  rowKey: (row: CallRow<C>) => string;
  pageSize?: number;
  /** False while the staff member may not see the list: nothing is fetched. */
  enabled: boolean;
}

const ORDER_KEYS = ["sort", "order", "pageNum"] as const;

/** Rows picked for a bulk action: their keys, kept while the list shows the same query. */
export interface ListSelection {
  keys: ReadonlySet<string>;
  toggle: (key: string) => void;
  /** Selects every row of the page, or none when all are selected. */
  toggleAll: () => void;
  clear: () => void;
  allSelected: boolean;
}

/**
 * The list's query from the address, parsed by its contract: defaults filled in, and any value
 * the contract refuses (an edited or outdated link) dropped, rather than an error for the list.
 */
export function queryFromAddress<C extends ListCall>(call: C, params: URLSearchParams, filters: readonly string[], pageSize: number) {
  const raw: Record<string, string | number> = { pageSize };
  for (const key of [...filters, ...ORDER_KEYS]) {
    const value = params.get(key);
    if (value) raw[key] = value;
  }
  for (;;) {
    const parsed = z.safeParse(call.query, raw);
    if (parsed.success) return parsed.data as ParsedQuery<C>;
    const refused = parsed.error.issues.map((issue) => String(issue.path[0])).filter((key) => key in raw && key !== "pageSize");
    // Nothing left to drop: the contract's own defaults cannot fail, so this is a programming error.
    if (refused.length === 0) throw parsed.error;
    for (const key of refused) delete raw[key];
  }
}

const filterValuesOf = <C extends ListCall>(query: ParsedQuery<C>, filters: readonly FilterKey<C>[]) =>
  Object.fromEntries(filters.map((key) => [key, String(query[key] ?? "")])) as FilterValues<C>;

/**
 * One console list screen: filters as drafted in the form and as applied, paging and sorting, all
 * kept in the address (a reload, the back button or a shared link shows the same list), parsed by
 * the call's contract and fetched with it; `table` and `pager` are the props of `DataTable` and
 * `Pager` (data-table.tsx), and `ListFilters` (list-filters.tsx) is the form around `field`.
 *
 * Every list gets bulk selection (`selection`, a checkbox column in DataTable, cleared when the
 * query changes; actions show what they changed with `replaceRows`) and saved filters
 * (`savedQuery` is what a saved filter stores, `restore` brings it back; saved-filters.tsx).
 */
export function useListScreen<C extends ListCall>(call: C, options: ListScreenOptions<C>) {
  const { filters, rowKey, pageSize = ADMIN_PAGE_SIZE, enabled } = options;
  const sortable: Partial<Record<SortColumn<C>, SortOrder>> = options.sortable ?? {};
  const [params, setParams] = useSearchParams();
  const address = params.toString();
  const filterList = filters.join(",");
  const applied = useMemo(
    () => queryFromAddress(call, new URLSearchParams(address), filterList ? filterList.split(",") : [], pageSize),
    [call, address, filterList, pageSize],
  );

  // The form follows the address when it changes (applied, reset, back button, a saved filter),
  // except the fields typed into since the last apply: a list that arrives while someone types (a
  // quick filter's, a page turned) does not take their text away.
  const [draft, setDraft] = useState(() => ({
    address,
    values: filterValuesOf(applied, filters),
    typed: new Set<FilterKey<C>>() as ReadonlySet<FilterKey<C>>,
  }));
  if (draft.address !== address) {
    const values = filterValuesOf(applied, filters);
    for (const key of draft.typed) values[key] = draft.values[key];
    setDraft({ address, values, typed: draft.typed });
  }
  const forgetTyping = useCallback(() => setDraft((current) => ({ ...current, typed: new Set<FilterKey<C>>() })), []);

  const page = useConsolePage<C>(routeOf(call), applied, enabled);

  const update = useCallback(
    (changes: Record<string, string | undefined>) => {
      setParams((current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        return next;
      });
    },
    [setParams],
  );

  /** Shows the list for these filters (the form's draft by default), from its first page. */
  const apply = useCallback(
    (values: Partial<FilterValues<C>> = draft.values) => {
      forgetTyping();
      update({
        ...Object.fromEntries(filters.map((key) => [key, (values[key] ?? "").trim() || undefined])),
        pageNum: undefined,
      });
    },
    [draft.values, filters, forgetTyping, update],
  );
  const reset = useCallback(() => apply({}), [apply]);

  const field = (key: FilterKey<C>) => ({
    name: key,
    value: draft.values[key],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
      setDraft({ address, values: { ...draft.values, [key]: event.target.value }, typed: new Set([...draft.typed, key]) }),
  });

  const sortBy = (column: SortColumn<C>) => {
    const order = column === applied.sort ? (applied.order === "asc" ? "desc" : "asc") : (sortable[column] ?? "asc");
    update({ sort: column, order, pageNum: undefined });
  };
  const { replaceRows } = page;

  const [picked, setPicked] = useState<{ address: string; keys: ReadonlySet<string> }>({ address, keys: new Set() });
  const pickedKeys = picked.address === address ? picked.keys : new Set<string>();
  const pageKeys = page.rows.map(rowKey);
  const allSelected = pageKeys.length > 0 && pageKeys.every((key) => pickedKeys.has(key));
  const selection: ListSelection = {
    keys: pickedKeys,
    allSelected,
    toggle: (key) => {
      const keys = new Set(pickedKeys);
      if (!keys.delete(key)) keys.add(key);
      setPicked({ address, keys });
    },
    toggleAll: () => setPicked({ address, keys: allSelected ? new Set() : new Set(pageKeys) }),
    clear: () => setPicked({ address, keys: new Set() }),
  };

  /** The filters and order as a saved filter keeps them (no page number). */
  const savedQuery = useMemo(() => {
    const kept = new URLSearchParams();
    for (const key of [...filters, "sort", "order"]) {
      const value = new URLSearchParams(address).get(key);
      if (value) kept.set(key, value);
    }
    return kept.toString();
  }, [address, filters]);

  const restore = useCallback(
    (query: string) => {
      forgetTyping();
      setParams((current) => {
        const next = new URLSearchParams(current);
        for (const key of [...filters, ...ORDER_KEYS]) next.delete(key);
        for (const [key, value] of new URLSearchParams(query))
          if (([...filters, "sort", "order"] as string[]).includes(key)) next.set(key, value);
        return next;
      });
    },
    [filters, forgetTyping, setParams],
  );

  return {
    selection,
    selectedRows: page.rows.filter((row) => pickedKeys.has(rowKey(row))),
    savedQuery,
    restore,
    /** Sets some of the address's keys (filters, or a screen's own such as an open record). */
    update,
    applied,
    draft: draft.values,
    field,
    apply,
    reset,
    rows: page.rows,
    reload: page.reload,
    /** Rows changed in place (an edit, a bulk action) shown without fetching the page again. */
    replaceRows: useCallback((changed: CallRow<C>[]) => replaceRows(changed, rowKey), [replaceRows, rowKey]),
    table: {
      rows: page.rows,
      rowKey,
      busy: page.busy,
      sort: { column: applied.sort, order: applied.order },
      sortable: Object.keys(sortable),
      onSort: (column: string) => sortBy(column as SortColumn<C>),
    },
    pager: {
      page: applied.pageNum,
      pageSize: applied.pageSize,
      total: page.total,
      onPage: (next: number) => update({ pageNum: next > 1 ? String(next) : undefined }),
    },
  };
}

export type ListScreen<C extends ListCall> = ReturnType<typeof useListScreen<C>>;
