import * as z from "zod/mini";
import { PERMISSIONS } from "../staff-roles.ts";
import { listSort, paging, searchText } from "./admin-fields.ts";
import { defineCall } from "./call.ts";
import { recordId } from "./fields.ts";

/**
 * The console's files: images (WebP variants for srcset) and PDFs, uploaded as multipart/form-data
 * with one field `file` (and an optional `purpose`: image | document). The type is decided by the
 * content, never by the name; `url` and the variants' urls are same-origin paths that change with
 * the content, served publicly by the site itself (the CSP allows only 'self').
 */
const tag = "admin";

export const FILE_PURPOSES = ["image", "document"] as const;
export type FilePurpose = (typeof FILE_PURPOSES)[number];

export const adminFileSchema = z.object({
  id: z.number(),
  /** The uploaded name, cleaned for display; storage keys never derive from it. */
  fileName: z.string(),
  contentType: z.string(),
  /** Bytes of the stored original (images: the copy without metadata). */
  size: z.number(),
  url: z.string(),
  /** Images only: WebP copies at these widths (never wider than the original), narrowest first. */
  variants: z.array(z.object({ width: z.number(), url: z.string() })),
  /** Epoch milliseconds. */
  createdAt: z.number(),
});
export type AdminFile = z.output<typeof adminFileSchema>;

/** Where a file is used: a delete is refused while this list is not empty. */
export const fileUsageSchema = z.object({
  /** What kind of record uses it, e.g. "investorDocument". */
  kind: z.string(),
  id: z.number(),
  /** The record's title in the request's language. */
  label: z.string(),
  /**
   * This use shows the file to everyone (a shown investor document, a published article, a shown
   * home-page row): the file is then public, and GET /api/resource/oss/download/{id} serves it.
   */
  public: z.boolean(),
});
export type FileUsage = z.output<typeof fileUsageSchema>;

export const adminFileRow = z.extend(adminFileSchema, {
  width: z.nullable(z.number()),
  height: z.nullable(z.number()),
  usedBy: z.array(fileUsageSchema),
});
export type AdminFileRow = z.output<typeof adminFileRow>;

const multipartNote =
  " Body: multipart/form-data with the field `file` and optionally `purpose` (image | document). " +
  "HTTP 413 over the size limit (the body is not read further), 415 for a type other than JPEG, PNG, WebP, GIF, AVIF or PDF, 400 for a damaged file.";

export const fileUploadCall = defineCall({
  method: "POST",
  path: "/admin/files",
  summary: `Console: upload one image or PDF; images get WebP variants; written to the audit log.${multipartNote}`,
  tag,
  access: "session",
  permission: PERMISSIONS.fileEdit,
  answer: { data: adminFileSchema },
});

export const FILE_SORTS = ["createdAt", "fileName", "contentType", "size"] as const;

export const fileListCall = defineCall({
  method: "GET",
  path: "/admin/files",
  summary: "Console: stored files (newest first unless sorted otherwise), with where each is used; q searches the name",
  tag,
  access: "session",
  permission: PERMISSIONS.fileEdit,
  query: z.object({ q: searchText(), ...listSort(FILE_SORTS, "createdAt"), ...paging }),
  answer: { row: adminFileRow },
});

export const fileReplaceCall = defineCall({
  method: "PUT",
  path: "/admin/files/:id",
  summary: `Console: replace a file's content; the id stays, the urls change (the old ones answer 404), references follow; written to the audit log.${multipartNote}`,
  tag,
  access: "session",
  permission: PERMISSIONS.fileEdit,
  params: z.object({ id: recordId() }),
  answer: { data: adminFileSchema },
});

export const fileDeleteCall = defineCall({
  method: "DELETE",
  path: "/admin/files/:id",
  summary: "Console: delete a file; refused while a record uses it; written to the audit log",
  tag,
  access: "session",
  permission: PERMISSIONS.fileEdit,
  params: z.object({ id: recordId() }),
  answer: { data: z.null() },
});
