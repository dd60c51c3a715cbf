import { Hono } from "hono";
import type { DatabaseHandle } from "../db/database.ts";
import { ok } from "./envelope.ts";

export function healthRoutes(database: DatabaseHandle, version: string) {
  return new Hono().get("/", (c) => ok(c, { status: "up", version, database: database.kind }));
}
