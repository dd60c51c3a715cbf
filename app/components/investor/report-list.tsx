import type { PeriodicReport, ReportKind } from "../../../content/pages/investor.ts";

interface ReportListProps {
  reports: PeriodicReport[];
  kindLabels: Record<ReportKind, string>;
  pending: string;
  /** What each row offers, by report id (the download, issue 5); without one the pending label shows. */
  actions?: Partial<Record<string, React.ReactNode>>;
}

/** Periodic reports with their kind and publication date, and their download. */
export function ReportList({ reports, kindLabels, pending, actions }: ReportListProps) {
  return (
    <ul className="document-list">
      {reports.map((report) => (
        <li key={report.id} className="document-item" data-report={report.id}>
          <span className="tag" data-kind={report.kind}>
            {kindLabels[report.kind]}
          </span>
          <span className="document-title">{report.title}</span>
          <time className="document-date" dateTime={report.publishedAt}>
            {report.publishedAt}
          </time>
          {actions?.[report.id] ?? <span className="document-status">{pending}</span>}
        </li>
      ))}
    </ul>
  );
}
