import { renderToString } from "react-dom/server";
import { createElement } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { HasPermission, HasRoles } from "../../app/components/auth/has-permission.tsx";
import { copyText } from "../../app/components/ui/copy-text.tsx";
import { authEnUS } from "../../app/i18n/auth-en-us.ts";
import { authZhCN } from "../../app/i18n/auth-zh-cn.ts";
import { safeRedirect } from "../../app/lib/auth/redirect.ts";
import { memorySessionFlag } from "../../app/lib/auth/session-flag.ts";
import { fill } from "../../app/lib/fill.ts";
import { memoryStorage } from "../../app/stores/key-value-storage.ts";
import { createUserStore, DEFAULT_ROLE, USER_INFO_STORAGE_KEY, userStore } from "../../app/stores/user-store.ts";
import type { UserInfo as UserInfoResponse } from "../../common/contracts/account.ts";

const info: UserInfoResponse = {
  userId: 7,
  personalAuthId: null,
  firmAuthId: null,
  webUser: "zhangsan",
  webPhone: "",
  webEmail: "z@example.com",
  avatar: "",
  createTime: "2024-01-01 00:00:00",
  webNickname: "张三",
  lastLoginTime: null,
  authType: "",
  secAuthFlag: 0,
  remark: "",
  dept: "",
  roles: ["editor"],
  permissions: ["site:news:edit"],
};

describe("user store (spec sections 3 and 4)", () => {
  it("caches the user with isLogin and isFirstLogin and exposes roles, permissions and the admin flag", () => {
    const storage = memoryStorage();
    const store = createUserStore(storage, memorySessionFlag(true));
    store.getState().setUserInfo(info, { firstLogin: true });
    const state = store.getState();
    expect(state).toMatchObject({ isLogin: true, isFirstLogin: true, isAdmin: false, roles: ["editor"], permissions: ["site:news:edit"] });
    expect(state.user?.webNickname).toBe("张三");
    expect(JSON.parse(storage.getItem(USER_INFO_STORAGE_KEY) ?? "{}")).toMatchObject({
      webUser: "zhangsan",
      isLogin: true,
      isFirstLogin: true,
      roles: ["editor"],
    });
  });

  it.each([
    [["superadmin"], true],
    [["admin"], true],
    [["editor", "admin"], true],
    [["editor"], false],
    [[], false],
  ])("roles %j give isAdmin %s", (roles, admin) => {
    const store = createUserStore(memoryStorage(), memorySessionFlag(true));
    store.getState().setUserInfo({ ...info, roles });
    expect(store.getState().isAdmin).toBe(admin);
  });

  it("gives an account without roles the default role", () => {
    const store = createUserStore(memoryStorage(), memorySessionFlag(true));
    store.getState().setUserInfo({ ...info, roles: [], permissions: [] });
    expect(store.getState().roles).toEqual([DEFAULT_ROLE]);
    expect(store.getState().permissions).toEqual([]);
  });

  it("starts logged out (as the server renders) and restores the cache after hydration", () => {
    const storage = memoryStorage();
    const flag = memorySessionFlag(true);
    createUserStore(storage, flag).getState().setUserInfo(info);
    const later = createUserStore(storage, flag);
    expect(later.getState()).toMatchObject({ restored: false, isLogin: false, user: null });
    later.getState().restore();
    expect(later.getState()).toMatchObject({ restored: true, isLogin: true, roles: ["editor"] });
  });

  it("drops a cache whose session cookie is gone", () => {
    const storage = memoryStorage();
    createUserStore(storage, memorySessionFlag(true)).getState().setUserInfo(info);
    const store = createUserStore(storage, memorySessionFlag(false));
    store.getState().restore();
    expect(store.getState().isLogin).toBe(false);
    expect(storage.getItem(USER_INFO_STORAGE_KEY)).toBeNull();
  });

  it("logout clears the session flag, roles, permissions, isLogin and the cached info", () => {
    const storage = memoryStorage();
    const flag = memorySessionFlag(true);
    const store = createUserStore(storage, flag);
    store.getState().setUserInfo(info, { firstLogin: true });
    store.getState().clear();
    expect(flag.present()).toBe(false);
    expect(storage.getItem(USER_INFO_STORAGE_KEY)).toBeNull();
    expect(store.getState()).toMatchObject({ isLogin: false, isFirstLogin: false, isAdmin: false, roles: [], permissions: [], user: null });
  });
});

// Server rendering reads the store's initial state, so that is what a signed-in account replaces.
function signedIn(roles: string[], permissions: string[]) {
  vi.spyOn(userStore, "getInitialState").mockReturnValue({ ...userStore.getState(), roles, permissions, isLogin: true });
}

function render(gate: typeof HasPermission, value: string[]): string {
  return renderToString(createElement(gate, { value }, createElement("b", null, "ok")));
}

describe("has-permission and has-roles (spec section 6)", () => {
  afterEach(() => vi.restoreAllMocks());

  it("render their children only when the check passes", () => {
    signedIn(["editor"], ["site:news:edit"]);
    expect(render(HasPermission, ["site:news:edit"])).toBe("<b>ok</b>");
    expect(render(HasPermission, ["site:news:remove", "site:news:edit"])).toBe("<b>ok</b>");
    expect(render(HasPermission, ["site:news:remove"])).toBe("");
    expect(render(HasRoles, ["editor"])).toBe("<b>ok</b>");
    expect(render(HasRoles, ["auditor"])).toBe("");
  });

  it("honour the '*:*:*' and 'admin' wildcards", () => {
    signedIn(["admin"], ["*:*:*"]);
    expect(render(HasPermission, ["anything:at:all"])).toBe("<b>ok</b>");
    expect(render(HasRoles, ["auditor"])).toBe("<b>ok</b>");
  });

  it("render nothing when logged out and throw on an empty list", () => {
    expect(render(HasPermission, ["a:b:c"])).toBe("");
    expect(() => render(HasPermission, [])).toThrow(/at least one permission/);
    expect(() => render(HasRoles, [])).toThrow(/at least one role/);
  });
});

describe("redirect after sign-in", () => {
  it.each([
    ["/about", "/about"],
    ["/news?type=2#top", "/news?type=2#top"],
    ["/en/cloudProduct", "/en/cloudProduct"],
    ["%2Fabout%3Fx%3D1", "/about?x=1"],
    [null, "/index"],
    ["", "/index"],
    ["//evil.example", "/index"],
    ["/\\evil.example", "/index"],
    ["https://evil.example/", "/index"],
    ["javascript:alert(1)", "/index"],
    ["about", "/index"],
    ["/login", "/index"],
    ["/en/register?redirect=/x", "/index"],
    ["/callbackSuccess", "/index"],
    ["/a\nb", "/index"],
  ])("%j -> %j", (value, expected) => {
    expect(safeRedirect(value, "/index")).toBe(expected);
  });
});

describe("catalogs", () => {
  it("catalog placeholders are filled", () => {
    expect(fill(authZhCN.common.resendIn, { seconds: 42 })).toBe("42 秒后重新获取");
    expect(fill(authEnUS.register.success, { username: "bob" })).toBe("Congratulations, your account bob has been created!");
    expect(fill("{a} {b}", { a: 1 })).toBe("1 {b}");
  });
});

describe("copy-text", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("uses the Clipboard API", async () => {
    const writeText = vi.fn<(text: string) => Promise<void>>(async () => {});
    vi.stubGlobal("navigator", { clipboard: { writeText } });
    await expect(copyText("hello")).resolves.toBe(true);
    expect(writeText).toHaveBeenCalledWith("hello");
  });

  it("reports failure when the clipboard refuses and there is no fallback", async () => {
    vi.stubGlobal("navigator", {
      clipboard: {
        writeText: async () => {
          throw new Error("denied");
        },
      },
    });
    await expect(copyText("hello")).resolves.toBe(false);
  });
});
