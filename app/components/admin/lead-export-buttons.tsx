import type { leadExportCall } from "../../../common/contracts/admin-leads.ts";
import type { CallQuery } from "../../../common/contracts/call.ts";
import { blobErrorMessage, filenameFromHeaders, isJsonBlob } from "../../lib/download/filename.ts";
import { saveBlob } from "../../lib/download/download.ts";
import { requestBlob } from "../../lib/http/client.ts";
import { httpMessages } from "../../lib/http/error-messages.ts";
import { toast, withLoading } from "../ui/notify.ts";
import { useConsoleTexts } from "./console-texts.ts";

/** CSV and Excel files of every lead the current filters match (the server records each export). */
export function LeadExportButtons({ filters }: { filters: Omit<CallQuery<typeof leadExportCall>, "format"> }) {
  const { t, language } = useConsoleTexts();
  const exportAs = (format: "csv" | "xlsx") =>
    withLoading(httpMessages[language].downloading, async () => {
      try {
        const { blob, headers } = await requestBlob("/admin/leads/export", { params: { ...filters, format } });
        // A refusal comes back as an envelope, not a file.
        if (isJsonBlob(blob)) toast("error", blobErrorMessage(JSON.parse(await blob.text()) as unknown, httpMessages[language].errorCode));
        else saveBlob(blob, filenameFromHeaders(headers));
      } catch {
        // The request layer has shown the failure.
      }
    });
  return (
    <div className="console-actions">
      <button type="button" className="console-button" data-export="csv" onClick={() => void exportAs("csv")}>
        {t.leads.exportCsv}
      </button>
      <button type="button" className="console-button" data-export="xlsx" onClick={() => void exportAs("xlsx")}>
        {t.leads.exportXlsx}
      </button>
    </div>
  );
}
