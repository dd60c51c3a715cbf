import type { Language } from "../../../common/constants.ts";
import type { InvestorDocumentEntry } from "../../../common/contracts/content.ts";
import { REPORTS_ZIP_PATH } from "../../../common/report-files.ts";

/** The API base of spec section 7 (the request layer's too; not imported from it, to keep it out of the page's scripts). */
const API_BASE_PATH = "/api";

const UNITS = ["B", "KB", "MB", "GB"] as const;

/** "820 B", "12.4 KB", "3.1 MB" (decimal point in both languages). */
export function formatFileSize(bytes: number, language: Language): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const digits = unit === 0 || value >= 100 ? 0 : 1;
  return `${new Intl.NumberFormat(language === "zh_CN" ? "zh-CN" : "en-GB", { maximumFractionDigits: digits }).format(value)} ${UNITS[unit]}`;
}

/** An ordinary click: not a new tab, a new window or a save-as. */
function plainClick(event: React.MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

interface DownloadText {
  download: string;
  unavailable: string;
}

/**
 * One report's download. The link points at GET /api/resource/oss/download/{id}, so it works before
 * the scripts run; once they have, a click goes through the spec section 7 blob download (loading
 * overlay, the name from the download-filename header, the error texts of section 8).
 */
export function ReportDownload({
  title,
  file,
  language,
  text,
}: {
  title: string;
  file: Pick<InvestorDocumentEntry, "ossId" | "fileName" | "size"> | undefined;
  language: Language;
  text: DownloadText;
}) {
  if (!file) return <span className="document-status">{text.unavailable}</span>;
  const size = formatFileSize(file.size, language);
  return (
    <a
      href={`${API_BASE_PATH}/resource/oss/download/${file.ossId}`}
      className="button button-outline button-small"
      download={file.fileName}
      data-oss-id={file.ossId}
      onClick={(event) => {
        if (!plainClick(event)) return;
        event.preventDefault();
        void import("../../lib/download/download.ts").then(({ downloadOss }) => downloadOss(file.ossId));
      }}
    >
      {/* The visible text starts the accessible name; the report's title completes it. */}
      {text.download}
      <span className="document-size"> · {size}</span>
      <span className="visually-hidden"> {title}</span>
    </a>
  );
}

/** Every report in one zip (spec section 7 zip download, saved under the given name). */
export function ReportsZipDownload({ label, fileName }: { label: string; fileName: string }) {
  return (
    <a
      href={`${API_BASE_PATH}${REPORTS_ZIP_PATH}`}
      className="button button-primary"
      download={fileName}
      data-reports-zip=""
      onClick={(event) => {
        if (!plainClick(event)) return;
        event.preventDefault();
        void import("../../lib/download/download.ts").then(({ downloadZip }) => downloadZip(REPORTS_ZIP_PATH, fileName));
      }}
    >
      {label}
    </a>
  );
}
