import { SEARCH_TEXT_MAX } from "../../../common/contracts/admin-fields.ts";
import { LEAD_KINDS, LEAD_STATUSES, type leadListCall } from "../../../common/contracts/admin-leads.ts";
import { addDays, dayInZone, weekStart } from "../../../common/site-time.ts";
import type { RoutingTexts } from "../../i18n/admin-routing-texts.ts";
import { CHANNELS } from "../../../common/analytics.ts";
import { trafficCatalogs } from "../../i18n/traffic-catalogs.ts";
import { useConsoleTexts } from "./console-texts.ts";
import { ListFilters } from "./list-filters.tsx";
import type { FilterValues, ListScreen } from "./use-list-screen.ts";

/** The inbox's filters, kept in the address (so a reload or a shared link shows the same list). */
export const LEAD_FILTER_KEYS = [
  "q",
  "type",
  "status",
  "demandType",
  "ownerId",
  "from",
  "to",
  "unassigned",
  "mine",
  "waiting",
  "channel",
  "campaign",
] as const;

type LeadFilterValues = FilterValues<typeof leadListCall>;

/** One click each: the common questions of a sales team, combined with whatever else is applied. */
function quickFilters(texts: RoutingTexts["inbox"], typeLabel: string, newLabel: string, timeZone: string) {
  const today = dayInZone(Date.now(), timeZone);
  return [
    { key: "today", label: texts.today, values: { from: today, to: today } },
    { key: "week", label: texts.thisWeek, values: { from: weekStart(today), to: addDays(weekStart(today), 6) } },
    { key: "bookings", label: typeLabel, values: { type: "booking" } },
    { key: "new", label: newLabel, values: { status: "new" } },
    { key: "unassigned", label: texts.unassigned, values: { unassigned: "1", ownerId: "", mine: "" } },
    { key: "mine", label: texts.mine, values: { mine: "1", ownerId: "", unassigned: "" } },
    { key: "waiting", label: texts.waiting, values: { waiting: "1" } },
  ] satisfies Array<{ key: string; label: string; values: Partial<LeadFilterValues> }>;
}

/** Toggle buttons above the list: each applies at once (days of the site's time zone). */
export function LeadQuickFilters({ screen, texts }: { screen: ListScreen<typeof leadListCall>; texts: RoutingTexts["inbox"] }) {
  const { t, timeZone } = useConsoleTexts();
  const applied = screen.draft;
  return (
    <fieldset className="console-quick-filters">
      <legend className="visually-hidden">{texts.quick}</legend>
      {quickFilters(texts, t.leadTypes.booking ?? "", t.statuses.new ?? "", timeZone).map((quick) => {
        const entries = Object.entries(quick.values).filter(([, value]) => value !== "");
        const active = entries.every(([key, value]) => applied[key as keyof LeadFilterValues] === value);
        return (
          <button
            key={quick.key}
            type="button"
            className="console-chip"
            aria-pressed={active}
            data-quick={quick.key}
            onClick={() => {
              const cleared = Object.fromEntries(Object.keys(quick.values).map((key) => [key, ""]));
              screen.apply({ ...applied, ...(active ? cleared : quick.values) });
            }}
          >
            {quick.label}
          </button>
        );
      })}
    </fieldset>
  );
}

/** Search, type, status, demand type, owner and days of arrival. */
export function LeadFilters({
  screen,
  owners,
  texts,
}: {
  screen: ListScreen<typeof leadListCall>;
  owners: Array<{ id: number; username: string }>;
  texts: RoutingTexts["inbox"];
}) {
  const { t, language } = useConsoleTexts();
  // Leads by source: the channels as the Traffic screen names them.
  const sources = trafficCatalogs[language];
  const { from, to } = screen.draft;
  return (
    <ListFilters screen={screen} problem={from && to && from > to ? texts.reversedRange : undefined}>
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
        {texts.demandType}
        <select {...screen.field("demandType")}>
          <option value="">{t.list.any}</option>
          {Object.entries(t.demandTypes).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
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
        {sources.attribution.channel}
        <select {...screen.field("channel")} data-filter="channel">
          <option value="">{sources.attribution.anyChannel}</option>
          {CHANNELS.map((channel) => (
            <option key={channel} value={channel}>
              {sources.channels[channel]}
            </option>
          ))}
        </select>
      </label>
      <label>
        {sources.attribution.campaign}
        <input {...screen.field("campaign")} maxLength={100} />
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
