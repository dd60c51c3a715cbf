import type { Selectable } from "kysely";
import type { Language } from "../../common/constants.ts";
import type {
  InvestorDocumentChange,
  InvestorDocumentInput,
  InvestorDocumentRow,
  InvestorListOrders,
} from "../../common/contracts/admin-investor.ts";
import type { InvestorDocumentEntry, InvestorDocumentKind, ReportKind } from "../../common/contracts/content.ts";
import type { InvestorDocumentTable, StoredFileTable } from "../db/schema.ts";
import type { Logger } from "../logger.ts";
import type { FileStorage } from "../storage/file-storage.ts";
import type { Actor } from "./audit-log.ts";
import { fileUrls } from "./file-urls.ts";
import type { FileDownload, StreamedFile } from "./files.ts";
import { applyOrder } from "./reorder.ts";
import type { ContentWriterDeps } from "./content-writer-deps.ts";
import { ServiceError } from "./service-error.ts";

type DocumentRow = Selectable<InvestorDocumentTable>;
type ManualOrderRow = { kind: InvestorDocumentKind; arranged_at: number; username: string | null };
type FileRow = Selectable<StoredFileTable>;

interface Deps extends ContentWriterDeps {
  storage: FileStorage;
  logger: Logger;
}

/** "a.pdf", "a (2).pdf": names inside one zip must differ. */
function uniqueName(name: string, taken: Set<string>): string {
  let candidate = name;
  for (let n = 2; taken.has(candidate); n += 1) candidate = name.replace(/(\.[^.]+)?$/, (extension) => ` (${n})${extension}`);
  taken.add(candidate);
  return candidate;
}

const summary = (file: FileRow) => ({
  id: file.id,
  fileName: file.file_name,
  size: file.size,
  url: fileUrls(file).url,
  sample: file.sample === 1,
});

const columns = (input: InvestorDocumentInput) => ({
  kind: input.kind,
  report_kind: input.kind === "report" ? (input.reportKind ?? null) : null,
  year: input.kind === "report" ? (input.year ?? null) : null,
  title: input.title,
  title_en: input.titleEn,
  published_on: input.date,
  file_id: input.fileId,
  file_id_en: input.fileIdEn ?? null,
  hidden: input.hidden ? 1 : 0,
});

const fileFor = (row: DocumentRow, files: Map<number, FileRow>, language: Language) =>
  (language === "en_US" && row.file_id_en !== null ? files.get(row.file_id_en) : undefined) ?? files.get(row.file_id);

function rowOf(row: DocumentRow, files: Map<number, FileRow>): InvestorDocumentRow {
  const file = files.get(row.file_id);
  const fileEn = row.file_id_en === null ? undefined : files.get(row.file_id_en);
  if (!file) throw new Error(`investor_document ${row.id} points at a missing file`);
  return {
    id: row.id,
    kind: row.kind,
    reportKind: row.report_kind as ReportKind | null,
    year: row.year,
    title: row.title,
    titleEn: row.title_en,
    date: row.published_on,
    file: summary(file),
    fileEn: fileEn ? summary(fileEn) : null,
    sort: row.sort,
    hidden: row.hidden === 1,
    updatedAt: row.updated_at,
    version: row.version,
  };
}
/**
 * Investor-relations reports and announcements: the console keeps them, /investorRelation shows
 * the ones not hidden in their order, and the reports' zip is built from them. Every change is
 * audited and published to every instance's page cache.
 *
 * A list's order is its documents' dates, newest first, unless someone arranged it by hand
 * (a row of investor_manual_order, until "back to date order"); a new document starts at the top
 * of the manual order too (docs/decisions/019-files-and-investor-relations.md).
 */
export function createInvestorDocuments({ db, searchIndex, storage, audit, clock, contentChanges, logger, versions }: Deps) {
  async function filesOf(rows: DocumentRow[]): Promise<Map<number, FileRow>> {
    const ids = [...new Set(rows.flatMap((row) => [row.file_id, row.file_id_en]).filter((id): id is number => id !== null))];
    if (ids.length === 0) return new Map();
    const files = await db.selectFrom("stored_file").selectAll().where("id", "in", ids).execute();
    return new Map(files.map((file) => [file.id, file]));
  }

  async function one(id: number): Promise<InvestorDocumentRow> {
    const row = await db.selectFrom("investor_document").selectAll().where("id", "=", id).executeTakeFirst();
    if (!row) throw new ServiceError(404, "notFound");
    return rowOf(row, await filesOf([row]));
  }

  async function requirePdfs(input: InvestorDocumentInput) {
    const ids = [input.fileId, ...(input.fileIdEn ? [input.fileIdEn] : [])];
    const files = await db.selectFrom("stored_file").select(["id", "content_type"]).where("id", "in", ids).execute();
    if (files.length !== new Set(ids).size || files.some((file) => file.content_type !== "application/pdf")) {
      throw new ServiceError(400, "investorFileNotPdf");
    }
  }

  async function manualKinds(): Promise<Map<InvestorDocumentKind, ManualOrderRow>> {
    const rows = await db
      .selectFrom("investor_manual_order as manual")
      .leftJoin("web_user as arranger", "arranger.id", "manual.arranged_by")
      .select(["manual.kind", "manual.arranged_at", "arranger.username"])
      .execute();
    return new Map(rows.map((row) => [row.kind, row]));
  }

  /** One list (or every list, hidden documents included) in the order each is shown. */
  async function ordered(filter: { kind?: InvestorDocumentKind; shownOnly?: boolean }): Promise<DocumentRow[]> {
    let query = db.selectFrom("investor_document").selectAll();
    if (filter.kind) query = query.where("kind", "=", filter.kind);
    if (filter.shownOnly) query = query.where("hidden", "=", 0);
    const [rows, manual] = await Promise.all([query.execute(), manualKinds()]);
    const byDate = (a: DocumentRow, b: DocumentRow) => b.published_on.localeCompare(a.published_on) || a.sort - b.sort || b.id - a.id;
    const byHand = (a: DocumentRow, b: DocumentRow) => a.sort - b.sort || a.id - b.id;
    return rows.toSorted((a, b) => a.kind.localeCompare(b.kind) || (manual.has(a.kind) ? byHand : byDate)(a, b));
  }

  /** Shown documents of one kind, in order, each with its PDF in the language. */
  async function shown(kind: InvestorDocumentKind): Promise<{ rows: DocumentRow[]; files: Map<number, FileRow> }> {
    const rows = await ordered({ kind, shownOnly: true });
    return { rows, files: await filesOf(rows) };
  }

  /** Every shown report's PDF, or "file not found" when one is missing. */
  async function reportFiles(language: Language): Promise<FileDownload[]> {
    const { rows, files } = await shown("report");
    const taken = new Set<string>();
    const downloads: FileDownload[] = [];
    for (const row of rows) {
      const file = fileFor(row, files, language);
      if (!file || !(await storage.exists(file.storage_key))) {
        logger.error({ documentId: row.id, storageKey: file?.storage_key }, "report file missing from storage");
        throw new ServiceError(404, "fileNotFound");
      }
      downloads.push({
        fileName: uniqueName(language === "en_US" ? file.file_name_en : file.file_name, taken),
        contentType: file.content_type,
        size: file.size,
        open: () => storage.open(file.storage_key),
      });
    }
    return downloads;
  }

  return {
    /** Both lists, each in the order the page shows it, hidden documents in their places. */
    async list(): Promise<InvestorDocumentRow[]> {
      const rows = await ordered({});
      const files = await filesOf(rows);
      return rows.map((row) => rowOf(row, files));
    },

    /** How each list is ordered: by date, or by hand since when and by whom. */
    async orders(): Promise<InvestorListOrders> {
      const manual = await manualKinds();
      const orderOf = (kind: InvestorDocumentKind) => {
        const row = manual.get(kind);
        return row
          ? { manual: true, arrangedAt: new Date(row.arranged_at).toISOString(), arrangedBy: row.username ?? "" }
          : { manual: false, arrangedAt: null, arrangedBy: null };
      };
      return { report: orderOf("report"), announcement: orderOf("announcement") };
    },

    async create(input: InvestorDocumentInput, actor: Actor): Promise<InvestorDocumentRow> {
      await requirePdfs(input);
      const now = clock.now();
      const id = await db.transaction().execute(async (trx) => {
        // First in a list arranged by hand, and first among documents of its date otherwise.
        const first = await trx
          .selectFrom("investor_document")
          .select((eb) => eb.fn.min("sort").as("sort"))
          .where("kind", "=", input.kind)
          .executeTakeFirst();
        const inserted = await trx
          .insertInto("investor_document")
          .values({ ...columns(input), sort: Number(first?.sort ?? 1) - 1, ref: null, created_at: now, updated_at: now })
          .returningAll()
          .executeTakeFirstOrThrow();
        await searchIndex.document(trx, inserted);
        await audit.record(actor, "investorDocumentCreated", `investor:${inserted.id}`, { kind: input.kind, title: input.title }, trx);
        return inserted.id;
      });
      await contentChanges.bump();
      return one(id);
    },

    /** Refused (409) when the document was changed after `input.version`, the version the screen showed. */
    async update(id: number, input: InvestorDocumentChange, actor: Actor): Promise<InvestorDocumentRow> {
      const before = await one(id);
      await requirePdfs(input);
      await db.transaction().execute(async (trx) => {
        const updated = await versions.update<DocumentRow>(trx, "investor_document", id, input.version, columns(input), {
          actor,
          at: clock.now(),
        });
        await searchIndex.document(trx, updated);
        await audit.record(
          actor,
          "investorDocumentChanged",
          `investor:${id}`,
          { title: input.title, hidden: input.hidden, previousTitle: before.title },
          trx,
        );
      });
      await contentChanges.bump();
      return one(id);
    },

    async remove(id: number, actor: Actor): Promise<void> {
      const before = await one(id);
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom("investor_document").where("id", "=", id).execute();
        await audit.record(actor, "investorDocumentDeleted", `investor:${id}`, { kind: before.kind, title: before.title }, trx);
      });
      await contentChanges.bump();
    },

    /** `ids`: every document of that kind, in its new order (reorder.ts); the list keeps it from now on. */
    async reorder(kind: InvestorDocumentKind, ids: number[], actor: Actor): Promise<InvestorDocumentRow[]> {
      await db.transaction().execute(async (trx) => {
        const current = await trx.selectFrom("investor_document").select("id").where("kind", "=", kind).execute();
        await applyOrder(
          current.map((row) => row.id),
          ids,
          (id, sort) => trx.updateTable("investor_document").set({ sort }).where("id", "=", id).execute(),
        );
        const arranged = { arranged_at: clock.now(), arranged_by: actor.userId };
        await trx
          .insertInto("investor_manual_order")
          .values({ kind, ...arranged })
          .onConflict((conflict) => conflict.column("kind").doUpdateSet(arranged))
          .execute();
        await audit.record(actor, "investorDocumentsReordered", `investor:${kind}`, { ids }, trx);
      });
      await contentChanges.bump();
      return this.list();
    },

    /** The list goes back to its documents' dates, newest first (the manual order is forgotten). */
    async dateOrder(kind: InvestorDocumentKind, actor: Actor): Promise<InvestorDocumentRow[]> {
      await db.transaction().execute(async (trx) => {
        const dropped = await trx.deleteFrom("investor_manual_order").where("kind", "=", kind).executeTakeFirst();
        if (Number(dropped.numDeletedRows) > 0) await audit.record(actor, "investorDocumentsDateOrder", `investor:${kind}`, { kind }, trx);
      });
      await contentChanges.bump();
      return this.list();
    },

    /**
     * How many shown documents still open one of the seed's sample PDFs in either language: the
     * configuration check warns about them before the site goes live.
     */
    async countPublishedSamples(): Promise<number> {
      const row = await db
        .selectFrom("investor_document as document")
        .where("document.hidden", "=", 0)
        .where((eb) =>
          eb.exists(
            eb
              .selectFrom("stored_file as file")
              .select("file.id")
              .where("file.sample", "=", 1)
              .where((file) =>
                file.or([file("file.id", "=", file.ref("document.file_id")), file("file.id", "=", file.ref("document.file_id_en"))]),
              ),
          ),
        )
        .select((eb) => eb.fn.countAll<number | string>().as("count"))
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    /** What /investorRelation lists: the shown documents of a kind in the language. */
    async published(kind: InvestorDocumentKind, language: Language): Promise<InvestorDocumentEntry[]> {
      const { rows, files } = await shown(kind);
      return rows.flatMap((row) => {
        const file = fileFor(row, files, language);
        if (!file) return [];
        return [
          {
            id: row.id,
            ref: row.ref ?? String(row.id),
            kind: row.kind,
            reportKind: row.report_kind as ReportKind | null,
            year: row.year,
            title: language === "en_US" ? row.title_en : row.title,
            date: row.published_on,
            ossId: file.id,
            url: fileUrls(file).url,
            fileName: language === "en_US" ? file.file_name_en : file.file_name,
            size: file.size,
          },
        ];
      });
    },

    /**
     * Every shown report's PDF in one zip, named in the visitor's language and made as it is sent;
     * "file not found" when one is missing, before anything is sent (a zip must not stop half-way).
     */
    async reportsZip(language: Language): Promise<StreamedFile> {
      const files = await reportFiles(language);
      // Loaded for the first download of all reports, not at every start.
      const { ZipArchive } = await import("archiver");
      const zip = new ZipArchive({ zlib: { level: 6 } });
      // Headers are gone by now: a file failing mid-way can only end the download, never the process.
      zip.on("error", (error) => {
        logger.error({ err: error }, "report zip failed while streaming");
        zip.destroy(error);
      });
      for (const file of files) zip.append(file.open(), { name: file.fileName });
      void zip.finalize();
      const fileName = language === "en_US" ? "investor-reports.zip" : "投资者关系报告.zip";
      return { fileName, contentType: "application/zip", body: zip };
    },
  };
}

export type InvestorDocuments = ReturnType<typeof createInvestorDocuments>;
