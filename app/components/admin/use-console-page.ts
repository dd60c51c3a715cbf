import { useCallback, useEffect, useState } from "react";
import type { CallRoute, CallRow, ListCall, ParsedQuery } from "../../../common/contracts/call.ts";
import { hasPermi } from "../../../common/permissions.ts";
import { callList } from "../../lib/http/client.ts";
import { useUserStore } from "../../stores/user-store.ts";

/** Whether the signed-in staff member holds a permission (the console's screens and buttons). */
export function usePermission(permission: string): boolean {
  return hasPermi(
    useUserStore((state) => state.permissions),
    permission,
  );
}

interface Loaded<Row> {
  /** The query the rows answer, and the reload it came from. */
  query: unknown;
  generation: number;
  rows: Row[];
  total: number;
}

/**
 * One page of a console list (`{rows, total}`), fetched again whenever the query changes (pass
 * one object per query: use-list-screen.ts keeps it per address); `reload` fetches it again,
 * `replaceRows` shows rows changed in place without a round trip.
 */
export function useConsolePage<C extends ListCall>(route: CallRoute<C>, query: ParsedQuery<C>, enabled: boolean) {
  const [generation, setGeneration] = useState(0);
  const [loaded, setLoaded] = useState<Loaded<CallRow<C>>>({ query: undefined, generation: -1, rows: [], total: 0 });

  useEffect(() => {
    if (!enabled) return;
    let current = true;
    callList<C>(route, query)
      .then(({ rows, total }) => {
        if (current) setLoaded({ query, generation, rows, total });
      })
      .catch(() => {
        // The request layer has shown the failure; the list stops waiting.
        if (current) setLoaded((previous) => ({ ...previous, query, generation }));
      });
    return () => {
      current = false;
    };
  }, [route, query, generation, enabled]);

  const reload = useCallback(() => setGeneration((value) => value + 1), []);
  const replaceRows = useCallback((changed: CallRow<C>[], keyOf: (row: CallRow<C>) => string) => {
    const byKey = new Map(changed.map((row) => [keyOf(row), row]));
    setLoaded((current) => ({ ...current, rows: current.rows.map((row) => byKey.get(keyOf(row)) ?? row) }));
  }, []);
  const busy = enabled && (loaded.query !== query || loaded.generation !== generation);
  return { rows: loaded.rows, total: loaded.total, busy, reload, replaceRows };
}
