import { useState } from "react";
import { LEAD_KINDS, LEAD_STATUSES } from "../../../common/contracts/admin-leads.ts";
import { useConsoleTexts } from "./console-texts.ts";

/** The filters the leads list keeps in its address (so a reload or a shared link shows the same list). */
export const LEAD_FILTER_KEYS = ["type", "status", "q", "from", "to", "ownerId"] as const;
type Filters = Record<(typeof LEAD_FILTER_KEYS)[number], string>;

const read = (params: URLSearchParams): Filters =>
  Object.fromEntries(LEAD_FILTER_KEYS.map((key) => [key, params.get(key) ?? ""])) as Filters;

/** Type, status, owner, days and a search; applied on submit, cleared by reset. */
export function LeadFilters({
  params,
  owners,
  onApply,
}: {
  params: URLSearchParams;
  owners: Array<{ id: number; username: string }>;
  onApply: (filters: Record<string, string | undefined>) => void;
}) {
  const { t } = useConsoleTexts();
  const [draft, setDraft] = useState<Filters>(() => read(params));
  const set = (key: keyof Filters) => (event: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
    setDraft({ ...draft, [key]: event.target.value });
  const apply = (filters: Filters) =>
    onApply(Object.fromEntries(Object.entries(filters).map(([key, value]) => [key, value.trim() || undefined])));

  return (
    <form
      className="console-filters"
      aria-label={t.leads.filters}
      onSubmit={(event) => {
        event.preventDefault();
        apply(draft);
      }}
    >
      <label>
        {t.leads.search}
        <input type="search" name="q" value={draft.q} placeholder={t.leads.searchPlaceholder} maxLength={100} onChange={set("q")} />
      </label>
      <label>
        {t.leads.type}
        <select name="type" value={draft.type} onChange={set("type")}>
          <option value="">{t.leads.any}</option>
          {LEAD_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {t.leadTypes[kind]}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t.leads.status}
        <select name="status" value={draft.status} onChange={set("status")}>
          <option value="">{t.leads.any}</option>
          {LEAD_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t.statuses[status]}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t.leads.owner}
        <select name="ownerId" value={draft.ownerId} onChange={set("ownerId")}>
          <option value="">{t.leads.any}</option>
          {owners.map((owner) => (
            <option key={owner.id} value={owner.id}>
              {owner.username}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t.leads.from}
        <input type="date" name="from" value={draft.from} onChange={set("from")} />
      </label>
      <label>
        {t.leads.to}
        <input type="date" name="to" value={draft.to} onChange={set("to")} />
      </label>
      <div className="console-filter-buttons">
        <button type="submit" className="console-button console-button-primary">
          {t.leads.apply}
        </button>
        <button
          type="reset"
          className="console-button"
          onClick={() => {
            const empty = read(new URLSearchParams());
            setDraft(empty);
            apply(empty);
          }}
        >
          {t.leads.reset}
        </button>
      </div>
    </form>
  );
}
