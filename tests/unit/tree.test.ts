import { describe, expect, it } from "vitest";
import { handleTree } from "../../common/tree.ts";

describe("handleTree", () => {
  it("nests children under their parents and keeps input order", () => {
    const flat = [
      { id: 1, parentId: 0, name: "root" },
      { id: 2, parentId: 1, name: "a" },
      { id: 3, parentId: 1, name: "b" },
      { id: 4, parentId: 2, name: "a1" },
    ];
    expect(handleTree(flat)).toEqual([
      {
        id: 1,
        parentId: 0,
        name: "root",
        children: [
          { id: 2, parentId: 1, name: "a", children: [{ id: 4, parentId: 2, name: "a1" }] },
          { id: 3, parentId: 1, name: "b" },
        ],
      },
    ]);
  });

  it("makes items whose parent is missing roots, and leaves have no children key", () => {
    const flat = [
      { id: 5, parentId: 99, name: "orphan" },
      { id: 1, parentId: 0, name: "root" },
      { id: 6, parentId: 5, name: "orphan child" },
    ];
    const tree = handleTree(flat);
    expect(tree.map((node) => node.name)).toEqual(["orphan", "root"]);
    expect(tree[0]?.children?.map((node) => node.name)).toEqual(["orphan child"]);
    expect(tree[1]).not.toHaveProperty("children");
    expect(tree[0]?.children?.[0]).not.toHaveProperty("children");
  });

  it("accepts a child listed before its parent", () => {
    const tree = handleTree([
      { id: 2, parentId: 1 },
      { id: 1, parentId: null },
    ]);
    expect(tree).toEqual([{ id: 1, parentId: null, children: [{ id: 2, parentId: 1 }] }]);
  });

  it("does not mutate the input", () => {
    const flat = [
      { id: 1, parentId: 0 },
      { id: 2, parentId: 1, children: ["stale"] },
    ];
    const before = structuredClone(flat);
    const tree = handleTree(flat);
    expect(flat).toEqual(before);
    expect(tree[0]).not.toBe(flat[0]);
    expect(tree[0]?.children?.[0]).not.toHaveProperty("children");
  });

  it("uses custom key names", () => {
    const flat = [
      { deptId: "10", upId: "0", label: "HQ" },
      { deptId: "11", upId: "10", label: "Sales" },
    ];
    expect(handleTree(flat, "deptId", "upId", "subs")).toEqual([
      { deptId: "10", upId: "0", label: "HQ", subs: [{ deptId: "11", upId: "10", label: "Sales" }] },
    ]);
  });

  it("matches numeric parent ids against string ids", () => {
    const tree = handleTree<{ id: string | number; parentId: string | number }>([
      { id: "1900000000000000001", parentId: 0 },
      { id: 7, parentId: "1900000000000000001" },
    ]);
    expect(tree).toHaveLength(1);
    expect(tree[0]?.children).toEqual([{ id: 7, parentId: "1900000000000000001" }]);
  });

  it("makes a node that is its own parent a root instead of a cycle", () => {
    const tree = handleTree([{ id: 1, parentId: 1 }]);
    expect(tree).toEqual([{ id: 1, parentId: 1 }]);
  });

  it("returns an empty list for no data", () => {
    expect(handleTree([])).toEqual([]);
  });
});
