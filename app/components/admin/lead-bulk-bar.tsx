import { useState } from "react";
import { LEAD_STATUSES, type LeadRow, type LeadStatus, type leadBulkCall } from "../../../common/contracts/admin-leads.ts";
import type { CallBody } from "../../../common/contracts/call.ts";
import type { RoutingTexts } from "../../i18n/admin-routing-texts.ts";
import { fill } from "../../lib/fill.ts";
import { callApi } from "../../lib/http/client.ts";
import { toast } from "../ui/notify.ts";
import { useConsoleTexts } from "./console-texts.ts";

/** "Assign to": keep, unassign, round-robin by the rules, or one staff member's id. */
const KEEP = "";
const NOBODY = "none";
const BY_RULES = "rules";

/**
 * The inbox's bulk actions on the selected leads: assign (one member, or round-robin by the
 * assignment rules) and/or change the status. Each lead carries the `version` the list showed:
 * one changed by someone else meanwhile is reported and left as it is.
 */
export function LeadBulkBar({
  selected,
  owners,
  texts,
  onDone,
}: {
  selected: LeadRow[];
  owners: Array<{ id: number; username: string }>;
  texts: RoutingTexts["inbox"];
  onDone: () => void;
}) {
  const { t } = useConsoleTexts();
  const [owner, setOwner] = useState(KEEP);
  const [status, setStatus] = useState("");
  const [busy, setBusy] = useState(false);

  const run = async (assign: string, newStatus: string) => {
    const body: CallBody<typeof leadBulkCall> = {
      leads: selected.map((lead) => ({ id: lead.id, version: lead.version })),
      ...(newStatus ? { status: newStatus as LeadStatus } : {}),
      ...(assign === BY_RULES ? { byRules: true } : assign === NOBODY ? { ownerId: null } : assign ? { ownerId: Number(assign) } : {}),
    };
    setBusy(true);
    try {
      const { data, msg } = await callApi<typeof leadBulkCall>("POST /admin/leads/bulk", { body });
      toast("success", msg);
      if (data.stale.length > 0) toast("warning", fill(texts.bulkStale, { count: data.stale.length }));
      setOwner(KEEP);
      setStatus("");
      onDone();
    } catch {
      // The request layer has shown the failure.
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className="console-bulk-bar"
      data-bulk-bar=""
      aria-label={fill(texts.selected, { count: selected.length })}
      onSubmit={(event) => {
        event.preventDefault();
        void run(owner, status);
      }}
    >
      <strong>{fill(texts.selected, { count: selected.length })}</strong>
      <label>
        {texts.bulkOwner}
        <select name="bulkOwner" value={owner} onChange={(event) => setOwner(event.target.value)}>
          <option value={KEEP}>{texts.keep}</option>
          <option value={BY_RULES}>{texts.roundRobin}</option>
          <option value={NOBODY}>{texts.nobody}</option>
          {owners.map((entry) => (
            <option key={entry.id} value={entry.id}>
              {entry.username}
            </option>
          ))}
        </select>
      </label>
      <label>
        {texts.bulkStatus}
        <select name="bulkStatus" value={status} onChange={(event) => setStatus(event.target.value)}>
          <option value="">{texts.keep}</option>
          {LEAD_STATUSES.map((entry) => (
            <option key={entry} value={entry}>
              {t.statuses[entry]}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className="console-button console-button-primary" disabled={busy || (owner === KEEP && status === "")}>
        {texts.applyBulk}
      </button>
      <button type="button" className="console-button" data-round-robin="" disabled={busy} onClick={() => void run(BY_RULES, "")}>
        {texts.assignRoundRobin}
      </button>
    </form>
  );
}
