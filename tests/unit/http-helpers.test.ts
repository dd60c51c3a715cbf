import { describe, expect, it } from "vitest";
import { httpMessages, messageForCode, transportMessage } from "../../app/lib/http/error-messages.ts";
import { guardSubmission, isRepeatSubmission, REPEAT_SUBMIT_STORAGE_KEY, serializeSubmission } from "../../app/lib/http/repeat-guard.ts";
import { blobErrorMessage, filenameFromHeaders, isJsonBlob } from "../../app/lib/download/filename.ts";
import { memoryStorage } from "../../app/stores/key-value-storage.ts";

describe("error catalogue (spec section 8)", () => {
  it.each([
    [401, "server text", "认证失败，无法访问系统资源", "Authentication failed: cannot access system resources"],
    [403, "没有访问权限，请联系管理员授权", "当前操作没有权限", "You do not have permission for this operation"],
    [404, "server text", "访问资源不存在", "The requested resource does not exist"],
    [500, "用户名已存在", "用户名已存在", "用户名已存在"],
    [500, "", "系统未知错误，请反馈给管理员", "Unknown system error, please report it to the administrator"],
    [500, undefined, "系统未知错误，请反馈给管理员", "Unknown system error, please report it to the administrator"],
    [601, "warn", "warn", "warn"],
  ])("code %i with msg %j", (code, msg, zh, en) => {
    expect(messageForCode(code, msg, "zh_CN")).toBe(zh);
    expect(messageForCode(code, msg, "en_US")).toBe(en);
  });

  it("transport texts", () => {
    expect(transportMessage({ kind: "network" }, "zh_CN")).toBe("后端接口连接异常");
    expect(transportMessage({ kind: "timeout" }, "zh_CN")).toBe("系统接口请求超时");
    expect(transportMessage({ kind: "status", status: 503 }, "zh_CN")).toBe("系统接口503异常");
    expect(transportMessage({ kind: "network" }, "en_US")).toBe("Network Error");
    expect(transportMessage({ kind: "timeout" }, "en_US")).toBe("time");
    expect(transportMessage({ kind: "status", status: 503 }, "en_US")).toBe("Request failed with 503");
  });

  it("the fixed texts of spec sections 5 and 8", () => {
    expect(httpMessages.zh_CN.sessionExpired).toBe("无效的会话，或者会话已过期，请重新登录。");
    expect(httpMessages.zh_CN.downloadError).toBe("下载文件出现错误，请联系管理员！");
    expect(httpMessages.zh_CN.downloading).toBe("正在下载数据，请稍候");
    expect(httpMessages.en_US.repeatSubmit).toBe("The data is being processed, please do not resubmit");
    expect(httpMessages.zh_CN.reloginTitle).toBe("系统提示");
    expect([httpMessages.zh_CN.reloginConfirm, httpMessages.zh_CN.reloginCancel]).toEqual(["重新登录", "取消"]);
  });

  it("both languages have the same keys", () => {
    expect(Object.keys(httpMessages.en_US).toSorted()).toEqual(Object.keys(httpMessages.zh_CN).toSorted());
  });
});

describe("repeat-submission decision", () => {
  const base = { url: "/api/a", data: '{"x":1}', time: 1000 };
  it.each([
    ["no previous record", null, base, false],
    ["same url and data 499 ms later", base, { ...base, time: 1499 }, true],
    ["same url and data 0 ms later", base, base, true],
    ["exactly 500 ms later", base, { ...base, time: 1500 }, false],
    ["other data", base, { ...base, data: '{"x":2}', time: 1100 }, false],
    ["other url", base, { ...base, url: "/api/b", time: 1100 }, false],
    ["a clock that went backwards", base, { ...base, time: 900 }, false],
  ])("%s", (_label, previous, next, rejected) => {
    expect(isRepeatSubmission(previous, next)).toBe(rejected);
  });

  it.each([
    [{ a: 1 }, '{"a":1}'],
    [[1, 2], "[1,2]"],
    ["a=1&b=2", "a=1&b=2"],
    [42, "42"],
    [undefined, ""],
    [null, ""],
  ])("serialises %j as %j", (data, serialised) => {
    expect(serializeSubmission(data)).toBe(serialised);
  });

  it("survives a corrupt record and a storage that refuses writes", () => {
    const corrupt = memoryStorage({ [REPEAT_SUBMIT_STORAGE_KEY]: "{nope" });
    expect(guardSubmission(corrupt, "/a", {}, 1)).toBe(false);
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
      removeItem: () => undefined,
    };
    expect(guardSubmission(full, "/a", {}, 1)).toBe(false);
  });
});

describe("download helpers (reference section 6)", () => {
  it.each([
    [{ "download-filename": "%E6%8A%A5%E5%91%8A%202024.xlsx" }, "报告 2024.xlsx"],
    [{ "download-filename": "a+b.zip" }, "a b.zip"],
    [{ "content-disposition": "attachment; filename=x.txt; filename*=utf-8''%E4%B8%AD.txt" }, "中.txt"],
    [{ "content-disposition": 'attachment; filename="plain name.pdf"' }, "plain name.pdf"],
    [{ "content-disposition": "attachment" }, "download"],
    [{}, "download"],
    [{ "download-filename": "%E0%A4%A" }, "%E0%A4%A"],
  ])("filename from %j", (headers, name) => {
    expect(filenameFromHeaders(new Headers(headers))).toBe(name);
  });

  it("treats a JSON blob as an error envelope", () => {
    expect(isJsonBlob(new Blob(["{}"], { type: "application/json" }))).toBe(true);
    expect(isJsonBlob(new Blob(["{}"], { type: "application/json;charset=UTF-8" }))).toBe(true);
    expect(isJsonBlob(new Blob(["x"], { type: "application/octet-stream" }))).toBe(false);
  });

  it("chooses the blob error text by code, then msg, then the default", () => {
    const table = httpMessages.zh_CN.errorCode;
    expect(blobErrorMessage({ code: 403, msg: "x" }, table)).toBe("当前操作没有权限");
    expect(blobErrorMessage({ code: 500, msg: "文件数据不存在!" }, table)).toBe("文件数据不存在!");
    expect(blobErrorMessage({ code: 500 }, table)).toBe("系统未知错误，请反馈给管理员");
    expect(blobErrorMessage(undefined, table)).toBe("系统未知错误，请反馈给管理员");
  });
});
