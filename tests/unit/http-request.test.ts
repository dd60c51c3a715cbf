import { beforeAll, describe, expect, it, vi } from "vitest";
import type { Language } from "../../common/constants.ts";
import { ENCRYPT_KEY_HEADER, generateKeyPair, importPrivateKey, openBody, sealBody, unwrapKey } from "../../common/envelope-crypto.ts";
import { HttpError } from "../../app/lib/http/http-error.ts";
import { learnServerTime } from "../../app/lib/http/encryption.ts";
import { REPEAT_SUBMIT_STORAGE_KEY } from "../../app/lib/http/repeat-guard.ts";
import { buildUrl, createHttpClient, outcomeOf, type HttpDeps, type ToastType } from "../../app/lib/http/request.ts";
import { memoryStorage } from "../../app/stores/key-value-storage.ts";

type Handler = (url: string, init: RequestInit) => Response | Promise<Response>;

function json(body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status: 200, headers: { "content-type": "application/json", ...headers } });
}

/** A client over a fake fetch; records every call, toast and re-login prompt. */
function harness(handler: Handler, overrides: Partial<HttpDeps> & { lang?: Language; clock?: { now: number } } = {}) {
  const calls: Array<{ url: string; init: RequestInit; headers: Headers }> = [];
  const toasts: Array<{ type: ToastType; message: string; durationMs?: number | undefined }> = [];
  const prompts: boolean[] = [];
  const warnings: string[] = [];
  const session = memoryStorage();
  const clock = overrides.clock ?? { now: 1_000_000 };
  const client = createHttpClient({
    fetch: async (input, init = {}) => {
      const url = String(input);
      calls.push({ url, init, headers: new Headers(init.headers) });
      return handler(url, init);
    },
    baseUrl: "/api",
    clientId: "web-portal",
    language: () => overrides.lang ?? "zh_CN",
    publicKey: () => undefined,
    session,
    feedback: {
      toast: (type, message, durationMs) => void toasts.push({ type, message, durationMs }),
      unauthorized: (prompt) => void prompts.push(prompt),
    },
    now: () => clock.now,
    warn: (message) => void warnings.push(message),
    ...overrides,
  });
  return { client, calls, toasts, prompts, warnings, session, clock };
}

/** A server that never answers; only an abort ends the wait. */
const hang: Handler = (_url, init) =>
  new Promise((_resolve, reject) => init.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError"))));

async function rejection(promise: Promise<unknown>): Promise<HttpError> {
  const reason = await promise.then(
    () => new Error("expected a rejection"),
    (error: unknown) => error,
  );
  expect(reason).toBeInstanceOf(HttpError);
  return reason as HttpError;
}

describe("URL and GET parameters (spec section 7)", () => {
  it.each([
    ["/auth/code", undefined, "/api/auth/code"],
    ["/news/list", { pageNum: 1, pageSize: 10 }, "/api/news/list?pageNum=1&pageSize=10"],
    ["/news/list", { type: 0, hot: false, title: "", tag: null, extra: undefined }, "/api/news/list?type=0&hot=false"],
    ["/log/list", { params: { beginTime: "2024-01-01", endTime: "" } }, "/api/log/list?params%5BbeginTime%5D=2024-01-01"],
    ["/user/list", { ids: [1, 2] }, "/api/user/list?ids%5B0%5D=1&ids%5B1%5D=2"],
    ["/search?lang=en", { q: "a b&c" }, "/api/search?lang=en&q=a%20b%26c"],
    ["/api/already/prefixed", {}, "/api/already/prefixed"],
    ["https://cdn.example.com/file", undefined, "https://cdn.example.com/file"],
  ])("%s with %j", (url, params, expected) => {
    expect(buildUrl("/api", url, params)).toBe(expected);
  });

  it("flattens GET params onto the wire and sends none for POST", async () => {
    const { client, calls } = harness(() => json({ code: 200, msg: "ok", data: null }));
    await client.request("/v1/web/dict/data/type/demand", { params: { a: 1, b: "" } });
    await client.request("/v1/web/user/booking", { method: "POST", params: { a: 1 }, data: { x: 1 } });
    expect(calls.map((call) => call.url)).toEqual(["/api/v1/web/dict/data/type/demand?a=1", "/api/v1/web/user/booking"]);
  });
});

describe("request headers", () => {
  it("sends the language and the client id, and the session only as the same-origin cookie", async () => {
    const { client, calls } = harness(() => json({ code: 200, msg: "ok", data: null }), { lang: "en_US" });
    await client.request("/v1/web/account/user-info");
    const { headers, init } = calls[0]!;
    expect(headers.get("content-language")).toBe("en_US");
    expect(headers.get("clientid")).toBe("web-portal");
    // Decision 017: no script handles the token, so none can be put in a header.
    expect(headers.has("authorization")).toBe(false);
    expect(init.credentials).toBe("same-origin");
  });

  it("sends objects as JSON and form bodies as they are", async () => {
    const { client, calls } = harness(() => json({ code: 200, msg: "ok", data: null }));
    await client.request("/a", { method: "POST", data: { name: "张三" } });
    await client.request("/b", { method: "POST", data: "a=1&b=2", headers: { "Content-Type": "application/x-www-form-urlencoded" } });
    expect(calls[0]!.init.body).toBe('{"name":"张三"}');
    expect(calls[0]!.headers.get("content-type")).toBe("application/json;charset=utf-8");
    expect(calls[1]!.init.body).toBe("a=1&b=2");
    expect(calls[1]!.headers.get("content-type")).toBe("application/x-www-form-urlencoded");
  });
});

describe("envelope codes (spec section 8)", () => {
  it.each([
    [{ code: 200, msg: "x" }, { type: "ok" }],
    [{ msg: "no code counts as success" }, { type: "ok" }],
    [{ code: 0 }, { type: "ok" }],
    [
      { code: 401, msg: "server" },
      { type: "unauthorized", message: "无效的会话，或者会话已过期，请重新登录。" },
    ],
    [
      { code: 403, msg: "没有访问权限，请联系管理员授权" },
      { type: "error", message: "当前操作没有权限" },
    ],
    [
      { code: 404, msg: "server" },
      { type: "error", message: "访问资源不存在" },
    ],
    [
      { code: 500, msg: "密码错误" },
      { type: "error", message: "密码错误" },
    ],
    [
      { code: 500, msg: "" },
      { type: "error", message: "系统未知错误，请反馈给管理员" },
    ],
    [
      { code: 601, msg: "请注意" },
      { type: "warning", message: "请注意" },
    ],
    [
      { code: 429, msg: "操作过于频繁" },
      { type: "error", message: "操作过于频繁" },
    ],
    [{ code: 409 }, { type: "error", message: "系统未知错误，请反馈给管理员" }],
  ])("%j -> %j", (envelope, outcome) => {
    expect(outcomeOf(envelope, "zh_CN")).toEqual(outcome);
  });

  it("uses English table texts in English mode", () => {
    expect(outcomeOf({ code: 403 }, "en_US")).toEqual({ type: "error", message: "You do not have permission for this operation" });
    expect(outcomeOf({ code: 401 }, "en_US")).toEqual({
      type: "unauthorized",
      message: "Your session is invalid or has expired. Please log in again.",
    });
  });

  it("resolves code 200 with the whole envelope", async () => {
    const { client, toasts } = harness(() => json({ code: 200, msg: "查询成功", rows: [{ id: 1 }], total: 1 }));
    await expect(client.request("/list")).resolves.toEqual({ code: 200, msg: "查询成功", rows: [{ id: 1 }], total: 1 });
    expect(toasts).toEqual([]);
  });

  it("code 500: an error toast for 5 s with the server message, then a rejection carrying code and data", async () => {
    const { client, toasts } = harness(() => json({ code: 500, msg: "密码错误", data: { captchaRequired: true } }));
    const error = await rejection(client.request("/login", { method: "POST", data: {} }));
    expect(error).toMatchObject({ kind: "business", code: 500, message: "密码错误", data: { captchaRequired: true } });
    expect(toasts).toEqual([{ type: "error", message: "密码错误", durationMs: 5000 }]);
  });

  it("code 601: a warning toast", async () => {
    const { client, toasts } = harness(() => json({ code: 601, msg: "余额不足" }));
    expect(await rejection(client.request("/x"))).toMatchObject({ kind: "business", code: 601, message: "余额不足" });
    expect(toasts.map((toast) => toast.type)).toEqual(["warning"]);
  });

  it("code 401: clears the session, prompts to log in again and rejects with the expired-session text", async () => {
    const { client, toasts, prompts } = harness(() => json({ code: 401, msg: "认证失败" }));
    const error = await rejection(client.request("/v1/web/account/user-info"));
    expect(error).toMatchObject({ kind: "unauthorized", code: 401, message: "无效的会话，或者会话已过期，请重新登录。" });
    expect(prompts).toEqual([true]);
    expect(toasts).toEqual([]);
  });

  it("feedback: false shows nothing but still reports the expired session", async () => {
    const failing = harness(() => json({ code: 500, msg: "bad" }));
    await rejection(failing.client.request("/x", { feedback: false }));
    expect(failing.toasts).toEqual([]);
    const expired = harness(() => json({ code: 401 }));
    await rejection(expired.client.request("/x", { feedback: false }));
    expect(expired.prompts).toEqual([false]);
  });

  it("an answer that is not an envelope is the unknown error", async () => {
    const { client, toasts } = harness(() => new Response("<html>oops</html>", { status: 200 }));
    expect(await rejection(client.request("/x"))).toMatchObject({ kind: "business", message: "系统未知错误，请反馈给管理员" });
    expect(toasts).toHaveLength(1);
  });
});

describe("transport errors (spec section 8)", () => {
  it("network failure", async () => {
    const zh = harness(() => Promise.reject(new TypeError("Failed to fetch")));
    expect(await rejection(zh.client.request("/x"))).toMatchObject({ kind: "transport", message: "后端接口连接异常" });
    expect(zh.toasts).toEqual([{ type: "error", message: "后端接口连接异常", durationMs: 5000 }]);
    const en = harness(() => Promise.reject(new TypeError("Failed to fetch")), { lang: "en_US" });
    expect((await rejection(en.client.request("/x"))).message).toMatch(/^Network Error/);
  });

  it("an HTTP status outside 2xx", async () => {
    const zh = harness(() => new Response("Bad Gateway", { status: 502 }));
    expect(await rejection(zh.client.request("/x"))).toMatchObject({ kind: "transport", code: 502, message: "系统接口502异常" });
    const en = harness(() => new Response("", { status: 504 }), { lang: "en_US" });
    expect((await rejection(en.client.request("/x"))).message).toBe("Request failed with 504");
  });

  it("a refused upload's envelope (400, 413, 415, 503) shows the server's message, not the status", async () => {
    for (const status of [400, 413, 415, 503]) {
      const busy = { code: status, msg: "服务器正在处理其他图片，请稍后再试", data: null };
      const { client, toasts } = harness(
        () => new Response(JSON.stringify(busy), { status, headers: { "content-type": "application/json" } }),
      );
      expect(await rejection(client.request("/admin/files", { method: "POST" }))).toMatchObject({
        kind: "business",
        code: status,
        message: busy.msg,
      });
      expect(toasts.map((toast) => toast.message)).toEqual([busy.msg]);
    }
    // A 503 that is not an envelope (the render pool's plain text) stays a transport failure.
    const page = harness(() => new Response("busy", { status: 503, headers: { "content-type": "text/plain" } }));
    expect(await rejection(page.client.request("/x"))).toMatchObject({ kind: "transport", code: 503 });
  });

  it("times out after the request's timeout (default 50 s, captcha 20 s)", async () => {
    const zh = harness(hang);
    expect(await rejection(zh.client.request("/auth/code", { timeout: 20 }))).toMatchObject({
      kind: "transport",
      message: "系统接口请求超时",
    });
    expect(zh.toasts[0]).toMatchObject({ type: "error", message: "系统接口请求超时", durationMs: 5000 });

    vi.useFakeTimers();
    try {
      const slow = harness(hang);
      const pending = rejection(slow.client.request("/x"));
      await vi.advanceTimersByTimeAsync(49_999);
      expect(slow.toasts).toEqual([]);
      await vi.advanceTimersByTimeAsync(1);
      expect((await pending).message).toBe("系统接口请求超时");
    } finally {
      vi.useRealTimers();
    }
  });

  it("a caller's abort is silent", async () => {
    const { client, toasts } = harness(hang);
    const controller = new AbortController();
    const pending = rejection(client.request("/x", { signal: controller.signal }));
    controller.abort();
    expect(await pending).toMatchObject({ kind: "abort" });
    expect(toasts).toEqual([]);
  });
});

const ok = () => json({ code: 200, msg: "ok", data: null });

describe("repeat-submission guard (spec section 5)", () => {
  it("rejects the same POST within 500 ms with the exact message, in both languages", async () => {
    const zh = harness(ok);
    await zh.client.request("/v1/web/user/booking", { method: "POST", data: { a: 1 } });
    zh.clock.now += 499;
    expect(await rejection(zh.client.request("/v1/web/user/booking", { method: "POST", data: { a: 1 } }))).toMatchObject({
      kind: "repeat",
      message: "数据正在处理，请勿重复提交",
    });
    expect(zh.calls).toHaveLength(1);
    expect(zh.warnings).toEqual(["[/api/v1/web/user/booking]: 数据正在处理，请勿重复提交"]);
    expect(zh.toasts).toEqual([]);

    const en = harness(ok, { lang: "en_US" });
    await en.client.request("/b", { method: "PUT", data: { a: 1 } });
    expect((await rejection(en.client.request("/b", { method: "PUT", data: { a: 1 } }))).message).toBe(
      "The data is being processed, please do not resubmit",
    );
  });

  it("allows it again after 500 ms, with another body, another URL, or when opted out", async () => {
    const { client, calls, clock } = harness(ok);
    const post = (url: string, data: unknown, repeatSubmit?: boolean) =>
      client.request(url, { method: "POST", data, ...(repeatSubmit === undefined ? {} : { repeatSubmit }) });
    await post("/a", { x: 1 });
    await post("/a", { x: 2 });
    await post("/b", { x: 2 });
    await post("/b", { x: 2 }, false);
    clock.now += 500;
    await post("/b", { x: 2 });
    expect(calls).toHaveLength(5);
  });

  it("lets a refused write be sent again at once (a 409 conflict, a network failure), and still refuses a repeat of one that succeeded", async () => {
    const conflict = json({ code: 409, msg: "changed", data: null });
    let answer: () => Response | Promise<Response> = () => conflict.clone();
    const { client, calls } = harness(() => answer());
    const put = () => client.request("/admin/news/1", { method: "PUT", data: { title: "t", version: 1 } });
    expect(await rejection(put())).toMatchObject({ kind: "business", code: 409 });
    expect(await rejection(put())).toMatchObject({ kind: "business", code: 409 });
    answer = () => Promise.reject(new TypeError("Failed to fetch"));
    expect(await rejection(put())).toMatchObject({ kind: "transport" });
    answer = ok;
    await put();
    expect(await rejection(put())).toMatchObject({ kind: "repeat" });
    expect(calls).toHaveLength(4);
  });

  it("keeps the record {url, data, time} under sessionObj and never guards GET", async () => {
    const { client, session, calls } = harness(ok);
    await client.request("/a", { method: "POST", data: { x: 1 } });
    expect(JSON.parse(session.getItem(REPEAT_SUBMIT_STORAGE_KEY) ?? "null")).toEqual({ url: "/api/a", data: '{"x":1}', time: 1_000_000 });
    await client.request("/a");
    await client.request("/a");
    expect(calls).toHaveLength(3);
  });
});

describe("English mode: xEn -> x (spec section 7)", () => {
  const body = {
    code: 200,
    msg: "ok",
    data: {
      title: "新闻",
      titleEn: "News",
      items: [
        { name: "北京", nameEn: "Beijing" },
        { name: "上海", nameEn: "" },
      ],
    },
  };

  it("copies fieldEn over field in English", async () => {
    const { client } = harness(() => json(body), { lang: "en_US" });
    const { data } = await client.request<typeof body.data>("/x");
    expect(data.title).toBe("News");
    expect(data.items.map((item) => item.name)).toEqual(["Beijing", "上海"]);
  });

  it("keeps both languages apart in the console's answers, where an editor saves each one", async () => {
    const { client } = harness(() => json(body), { lang: "en_US" });
    const { data } = await client.request<typeof body.data>("/admin/home/customerCase");
    expect(data.title).toBe("新闻");
    expect(data.items.map((item) => item.name)).toEqual(["北京", "上海"]);
  });

  it("leaves Chinese answers alone", async () => {
    const { client } = harness(() => json(body), { lang: "zh_CN" });
    expect((await client.request<typeof body.data>("/x")).data.title).toBe("新闻");
  });
});

describe("encrypted requests", () => {
  let keys: { publicKeySpki: string; privateKeyPkcs8: string };
  beforeAll(async () => {
    keys = await generateKeyPair();
  });

  it("seals the body under a wrapped key and opens the sealed answer", async () => {
    const privateKey = await importPrivateKey(keys.privateKeyPkcs8);
    let received: unknown;
    const { client, calls } = harness(
      async (_url, init) => {
        const headers = new Headers(init.headers);
        const { key } = await unwrapKey(headers.get(ENCRYPT_KEY_HEADER) ?? "", privateKey);
        received = JSON.parse(await openBody(String(init.body), key));
        const answer = { code: 200, msg: "登录成功", data: { access_token: "t", nameEn: "Alice", name: "爱丽丝" } };
        return new Response(await sealBody(JSON.stringify(answer), key), {
          headers: { "content-type": "text/plain", [ENCRYPT_KEY_HEADER]: "1" },
        });
      },
      { publicKey: () => keys.publicKeySpki, lang: "en_US" },
    );
    const envelope = await client.request<{ access_token: string; name: string }>("/v1/web/user/login", {
      method: "POST",
      data: { username: "alice", password: "Secret123" },
      isEncrypt: true,
    });
    expect(received).toEqual({ username: "alice", password: "Secret123" });
    expect(envelope.data).toMatchObject({ access_token: "t", name: "Alice" });
    expect(calls[0]!.headers.get("content-type")).toMatch(/^text\/plain/);
    expect(String(calls[0]!.init.body)).not.toContain("alice");
  });

  it("when refused as stale, learns the server's time and sends once more with it", async () => {
    const privateKey = await importPrivateKey(keys.privateKeyPkcs8);
    const serverTime = Date.now() + 60 * 60 * 1000;
    const times: number[] = [];
    const { client, calls } = harness(
      async (_url, init) => {
        const { key, issuedAt } = await unwrapKey(new Headers(init.headers).get(ENCRYPT_KEY_HEADER) ?? "", privateKey);
        times.push(issuedAt);
        const fresh = Math.abs(issuedAt - serverTime) < 60_000;
        const answer = fresh ? { code: 200, msg: "ok", data: {} } : { code: 500, msg: "stale", data: { serverTime } };
        return new Response(await sealBody(JSON.stringify(answer), key), {
          headers: { "content-type": "text/plain", [ENCRYPT_KEY_HEADER]: "1" },
        });
      },
      { publicKey: () => keys.publicKeySpki },
    );
    const envelope = await client.request("/v1/web/user/login", { method: "POST", data: { username: "a" }, isEncrypt: true });
    expect(envelope.code).toBe(200);
    expect(calls).toHaveLength(2);
    expect(Math.abs((times[1] ?? 0) - serverTime)).toBeLessThan(60_000);
    // The offset is the module's: put this device's clock back for the tests that follow.
    learnServerTime(Date.now());
  });

  it("refuses to send in clear when the page has no public key", async () => {
    const { client, calls, toasts } = harness(() => json({ code: 200 }));
    expect(await rejection(client.request("/login", { method: "POST", data: { a: 1 }, isEncrypt: true }))).toMatchObject({
      kind: "encryption",
    });
    expect(calls).toEqual([]);
    expect(toasts).toHaveLength(1);
  });

  it("rejects a sealed answer to a plaintext request", async () => {
    const { client } = harness(() => new Response("sealed", { headers: { [ENCRYPT_KEY_HEADER]: "1" } }));
    expect(await rejection(client.request("/x"))).toMatchObject({ kind: "business" });
  });
});

describe("binary answers", () => {
  it("returns the blob and the headers without reading an envelope", async () => {
    const { client } = harness(
      () =>
        new Response(new Uint8Array([1, 2, 3]), {
          headers: { "content-type": "application/octet-stream", "download-filename": "a%20b.txt" },
        }),
    );
    const { blob, headers } = await client.requestBlob("/resource/oss/download/1");
    expect(blob.size).toBe(3);
    expect(headers.get("download-filename")).toBe("a%20b.txt");
  });
});
