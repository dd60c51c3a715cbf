/** RuoYi's handleTree: turns a flat id/parentId list (menus, departments, dictionaries) into a tree. */

export type TreeNode<T, C extends string = "children"> = T & { [K in C]?: TreeNode<T, C>[] };

function field(item: object, key: string): string {
  return String((item as Record<string, unknown>)[key]);
}

/**
 * Items whose parent is not in the list become roots, in input order; leaves get no children key.
 * Items are shallow-copied so the caller's list stays flat. Ids are compared as strings because
 * the server sends large ids as strings while parent ids may arrive as numbers.
 */
export function handleTree<T extends object, C extends string = "children">(
  data: readonly T[],
  id = "id",
  parentId = "parentId",
  children: C = "children" as C,
): TreeNode<T, C>[] {
  const nodes = data.map((item) => {
    const copy = { ...item } as Record<string, unknown>;
    // A stale children list from the input must neither survive on leaves nor be appended to.
    delete copy[children];
    return copy as TreeNode<T, C>;
  });
  const nodesById = new Map(nodes.map((node) => [field(node, id), node]));

  const roots: TreeNode<T, C>[] = [];
  for (const node of nodes) {
    const parent = nodesById.get(field(node, parentId));
    // A node listed as its own parent would otherwise become an endless cycle.
    if (parent === undefined || parent === node) {
      roots.push(node);
    } else {
      const siblings: TreeNode<T, C>[] = parent[children] ?? [];
      siblings.push(node);
      parent[children] = siblings as TreeNode<T, C>[C];
    }
  }
  return roots;
}
