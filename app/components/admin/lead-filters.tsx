import { SEARCH_TEXT_MAX } from "../../../common/contracts/admin-fields.ts";
import { LEAD_KINDS, LEAD_STATUSES, type leadListCall } from "../../../common/contracts/admin-leads.ts";
import { useConsoleTexts } from "./console-texts.ts";
import { ListFilters } from "./list-filters.tsx";
import type { ListScreen } from "./use-list-screen.ts";

/** The inbox's filters, kept in the address (so a reload or a shared link shows the same list). */
export const LEAD_FILTER_KEYS = ["q", "type", "status", "ownerId", "from", "to"] as const;

/** Search, type, status, owner and days of arrival. */
export function LeadFilters({
  screen,
  owners,
}: {
  screen: ListScreen<typeof leadListCall>;
  owners: Array<{ id: number; username: string }>;
}) {
  const { t } = useConsoleTexts();
  return (
    <ListFilters screen={screen}>
      <label>
        {t.leads.search}
        <input type="search" placeholder={t.leads.searchPlaceholder} maxLength={SEARCH_TEXT_MAX} {...screen.field("q")} />
      </label>
      <label>
        {t.leads.type}
        <select {...screen.field("type")}>
          <option value="">{t.list.any}</option>
          {LEAD_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {t.leadTypes[kind]}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t.leads.status}
        <select {...screen.field("status")}>
          <option value="">{t.list.any}</option>
          {LEAD_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t.statuses[status]}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t.leads.owner}
        <select {...screen.field("ownerId")}>
          <option value="">{t.list.any}</option>
          {owners.map((owner) => (
            <option key={owner.id} value={owner.id}>
              {owner.username}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t.leads.from}
        <input type="date" {...screen.field("from")} />
      </label>
      <label>
        {t.leads.to}
        <input type="date" {...screen.field("to")} />
      </label>
    </ListFilters>
  );
}
