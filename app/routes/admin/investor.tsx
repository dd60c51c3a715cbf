import { useCallback, useEffect, useMemo, useState } from "react";
import type {
  InvestorDocumentInput,
  InvestorDocumentRow,
  InvestorListOrders,
  investorCreateCall,
  investorOrdersCall,
  investorUpdateCall,
} from "../../../common/contracts/admin-investor.ts";
import type { InvestorDocumentKind } from "../../../common/contracts/content.ts";
import { PERMISSIONS } from "../../../common/staff-roles.ts";
import { useConsoleTexts } from "../../components/admin/console-texts.ts";
import { useConflicts } from "../../components/admin/conflict-dialog.tsx";
import { DataTable, type ConsoleColumn } from "../../components/admin/data-table.tsx";
import { ForbiddenPanel } from "../../components/admin/forbidden-panel.tsx";
import { InvestorForm } from "../../components/admin/investor-form.tsx";
import { orderColumn } from "../../components/admin/order-buttons.tsx";
import { usePermission } from "../../components/admin/use-console-page.ts";
import { confirm, toast } from "../../components/ui/notify.ts";
import { fill } from "../../lib/fill.ts";
import { callApi, request } from "../../lib/http/client.ts";

type Texts = ReturnType<typeof useConsoleTexts>["t"];

interface Actions {
  reorder: (kind: InvestorDocumentKind, ids: number[]) => void;
  dateOrder: (kind: InvestorDocumentKind) => void;
  edit: (row: InvestorDocumentRow) => void;
  toggleHidden: (row: InvestorDocumentRow) => void;
  remove: (row: InvestorDocumentRow) => void;
}

const inputOf = (row: InvestorDocumentRow): InvestorDocumentInput => ({
  kind: row.kind,
  reportKind: row.reportKind,
  year: row.year,
  title: row.title,
  titleEn: row.titleEn,
  date: row.date,
  fileId: row.file.id,
  fileIdEn: row.fileEn?.id ?? null,
  hidden: row.hidden,
});

function documentColumns(
  t: Texts,
  kind: InvestorDocumentKind,
  rows: InvestorDocumentRow[],
  actions: Actions,
): ConsoleColumn<InvestorDocumentRow>[] {
  return [
    orderColumn(
      t.investor.columns.order,
      rows,
      (row) => row.title,
      (ids) => actions.reorder(kind, ids),
    ),
    {
      id: "title",
      header: t.investor.columns.title,
      cell: ({ row }) => (
        <>
          {row.original.title}
          <br />
          <span lang="en" className="console-help">
            {row.original.titleEn}
          </span>
        </>
      ),
    },
    { id: "date", header: t.investor.columns.date, cell: ({ row }) => row.original.date },
    {
      id: "type",
      header: t.investor.columns.type,
      cell: ({ row }) =>
        row.original.reportKind
          ? `${t.investor.reportKinds[row.original.reportKind]} · ${row.original.year}`
          : t.investor.kinds.announcement,
    },
    {
      id: "file",
      header: t.investor.columns.file,
      cell: ({ row }) => (
        <>
          <a href={row.original.file.url} target="_blank" rel="noopener">
            {row.original.file.fileName}
          </a>
          {row.original.file.sample ? <span className="console-sample-tag">{t.investor.sample}</span> : null}
          {row.original.fileEn ? (
            <>
              <br />
              <a href={row.original.fileEn.url} target="_blank" rel="noopener" lang="en">
                {row.original.fileEn.fileName}
              </a>
              {row.original.fileEn.sample ? <span className="console-sample-tag">{t.investor.sample}</span> : null}
            </>
          ) : null}
        </>
      ),
    },
    {
      id: "status",
      header: t.investor.columns.status,
      cell: ({ row }) => (row.original.hidden ? t.investor.hidden : t.investor.shown),
    },
    {
      id: "actions",
      header: t.investor.columns.actions,
      cell: ({ row }) => (
        <div className="console-row-actions">
          <button type="button" className="console-button" onClick={() => actions.edit(row.original)}>
            {t.investor.edit}
          </button>
          <button type="button" className="console-button" onClick={() => actions.toggleHidden(row.original)}>
            {row.original.hidden ? t.investor.show : t.investor.hide}
          </button>
          <button type="button" className="console-button" onClick={() => actions.remove(row.original)}>
            {t.investor.delete}
          </button>
        </div>
      ),
    },
  ];
}

/** How a list is ordered, and the way back to date order once it was arranged by hand. */
function ListOrder({ t, order, onDateOrder }: { t: Texts; order: InvestorListOrders["report"] | undefined; onDateOrder: () => void }) {
  const { formatTime } = useConsoleTexts();
  if (!order) return null;
  if (!order.manual)
    return (
      <p className="console-help" data-investor-order="date">
        {t.investor.byDate}
      </p>
    );
  return (
    <p className="console-help" data-investor-order="manual">
      {fill(t.investor.byHand, { time: formatTime(order.arrangedAt), name: order.arrangedBy ?? "" })}{" "}
      <button type="button" className="console-button" onClick={onDateOrder}>
        {t.investor.backToDate}
      </button>
    </p>
  );
}

/** /admin/investor (editors, admins): announcements and periodic reports, in page order, with their PDFs. */
export default function InvestorScreen() {
  const { t } = useConsoleTexts();
  const allowed = usePermission(PERMISSIONS.investorEdit);
  const [rows, setRows] = useState<InvestorDocumentRow[] | null>(null);
  const [orders, setOrders] = useState<InvestorListOrders | null>(null);
  const [editing, setEditing] = useState<InvestorDocumentRow | { kind: InvestorDocumentKind } | null>(null);

  const load = useCallback(() => {
    request<InvestorDocumentRow[]>("/admin/investor")
      .then((answer) => setRows(answer.data))
      .catch(() => setRows((current) => current ?? []));
    callApi<typeof investorOrdersCall>("GET /admin/investor-order")
      .then((answer) => setOrders(answer.data))
      .catch(() => undefined);
  }, []);
  useEffect(() => {
    if (allowed) load();
  }, [allowed, load]);

  const conflicts = useConflicts();
  const { resolve } = conflicts;
  const write = useCallback(
    async (path: string, method: "POST" | "PUT" | "DELETE", data?: Record<string, unknown>): Promise<boolean> => {
      const send = async (body = data) => {
        const answer = await request<unknown>(path, { method, data: body, repeatSubmit: false });
        toast("success", answer.msg);
        load();
      };
      try {
        await send();
        return true;
      } catch (error) {
        // A change made from a document someone else has changed since: their version, or this one over it.
        resolve(error, {
          reload: () => {
            setEditing(null);
            load();
          },
          overwrite: async (version) => {
            await send({ ...data, version });
            setEditing(null);
          },
        });
        // Anything else the request layer has shown.
        return false;
      }
    },
    [load, resolve],
  );

  const actions = useMemo<Actions>(
    () => ({
      reorder: (kind, ids) => void write("/admin/investor-order", "PUT", { kind, ids }),
      dateOrder: (kind) => void write(`/admin/investor-order/${kind}`, "DELETE"),
      edit: (row) => setEditing(row),
      toggleHidden: (row) => void write(`/admin/investor/${row.id}`, "PUT", { ...inputOf(row), hidden: !row.hidden, version: row.version }),
      remove: async (row) => {
        const sure = await confirm({
          title: t.investor.delete,
          message: fill(t.investor.confirmDelete, { title: row.title }),
          confirmText: t.investor.delete,
          cancelText: t.investor.cancel,
        });
        if (sure) await write(`/admin/investor/${row.id}`, "DELETE");
      },
    }),
    [t, write],
  );

  if (!allowed) return <ForbiddenPanel />;

  const lists: { kind: InvestorDocumentKind; heading: string }[] = [
    { kind: "announcement", heading: t.investor.announcements },
    { kind: "report", heading: t.investor.reports },
  ];
  return (
    <section className="console-panel" data-investor="">
      <h1>{t.investor.heading}</h1>
      {rows?.some((row) => row.file.sample || row.fileEn?.sample) ? <p className="console-help">{t.investor.sampleHint}</p> : null}
      {editing ? (
        <InvestorForm
          key={"id" in editing ? editing.id : `new-${editing.kind}`}
          editing={editing}
          onCancel={() => setEditing(null)}
          onSave={async (body) => {
            const send = async (version?: number) => {
              const answer =
                "id" in editing
                  ? await callApi<typeof investorUpdateCall>("PUT /admin/investor/:id", {
                      params: { id: editing.id },
                      body: { ...body, version: version ?? editing.version },
                    })
                  : await callApi<typeof investorCreateCall>("POST /admin/investor", { body });
              toast("success", answer.msg);
              setEditing(null);
              load();
            };
            try {
              await send();
            } catch (error) {
              // A document someone else has changed since: their version, or this one over it. Anything else the form shows.
              const reload = () => {
                setEditing(null);
                load();
              };
              if (!resolve(error, { reload, overwrite: send })) throw error;
            }
          }}
        />
      ) : null}
      {lists.map((list) => {
        const listRows = (rows ?? []).filter((row) => row.kind === list.kind);
        return (
          <section key={list.kind} className="console-subsection" data-investor-list={list.kind}>
            <h2>{list.heading}</h2>
            <ListOrder t={t} order={orders?.[list.kind]} onDateOrder={() => actions.dateOrder(list.kind)} />
            <div className="console-actions">
              <button type="button" className="console-button console-button-primary" onClick={() => setEditing({ kind: list.kind })}>
                {t.investor.add} · {list.heading}
              </button>
            </div>
            <DataTable
              caption={list.heading}
              columns={documentColumns(t, list.kind, listRows, actions)}
              rows={listRows}
              rowKey={(row) => String(row.id)}
              empty={t.investor.empty}
              busy={rows === null}
            />
          </section>
        );
      })}
      {conflicts.dialog}
    </section>
  );
}
