import { useEffect, useState } from "react";
import type { DeliveryRow, deliveryListCall, deliveryRetryCall } from "../../../../common/contracts/admin-routing.ts";
import type { RoutingTexts } from "../../../i18n/admin-routing-texts.ts";
import { fill } from "../../../lib/fill.ts";
import { callApi } from "../../../lib/http/client.ts";
import { toast } from "../../ui/notify.ts";
import { useConsoleTexts } from "../console-texts.ts";
import { Pager } from "../data-table.tsx";

const PAGE_SIZE = 10;

/** One destination's deliveries, newest first: time, message, status, attempts, the answer; "retry now". */
export function DeliveryLog({
  destinationId,
  texts,
  onChanged,
}: {
  destinationId: number;
  texts: RoutingTexts["routing"];
  onChanged: () => void;
}) {
  const { formatTime } = useConsoleTexts();
  const [page, setPage] = useState(1);
  const [loaded, setLoaded] = useState<{ rows: DeliveryRow[]; total: number; generation: number } | null>(null);

  // Bumped after "retry now", to read the log again.
  const [generation, setGeneration] = useState(0);
  useEffect(() => {
    let current = true;
    callApi<typeof deliveryListCall>("GET /admin/notification-destinations/:id/deliveries", {
      params: { id: destinationId },
      query: { pageNum: page, pageSize: PAGE_SIZE },
    })
      .then((answer) => {
        if (current) setLoaded({ rows: (answer.rows ?? []) as DeliveryRow[], total: answer.total ?? 0, generation });
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [destinationId, page, generation]);

  const retry = async (row: DeliveryRow) => {
    const { data } = await callApi<typeof deliveryRetryCall>("POST /admin/notification-destinations/:id/deliveries/:deliveryId/retry", {
      params: { id: destinationId, deliveryId: row.id },
    });
    toast(data.status === "sent" ? "success" : "warning", `${texts.retried}: ${texts.deliveryStatuses[data.status]}`);
    setGeneration((value) => value + 1);
    onChanged();
  };

  if (!loaded) return <p aria-busy="true">…</p>;
  if (loaded.rows.length === 0) return <p className="console-muted">{texts.noDeliveries}</p>;
  return (
    <div className="console-table-wrap" data-delivery-log="">
      <table className="console-table console-table-compact">
        <caption className="visually-hidden">{texts.log}</caption>
        <thead>
          <tr>
            {Object.values(texts.columns).map((label) => (
              <th key={label} scope="col">
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {loaded.rows.map((row) => (
            <tr key={row.id} data-delivery-status={row.status}>
              <td data-label={texts.columns.time}>{formatTime(row.sentAt ?? row.createdAt)}</td>
              <td data-label={texts.columns.event}>{texts.events[row.event] ?? row.event}</td>
              <td data-label={texts.columns.lead}>{row.leadId === null ? "-" : `#${row.leadId}`}</td>
              <td data-label={texts.columns.status}>
                {texts.deliveryStatuses[row.status]}
                {row.nextAttemptAt && (
                  <small className="console-muted"> · {fill(texts.nextAttempt, { time: formatTime(row.nextAttemptAt) })}</small>
                )}
                {row.mergedInto !== null && <small className="console-muted"> · {fill(texts.mergedInto, { id: row.mergedInto })}</small>}
              </td>
              <td data-label={texts.columns.attempts}>{row.attempts}</td>
              <td data-label={texts.columns.answer} className="console-answer">
                {row.lastStatus !== null && <strong>{row.lastStatus || "-"} </strong>}
                {row.lastAnswer || row.lastError || ""}
              </td>
              <td data-label={texts.columns.actions}>
                {(row.status === "failed" || row.status === "pending") && row.event !== "test" && (
                  <button type="button" className="console-link-button" onClick={() => void retry(row).catch(() => undefined)}>
                    {texts.retry}
                  </button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <Pager page={page} pageSize={PAGE_SIZE} total={loaded.total} onPage={setPage} />
    </div>
  );
}
