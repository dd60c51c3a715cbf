import { useCallback, useEffect, useState } from "react";
import { HOME_LISTS, type HomeList } from "../../../common/contracts/admin-home.ts";
import { PERMISSIONS } from "../../../common/staff-roles.ts";
import { useConsoleTexts } from "../../components/admin/console-texts.ts";
import { useConflicts } from "../../components/admin/conflict-dialog.tsx";
import { DataTable, type ConsoleColumn } from "../../components/admin/data-table.tsx";
import { ForbiddenPanel } from "../../components/admin/forbidden-panel.tsx";
import { HomeRowForm, bodyOf, formValuesOf } from "../../components/admin/home-row-form.tsx";
import { orderColumn } from "../../components/admin/order-buttons.tsx";
import { usePermission } from "../../components/admin/use-console-page.ts";
import { confirm, toast } from "../../components/ui/notify.ts";
import { fill } from "../../lib/fill.ts";
import { request } from "../../lib/http/client.ts";

/** The console's row of any list: the fields every list has, plus its own. */
interface HomeRow {
  id: number;
  title: string;
  titleEn: string;
  hidden: boolean;
  imageUrl: string | null;
  [field: string]: unknown;
}

const base = (list: HomeList) => `/admin/home/${list}`;

const quietly = (work: Promise<unknown>) => void work.catch(() => undefined);

/** A row's button for a write whose failure the request layer or the conflict dialog has shown. */
const action = (label: string, run: () => Promise<unknown>) => (
  <button type="button" className="console-button" onClick={() => quietly(run())}>
    {label}
  </button>
);

interface HomeColumnsContext {
  t: ReturnType<typeof useConsoleTexts>["t"];
  list: HomeList;
  rows: HomeRow[];
  write: (method: "POST" | "PUT" | "DELETE", path: string, body?: Record<string, unknown>) => Promise<boolean>;
  edit: (row: HomeRow) => void;
}

function homeColumns({ t, list, rows: all, write, edit }: HomeColumnsContext): ConsoleColumn<HomeRow>[] {
  return [
    orderColumn(
      t.home.columns.order,
      all,
      (row) => row.title,
      (ids) => quietly(write("PUT", `${base(list)}/order`, { ids })),
    ),
    {
      id: "title",
      header: t.home.columns.title,
      cell: ({ row }) => (
        <>
          {row.original.title}
          <br />
          <span className="console-muted" lang="en">
            {row.original.titleEn}
          </span>
        </>
      ),
    },
    {
      id: "status",
      header: t.home.columns.status,
      cell: ({ row }) => (row.original.hidden ? t.content.hidden : t.content.shown),
    },
    {
      id: "image",
      header: t.home.columns.image,
      cell: ({ row }) =>
        row.original.imageUrl ? <img src={row.original.imageUrl} alt="" width={64} height={36} className="console-image-thumb" /> : "-",
    },
    {
      id: "actions",
      header: t.home.columns.actions,
      cell: ({ row }) => (
        <div className="console-row-actions">
          <button type="button" className="console-button" onClick={() => edit(row.original)}>
            {t.content.edit}
          </button>
          {action(row.original.hidden ? t.content.show : t.content.hide, () =>
            write("PUT", `${base(list)}/${row.original.id}`, {
              ...bodyOf(formValuesOf(list, row.original)),
              hidden: !row.original.hidden,
              version: row.original.version,
            }),
          )}
          {action(t.content.delete, () =>
            confirm({
              title: t.content.delete,
              message: fill(t.content.confirmDelete, { name: row.original.title }),
              confirmText: t.content.delete,
              cancelText: t.content.cancel,
            }).then((sure) => (sure ? write("DELETE", `${base(list)}/${row.original.id}`) : undefined)),
          )}
        </div>
      ),
    },
  ];
}

/**
 * /admin/home (editors and admins): the home page's customer cases, solutions and qualifications.
 * Rows are added, edited in both languages, hidden or shown, moved up or down and deleted; the
 * calls are the contracts of common/contracts/admin-home.ts, one set per list.
 */
export default function HomeListsScreen() {
  const { t } = useConsoleTexts();
  const allowed = usePermission(PERMISSIONS.homeEdit);
  const [list, setList] = useState<HomeList>("customerCase");
  const [rows, setRows] = useState<HomeRow[] | null>(null);
  const [editing, setEditing] = useState<HomeRow | "new" | null>(null);

  const [generation, setGeneration] = useState(0);
  // The list and the write count: a write fetches the list again, as useConsolePage does.
  const fetchKey = JSON.stringify([list, generation]);

  useEffect(() => {
    if (!allowed) return;
    let current = true;
    const [which] = JSON.parse(fetchKey) as [HomeList];
    request<HomeRow[]>(base(which), { method: "GET" })
      .then(({ data }) => {
        if (current) setRows(data);
      })
      // The request layer has shown the failure.
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [allowed, fetchKey]);

  const conflicts = useConflicts();
  const { resolve } = conflicts;
  const write = useCallback(
    async (method: "POST" | "PUT" | "DELETE", path: string, body?: Record<string, unknown>) => {
      const send = async (data = body) => {
        await request(path, { method, ...(data === undefined ? {} : { data }) });
        toast("success", t.content.saved);
        setGeneration((value) => value + 1);
      };
      try {
        await send();
        return true;
      } catch (error) {
        // A change made from a row someone else has changed since: their version, or this one over it.
        const choices = {
          reload: () => {
            setEditing(null);
            setGeneration((value) => value + 1);
          },
          overwrite: async (version: number) => {
            await send({ ...body, version });
            setEditing(null);
          },
        };
        if (!resolve(error, choices)) throw error;
        return false;
      }
    },
    [t, resolve],
  );

  if (!allowed) return <ForbiddenPanel />;

  const all = rows ?? [];
  const columns = homeColumns({ t, list, rows: all, write, edit: setEditing });

  return (
    <section className="console-panel" data-home-lists="">
      <h1>{t.home.heading}</h1>
      <div className="console-tabs">
        {HOME_LISTS.map((name) => (
          <button
            key={name}
            type="button"
            className={name === list ? "console-button console-button-primary" : "console-button"}
            aria-pressed={name === list}
            onClick={() => {
              setRows(null);
              setEditing(null);
              setList(name);
            }}
          >
            {t.home.lists[name]}
          </button>
        ))}
        <button type="button" className="console-button" onClick={() => setEditing("new")}>
          {t.content.add}
        </button>
      </div>
      {editing && (
        <HomeRowForm
          key={editing === "new" ? `new-${list}` : `${list}-${editing.id}`}
          list={list}
          row={editing === "new" ? null : editing}
          onCancel={() => setEditing(null)}
          onSubmit={async (body) => {
            const saved =
              editing === "new"
                ? await write("POST", base(list), body)
                : await write("PUT", `${base(list)}/${editing.id}`, { ...body, version: editing.version });
            // A refused save leaves the form open with what was typed, for the conflict dialog's choice.
            if (saved) setEditing(null);
          }}
        />
      )}
      <DataTable
        caption={t.home.lists[list] ?? list}
        columns={columns}
        rows={all}
        rowKey={(row) => String(row.id)}
        empty={t.home.empty}
        busy={rows === null}
      />
      {conflicts.dialog}
    </section>
  );
}
