import { validate } from "@readme/openapi-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { allCalls as calls } from "../../common/contracts/all-calls.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";
import { createTestDatabase, type TestDatabase } from "../support/test-database.ts";

interface Operation {
  requestBody?: { content: Record<string, { schema: object }> };
  responses: Record<string, { content?: Record<string, { schema: object }> }>;
  parameters?: Array<{ name: string; in: string }>;
}

const openApiPath = (path: string) => path.replace(/:(\w+)/g, "{$1}");

describe("the OpenAPI description", () => {
  let database: TestDatabase;
  let app: TestApp;
  let document: { openapi: string; paths: Record<string, Record<string, Operation>> };

  beforeAll(async () => {
    database = await createTestDatabase("sqlite");
    app = await createTestApp(database.handle);
    document = await (await app.request("/api/openapi.json")).json();
  });
  afterAll(() => database.drop());

  it("is valid OpenAPI 3.1", async () => {
    expect(document.openapi).toBe("3.1.0");
    const result = await validate(structuredClone(document) as never);
    expect(result).toMatchObject({ valid: true });
  });

  it("describes every contract with its request and answer schemas", () => {
    expect(calls.length).toBeGreaterThanOrEqual(25);
    const missing: string[] = [];
    for (const call of calls) {
      const name = `${call.method} ${call.path}`;
      const operation = document.paths[openApiPath(call.path)]?.[call.method.toLowerCase()];
      if (!operation) missing.push(`${name}: no operation`);
      if ((call.body || call.bodyByHeader) && !operation?.requestBody?.content["application/json"]?.schema)
        missing.push(`${name}: no body`);
      const parameters = operation?.parameters?.map((parameter) => parameter.name) ?? [];
      for (const query of Object.keys((call.query as { def?: { shape?: object } } | undefined)?.def?.shape ?? {})) {
        if (!parameters.includes(query)) missing.push(`${name}: no parameter ${query}`);
      }
      const answer = operation?.responses["200"]?.content?.["application/json"]?.schema as
        | { properties?: Record<string, unknown> }
        | undefined;
      if (("data" in call.answer || "row" in call.answer) && !(answer?.properties?.code && answer.properties.msg))
        missing.push(`${name}: no envelope`);
    }
    expect(missing).toEqual([]);
  });

  it("leaves no API route undescribed", () => {
    const documented = new Set(calls.map((call) => `${call.method} /api${call.path}`));
    const routes = app.routes
      .filter((route) => route.path.startsWith("/api/") && route.method !== "ALL")
      .filter((route) => !["/api/openapi.json", "/api/docs", "/api/docs/start.js", "/api/docs/:file"].includes(route.path))
      .map((route) => `${route.method} ${route.path}`);
    expect(routes.length).toBeGreaterThan(0);
    expect(routes.filter((route) => !documented.has(route))).toEqual([]);
  });

  it("documents the body and signature headers the generic lead webhook sends", async () => {
    const withWebhooks = document as unknown as { webhooks: Record<string, { post: Operation & { description: string } }> };
    const post = withWebhooks.webhooks.leadNotification?.post;
    expect(post?.parameters?.map((parameter) => `${parameter.in}:${parameter.name}`)).toEqual([
      "header:webhook-id",
      "header:webhook-timestamp",
      "header:webhook-signature",
    ]);
    expect(JSON.stringify(post?.requestBody?.content["application/json"]?.schema)).toContain("lead.digest");
    expect(post?.description).toContain("HMAC-SHA256");
  });

  it("offers the readable reference only in development", async () => {
    expect(await (await app.request("/api/docs")).json()).toMatchObject({ code: 404 });
    const development = await createTestApp(database.handle, { NODE_ENV: "development" });
    const page = await development.request("/api/docs");
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<script src="/api/docs/start.js">');
    expect(await (await development.request("/api/docs/start.js")).text()).toContain("/api/openapi.json");
    expect((await development.request("/api/docs/swagger-ui-bundle.js")).headers.get("content-type")).toMatch(/javascript/);
  });
});
