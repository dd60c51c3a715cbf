import { Hono, type MiddlewareHandler } from "hono";
import { describeRoute, resolver, type DescribeRouteOptions } from "hono-openapi";
import type { H } from "hono/types";
import * as z from "zod/mini";
import type { Call, CallData, CallRow, ParsedBody, ParsedParams, ParsedQuery } from "../../common/contracts/call.ts";
import type { EnvelopeKeys } from "../security/envelope-keys.ts";
import type { AnalyticsCollector } from "../services/analytics/collector.ts";
import type { EnvelopeNonces } from "../services/envelope-nonces.ts";
import { PROOF_OF_WORK_HEADER, type ProofOfWork } from "../services/proof-of-work.ts";
import type { Sessions } from "../services/sessions.ts";
import type { CookiePolicy } from "./session-cookie.ts";
import type { StaffAccess } from "../services/staff-access.ts";
import type { ApiContext, ApiEnv } from "./api-env.ts";
import type { Answer } from "./envelope.ts";
import { encryptedBody, jsonBody, sealedAnswerWhenAsked, validate } from "./request-body.ts";
import { readSessionIfAny, requireSession } from "./session-guard.ts";
import { requireStaff } from "./staff-guard.ts";
import { succeeded } from "./envelope.ts";
import { visitorFacts } from "./visitor-facts.ts";
import { TOKEN_COOKIE } from "../../common/constants.ts";

export interface CallInput<C extends Call> {
  body: ParsedBody<C>;
  query: ParsedQuery<C>;
  params: ParsedParams<C>;
}

/**
 * What a handler must answer: the envelope of its contract's `data`, or a page of its rows (made by
 * envelope.ts `ok` and `paged`); a file or a redirect is any response.
 */
export type CallAnswer<C extends Call> = [C["answer"]] extends [{ data: unknown }]
  ? Answer<{ data: CallData<C> }>
  : [C["answer"]] extends [{ row: unknown }]
    ? Answer<{ rows: CallRow<C>[] }>
    : Response;

/** What every router needs to honour a contract's `access` and `encrypted`. */
export interface CallRouterDeps {
  envelopeKeys: EnvelopeKeys;
  envelopeNonces: EnvelopeNonces;
  sessions: Sessions;
  cookies: CookiePolicy;
  staff: StaffAccess;
  proofOfWork: ProofOfWork;
  /** Test runs: every answer is checked against its contract's schema, and one that fails is an error. */
  checkAnswers: boolean;
  analytics: AnalyticsCollector;
}

const envelope = (data: z.ZodMiniType) => z.object({ code: z.number(), msg: z.string(), data });
const page = (row: z.ZodMiniType) => z.object({ code: z.number(), msg: z.string(), rows: z.array(row), total: z.number() });

/** OpenAPI parameters from an object schema's properties. */
function parametersOf(schema: z.ZodMiniType | undefined, location: "path" | "query") {
  if (!schema) return [];
  const json = z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as {
    properties?: Record<string, object>;
    required?: string[];
  };
  return Object.entries(json.properties ?? {}).map(([name, property]) => ({
    name,
    in: location,
    required: location === "path" || (json.required ?? []).includes(name),
    schema: property,
  }));
}

function bodySchemaOf(call: Call) {
  if (call.body) return resolver(call.body);
  const variants = Object.values(call.bodyByHeader?.variants ?? {});
  return resolver(z.union(variants as [z.ZodMiniType, ...z.ZodMiniType[]]));
}

/** The OpenAPI operation of a contract (served at /api/openapi.json by hono-openapi). */
function operationOf(call: Call): DescribeRouteOptions {
  const encryptedNote =
    "Sent sealed (text/plain) with the encrypt-key header, and answered sealed with the same key; this is the JSON inside.";
  const answer = call.answer;
  const responses: DescribeRouteOptions["responses"] =
    "redirect" in answer
      ? { 302: { description: "Redirect" } }
      : "file" in answer
        ? { 200: { description: "The file", content: { [answer.file]: { schema: { type: "string" as const, format: "binary" } } } } }
        : {
            200: {
              description: "The envelope: code 200 on success; another code and msg on failure (still HTTP 200).",
              content: {
                "application/json": { schema: resolver("data" in answer ? envelope(answer.data) : page(answer.row), { io: "output" }) },
              },
            },
          };
  return {
    summary: call.summary,
    ...(call.permission ? { description: `Staff only: needs the permission "${call.permission}" (code 403 without it).` } : {}),
    tags: [call.tag],
    ...(call.access === "session" ? { security: [{ session: [] }] } : {}),
    parameters: [
      ...parametersOf(call.params, "path"),
      ...parametersOf(call.query, "query"),
      ...(call.bodyByHeader
        ? [
            {
              name: call.bodyByHeader.header,
              in: "header" as const,
              required: true,
              schema: { type: "string" as const, enum: Object.keys(call.bodyByHeader.variants) },
            },
          ]
        : []),
    ],
    ...(call.body || call.bodyByHeader
      ? {
          requestBody: {
            required: true,
            description: [
              call.bodyByHeader ? `One shape per value of the ${call.bodyByHeader.header} header.` : "",
              call.encrypted ? encryptedNote : "",
            ]
              .join(" ")
              .trim(),
            content: { "application/json": { schema: bodySchemaOf(call) } },
          },
        }
      : {}),
    responses,
  };
}

const noStore: MiddlewareHandler<ApiEnv> = async (c, next) => {
  await next();
  c.header("Cache-Control", "no-store");
};

/** Test runs: an answer of code 200 must hold what its contract says, field by field. */
async function checkAnswer(call: Call, answer: Response) {
  const schema = "data" in call.answer ? call.answer.data : "row" in call.answer ? z.array(call.answer.row) : undefined;
  if (!schema || !answer.headers.get("content-type")?.startsWith("application/json")) return;
  const body = (await answer.clone().json()) as { code: number; data?: unknown; rows?: unknown };
  if (body.code !== 200) return;
  const checked = z.safeParse(schema, "data" in call.answer ? body.data : body.rows);
  if (!checked.success) {
    throw new Error(`${call.method} ${call.path} answered outside its contract: ${JSON.stringify(checked.error.issues)}`);
  }
}

/** A session the answer starts (a sign-in): analytics tells staff from visitors by it. */
const ISSUED_TOKEN = new RegExp(`^${TOKEN_COOKIE}=([^;]+)`);

/** Counts the contract's analytics event once the call has succeeded. */
function countEvent(
  analytics: AnalyticsCollector,
  event: NonNullable<Call["analyticsEvent"]>,
  answersFile: boolean,
): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    await next();
    if (!analytics.enabled || !succeeded(c, answersFile)) return;
    const issued = c.res.headers
      .getSetCookie()
      .map((cookie) => ISSUED_TOKEN.exec(cookie)?.[1])
      .find(Boolean);
    analytics.serverEvent(event, { ...visitorFacts(c), issuedToken: issued }, c.req.url);
  };
}

/**
 * A router whose routes are contracts (common/contracts/): each registered call is described in
 * the OpenAPI document, requires a session when its access says so, reads its body sealed or plain
 * as it says, and hands the handler input validated by its schemas (a body that depends on a header
is read but left to the handler, which knows which shape the header asks for). Handlers only call a service
 * and answer.
 */
export function callRouter(deps: CallRouterDeps) {
  const app = new Hono<ApiEnv>();

  function handle<C extends Call>(call: C, handler: (c: ApiContext, input: CallInput<C>) => CallAnswer<C> | Promise<CallAnswer<C>>) {
    const chain: [MiddlewareHandler<ApiEnv>, ...H<ApiEnv>[]] = [describeRoute(operationOf(call))];
    // Console answers (/api/admin) are personal data: no cache keeps them, refusals included.
    if (call.path.startsWith("/admin/")) chain.push(noStore);
    if (call.analyticsEvent) chain.push(countEvent(deps.analytics, call.analyticsEvent, "file" in call.answer));
    if (call.access === "session") chain.push(requireSession(deps.sessions, deps.cookies));
    if (call.access === "sessionIfAny") chain.push(readSessionIfAny(deps.sessions, deps.cookies));
    if (call.permission) chain.push(requireStaff(deps.staff, call.permission));
    if (call.body || call.bodyByHeader) chain.push(call.encrypted ? encryptedBody(deps.envelopeKeys, deps.envelopeNonces) : jsonBody());
    if (call.sealsAnswerWhenAsked) chain.push(sealedAnswerWhenAsked(deps.envelopeKeys));
    chain.push(async (c: ApiContext) => {
      const input = {
        body: (call.body ? validate(c, call.body, c.get("body")) : undefined) as ParsedBody<C>,
        query: (call.query ? validate(c, call.query, c.req.query()) : undefined) as ParsedQuery<C>,
        params: (call.params ? validate(c, call.params, c.req.param(), "notFound") : undefined) as ParsedParams<C>,
      };
      if (call.proofOfWork) await deps.proofOfWork.verify(c.req.header(PROOF_OF_WORK_HEADER));
      const answer = await handler(c, input);
      if (deps.checkAnswers) await checkAnswer(call, answer);
      return answer;
    });
    app.on(call.method, call.path, ...chain);
  }

  return { app, handle };
}
