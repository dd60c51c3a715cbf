import { useCallback, useEffect, useState } from "react";
import type { dictCall, DictEntry } from "../../../../common/contracts/content.ts";
import { callApi } from "../../../lib/http/client.ts";

/** The news columns' names in the console's language, from the web_news_column dictionary. */
export function useNewsColumnNames(enabled: boolean): (id: number) => string {
  const [entries, setEntries] = useState<DictEntry[]>([]);
  useEffect(() => {
    if (!enabled) return;
    let current = true;
    callApi<typeof dictCall>("GET /v1/web/dict/data/type/:dictType", { params: { dictType: "web_news_column" } })
      .then(({ data }) => {
        if (current) setEntries(data);
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [enabled]);
  return useCallback((id: number) => entries.find((entry) => entry.dictValue === String(id))?.dictLabel ?? String(id), [entries]);
}
