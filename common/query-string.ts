/** RuoYi's tansParams: flattens GET parameters the way the back end's binder reads them. */

function appendPairs(pairs: string[], key: string, value: unknown): void {
  // 0 and false are real values; only "nothing" is skipped.
  if (value === null || value === undefined || value === "") return;
  if (typeof value === "object") {
    for (const [subKey, subValue] of Object.entries(value)) {
      appendPairs(pairs, `${key}[${subKey}]`, subValue);
    }
    return;
  }
  pairs.push(`${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`);
}

/**
 * `{ a: 1, params: { beginTime: "x" }, ids: [1, 2] }` gives
 * `a=1&params%5BbeginTime%5D=x&ids%5B0%5D=1&ids%5B1%5D=2`: the bracketed key is encoded as a
 * whole, as RuoYi does. Two differences from RuoYi: there is no trailing "&" (callers join with
 * "?" only when the result is non-empty), and nesting recurses to any depth instead of turning a
 * second level into "[object Object]".
 */
export function toQueryString(params: object): string {
  const pairs: string[] = [];
  for (const [key, value] of Object.entries(params)) appendPairs(pairs, key, value);
  return pairs.join("&");
}
