import { useCallback, useEffect, useState } from "react";
import type { Language } from "../../../../common/constants.ts";
import type { AdminNewsColumn, adminNewsColumnsCall } from "../../../../common/contracts/admin-news.ts";
import { callApi } from "../../../lib/http/client.ts";
import { fill } from "../../../lib/fill.ts";

/**
 * The news columns from the web_news_column dictionary (empty until loaded), and a column's name
 * in the console's language, marked when visitors are not offered it.
 */
export function useNewsColumns(enabled: boolean, language: Language, disabledName: string) {
  const [columns, setColumns] = useState<AdminNewsColumn[]>([]);
  useEffect(() => {
    if (!enabled) return;
    let current = true;
    callApi<typeof adminNewsColumnsCall>("GET /admin/news/columns")
      .then(({ data }) => {
        if (current) setColumns(data);
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [enabled]);
  const nameOf = useCallback(
    (id: number) => {
      const column = columns.find((entry) => entry.id === id);
      if (!column) return String(id);
      const name = language === "en_US" ? column.labelEn : column.label;
      return column.enabled ? name : fill(disabledName, { name });
    },
    [columns, language, disabledName],
  );
  return { columns, nameOf };
}
