/** RuoYi's addDateRange: puts a date-picker range into the `params` bag that list queries send. */

export type DateRange = readonly string[];

export type WithDateRange<T extends object> = Omit<T, "params"> & { params: Record<string, unknown> };

/**
 * Sets params.beginTime/endTime, or params.begin{propName}/end{propName} (propName is appended
 * as given, so pass "CreateTime" for beginCreateTime). Missing range ends set nothing.
 * Unlike RuoYi it returns a new object instead of mutating the query, which suits React state.
 */
export function addDateRange<T extends object>(query: T, dateRange: DateRange | null | undefined, propName?: string): WithDateRange<T> {
  const existing: unknown = (query as { params?: unknown }).params;
  // RuoYi discards a params value that is not a plain object; so do we.
  const params: Record<string, unknown> =
    typeof existing === "object" && existing !== null && !Array.isArray(existing) ? { ...existing } : {};
  if (Array.isArray(dateRange)) {
    const [begin, end] = dateRange;
    const suffix = propName ?? "Time";
    if (begin !== undefined) params[`begin${suffix}`] = begin;
    if (end !== undefined) params[`end${suffix}`] = end;
  }
  return { ...query, params };
}
