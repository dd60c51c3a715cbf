import { useCallback, useEffect, useState } from "react";
import type {
  SavedFilterView,
  savedFilterDeleteCall,
  savedFilterListCall,
  savedFilterSaveCall,
} from "../../../common/contracts/admin-saved-filters.ts";
import { toast } from "../ui/notify.ts";
import { callApi } from "../../lib/http/client.ts";
import { useConsoleTexts } from "./console-texts.ts";

/**
 * A list screen's saved filters ("my open leads"), the signed-in staff member's own: choosing one
 * shows the list it names; the current filters and order can be saved under a name (the same name
 * replaces it) and a saved one deleted. Works with any list built on use-list-screen.ts.
 */
export function SavedFilters({
  screenName,
  screen,
}: {
  /** The list's name on the server ("leads"). */
  screenName: string;
  screen: { savedQuery: string; restore: (query: string) => void };
}) {
  const { t } = useConsoleTexts();
  const [saved, setSaved] = useState<SavedFilterView[]>([]);
  const [naming, setNaming] = useState(false);
  const [name, setName] = useState("");

  const load = useCallback(() => {
    callApi<typeof savedFilterListCall>("GET /admin/saved-filters", { query: { screen: screenName } })
      .then(({ data }) => setSaved(data))
      .catch(() => undefined);
  }, [screenName]);
  useEffect(load, [load]);

  const current = saved.find((entry) => entry.query === screen.savedQuery);

  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return;
    const { msg } = await callApi<typeof savedFilterSaveCall>("POST /admin/saved-filters", {
      body: { screen: screenName, name: name.trim(), query: screen.savedQuery },
    });
    toast("success", msg);
    setNaming(false);
    setName("");
    load();
  };

  const remove = async (entry: SavedFilterView) => {
    const { msg } = await callApi<typeof savedFilterDeleteCall>("DELETE /admin/saved-filters/:id", { params: { id: entry.id } });
    toast("success", msg);
    load();
  };

  return (
    <div className="console-saved-filters" data-saved-filters="">
      <label>
        {t.savedFilters.label}
        <select
          value={current ? String(current.id) : ""}
          onChange={(event) => {
            const entry = saved.find((candidate) => String(candidate.id) === event.target.value);
            if (entry) screen.restore(entry.query);
          }}
        >
          <option value="">{saved.length === 0 ? t.savedFilters.none : t.savedFilters.choose}</option>
          {saved.map((entry) => (
            <option key={entry.id} value={entry.id}>
              {entry.name}
            </option>
          ))}
        </select>
      </label>
      {current && (
        <button type="button" className="console-link-button" onClick={() => void remove(current).catch(() => undefined)}>
          {t.savedFilters.remove}
        </button>
      )}
      {naming ? (
        <form className="console-inline-form" onSubmit={(event) => void save(event).catch(() => undefined)}>
          <label>
            {t.savedFilters.name}
            <input value={name} maxLength={60} required onChange={(event) => setName(event.target.value)} />
          </label>
          <button type="submit" className="console-button console-button-primary">
            {t.savedFilters.save}
          </button>
          <button type="button" className="console-button" onClick={() => setNaming(false)}>
            {t.content.cancel}
          </button>
        </form>
      ) : (
        <button type="button" className="console-button" onClick={() => setNaming(true)}>
          {t.savedFilters.saveCurrent}
        </button>
      )}
    </div>
  );
}
