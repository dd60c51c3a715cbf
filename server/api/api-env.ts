import type { Context } from "hono";
import type { RequestIdVariables } from "hono/request-id";
import type { SessionInfo } from "../services/sessions.ts";
import type { StaffMember } from "../services/staff-access.ts";

/** What the API's middleware hands on to handlers. */
export type ApiEnv = {
  Variables: RequestIdVariables & {
    /** The parsed JSON body (opened first when it came sealed). */
    body: unknown;
    /** The request's envelope key, when the body came sealed. */
    envelopeKey?: string;
    /** The signed-in visitor, on calls whose access is `session`. */
    session: SessionInfo;
    /** The visitor's session when the request carries a valid one, on calls whose access is `sessionIfAny`. */
    sessionIfAny: SessionInfo | undefined;
    /** The staff member, on console calls (those with a `permission`). */
    staff: StaffMember;
  };
};

export type ApiContext = Context<ApiEnv>;
