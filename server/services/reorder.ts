import { ServiceError } from "./service-error.ts";

/**
 * Gives a console list its new order, inside the caller's transaction: `ids` must name every row
 * of the list exactly once, so an order sent from a screen that missed an added or deleted row is
 * refused (code 409 `orderMismatch`, nothing written) instead of leaving rows without a place.
 * Positions count from 1.
 */
export async function applyOrder(
  current: readonly number[],
  ids: readonly number[],
  setPosition: (id: number, position: number) => Promise<unknown>,
): Promise<void> {
  const known = new Set(current);
  if (ids.length !== known.size || new Set(ids).size !== ids.length || !ids.every((id) => known.has(id))) {
    throw new ServiceError(409, "orderMismatch");
  }
  for (const [index, id] of ids.entries()) await setPosition(id, index + 1);
}
