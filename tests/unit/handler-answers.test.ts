import { describe, expect, it } from "vitest";
import { tenantListCall } from "../../common/contracts/auth.ts";
import { newsListCall } from "../../common/contracts/content.ts";
import { callRouter, type CallRouterDeps } from "../../server/api/call-router.ts";
import { fail, ok, paged } from "../../server/api/envelope.ts";

/** Public calls without a body need none of the router's dependencies but this one. */
const router = () => callRouter({ checkAnswers: true } as CallRouterDeps);

const article = {
  id: 1,
  type: 1,
  title: "标题",
  titleEn: "Title",
  summary: "",
  summaryEn: "",
  cover: "",
  coverAlt: { zh: "", en: "" },
  publishTime: "2026-11-23",
};

describe("a handler's answer and its contract", () => {
  it("serves an answer that matches the contract", async () => {
    const { app, handle } = router();
    handle(tenantListCall, (c) => ok(c, { tenantEnabled: false, voList: null }));
    handle(newsListCall, (c) => paged(c, { rows: [article], total: 1 }));
    expect(await (await app.request("/auth/tenant/list")).json()).toMatchObject({
      code: 200,
      data: { tenantEnabled: false, voList: null },
    });
    expect(await (await app.request("/v1/web/news/list")).json()).toMatchObject({ code: 200, rows: [article], total: 1 });
  });

  it("in a test run, refuses at run time an answer its contract does not describe (data drifted past the types)", async () => {
    const { app, handle } = router();
    const drifted = JSON.parse('{"tenantEnabled":"no","voList":null}') as { tenantEnabled: boolean; voList: null };
    handle(tenantListCall, (c) => ok(c, drifted));
    app.onError((error, c) => c.text(error.message, 500));
    const answer = await app.request("/auth/tenant/list");
    expect(answer.status).toBe(500);
    expect(await answer.text()).toContain("GET /auth/tenant/list answered outside its contract");
    // A refusal is no answer of the contract's: it passes as it is.
    const { app: refusing, handle: handleRefusing } = router();
    handleRefusing(tenantListCall, (c) => fail(c, 404, "notFound"));
    expect(await (await refusing.request("/auth/tenant/list")).json()).toMatchObject({ code: 404 });
  });

  it("fails the typecheck for an answer that does not (tsc reports any @ts-expect-error below that is not an error)", () => {
    const { handle } = router();
    // @ts-expect-error a field of the wrong type
    handle(tenantListCall, (c) => ok(c, { tenantEnabled: "no", voList: null }));
    // @ts-expect-error a field missing
    handle(tenantListCall, (c) => ok(c, { tenantEnabled: false }));
    // @ts-expect-error a page of rows where the contract answers data
    handle(tenantListCall, (c) => paged(c, { rows: [], total: 0 }));
    // @ts-expect-error a row missing its fields
    handle(newsListCall, (c) => paged(c, { rows: [{ id: 1, title: "标题" }], total: 1 }));
    // @ts-expect-error data where the contract answers a page of rows
    handle(newsListCall, (c) => ok(c, [article]));
    // @ts-expect-error a JSON answer that did not go through the envelope helpers
    handle(tenantListCall, (c) => c.json({ code: 200, msg: "", data: { tenantEnabled: false, voList: null } }));
    expect(handle).toBeTypeOf("function");
  });
});
