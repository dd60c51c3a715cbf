import type { leadExportCall } from "../../../common/contracts/admin-leads.ts";
import type { CallQuery } from "../../../common/contracts/call.ts";
import { useConsoleTexts } from "./console-texts.ts";
import { downloadExport } from "./export-file.ts";

/** CSV and Excel files of every lead the current filters match (the server records each export). */
export function LeadExportButtons({ filters }: { filters: Omit<CallQuery<typeof leadExportCall>, "format"> }) {
  const { t, language } = useConsoleTexts();
  const exportAs = (format: "csv" | "xlsx") => downloadExport("/admin/leads/export", { ...filters, format }, language);
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
