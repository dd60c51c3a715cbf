import { describe, expect, it } from "vitest";
import {
  ALL_PERMISSION,
  SUPER_ADMIN_ROLE,
  checkPermi,
  checkRole,
  hasPermi,
  hasPermiAnd,
  hasPermiOr,
  hasRole,
  hasRoleAnd,
  hasRoleOr,
  isAdmin,
} from "../../common/permissions.ts";

const editor = ["system:user:add", "system:user:edit"];

describe("permission checks", () => {
  it("uses the RuoYi wildcard and admin role names", () => {
    expect(ALL_PERMISSION).toBe("*:*:*");
    expect(SUPER_ADMIN_ROLE).toBe("admin");
  });

  it("hasPermi passes on the named permission or the wildcard only", () => {
    expect(hasPermi(editor, "system:user:add")).toBe(true);
    expect(hasPermi(editor, "system:user:remove")).toBe(false);
    expect(hasPermi(["*:*:*"], "system:user:remove")).toBe(true);
    expect(hasPermi(["system:*:*"], "system:user:remove")).toBe(false);
    expect(hasPermi([], "system:user:add")).toBe(false);
  });

  it("hasPermi rejects an empty permission even for the wildcard", () => {
    expect(hasPermi(["*:*:*"], "")).toBe(false);
  });

  it("hasPermiOr needs one, hasPermiAnd needs all", () => {
    expect(hasPermiOr(editor, ["system:user:remove", "system:user:edit"])).toBe(true);
    expect(hasPermiOr(editor, ["system:user:remove", "system:role:add"])).toBe(false);
    expect(hasPermiAnd(editor, ["system:user:add", "system:user:edit"])).toBe(true);
    expect(hasPermiAnd(editor, ["system:user:add", "system:user:remove"])).toBe(false);
    expect(hasPermiAnd(["*:*:*"], ["system:user:add", "system:user:remove"])).toBe(true);
  });

  it("grants nothing for an empty requirement list", () => {
    expect(hasPermiOr(["*:*:*"], [])).toBe(false);
    expect(hasPermiAnd(["*:*:*"], [])).toBe(false);
  });

  it("checkPermi passes on any listed permission or the wildcard", () => {
    expect(checkPermi(editor, ["system:user:remove", "system:user:add"])).toBe(true);
    expect(checkPermi(editor, ["system:user:remove"])).toBe(false);
    expect(checkPermi(["*:*:*"], ["system:user:remove"])).toBe(true);
  });

  it("checkPermi throws on an empty list", () => {
    expect(() => checkPermi(["*:*:*"], [])).toThrow(/at least one permission/);
  });
});

describe("role checks", () => {
  it("hasRole passes on the named role or admin", () => {
    expect(hasRole(["editor"], "editor")).toBe(true);
    expect(hasRole(["editor"], "auditor")).toBe(false);
    expect(hasRole(["admin"], "auditor")).toBe(true);
    expect(hasRole(["admin"], "")).toBe(false);
  });

  it("superadmin is not a role wildcard", () => {
    expect(hasRole(["superadmin"], "editor")).toBe(false);
  });

  it("hasRoleOr needs one, hasRoleAnd needs all", () => {
    expect(hasRoleOr(["editor"], ["auditor", "editor"])).toBe(true);
    expect(hasRoleOr(["editor"], ["auditor"])).toBe(false);
    expect(hasRoleAnd(["editor", "auditor"], ["auditor", "editor"])).toBe(true);
    expect(hasRoleAnd(["editor"], ["auditor", "editor"])).toBe(false);
    expect(hasRoleAnd(["admin"], ["auditor", "editor"])).toBe(true);
    expect(hasRoleAnd(["admin"], [])).toBe(false);
    expect(hasRoleOr(["admin"], [])).toBe(false);
  });

  it("checkRole passes on any listed role or admin, and throws on an empty list", () => {
    expect(checkRole(["editor"], ["auditor", "editor"])).toBe(true);
    expect(checkRole(["editor"], ["auditor"])).toBe(false);
    expect(checkRole(["admin"], ["auditor"])).toBe(true);
    expect(() => checkRole(["admin"], [])).toThrow(/at least one role/);
  });

  it.each([
    [["superadmin"], true],
    [["admin"], true],
    [["editor", "admin"], true],
    [["editor"], false],
    [["Admin"], false],
    [[], false],
  ])("isAdmin(%j) -> %s", (roles, expected) => {
    expect(isAdmin(roles)).toBe(expected);
  });
});
