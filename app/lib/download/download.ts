import { toQueryString } from "../../../common/query-string.ts";
import { toast, withLoading } from "../../components/ui/notify.ts";
import { requestBlob } from "../http/client.ts";
import { httpMessages } from "../http/error-messages.ts";
import { isHttpError } from "../http/http-error.ts";
import { documentLanguage } from "../http/runtime.ts";
import { blobErrorMessage, filenameFromHeaders, isJsonBlob } from "./filename.ts";

/** Hands a blob to the browser as a file download. */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = filename;
  link.rel = "noopener";
  link.style.display = "none";
  document.body.append(link);
  link.click();
  link.remove();
  // Revoking at once can cancel the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

async function showBlobError(blob: Blob): Promise<void> {
  const texts = httpMessages[documentLanguage()];
  let parsed: unknown;
  try {
    parsed = JSON.parse(await blob.text());
  } catch {
    parsed = undefined;
  }
  toast("error", blobErrorMessage(parsed, texts.errorCode));
}

/** The request layer stays silent: runDownload shows the download's own error text instead. */
const quietly = { feedback: false } as const;

/**
 * Runs one download under the loading overlay ("正在下载数据，请稍候"). JSON answers are errors
 * and show their message; any other failure shows the download error text. Resolves true when a
 * file was saved.
 */
async function runDownload(
  fetchFile: () => Promise<{ blob: Blob; headers: Headers }>,
  save: (blob: Blob, headers: Headers) => void,
): Promise<boolean> {
  const texts = httpMessages[documentLanguage()];
  return withLoading(texts.downloading, async () => {
    try {
      const { blob, headers } = await fetchFile();
      if (isJsonBlob(blob)) {
        await showBlobError(blob);
        return false;
      }
      save(blob, headers);
      return true;
    } catch (error) {
      console.error(error);
      // Spec section 8: whatever broke (network, timeout, status), a download says so in its own words.
      if (!isHttpError(error) || error.kind !== "abort") toast("error", texts.downloadError);
      return false;
    }
  });
}

/** Spec section 7: GET /resource/oss/download/{id}, saved under the name from the response header. */
export function downloadOss(ossId: string | number): Promise<boolean> {
  return runDownload(
    () => requestBlob(`/resource/oss/download/${encodeURIComponent(String(ossId))}`, quietly),
    (blob, headers) => saveBlob(new Blob([blob], { type: "application/octet-stream" }), filenameFromHeaders(headers)),
  );
}

/** Spec section 7: a zip from a given path, saved under the given name. */
export function downloadZip(url: string, name: string): Promise<boolean> {
  return runDownload(
    () => requestBlob(url, quietly),
    (blob) => saveBlob(new Blob([blob], { type: "application/zip" }), name),
  );
}

/**
 * Spec section 7 generic download: POST a form-encoded body to the caller's URL and save the
 * binary answer under the caller's name (else the name from the headers).
 */
export function download(url: string, params: object, fileName?: string): Promise<boolean> {
  return runDownload(
    () =>
      requestBlob(url, {
        method: "POST",
        data: toQueryString(params),
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        repeatSubmit: false,
        ...quietly,
      }),
    (blob, headers) => saveBlob(blob, fileName || filenameFromHeaders(headers)),
  );
}
