import type { Language } from "../../../common/constants.ts";
import { blobErrorMessage, filenameFromHeaders, isJsonBlob } from "../../lib/download/filename.ts";
import { saveBlob } from "../../lib/download/download.ts";
import { requestBlob } from "../../lib/http/client.ts";
import { httpMessages } from "../../lib/http/error-messages.ts";
import { toast, withLoading } from "../ui/notify.ts";

/** Downloads a console export (the server writes it while it is sent and records it) under the name the server gives. */
export function downloadExport(path: string, params: Record<string, unknown>, language: Language): Promise<void> {
  return withLoading(httpMessages[language].downloading, async () => {
    try {
      const { blob, headers } = await requestBlob(path, { params });
      // A refusal comes back as an envelope, not a file.
      if (isJsonBlob(blob)) toast("error", blobErrorMessage(JSON.parse(await blob.text()) as unknown, httpMessages[language].errorCode));
      else saveBlob(blob, filenameFromHeaders(headers));
    } catch {
      // The request layer has shown the failure.
    }
  });
}
