import { useCallback, useMemo, useState } from "react";
import { SEARCH_TEXT_MAX } from "../../../common/contracts/admin-fields.ts";
import { fileListCall, type AdminFileRow, type FileUsage } from "../../../common/contracts/admin-files.ts";
import { PERMISSIONS } from "../../../common/staff-roles.ts";
import { useConsoleTexts } from "../../components/admin/console-texts.ts";
import { DataTable, Pager, type ConsoleColumn } from "../../components/admin/data-table.tsx";
import { ForbiddenPanel } from "../../components/admin/forbidden-panel.tsx";
import { fileSize, uploadFile } from "../../components/admin/upload-file.ts";
import { ListFilters } from "../../components/admin/list-filters.tsx";
import { usePermission } from "../../components/admin/use-console-page.ts";
import { useListScreen } from "../../components/admin/use-list-screen.ts";
import { confirm, toast } from "../../components/ui/notify.ts";
import { fill } from "../../lib/fill.ts";
import { request } from "../../lib/http/client.ts";

const PAGE_SIZE = 20;
/** What the server accepts (it decides by content; this only narrows the picker). */
const IMAGE_ACCEPT = "image/jpeg,image/png,image/webp,image/gif,image/avif";
const ACCEPT = `${IMAGE_ACCEPT},application/pdf`;

type Texts = ReturnType<typeof useConsoleTexts>["t"];

interface FileColumnsContext {
  t: Texts;
  formatTime: (iso: string | null) => string;
  replace: (file: AdminFileRow, picked: File | undefined) => void;
  remove: (file: AdminFileRow) => void;
}

const usageText = (t: Texts, usage: FileUsage) => `${t.files.usageKinds[usage.kind] ?? usage.kind}: ${usage.label}`;

/**
 * Whether anyone can download the file by its number, and what makes it so: the kinds of shown
 * records using it (the "used by" column names them; decision 019).
 */
function publicText(t: Texts, usedBy: readonly FileUsage[]): string {
  const kinds = [...new Set(usedBy.filter((usage) => usage.public).map((usage) => t.files.usageKinds[usage.kind] ?? usage.kind))];
  if (kinds.length > 0) return fill(t.files.publicBecause, { kinds: kinds.join(t.files.listSeparator) });
  return usedBy.length === 0 ? t.files.privateUnused : t.files.privateNotShown;
}

function fileColumns({ t, formatTime, replace, remove }: FileColumnsContext): ConsoleColumn<AdminFileRow>[] {
  return [
    {
      id: "preview",
      header: t.files.columns.preview,
      cell: ({ row }) => {
        const smallest = row.original.variants[0];
        return smallest ? (
          <img className="console-thumb" src={smallest.url} alt="" width={64} height={48} loading="lazy" />
        ) : (
          <span className="console-thumb console-thumb-pdf">{t.files.pdf}</span>
        );
      },
    },
    {
      id: "fileName",
      header: t.files.columns.name,
      cell: ({ row }) => (
        <a href={row.original.url} target="_blank" rel="noopener">
          {row.original.fileName}
        </a>
      ),
    },
    {
      id: "contentType",
      header: t.files.columns.type,
      cell: ({ row }) =>
        row.original.width ? `${row.original.contentType} · ${row.original.width}×${row.original.height}` : row.original.contentType,
    },
    { id: "size", header: t.files.columns.size, cell: ({ row }) => fileSize(row.original.size) },
    {
      id: "createdAt",
      header: t.files.columns.date,
      cell: ({ row }) => formatTime(new Date(row.original.createdAt).toISOString()),
    },
    {
      id: "usedBy",
      header: t.files.columns.usedBy,
      cell: ({ row }) =>
        row.original.usedBy.length === 0 ? t.files.notUsed : row.original.usedBy.map((usage) => usageText(t, usage)).join("; "),
    },
    { id: "public", header: t.files.columns.public, cell: ({ row }) => publicText(t, row.original.usedBy) },
    {
      id: "actions",
      header: t.files.columns.actions,
      cell: ({ row }) => (
        <div className="console-row-actions">
          {/* A label around a file input: one tab stop, opened with Enter or Space. */}
          <label className="console-button console-file-label">
            {t.files.replace}
            <input
              type="file"
              className="visually-hidden"
              accept={row.original.contentType === "application/pdf" ? "application/pdf" : IMAGE_ACCEPT}
              aria-label={fill(t.files.replaceLabel, { name: row.original.fileName })}
              onChange={(event) => {
                const picked = event.currentTarget.files?.[0];
                event.currentTarget.value = "";
                replace(row.original, picked);
              }}
            />
          </label>
          <button type="button" className="console-button" onClick={() => remove(row.original)}>
            {t.files.delete}
          </button>
        </div>
      ),
    },
  ];
}

const fileRowKey = (file: AdminFileRow) => String(file.id);

/** /admin/files (editors, admins): uploaded images and PDFs, where each is used; upload, replace, delete. */
export default function FilesScreen() {
  const { t, formatTime } = useConsoleTexts();
  const allowed = usePermission(PERMISSIONS.fileEdit);
  const [busy, setBusy] = useState(false);
  const screen = useListScreen(fileListCall, {
    filters: ["q"],
    sortable: { createdAt: "desc", fileName: "asc", contentType: "asc", size: "desc" },
    rowKey: fileRowKey,
    pageSize: PAGE_SIZE,
    enabled: allowed,
  });
  const { reload, pager } = screen;

  const send = useCallback(
    async (file: File | undefined, replaceId?: number) => {
      if (!file) return;
      setBusy(true);
      try {
        await uploadFile(file, replaceId === undefined ? {} : { replaceId });
        toast("success", replaceId === undefined ? `${t.files.upload}: ${file.name}` : `${t.files.replace}: ${file.name}`);
        // A new file is the newest: shown on the first page, which the list may already show.
        if (replaceId === undefined && pager.page > 1) pager.onPage(1);
        else reload();
      } catch {
        // The request layer has shown why.
      } finally {
        setBusy(false);
      }
    },
    [t, reload, pager],
  );

  const columns = useMemo(
    () =>
      fileColumns({
        t,
        formatTime,
        replace: (file, picked) => void send(picked, file.id),
        remove: async (file) => {
          const sure = await confirm({
            title: t.files.delete,
            message: fill(t.files.confirmDelete, { name: file.fileName }),
            confirmText: t.files.delete,
            cancelText: t.investor.cancel,
          });
          if (!sure) return;
          // A file in use is refused with a message saying where; the request layer shows it.
          const answer = await request<null>(`/admin/files/${file.id}`, { method: "DELETE" }).catch(() => undefined);
          if (answer) {
            toast("success", answer.msg);
            reload();
          }
        },
      }),
    [t, formatTime, reload, send],
  );

  if (!allowed) return <ForbiddenPanel />;

  return (
    <section className="console-panel" data-files="">
      <h1>{t.files.heading}</h1>
      <div className="console-upload">
        <label className="console-button console-button-primary console-file-label">
          {busy ? t.files.uploading : t.files.upload}
          <input
            type="file"
            className="visually-hidden"
            accept={ACCEPT}
            disabled={busy}
            data-upload=""
            onChange={(event) => {
              const picked = event.currentTarget.files?.[0];
              event.currentTarget.value = "";
              void send(picked);
            }}
          />
        </label>
        <p className="console-help">{t.files.uploadHelp}</p>
        <p className="console-help">{t.files.publicHelp}</p>
      </div>
      <ListFilters screen={screen}>
        <label>
          {t.files.search}
          <input type="search" maxLength={SEARCH_TEXT_MAX} {...screen.field("q")} />
        </label>
      </ListFilters>
      <DataTable caption={t.files.heading} columns={columns} empty={t.files.empty} {...screen.table} />
      <Pager {...pager} />
    </section>
  );
}
