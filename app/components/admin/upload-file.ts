import type { AdminFile, FilePurpose } from "../../../common/contracts/admin-files.ts";
import { request } from "../../lib/http/client.ts";

/**
 * Sends one file to POST /api/admin/files (or replaces file `replaceId` with PUT), as multipart
 * form data. A refused file rejects after the request layer has shown the server's message (too
 * large, wrong type, damaged) in the console's language.
 */
export async function uploadFile(file: File, options: { purpose?: FilePurpose; replaceId?: number } = {}): Promise<AdminFile> {
  const form = new FormData();
  if (options.purpose) form.append("purpose", options.purpose);
  form.append("file", file, file.name);
  const path = options.replaceId === undefined ? "/admin/files" : `/admin/files/${options.replaceId}`;
  // Large PDFs take a while on a slow uplink: more time than a JSON call.
  const answer = await request<AdminFile>(path, {
    method: options.replaceId === undefined ? "POST" : "PUT",
    data: form,
    timeout: 120_000,
    repeatSubmit: false,
  });
  return answer.data;
}

/** "820 B", "12.4 KB", "3.1 MB". */
export function fileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
