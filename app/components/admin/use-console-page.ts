import { useCallback, useEffect, useState } from "react";
import type { Call, CallRoute, CallRow } from "../../../common/contracts/call.ts";
import { hasPermi } from "../../../common/permissions.ts";
import { callApi } from "../../lib/http/client.ts";
import { useUserStore } from "../../stores/user-store.ts";

/** Whether the signed-in staff member holds a permission (the console's screens and buttons). */
export function usePermission(permission: string): boolean {
  return hasPermi(
    useUserStore((state) => state.permissions),
    permission,
  );
}

interface Loaded<Row> {
  /** The request the rows answer. */
  key: string;
  rows: Row[];
  total: number;
}

/**
 * One page of a console list (`{rows, total}`), fetched again whenever the query changes; `reload`
 * fetches it again, `replaceRow` shows a row changed in place without a round trip.
 */
export function useConsolePage<C extends Call>(route: CallRoute<C>, query: Record<string, string | number | undefined>, enabled: boolean) {
  const [generation, setGeneration] = useState(0);
  const [loaded, setLoaded] = useState<Loaded<CallRow<C>>>({ key: "", rows: [], total: 0 });
  const key = JSON.stringify([query, generation]);

  useEffect(() => {
    if (!enabled) return;
    let current = true;
    const [sent] = JSON.parse(key) as [Record<string, string | number | undefined>];
    callApi<C>(route, { query: sent as never })
      .then((answer) => {
        if (current) setLoaded({ key, rows: (answer.rows ?? []) as CallRow<C>[], total: answer.total ?? 0 });
      })
      .catch(() => {
        // The request layer has shown the failure; the list stops waiting.
        if (current) setLoaded((previous) => ({ ...previous, key }));
      });
    return () => {
      current = false;
    };
  }, [route, key, enabled]);

  const reload = useCallback(() => setGeneration((value) => value + 1), []);
  const replaceRow = useCallback((matches: (row: CallRow<C>) => boolean, next: CallRow<C>) => {
    setLoaded((current) => ({ ...current, rows: current.rows.map((row) => (matches(row) ? next : row)) }));
  }, []);
  return { rows: loaded.rows, total: loaded.total, busy: enabled && loaded.key !== key, reload, replaceRow };
}
