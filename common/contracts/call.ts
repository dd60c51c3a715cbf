import type * as z from "zod/mini";
import type { ServerEvent } from "../analytics.ts";

/**
 * One API call, described once: the server validates its input with these schemas, the OpenAPI
 * document (/api/openapi.json) is generated from them, and the browser's types and form rules
 * derive from them. Schemas are written with `zod/mini`, whose pieces tree-shake, and their error
 * messages are keys of common/field-messages.ts.
 *
 * Public pages import contracts as types only (`import type`), so they pay nothing for zod; the
 * forms that validate import the request schemas they use.
 */
export interface Call {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** Under /api, Hono style: `/v1/web/news/:id`. */
  path: string;
  summary: string;
  /** The OpenAPI tag (area) the call is listed under. */
  tag: string;
  /**
   * `session`: a signed-in visitor's call; the answer is code 401 without a valid session.
   * `sessionIfAny`: open to everyone, and the session is read when the request carries a valid
   * one (the service decides what needs it: a change of e-mail address, linking an identity).
   */
  access: "public" | "session" | "sessionIfAny";
  /**
   * A console call (/api/admin): the staff permission (common/staff-roles.ts) it needs on top of
   * the session. Code 403 for an account without it.
   */
  permission?: string;
  /**
   * The body travels sealed with the envelope encryption and so does the answer (spec section 7,
   * architecture "API encryption"): plaintext bodies are refused.
   */
  encrypted?: boolean;
  /**
   * The request must carry a solved proof-of-work challenge (header `x-altcha`, from
   * `GET /auth/pow`), else code 500 `proofOfWorkRequired`; checked once the input is valid.
   */
  proofOfWork?: boolean;
  /** The answer is sealed when the request carries a wrapped key in the encrypt-key header. */
  sealsAnswerWhenAsked?: boolean;
  params?: z.ZodMiniType;
  query?: z.ZodMiniType;
  body?: z.ZodMiniType;
  /** A body whose shape depends on a request header (log-in: `grantType`), instead of `body`. */
  bodyByHeader?: { header: string; variants: Record<string, z.ZodMiniType> };
  /**
   * An analytics event counted when the call succeeds (docs/decisions/025-first-party-analytics.md):
   * on the server, so no script sends it and no browser can fake it.
   */
  analyticsEvent?: ServerEvent;
  /** The answer: the envelope's `data`, a paged list's row, or a file of this media type. */
  answer: { data: z.ZodMiniType } | { row: z.ZodMiniType } | { file: string } | { redirect: true };
}

export function defineCall<const C extends Call>(call: C): C {
  return call;
}

type Schema<C extends Call, K extends "params" | "query" | "body"> = C[K] extends z.ZodMiniType ? C[K] : never;

type VariantInputs<C extends Call> = C["bodyByHeader"] extends { variants: infer V extends Record<string, z.ZodMiniType> }
  ? { [K in keyof V]: z.input<V[K]> }[keyof V]
  : never;

/** What the caller sends (before the schema's defaults and trimming). */
export type CallBody<C extends Call> = C["body"] extends z.ZodMiniType ? z.input<C["body"]> : VariantInputs<C>;
export type CallQuery<C extends Call> = z.input<Schema<C, "query">>;
export type CallParams<C extends Call> = z.input<Schema<C, "params">>;
/** What the server gets after validation. */
export type ParsedBody<C extends Call> = z.output<Schema<C, "body">>;
export type ParsedQuery<C extends Call> = z.output<Schema<C, "query">>;
export type ParsedParams<C extends Call> = z.output<Schema<C, "params">>;

/** The envelope's `data` of a call that answers with data. */
export type CallData<C extends Call> = C["answer"] extends { data: infer S extends z.ZodMiniType } ? z.output<S> : never;
/** One row of a call that answers with a paged list `{ rows, total }`. */
export type CallRow<C extends Call> = C["answer"] extends { row: infer S extends z.ZodMiniType } ? z.output<S> : never;

/** "GET /v1/web/news/list": how the browser names a call, checked against the contract by the compiler. */
export type CallRoute<C extends Call> = `${C["method"]} ${C["path"]}`;

/** The name of a call the browser holds as a value (the console's list screens). */
export const routeOf = <C extends Call>(call: C) => `${call.method} ${call.path}` as CallRoute<C>;

/** What every console list's query holds after parsing (admin-fields.ts `paging` and `listSort`). */
interface ListQuery {
  pageNum: number;
  pageSize: number;
  sort: string;
  order: "asc" | "desc";
}

/** A call that answers with a sorted, paged list `{ rows, total }`: a console list. */
export type ListCall = Call & { query: z.ZodMiniType<ListQuery>; answer: { row: z.ZodMiniType } };
